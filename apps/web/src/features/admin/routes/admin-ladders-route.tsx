/**
 * The console's ladders (decision 0048): every ladder, the form that opens a new season ladder, and the edit form
 * of a running one (what `PUT /api/admin/ladders/:id` changes: name, season end, top N, playoff and rules).
 */
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { appHref } from '@arena/shared/app-links';
import type { Ladder } from '@arena/shared/ladders';
import { useGamesList } from '../../../api/get-games-list';
import { apiRequest, errorMessageOf } from '../../../lib/api-client';
import { parseDateTimeInput, toDateTimeInput } from '../../../lib/date-time-input';
import { DATE_TIME_FORMAT, formatDate } from '../../../lib/format';
import { useAdminPeopleT } from '../i18n-people';

const DAY = 86_400_000;

const LADDER_STATE_KEY: Record<Ladder['state'], string> = {
  open: 'adminPeople.ladders.stateOpen',
  ended: 'adminPeople.ladders.stateEnded',
};

/** A season date typed as DD-MM-YYYY HH:mm in the viewer's zone (decision 0033), with its message when unread. */
function SeasonDateField({
  id,
  label,
  value,
  error,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  error: boolean;
  onChange: (value: string) => void;
}) {
  const { t } = useAdminPeopleT();
  return (
    <div className="mb-2">
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <input
        id={id}
        className={`form-control${error ? ' is-invalid' : ''}`}
        type="text"
        inputMode="text"
        autoComplete="off"
        spellCheck={false}
        placeholder={DATE_TIME_FORMAT}
        aria-describedby={`${id}-hint`}
        aria-invalid={error || undefined}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      <div id={`${id}-hint`} className={error ? 'invalid-feedback d-block' : 'form-text'}>
        {error
          ? t('adminPeople.ladders.dateError', { format: DATE_TIME_FORMAT })
          : t('adminPeople.ladders.dateHint', { format: DATE_TIME_FORMAT })}
      </div>
    </div>
  );
}

/** The edit form of a running ladder: the season's start, game, size and fee are fixed once teams can join. */
function EditLadderForm({ ladder, onDone }: { ladder: Ladder; onDone: (saved: boolean) => void }) {
  const { t } = useAdminPeopleT();
  const client = useQueryClient();
  const [form, setForm] = useState(() => ({
    name: ladder.name,
    season_end: toDateTimeInput(ladder.season_end),
    top_n: String(ladder.top_n),
    playoff_tournament_id: ladder.playoff_tournament_id === null ? '' : String(ladder.playoff_tournament_id),
    rules: ladder.rules,
  }));
  const save = useMutation({
    mutationFn: (body: Record<string, unknown>) =>
      apiRequest<{ data: Ladder }>(`/api/admin/ladders/${ladder.id}`, { method: 'PUT', body }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: ['admin', 'ladders'] });
      onDone(true);
    },
  });
  const set = (key: keyof typeof form) => (event: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [key]: event.target.value }));
  const [badDate, setBadDate] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const seasonEnd = parseDateTimeInput(form.season_end);
    setBadDate(seasonEnd === undefined);
    if (!seasonEnd) return;
    save.mutate({
      name: form.name,
      season_end: seasonEnd.toISOString(),
      top_n: Number(form.top_n),
      playoff_tournament_id: form.playoff_tournament_id ? Number(form.playoff_tournament_id) : null,
      rules: form.rules,
    });
  };
  const id = (key: string) => `ladder-${ladder.id}-${key}`;
  const field = (key: 'name' | 'top_n' | 'playoff_tournament_id', label: string, type = 'text') => (
    <div className="mb-2">
      <label htmlFor={id(key)} className="form-label">
        {label}
      </label>
      <input id={id(key)} className="form-control" type={type} value={form[key]} onChange={set(key)} />
    </div>
  );
  return (
    <form
      onSubmit={submit}
      aria-label={t('adminPeople.ladders.edit', { name: ladder.name })}
      className="border rounded p-3 my-2"
    >
      {field('name', t('adminPeople.ladders.name'))}
      <p className="mb-2">
        {t('adminPeople.ladders.seasonStartIs', { date: formatDate(ladder.season_start) })}
      </p>
      <SeasonDateField
        id={id('season_end')}
        label={t('adminPeople.ladders.seasonEnd')}
        value={form.season_end}
        error={badDate}
        onChange={(value) => setForm((f) => ({ ...f, season_end: value }))}
      />
      {field('top_n', t('adminPeople.ladders.topN'), 'number')}
      {field('playoff_tournament_id', t('adminPeople.ladders.playoff'), 'number')}
      <div className="mb-2">
        <label htmlFor={id('rules')} className="form-label">
          {t('adminPeople.ladders.rules')}
        </label>
        <textarea id={id('rules')} className="form-control" value={form.rules} onChange={set('rules')} />
      </div>
      {save.isError ? (
        <p role="alert" className="text-danger">
          {errorMessageOf(save.error)}
        </p>
      ) : null}
      <button type="submit" className="btn btn-primary me-2" disabled={save.isPending}>
        {t('adminPeople.ladders.save')}
      </button>
      <button type="button" className="btn btn-outline-light" onClick={() => onDone(false)}>
        {t('adminPeople.ladders.cancel')}
      </button>
    </form>
  );
}

