/** What the player and team pages share (decision 0046): the record line, recent matches and tournaments. */
import { Link } from 'react-router';
import type { ProfileMatch, ProfileRecord, ProfileTournament } from '@arena/shared/profiles';
import { DataTable } from '../../../components/data-table';
import { formatDate } from '../../../lib/format';
import { matchRoomHref, teamHref } from '../../../lib/routes';
import { appHref } from '@arena/shared/app-links';

export const sizeLabel = (teamSize: number) => `${teamSize}v${teamSize}`;

const ordinal = (n: number) => {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th'}`;
};

export function RecordLine({ record }: { record: ProfileRecord }) {
  return (
    <dl className="profile-record">
      <div>
        <dt>Wins</dt>
        <dd>{record.wins}</dd>
      </div>
      <div>
        <dt>Losses</dt>
        <dd>{record.losses}</dd>
      </div>
      {record.draws > 0 && (
        <div>
          <dt>Draws</dt>
          <dd>{record.draws}</dd>
        </div>
      )}
    </dl>
  );
}

const RESULT_LABEL = { win: 'Win', loss: 'Loss', draw: 'Draw' } as const;

export function RecentMatches({ matches, showTeam }: { matches: ProfileMatch[]; showTeam: boolean }) {
  return (
    <section className="profile-section" aria-labelledby="profile-matches">
      <h3 id="profile-matches" className="profile-section__title">
        Recent matches
      </h3>
      <DataTable
        caption="Recent matches"
        captionHidden
        rows={matches}
        rowKey={(m) => m.match_id}
        empty="No decided matches yet."
        columns={[
          { key: 'date', header: 'Date', cell: (m) => formatDate(m.date) },
          ...(showTeam
            ? [
                {
                  key: 'team',
                  header: 'Team',
                  cell: (m: ProfileMatch) => <Link to={teamHref(m.team_id)}>{m.team_name}</Link>,
                },
              ]
            : []),
          {
            key: 'opponent',
            header: 'Opponent',
            cell: (m) => <Link to={teamHref(m.opponent_team_id)}>{m.opponent_team_name}</Link>,
          },
          {
            key: 'score',
            header: 'Score',
            cell: (m) => (
              <Link to={matchRoomHref(m.match_id)} aria-label={`Match room: ${scoreText(m)}`}>
                {scoreText(m)}
              </Link>
            ),
          },
          {
            key: 'result',
            header: 'Result',
            cell: (m) => (
              <span className={`profile-result profile-result--${m.result}`}>
                {RESULT_LABEL[m.result]}
                {!m.rated && <span className="profile-muted"> (unrated)</span>}
              </span>
            ),
          },
          {
            key: 'tournament',
            header: 'Tournament',
            cell: (m) => <Link to={appHref.tournament(m.tournament_id)}>{m.tournament_name}</Link>,
          },
        ]}
      />
    </section>
  );
}

function placingPending(state: string): string {
  if (state === 'cancelled') return 'Cancelled';
  if (state === 'completed') return '-';
  return state === 'pending' ? 'Upcoming' : 'In progress';
}

const scoreText = (m: ProfileMatch) =>
  m.own_score === null || m.opponent_score === null ? '-' : `${m.own_score}–${m.opponent_score}`;

export function TournamentsTable({
  tournaments,
  showTeam,
}: {
  tournaments: ProfileTournament[];
  showTeam: boolean;
}) {
  return (
    <section className="profile-section" aria-labelledby="profile-tournaments">
      <h3 id="profile-tournaments" className="profile-section__title">
        Tournaments
      </h3>
      <DataTable
        caption="Tournaments"
        captionHidden
        rows={tournaments}
        rowKey={(row) => `${row.tournament_id}:${row.team_id}`}
        empty="No tournaments yet."
        columns={[
          {
            key: 'name',
            header: 'Tournament',
            rowHeader: true,
            cell: (row) => <Link to={appHref.tournament(row.tournament_id)}>{row.tournament_name}</Link>,
          },
          { key: 'game', header: 'Game', cell: (row) => `${row.game_name} · ${sizeLabel(row.team_size)}` },
          { key: 'date', header: 'Date', cell: (row) => formatDate(row.start_date) },
          ...(showTeam
            ? [
                {
                  key: 'team',
                  header: 'Team',
                  cell: (row: ProfileTournament) => <Link to={teamHref(row.team_id)}>{row.team_name}</Link>,
                },
              ]
            : []),
          {
            key: 'placing',
            header: 'Placing',
            cell: (row) =>
              row.placing !== null ? ordinal(row.placing) : placingPending(row.tournament_state),
          },
        ]}
      />
    </section>
  );
}
