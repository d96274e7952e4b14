/**
 * Create or edit a tournament: every field of the shared tournament schema, checked by it (messages under
 * the fields), with rich-text descriptions and the prize split by placing. Once teams have entered, game,
 * team size, entry fee and category stay as they are; after the start nothing can be edited.
 */
import { useEffect, useMemo, useState } from 'react';
import { Controller, useFieldArray, useForm, type Path } from 'react-hook-form';
import {
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
import { DATE_TIME_FORMAT, formatPounds } from '../../../lib/format';
import { LANGUAGES, LANGUAGE_NAMES, toLanguage } from '../../../lib/i18n/languages';
import { useStoredUser } from '../../../lib/session';
import { useGameChoices } from '../api/get-admin-games';
import { useAdminFormT } from '../i18n-form';
import { RichTextEditor } from './rich-text-editor';
import { SeriesFormatFields } from './series-format-fields';
import { sayFormRule } from './tournament-form-rules';
import { serverFieldErrors } from './tournament-server-errors';
import { errorAt } from './typed-form';
import {
  newTournamentForm,
  tournamentFormOf,
  tournamentResolver,
  type TournamentFormValues,
} from './tournament-form-values';
import '../admin.css';
import './tournament-form.css';

const TEAM_SIZES = [1, 2, 3, 4].map((size) => ({ value: String(size), label: `${size}v${size}` }));
/** Each option's words (the shared English names, as keys of the adminForm area). */
const CATEGORY_KEYS = {
  regular: 'adminForm.form.category.regular',
  vip: 'adminForm.form.category.vip',
} as const;
const FORMAT_KEYS: Record<(typeof BRACKET_FORMATS)[number], string> = {
  single_elimination: 'adminForm.form.bracket.singleElimination',
  double_elimination: 'adminForm.form.bracket.doubleElimination',
  round_robin: 'adminForm.form.bracket.roundRobin',
  swiss: 'adminForm.form.bracket.swiss',
};
const SEEDING_KEYS = {
  random: 'adminForm.form.seeding.random',
  organiser: 'adminForm.form.seeding.organiser',
  rating: 'adminForm.form.seeding.rating',
} as const;
/** Each language under its own name, as the language menu shows it (the organiser may not read the others' words). */
const LANGUAGE_OPTIONS = LANGUAGES.map((code) => ({ value: code, label: LANGUAGE_NAMES[code], lang: code }));
const options = <K extends string>(keys: Record<K, string>, t: (id: string) => string) =>
  (Object.keys(keys) as K[]).map((value) => ({ value, label: t(keys[value]) }));

/** The viewer's time zone's name; undefined when the browser cannot tell. */
function viewerTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
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
  const { t } = useAdminFormT();
  const games = useGameChoices();
  // Taken when the form opens: the language menu saves to the account, and a new starting point would empty the form.
  const [accountLanguage] = useState(toLanguage(useStoredUser()?.user_details?.language));
  const editable = !tournament || tournament.tournament_state === 'pending';
  const entered = tournament?.enrolled_teams ?? 0;
  const lockEntered = entered > 0;
  const initial = useMemo(
    () => (tournament ? tournamentFormOf(tournament) : newTournamentForm(accountLanguage)),
    [tournament, accountLanguage],
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
  const dateHint = t('adminForm.form.dateHint', { format: DATE_TIME_FORMAT });
  const resolver = useMemo(
    () =>
      tournamentResolver(locked, {
        unreadableDate: t('adminForm.form.dateError', { format: DATE_TIME_FORMAT }),
        blankRecord: {
          swiss_advance_wins: t('adminForm.form.swissAdvanceRequired'),
          swiss_eliminate_losses: t('adminForm.form.swissEliminateRequired'),
        },
        rule: (english) => sayFormRule(t, english),
      }),
    [locked, t],
  );

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
  const lockNote = lockEntered ? t('adminForm.form.locked') : undefined;
  const placeShare = (place: number) => t('adminForm.form.placeShare', { place });

  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      // The query client shows error[0] (e.g. a start date in the past); a sentence about a field shows under it.
      for (const { name, message } of serverFieldErrors(error, t))
        setError(name, { type: 'server', message });
    }
  });

  return (
    <form
      className="tournament-form"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={
        tournament
          ? t('adminForm.form.editTitle', { name: tournament.tournament_name })
          : t('adminForm.form.newTitle')
      }
    >
      {!editable && <p className="admin-note">{t('adminForm.form.notEditable')}</p>}
      <fieldset disabled={!editable || busy} className="tournament-form__fields">
        <fieldset className="admin-fieldset">
          <legend>{t('adminForm.form.basics')}</legend>
          {lockNote && <p className="admin-note">{lockNote}</p>}
          <div className="row g-3">
            <div className="col-md-6">
              <SelectField
                {...bind('tournament-game', 'game_id')}
                label={t('adminForm.form.game')}
                placeholder={
                  games.isPending ? t('adminForm.form.loadingGames') : t('adminForm.form.selectGame')
                }
                options={gameOptions}
                disabled={lockEntered}
              />
            </div>
            <div className="col-md-6">
              <TextField
                {...bind('tournament-name', 'tournament_name')}
                label={t('adminForm.form.name')}
                autoComplete="off"
                maxLength={TOURNAMENT_LIMITS.nameMax}
              />
            </div>
            <div className="col-md-6">
              <SelectField
                {...bind('tournament-category', 'tournament_category')}
                label={t('adminForm.form.category')}
                options={options(CATEGORY_KEYS, t)}
                disabled={lockEntered}
              />
            </div>
            <div className="col-md-6">
              <TextField
                {...bind('tournament-region', 'region')}
                label={t('adminForm.form.region')}
                autoComplete="off"
                placeholder={t('adminForm.form.regionExample')}
              />
            </div>
            <div className="col-12">
              <TextAreaField
                {...bind('tournament-description', 'description')}
                label={t('adminForm.form.description')}
                rows={2}
              />
            </div>
          </div>
        </fieldset>

        <fieldset className="admin-fieldset">
          <legend>{t('adminForm.form.format')}</legend>
          <div className="row g-3">
            <div className="col-sm-6 col-lg-3">
              <SelectField
                {...bind('tournament-team-size', 'team_size')}
                label={t('adminForm.form.teamSize')}
                options={TEAM_SIZES}
                disabled={lockEntered}
              />
            </div>
            <div className="col-sm-6 col-lg-3">
              <TextField
                {...bind('tournament-total-teams', 'total_teams')}
                label={t('adminForm.form.totalTeams')}
                inputMode="numeric"
                hint={lockEntered ? t('adminForm.form.atLeastEntered', { n: entered }) : undefined}
              />
            </div>
            <div className="col-sm-6 col-lg-3">
              <SelectField
                {...bind('tournament-bracket-format', 'bracket_format')}
                label={t('adminForm.form.bracketFormat')}
                options={BRACKET_FORMATS.map((value) => ({ value, label: t(FORMAT_KEYS[value]) }))}
              />
            </div>
            <div className="col-sm-6 col-lg-3">
              <SelectField
                {...bind('tournament-seeding', 'seeding')}
                label={t('adminForm.form.seeding')}
                options={options(SEEDING_KEYS, t)}
              />
            </div>
          </div>
          <SeriesFormatFields control={control} register={register} errors={errors} editable={editable} />
          <div className="row g-3">
            <div className="col-md-8">
              <TextField
                {...bind('tournament-discord-webhook', 'discord_webhook_url')}
                label={t('adminForm.form.discord')}
                autoComplete="off"
                inputMode="url"
                placeholder="https://discord.com/api/webhooks/..."
                hint={t('adminForm.form.discordHint')}
              />
            </div>
            <div className="col-md-4">
              <SelectField
                {...bind('tournament-discord-language', 'discord_language')}
                label={t('adminForm.form.discordLanguage')}
                options={LANGUAGE_OPTIONS}
                hint={t('adminForm.form.discordLanguageHint')}
              />
            </div>
          </div>
        </fieldset>

        <fieldset className="admin-fieldset">
          <legend>{t('adminForm.form.entryAndPrize')}</legend>
          <div className="row g-3">
            <div className="col-sm-6">
              <TextField
                {...bind('tournament-entry-fee', 'entry_fee')}
                label={t('adminForm.form.entryFee')}
                inputMode="numeric"
                disabled={lockEntered}
              />
            </div>
            <div className="col-sm-6">
              <TextField
                {...bind('tournament-check-in-minutes', 'check_in_minutes')}
                label={t('adminForm.form.checkIn')}
                inputMode="numeric"
              />
            </div>
            <div className="col-sm-6">
              <TextField
                {...bind('tournament-match-report-minutes', 'match_report_minutes')}
                label={t('adminForm.form.matchReport')}
                inputMode="numeric"
              />
            </div>
            <div className="col-sm-6">
              <TextField
                {...bind('tournament-winning-prize', 'winning_prize')}
                label={t('adminForm.form.winningPrize')}
                inputMode="decimal"
              />
            </div>
          </div>
          <fieldset className="prize-split" aria-describedby="prize-split-help">
            <legend className="form-label">{t('adminForm.form.prizeSplit')}</legend>
            <p id="prize-split-help" className="form-text mt-0">
              {t('adminForm.form.prizeSplitHelp')}
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
                      label={placeShare(index + 1)}
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
                        aria-label={t('adminForm.form.removePlace', { place: index + 1 })}
                        onClick={() => split.remove(index)}
                      >
                        {t('adminForm.form.remove')}
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
                {t('adminForm.form.addPlace')}
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
          <legend>{t('adminForm.form.dates')}</legend>
          <p className="form-text mt-0">
            {t('adminForm.form.timeZone', { zone: viewerTimeZone() ?? t('adminForm.form.yourTimeZone') })}
          </p>
          <div className="row g-3">
            <div className="col-md-4">
              <DateTimeField
                {...bind('tournament-deadline', 'registration_deadline_date')}
                label={t('adminForm.form.deadline')}
                hint={dateHint}
              />
            </div>
            <div className="col-md-4">
              <DateTimeField
                {...bind('tournament-start', 'tournament_start_date')}
                label={t('adminForm.form.start')}
                hint={dateHint}
              />
            </div>
            <div className="col-md-4">
              <DateTimeField
                {...bind('tournament-end', 'tournament_end_date')}
                label={t('adminForm.form.end')}
                hint={dateHint}
              />
            </div>
          </div>
        </fieldset>

        <fieldset className="admin-fieldset">
          <legend>{t('adminForm.form.descriptions')}</legend>
          <Controller
            control={control}
            name="overview_description"
            render={({ field }) => (
              <RichTextEditor
                id="tournament-overview"
                label={t('adminForm.form.overview')}
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
                label={t('adminForm.form.prizeDescription')}
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
              {t('adminForm.form.undo')}
            </button>
          )}
          <SubmitButton busy={busy} busyLabel={t('adminForm.form.saving')}>
            {tournament ? t('adminForm.form.save') : t('adminForm.form.create')}
          </SubmitButton>
        </div>
      )}
    </form>
  );
}
