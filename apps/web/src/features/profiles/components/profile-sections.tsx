/** What the player and team pages share (decision 0046): the record line, recent matches and tournaments. */
import { Link } from 'react-router';
import type { ProfileMatch, ProfileRecord, ProfileTournament } from '@arena/shared/profiles';
import { DataTable } from '../../../components/data-table';
import { formatDate } from '../../../lib/format';
import { matchRoomHref, teamHref } from '../../../lib/routes';
import { appHref } from '@arena/shared/app-links';
import { useProfilesT } from '../i18n';

export const sizeLabel = (teamSize: number) => `${teamSize}v${teamSize}`;

export function RecordLine({ record }: { record: ProfileRecord }) {
  const { t } = useProfilesT();
  return (
    <dl className="profile-record">
      <div>
        <dt>{t('profiles.record.wins')}</dt>
        <dd>{record.wins}</dd>
      </div>
      <div>
        <dt>{t('profiles.record.losses')}</dt>
        <dd>{record.losses}</dd>
      </div>
      {record.draws > 0 && (
        <div>
          <dt>{t('profiles.record.draws')}</dt>
          <dd>{record.draws}</dd>
        </div>
      )}
    </dl>
  );
}

const RESULT_LABEL = {
  win: 'profiles.result.win',
  loss: 'profiles.result.loss',
  draw: 'profiles.result.draw',
} as const;

export function RecentMatches({ matches, showTeam }: { matches: ProfileMatch[]; showTeam: boolean }) {
  const { t } = useProfilesT();
  return (
    <section className="profile-section" aria-labelledby="profile-matches">
      <h3 id="profile-matches" className="profile-section__title">
        {t('profiles.matches.title')}
      </h3>
      <DataTable
        caption={t('profiles.matches.title')}
        captionHidden
        rows={matches}
        rowKey={(m) => m.match_id}
        empty={t('profiles.matches.empty')}
        columns={[
          { key: 'date', header: t('profiles.column.date'), cell: (m) => formatDate(m.date) },
          ...(showTeam
            ? [
                {
                  key: 'team',
                  header: t('profiles.column.team'),
                  cell: (m: ProfileMatch) => <Link to={teamHref(m.team_id)}>{m.team_name}</Link>,
                },
              ]
            : []),
          {
            key: 'opponent',
            header: t('profiles.column.opponent'),
            cell: (m) => <Link to={teamHref(m.opponent_team_id)}>{m.opponent_team_name}</Link>,
          },
          {
            key: 'score',
            header: t('profiles.column.score'),
            cell: (m) => (
              <Link
                to={matchRoomHref(m.match_id)}
                aria-label={t('profiles.matches.room', { score: scoreText(m) })}
              >
                {scoreText(m)}
              </Link>
            ),
          },
          {
            key: 'result',
            header: t('profiles.column.result'),
            cell: (m) => (
              <span className={`profile-result profile-result--${m.result}`}>
                {t(RESULT_LABEL[m.result])}
                {!m.rated && <span className="profile-muted"> {t('profiles.result.unrated')}</span>}
              </span>
            ),
          },
          {
            key: 'tournament',
            header: t('profiles.column.tournament'),
            cell: (m) => <Link to={appHref.tournament(m.tournament_id)}>{m.tournament_name}</Link>,
          },
        ]}
      />
    </section>
  );
}

/** A placing not decided yet, by the tournament's state: its message, or '-' for a finished one. */
function placingPending(state: string): string | null {
  if (state === 'cancelled') return 'profiles.placing.cancelled';
  if (state === 'completed') return null;
  return state === 'pending' ? 'profiles.placing.upcoming' : 'profiles.placing.inProgress';
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
  const { t } = useProfilesT();
  const placing = (row: ProfileTournament) => {
    if (row.placing !== null) return t('profiles.placing', { n: row.placing });
    const pending = placingPending(row.tournament_state);
    return pending ? t(pending) : '-';
  };
  return (
    <section className="profile-section" aria-labelledby="profile-tournaments">
      <h3 id="profile-tournaments" className="profile-section__title">
        {t('profiles.tournaments.title')}
      </h3>
      <DataTable
        caption={t('profiles.tournaments.title')}
        captionHidden
        rows={tournaments}
        rowKey={(row) => `${row.tournament_id}:${row.team_id}`}
        empty={t('profiles.tournaments.empty')}
        columns={[
          {
            key: 'name',
            header: t('profiles.column.tournament'),
            rowHeader: true,
            cell: (row) => <Link to={appHref.tournament(row.tournament_id)}>{row.tournament_name}</Link>,
          },
          {
            key: 'game',
            header: t('profiles.column.game'),
            cell: (row) => `${row.game_name} · ${sizeLabel(row.team_size)}`,
          },
          { key: 'date', header: t('profiles.column.date'), cell: (row) => formatDate(row.start_date) },
          ...(showTeam
            ? [
                {
                  key: 'team',
                  header: t('profiles.column.team'),
                  cell: (row: ProfileTournament) => <Link to={teamHref(row.team_id)}>{row.team_name}</Link>,
                },
              ]
            : []),
          {
            key: 'placing',
            header: t('profiles.column.placing'),
            cell: placing,
          },
        ]}
      />
    </section>
  );
}