export function AdminLaddersRoute() {
  const { t } = useAdminPeopleT();
  const client = useQueryClient();
  const games = useGamesList();
  const list = useQuery({
    queryKey: ['admin', 'ladders'],
    queryFn: async ({ signal }) =>
      (await apiRequest<{ data: Ladder[] }>('/api/admin/ladders', { signal })).data,
  });
  const create = useMutation({
    mutationFn: (body: Record<string, unknown>) =>
      apiRequest<{ data: Ladder }>('/api/admin/ladders', { method: 'POST', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'ladders'] }),
  });
  const [editing, setEditing] = useState<number | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [form, setForm] = useState(() => ({
    name: '',
    game_id: '',
    team_size: '1',
    season_start: toDateTimeInput(new Date()),
    season_end: toDateTimeInput(new Date(Date.now() + 28 * DAY)),
    top_n: '8',
    playoff_tournament_id: '',
    entry_fee: '0',
    rules: '',
  }));
  const set = (key: keyof typeof form) => (event: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [key]: event.target.value }));
  const [badDates, setBadDates] = useState({ season_start: false, season_end: false });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const seasonStart = parseDateTimeInput(form.season_start);
    const seasonEnd = parseDateTimeInput(form.season_end);
    setBadDates({ season_start: seasonStart === undefined, season_end: seasonEnd === undefined });
    if (!seasonStart || !seasonEnd) return;
    create.mutate({
      name: form.name,
      game_id: Number(form.game_id),
      team_size: Number(form.team_size),
      season_start: seasonStart.toISOString(),
      season_end: seasonEnd.toISOString(),
      top_n: Number(form.top_n),
      playoff_tournament_id: form.playoff_tournament_id ? Number(form.playoff_tournament_id) : null,
      entry_fee: Number(form.entry_fee),
      rules: form.rules,
    });
  };
  const field = (key: keyof typeof form, label: string, type = 'text') => (
    <div className="mb-2">
      <label htmlFor={`ladder-${key}`} className="form-label">
        {label}
      </label>
      <input
        id={`ladder-${key}`}
        className="form-control"
        type={type}
        value={form[key]}
        onChange={set(key)}
      />
    </div>
  );
  return (
    <section aria-labelledby="admin-ladders-title">
      <title>{t('adminPeople.ladders.pageTitle')}</title>
      <h1 id="admin-ladders-title" className="h3">
        {t('adminPeople.ladders.title')}
      </h1>
      <form onSubmit={submit} aria-label={t('adminPeople.ladders.new')} className="mb-4">
        <h2 className="h5">{t('adminPeople.ladders.new')}</h2>
        {field('name', t('adminPeople.ladders.name'))}
        <div className="mb-2">
          <label htmlFor="ladder-game_id" className="form-label">
            {t('adminPeople.ladders.game')}
          </label>
          <select id="ladder-game_id" className="form-select" value={form.game_id} onChange={set('game_id')}>
            <option value="">{t('adminPeople.ladders.chooseGame')}</option>
            {(games.data ?? []).map((game) => (
              <option key={game.id} value={game.id}>
                {game.game_name}
              </option>
            ))}
          </select>
        </div>
        <div className="mb-2">
          <label htmlFor="ladder-team_size" className="form-label">
            {t('adminPeople.ladders.teamSize')}
          </label>
          <select
            id="ladder-team_size"
            className="form-select"
            value={form.team_size}
            onChange={set('team_size')}
          >
            {[1, 2, 3, 4].map((n) => (
              <option key={n} value={n}>
                {n}v{n}
              </option>
            ))}
          </select>
        </div>
        {(['season_start', 'season_end'] as const).map((key) => (
          <SeasonDateField
            key={key}
            id={`ladder-${key}`}
            label={
              key === 'season_start'
                ? t('adminPeople.ladders.seasonStart')
                : t('adminPeople.ladders.seasonEnd')
            }
            value={form[key]}
            error={badDates[key]}
            onChange={(value) => setForm((f) => ({ ...f, [key]: value }))}
          />
        ))}
        {field('top_n', t('adminPeople.ladders.topN'), 'number')}
        {field('playoff_tournament_id', t('adminPeople.ladders.playoff'), 'number')}
        {field('entry_fee', t('adminPeople.ladders.entryFee'), 'number')}
        <div className="mb-2">
          <label htmlFor="ladder-rules" className="form-label">
            {t('adminPeople.ladders.rules')}
          </label>
          <textarea id="ladder-rules" className="form-control" value={form.rules} onChange={set('rules')} />
        </div>
        {create.isError ? (
          <p role="alert" className="text-danger">
            {errorMessageOf(create.error)}
          </p>
        ) : null}
        {create.isSuccess ? <p role="status">{t('adminPeople.ladders.created')}</p> : null}
        <button type="submit" className="btn btn-primary" disabled={create.isPending}>
          {t('adminPeople.ladders.create')}
        </button>
      </form>
      <h2 className="h5">{t('adminPeople.ladders.every')}</h2>
      <ul className="list-unstyled">
        {(list.data ?? []).map((ladder) => (
          <li key={ladder.id} className="mb-2 text-break">
            <Link to={appHref.ladder(ladder.id)}>{ladder.name}</Link> · {ladder.game_name} ·{' '}
            {ladder.team_size}v{ladder.team_size} ·{' '}
            {t('adminPeople.ladders.period', {
              start: formatDate(ladder.season_start),
              end: formatDate(ladder.season_end),
            })}{' '}
            · {t('adminPeople.ladders.teams', { count: ladder.teams })} · {t(LADDER_STATE_KEY[ladder.state])}
            {ladder.state === 'open' && editing !== ladder.id ? (
              <>
                {' '}
                <button
                  type="button"
                  className="btn btn-sm btn-outline-light"
                  aria-label={t('adminPeople.ladders.edit', { name: ladder.name })}
                  onClick={() => {
                    setSaved(null);
                    setEditing(ladder.id);
                  }}
                >
                  {t('adminPeople.ladders.editButton')}
                </button>
              </>
            ) : null}
            {editing === ladder.id ? (
              <EditLadderForm
                ladder={ladder}
                onDone={(done) => {
                  setEditing(null);
                  if (done) setSaved(t('adminPeople.ladders.updated'));
                }}
              />
            ) : null}
          </li>
        ))}
      </ul>
      {saved ? <p role="status">{saved}</p> : null}
    </section>
  );
}
