/**
 * Season ladders (issue 27, decision 0048): /ladders lists them; /ladder?id= shows the standings, rules and
 * season, a captain's join and challenge forms, and the open challenges with Accept. An accepted challenge's
 * match is played in the match room like any match.
 */
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Ladder, LadderChallenge, LadderDetail } from '@arena/shared/ladders';
import { appHref } from '@arena/shared/app-links';
import { EmptyState } from '../../../components/empty-state';
import { PageBanner } from '../../../components/page-banner';
import { apiRequest, errorMessageOf } from '../../../lib/api-client';
import { formatDate, formatDateTime } from '../../../lib/format';
import { useLaddersT } from '../i18n';

const ladderKey = (id: number) => ['ladder', id] as const;
const day = formatDate;

/** A played challenge's line: both teams (linked to their pages) and, once decided, the score or the winner. */
function PlayedMatch({ match }: { match: LadderChallenge }) {
  const { t } = useLaddersT();
  const second = match.accepted_team_id;
  const decided = match.winner_team_id !== null || match.team_score !== null;
  const scored = match.team_score !== null && match.accepted_team_score !== null;
  const winner =
    match.winner_team_id === match.team_id
      ? match.team_name
      : match.winner_team_id === second
        ? match.accepted_team_name
        : null;
  return (
    <>
      <Link to={appHref.team(match.team_id)}>{match.team_name}</Link>{' '}
      {scored ? (
        <strong>
          {match.team_score} – {match.accepted_team_score}
        </strong>
      ) : (
        t('ladders.played.versus')
      )}{' '}
      {second !== null ? <Link to={appHref.team(second)}>{match.accepted_team_name}</Link> : null}
      {!decided
        ? ` · ${t('ladders.played.toBePlayed')}`
        : !scored && winner
          ? ` · ${t('ladders.played.forfeit', { team: winner })}`
          : null}
    </>
  );
}

