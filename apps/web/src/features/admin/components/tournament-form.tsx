/**
 * Create or edit a tournament: every field of the shared tournament schema, checked by it (messages under
 * the fields), with rich-text descriptions and the prize split by placing. Once teams have entered, game,
 * team size, entry fee and category stay as they are; after the start nothing can be edited.
 */
import { useEffect, useMemo } from 'react';
import { Controller, useFieldArray, useForm, type Path } from 'react-hook-form';
import {
  ADMIN_CATALOGUE_MESSAGES,
  BRACKET_FORMAT_LABELS,
  BRACKET_FORMATS,
  TOURNAMENT_LIMITS,
  type AdminTournament,
  type TournamentValues,
} from '@arena/shared/admin-catalogue';
import { DateTimeField } from '../../../components/date-time-field';
import { TextField } from '../../../components/form-field';
import { SelectField } from '../../../components/select-field';
import { SubmitButton } from '../../../components/submit-button';
import { TextAreaField } from '../../../components/text-area-field';
import { formatPounds } from '../../../lib/format';
import { useGameChoices } from '../api/get-admin-games';
import { RichTextEditor } from './rich-text-editor';
import { SeriesFormatFields } from './series-format-fields';
import { serverFieldErrors } from './tournament-server-errors';
import { errorAt } from './typed-form';
import {
  emptyTournamentForm,
  tournamentFormOf,
  tournamentResolver,
  type TournamentFormValues,
} from './tournament-form-values';
import '../admin.css';
import './tournament-form.css';

const TEAM_SIZES = [1, 2, 3, 4].map((size) => ({ value: String(size), label: `${size}v${size}` }));
const CATEGORIES = [
  { value: 'regular', label: 'Regular' },
  { value: 'vip', label: 'VIP (VIP members only, one token each)' },
];
const FORMATS = BRACKET_FORMATS.map((format) => ({ value: format, label: BRACKET_FORMAT_LABELS[format] }));
const SEEDINGS = [
  { value: 'random', label: 'Random draw' },
  { value: 'organiser', label: 'Seeded by the organiser' },
  { value: 'rating', label: 'By rating' },
];

const ORDINALS = ['1st', '2nd', '3rd'];
export function placeLabel(place: number): string {
  return ORDINALS[place - 1] ?? `${place}th`;
}

function viewerTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return 'your time zone';
  }
}

