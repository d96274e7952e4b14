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
import { DATE_TIME_INPUT_MESSAGE, parseDateTimeInput, toDateTimeInput } from '../../../lib/date-time-input';
import { DATE_TIME_FORMAT, formatDate } from '../../../lib/format';

const DAY = 86_400_000;

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
        {error ? DATE_TIME_INPUT_MESSAGE : `${DATE_TIME_FORMAT}, 24-hour`}
      </div>
    </div>
  );
}

/** The edit form of a running ladder: the season's start, game, size and fee are fixed once teams can join. */
function EditLadderForm({ ladder, onDone }: { ladder: Ladder; onDone: (saved: boolean) => void }) {
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
    <form onSubmit={submit} aria-label={`Edit ${ladder.name}`} className="border rounded p-3 my-2">
      {field('name', 'Name')}
      <p className="mb-2">Season start: {formatDate(ladder.season_start)}</p>
      <SeasonDateField
        id={id('season_end')}
        label="Season end"
        value={form.season_end}
        error={badDate}
        onChange={(value) => setForm((f) => ({ ...f, season_end: value }))}
      />
      {field('top_n', 'Top teams to the playoff', 'number')}
      {field('playoff_tournament_id', 'Playoff tournament id (optional)', 'number')}
      <div className="mb-2">
        <label htmlFor={id('rules')} className="form-label">
          Rules
        </label>
        <textarea id={id('rules')} className="form-control" value={form.rules} onChange={set('rules')} />
      </div>
      {save.isError ? (
        <p role="alert" className="text-danger">
          {errorMessageOf(save.error)}
        </p>
      ) : null}
      <button type="submit" className="btn btn-primary me-2" disabled={save.isPending}>
        Save ladder
      </button>
      <button type="button" className="btn btn-outline-light" onClick={() => onDone(false)}>
        Cancel
      </button>
    </form>
  );
}

export function AdminLaddersRoute() {
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
      <title>Arena | Console | Ladders</title>
      <h1 id="admin-ladders-title" className="h3">
        Ladders
      </h1>
      <form onSubmit={submit} aria-label="New ladder" className="mb-4">
        <h2 className="h5">New ladder</h2>
        {field('name', 'Name')}
        <div className="mb-2">
          <label htmlFor="ladder-game_id" className="form-label">
            Game
          </label>
          <select id="ladder-game_id" className="form-select" value={form.game_id} onChange={set('game_id')}>
            <option value="">Choose a game</option>
            {(games.data ?? []).map((game) => (
              <option key={game.id} value={game.id}>
                {game.game_name}
              </option>
            ))}
          </select>
        </div>
        <div className="mb-2">
          <label htmlFor="ladder-team_size" className="form-label">
            Team size
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
            label={key === 'season_start' ? 'Season start' : 'Season end'}
            value={form[key]}
            error={badDates[key]}
            onChange={(value) => setForm((f) => ({ ...f, [key]: value }))}
          />
        ))}
        {field('top_n', 'Top teams to the playoff', 'number')}
        {field('playoff_tournament_id', 'Playoff tournament id (optional)', 'number')}
        {field('entry_fee', 'Entry fee (credits per team)', 'number')}
        <div className="mb-2">
          <label htmlFor="ladder-rules" className="form-label">
            Rules
          </label>
          <textarea id="ladder-rules" className="form-control" value={form.rules} onChange={set('rules')} />
        </div>
        {create.isError ? (
          <p role="alert" className="text-danger">
            {errorMessageOf(create.error)}
          </p>
        ) : null}
        {create.isSuccess ? <p role="status">Ladder created.</p> : null}
        <button type="submit" className="btn btn-primary" disabled={create.isPending}>
          Create ladder
        </button>
      </form>
      <h2 className="h5">Every ladder</h2>
      <ul className="list-unstyled">
        {(list.data ?? []).map((ladder) => (
          <li key={ladder.id} className="mb-2 text-break">
            <Link to={appHref.ladder(ladder.id)}>{ladder.name}</Link> · {ladder.game_name} ·{' '}
            {ladder.team_size}v{ladder.team_size} · {formatDate(ladder.season_start)} to{' '}
            {formatDate(ladder.season_end)} · {ladder.teams} teams · {ladder.state}
            {ladder.state === 'open' && editing !== ladder.id ? (
              <>
                {' '}
                <button
                  type="button"
                  className="btn btn-sm btn-outline-light"
                  aria-label={`Edit ${ladder.name}`}
                  onClick={() => {
                    setSaved(null);
                    setEditing(ladder.id);
                  }}
                >
                  Edit
                </button>
              </>
            ) : null}
            {editing === ladder.id ? (
              <EditLadderForm
                ladder={ladder}
                onDone={(done) => {
                  setEditing(null);
                  if (done) setSaved('Ladder updated.');
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