export function LaddersRoute() {
  const { t } = useLaddersT();
  const query = useQuery({
    queryKey: ['ladders'],
    queryFn: async ({ signal }) =>
      (await apiRequest<{ data: Ladder[] }>('/api/ladders', { query: { page: 1, per_page: 50 }, signal }))
        .data,
  });
  return (
    <>
      <title>{`Arena | ${t('ladders.list.title')}`}</title>
      <PageBanner
        eyebrow={t('ladders.list.eyebrow')}
        title={t('ladders.list.title')}
        subtitle={t('ladders.list.subtitle')}
      />
      <div className="container page-body">
        {query.isPending ? (
          <p role="status">{t('ladders.list.loading')}</p>
        ) : query.isError ? (
          <EmptyState>{errorMessageOf(query.error)}</EmptyState>
        ) : query.data.length === 0 ? (
          <EmptyState />
        ) : (
          <ul className="list-unstyled">
            {query.data.map((ladder) => (
              <li key={ladder.id} className="mb-3">
                <Link to={appHref.ladder(ladder.id)}>{ladder.name}</Link>{' '}
                <span>
                  {ladder.game_name} · {ladder.team_size}v{ladder.team_size} ·{' '}
                  {t('ladders.list.season', { start: day(ladder.season_start), end: day(ladder.season_end) })}{' '}
                  · {t('ladders.list.teams', { count: ladder.teams })}
                  {ladder.state === 'ended' ? ` · ${t('ladders.list.ended')}` : ''}
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}

function useLadderAction(id: number, url: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Record<string, unknown>) =>
      apiRequest<{ data: { match_id?: number } }>(url, { method: 'POST', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: ladderKey(id) }),
  });
}

export function LadderRoute() {
  const { t, tRich } = useLaddersT();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const query = useQuery({
    queryKey: ladderKey(id),
    queryFn: async ({ signal }) =>
      (await apiRequest<{ data: LadderDetail }>('/api/ladder', { query: { id }, signal })).data,
    enabled: Number.isInteger(id) && id > 0,
  });
  const join = useLadderAction(id, '/api/ladder-join');
  const challenge = useLadderAction(id, '/api/ladder-challenge');
  const accept = useLadderAction(id, '/api/ladder-challenge-accept');
  const [opponent, setOpponent] = useState('');
  const [bestOf, setBestOf] = useState('1');
  const [matchId, setMatchId] = useState<number | null>(null);
  const ladder = query.data;
  if (!ladder)
    return (
      <div className="container page-body">
        {query.isError ? (
          <EmptyState>{errorMessageOf(query.error)}</EmptyState>
        ) : (
          <p role="status">{t('ladders.loading')}</p>
        )}
      </div>
    );
  const joined = ladder.my_teams.filter((team) => team.joined);
  const myTeam = joined[0];
  const error = [join, challenge, accept].find((m) => m.isError)?.error;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!myTeam) return;
    challenge.mutate({
      ladder_id: ladder.id,
      team_id: myTeam.team_id,
      best_of: Number(bestOf),
      ...(opponent ? { opponent_team_id: Number(opponent) } : {}),
    });
  };
  return (
    <>
      <title>{`Arena | ${ladder.name}`}</title>
      <PageBanner
        eyebrow={`${ladder.game_name} · ${ladder.team_size}v${ladder.team_size}`}
        title={ladder.name}
        subtitle={t('ladders.detail.subtitle', {
          start: day(ladder.season_start),
          end: day(ladder.season_end),
          top: ladder.top_n,
          fee: ladder.entry_fee,
        })}
      />
      <div className="container page-body">
        {ladder.rules ? <p className="text-break">{ladder.rules}</p> : null}
        <p>
          {t('ladders.detail.points', {
            win: ladder.points.win,
            loss: ladder.points.loss,
            forfeit: ladder.points.forfeit,
          })}
        </p>
        {error ? (
          <p role="alert" className="text-danger">
            {errorMessageOf(error)}
          </p>
        ) : null}
        {matchId !== null ? (
          <p role="status">
            {tRich('ladders.detail.matchReady', {
              room: (chunks) => <Link to={appHref.match(matchId)}>{chunks}</Link>,
            })}
          </p>
        ) : null}
        <h2 className="h4">{ladder.frozen ? t('ladders.finalStandings') : t('ladders.standings')}</h2>
        <div
          className="table-responsive"
          role="region"
          aria-label={ladder.frozen ? t('ladders.finalStandings') : t('ladders.standings')}
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- keyboard-scrollable when a language's headings make it wider than a phone (axe: scrollable-region-focusable)
          tabIndex={0}
        >
          <table className="table table-dark">
            <thead>
              <tr>
                <th scope="col">{t('ladders.column.rank')}</th>
                <th scope="col">{t('ladders.column.team')}</th>
                <th scope="col">{t('ladders.column.points')}</th>
                <th scope="col">{t('ladders.column.wins')}</th>
                <th scope="col">{t('ladders.column.losses')}</th>
              </tr>
            </thead>
            <tbody>
              {ladder.rows.map((row) => (
                <tr key={row.team_id} data-team-id={row.team_id}>
                  <td>{row.rank}</td>
                  <td className="text-break">
                    <Link to={appHref.team(row.team_id)}>{row.team_name}</Link>
                  </td>
                  <td>{row.points}</td>
                  <td>{row.wins}</td>
                  <td>{row.losses}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {ladder.state === 'open'
          ? ladder.my_teams
              .filter((team) => !team.joined)
              .map((team) => (
                <button
                  key={team.team_id}
                  type="button"
                  className="btn btn-primary me-2 mb-2"
                  disabled={join.isPending}
                  onClick={() => join.mutate({ ladder_id: ladder.id, team_id: team.team_id })}
                >
                  {t('ladders.join', { team: team.team_name })}
                </button>
              ))
          : null}
        {myTeam && ladder.state === 'open' ? (
          <form onSubmit={submit} className="my-3" aria-label={t('ladders.challenge.title')}>
            <h2 className="h4">{t('ladders.challenge.title')}</h2>
            <label htmlFor="ladder-opponent" className="form-label">
              {t('ladders.challenge.opponent')}
            </label>
            <select
              id="ladder-opponent"
              className="form-select mb-2"
              value={opponent}
              onChange={(e) => setOpponent(e.target.value)}
            >
              <option value="">{t('ladders.challenge.anyTeam')}</option>
              {ladder.rows
                .filter((row) => row.team_id !== myTeam.team_id)
                .map((row) => (
                  <option key={row.team_id} value={row.team_id}>
                    {row.team_name}
                  </option>
                ))}
            </select>
            <label htmlFor="ladder-best-of" className="form-label">
              {t('ladders.challenge.bestOfLabel')}
            </label>
            <select
              id="ladder-best-of"
              className="form-select mb-2"
              value={bestOf}
              onChange={(e) => setBestOf(e.target.value)}
            >
              {[1, 3, 5, 7].map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
            <button type="submit" className="btn btn-primary" disabled={challenge.isPending}>
              {t('ladders.challenge.submit')}
            </button>
          </form>
        ) : null}
        <h2 className="h4">{t('ladders.open.title')}</h2>
        {ladder.open_challenges.length === 0 ? (
          <p>{t('ladders.open.none')}</p>
        ) : (
          <ul className="list-unstyled">
            {ladder.open_challenges.map((c) => (
              <li key={c.id} className="mb-2">
                {c.team_name} · {t('ladders.open.bestOf', { n: c.best_of })}
                {c.opponent_team_name
                  ? ` · ${t('ladders.open.for', { team: c.opponent_team_name })}`
                  : ` · ${t('ladders.open.anyTeam')}`}{' '}
                · {t('ladders.open.until', { time: formatDateTime(c.window_end) })}{' '}
                {myTeam &&
                myTeam.team_id !== c.team_id &&
                (c.opponent_team_id === null || c.opponent_team_id === myTeam.team_id) ? (
                  <button
                    type="button"
                    className="btn btn-sm btn-success"
                    disabled={accept.isPending}
                    onClick={() =>
                      accept.mutate(
                        { challenge_id: c.id, team_id: myTeam.team_id },
                        { onSuccess: (answer) => setMatchId(answer.data.match_id ?? null) },
                      )
                    }
                  >
                    {t('ladders.open.accept')}
                  </button>
                ) : null}
              </li>
            ))}
          </ul>
        )}
        <h2 className="h4">{t('ladders.recent.title')}</h2>
        {ladder.recent_matches.length === 0 ? <p>{t('ladders.recent.none')}</p> : null}
        <ul className="list-unstyled">
          {ladder.recent_matches.map((c) => (
            <li key={c.id} className="mb-2 text-break" data-challenge-id={c.id}>
              <PlayedMatch match={c} />
              {c.match_id !== null ? (
                <>
                  {' '}
                  · <Link to={appHref.match(c.match_id)}>{t('ladders.recent.room')}</Link>
                </>
              ) : null}
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