export function TournamentForm({
  tournament,
  busy,
  onSubmit,
}: {
  /** The tournament being edited; none to create one. */
  tournament?: AdminTournament;
  busy: boolean;
  onSubmit: (values: TournamentValues) => Promise<unknown>;
}) {
  const games = useGameChoices();
  const editable = !tournament || tournament.tournament_state === 'pending';
  const entered = tournament?.enrolled_teams ?? 0;
  const lockEntered = entered > 0;
  const initial = useMemo(
    () => (tournament ? tournamentFormOf(tournament) : emptyTournamentForm),
    [tournament],
  );
  const locked = useMemo(
    () =>
      lockEntered
        ? {
            game_id: initial.game_id,
            team_size: initial.team_size,
            entry_fee: initial.entry_fee,
            tournament_category: initial.tournament_category,
          }
        : undefined,
    [lockEntered, initial],
  );
  const resolver = useMemo(() => tournamentResolver(locked), [locked]);

  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    watch,
    formState: { errors, isDirty },
  } = useForm<TournamentFormValues, unknown, TournamentValues>({ resolver, defaultValues: initial });
  const split = useFieldArray({ control, name: 'prize_split' });
  /** A field's id, registration and message under it, as each field below takes them. */
  const bind = (
    id: string,
    name: Exclude<Path<TournamentFormValues>, `prize_split${string}` | `map_pool${string}`>,
  ) => ({
    id,
    registration: register(name),
    error: errorAt(errors, name),
  });

  // A saved or refreshed tournament becomes the form's new starting point.
  useEffect(() => reset(initial), [initial, reset]);

  const gameOptions = useMemo(() => {
    const options = (games.data ?? []).map((game) => ({ value: String(game.id), label: game.game_name }));
    // An archived game of an existing tournament still shows as its choice.
    if (tournament && !options.some((option) => option.value === String(tournament.game_id))) {
      options.unshift({ value: String(tournament.game_id), label: tournament.game_name });
    }
    return options;
  }, [games.data, tournament]);

  const prize = Number(watch('winning_prize'));
  const shares = watch('prize_split');
  const lockNote = lockEntered
    ? ADMIN_CATALOGUE_MESSAGES.lockedOnceEntered('Game, team size, entry fee and category')
    : undefined;

  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      // The query client shows error[0] (e.g. a start date in the past); a sentence about a field shows under it.
      for (const { name, message } of serverFieldErrors(error)) setError(name, { type: 'server', message });
    }
  });

  return (
    <form
      className="tournament-form"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={tournament ? `Edit ${tournament.tournament_name}` : 'New tournament'}
    >
      {!editable && <p className="admin-note">{ADMIN_CATALOGUE_MESSAGES.notEditable}</p>}
      <fieldset disabled={!editable || busy} className="tournament-form__fields">
        <fieldset className="admin-fieldset">
          <legend>Basics</legend>
          {lockNote && <p className="admin-note">{lockNote}</p>}
          <div className="row g-3">
            <div className="col-md-6">
              <SelectField
                {...bind('tournament-game', 'game_id')}
                label="Game"
                placeholder={games.isPending ? 'Loading games…' : 'Select a game'}
                options={gameOptions}
                disabled={lockEntered}
              />
            </div>
            <div className="col-md-6">
              <TextField
                {...bind('tournament-name', 'tournament_name')}
                label="Tournament name"
                autoComplete="off"
                maxLength={TOURNAMENT_LIMITS.nameMax}
              />
            </div>
            <div className="col-md-6">
              <SelectField
                {...bind('tournament-category', 'tournament_category')}
                label="Category"
                options={CATEGORIES}
                disabled={lockEntered}
              />
            </div>
            <div className="col-md-6">
              <TextField
                {...bind('tournament-region', 'region')}
                label="Region"
                autoComplete="off"
                placeholder="e.g. Western Europe"
              />
            </div>
            <div className="col-12">
              <TextAreaField
                {...bind('tournament-description', 'description')}
                label="Short description (plain text, shown on cards)"
                rows={2}
              />
            </div>
          </div>
        </fieldset>

        <fieldset className="admin-fieldset">
          <legend>Format</legend>
          <div className="row g-3">
            <div className="col-sm-6 col-lg-3">
              <SelectField
                {...bind('tournament-team-size', 'team_size')}
                label="Team size"
                options={TEAM_SIZES}
                disabled={lockEntered}
              />
            </div>
            <div className="col-sm-6 col-lg-3">
              <TextField
                {...bind('tournament-total-teams', 'total_teams')}
                label="Total teams"
                inputMode="numeric"
                hint={lockEntered ? `At least the ${entered} already entered.` : undefined}
              />
            </div>
            <div className="col-sm-6 col-lg-3">
              <SelectField
                {...bind('tournament-bracket-format', 'bracket_format')}
                label="Bracket format"
                options={FORMATS}
              />
            </div>
            <div className="col-sm-6 col-lg-3">
              <SelectField {...bind('tournament-seeding', 'seeding')} label="Seeding" options={SEEDINGS} />
            </div>
          </div>
          <SeriesFormatFields control={control} register={register} errors={errors} editable={editable} />
          <div className="row g-3">
            <div className="col-12">
              <TextField
                {...bind('tournament-discord-webhook', 'discord_webhook_url')}
                label="Discord webhook URL (optional)"
                autoComplete="off"
                inputMode="url"
                placeholder="https://discord.com/api/webhooks/..."
                hint="The start, results, completion and cancellation are posted to this Discord channel."
              />
            </div>
          </div>
        </fieldset>

        <fieldset className="admin-fieldset">
          <legend>Entry and prize</legend>
          <div className="row g-3">
            <div className="col-sm-6">
              <TextField
                {...bind('tournament-entry-fee', 'entry_fee')}
                label="Entry fee (credits per team)"
                inputMode="numeric"
                disabled={lockEntered}
              />
            </div>
            <div className="col-sm-6">
              <TextField
                {...bind('tournament-check-in-minutes', 'check_in_minutes')}
                label="Check-in (minutes before the start, 0 = none)"
                inputMode="numeric"
              />
            </div>
            <div className="col-sm-6">
              <TextField
                {...bind('tournament-match-report-minutes', 'match_report_minutes')}
                label="Match report deadline (minutes after a match is ready, 0 = none)"
                inputMode="numeric"
              />
            </div>
            <div className="col-sm-6">
              <TextField
                {...bind('tournament-winning-prize', 'winning_prize')}
                label="Winning prize (£)"
                inputMode="decimal"
              />
            </div>
          </div>
          <fieldset className="prize-split" aria-describedby="prize-split-help">
            <legend className="form-label">Prize split</legend>
            <p id="prize-split-help" className="form-text mt-0">
              Percent of the prize pool by placing, first place first; the shares add up to 100%.
            </p>
            <ol className="prize-split__list list-unstyled">
              {split.fields.map((field, index) => {
                const share = Number(shares[index]?.share);
                const amount =
                  Number.isFinite(prize) && Number.isFinite(share) ? (prize * share) / 100 : null;
                return (
                  <li key={field.id} className="prize-split__row">
                    <TextField
                      id={`prize-split-${index}`}
                      label={`${placeLabel(index + 1)} place (%)`}
                      inputMode="decimal"
                      registration={register(`prize_split.${index}.share`)}
                      error={errorAt(errors, `prize_split.${index}`)}
                      className="mb-0 prize-split__field"
                    />
                    <span className="prize-split__amount" aria-live="polite">
                      {amount !== null && amount > 0 ? formatPounds(Math.floor(amount * 100) / 100) : ''}
                    </span>
                    {editable && split.fields.length > 1 && (
                      <button
                        type="button"
                        className="btn btn-sm btn-outline-light prize-split__remove"
                        aria-label={`Remove ${placeLabel(index + 1)} place`}
                        onClick={() => split.remove(index)}
                      >
                        Remove
                      </button>
                    )}
                  </li>
                );
              })}
            </ol>
            {editable && split.fields.length < TOURNAMENT_LIMITS.prizeSplitPlacesMax && (
              <button
                type="button"
                className="btn btn-sm btn-outline-info"
                onClick={() => split.append({ share: '' })}
              >
                Add a place
              </button>
            )}
            {errorAt(errors, 'prize_split') && (
              <div className="invalid-feedback d-block" role="alert">
                {errorAt(errors, 'prize_split')}
              </div>
            )}
          </fieldset>
        </fieldset>

        <fieldset className="admin-fieldset">
          <legend>Dates</legend>
          <p className="form-text mt-0">Times are in your time zone ({viewerTimeZone()}).</p>
          <div className="row g-3">
            <div className="col-md-4">
              <DateTimeField
                {...bind('tournament-deadline', 'registration_deadline_date')}
                label="Registration deadline"
              />
            </div>
            <div className="col-md-4">
              <DateTimeField {...bind('tournament-start', 'tournament_start_date')} label="Start date" />
            </div>
            <div className="col-md-4">
              <DateTimeField {...bind('tournament-end', 'tournament_end_date')} label="End date" />
            </div>
          </div>
        </fieldset>

        <fieldset className="admin-fieldset">
          <legend>Descriptions</legend>
          <Controller
            control={control}
            name="overview_description"
            render={({ field }) => (
              <RichTextEditor
                id="tournament-overview"
                label="Overview"
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={errorAt(errors, 'overview_description')}
                disabled={!editable}
              />
            )}
          />
          <Controller
            control={control}
            name="prize_description"
            render={({ field }) => (
              <RichTextEditor
                id="tournament-prize-description"
                label="Prize description"
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={errorAt(errors, 'prize_description')}
                disabled={!editable}
              />
            )}
          />
        </fieldset>
      </fieldset>
      {editable && (
        <div className="admin-form-actions">
          {tournament && (
            <button
              type="button"
              className="btn btn-outline-light"
              disabled={busy || !isDirty}
              onClick={() => reset(initial)}
            >
              Undo changes
            </button>
          )}
          <SubmitButton busy={busy} busyLabel="Saving…">
            {tournament ? 'Save changes' : 'Create tournament'}
          </SubmitButton>
        </div>
      )}
    </form>
  );
}
