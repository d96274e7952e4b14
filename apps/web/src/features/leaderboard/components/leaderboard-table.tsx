/** One list of a leaderboard: ranked established players, or the provisional ones without a rank. */
import { Link } from 'react-router';
import type { LeaderboardEntry } from '@arena/shared/leaderboard';
import { DataTable, type DataColumn } from '../../../components/data-table';
import type { Translator } from '../../../lib/i18n/translator';
import { UserAvatar } from '../../../components/user-avatar';
import { playerHref } from '../../../lib/routes';
import { useLeaderboardT } from '../i18n';

/** The trend as a sign and a number (▲ +25, ▼ −14), read out in words: never told by colour alone. */
export function Trend({ change }: { change: number }) {
  const { t } = useLeaderboardT();
  if (change === 0)
    return (
      <span className="leaderboard-trend leaderboard-trend--flat">
        <span aria-hidden="true">–</span>
        <span className="visually-hidden">{t('leaderboard.trend.none')}</span>
      </span>
    );
  const up = change > 0;
  return (
    <span className={`leaderboard-trend leaderboard-trend--${up ? 'up' : 'down'}`}>
      <span aria-hidden="true">
        {up ? '▲ +' : '▼ −'}
        {Math.abs(change)}
      </span>
      <span className="visually-hidden">
        {t(up ? 'leaderboard.trend.up' : 'leaderboard.trend.down', { change: String(Math.abs(change)) })}
      </span>
    </span>
  );
}

/** The record in words, for the pointer's tooltip ("3 wins, 1 losses" in English, as it always read). */
function recordTitle(t: Translator['t'], entry: LeaderboardEntry): string {
  const counts = { wins: String(entry.wins), losses: String(entry.losses) };
  return entry.draws
    ? t('leaderboard.record.titleWithDraws', { ...counts, draws: String(entry.draws) })
    : t('leaderboard.record.title', counts);
}

export function recordOf(entry: LeaderboardEntry): string {
  return entry.draws > 0 ? `${entry.wins}-${entry.losses}-${entry.draws}` : `${entry.wins}-${entry.losses}`;
}

export function LeaderboardTable({
  caption,
  players,
  ranked,
}: {
  caption: string;
  players: readonly LeaderboardEntry[];
  ranked: boolean;
}) {
  const { t } = useLeaderboardT();
  const columns: DataColumn<LeaderboardEntry>[] = [
    ...(ranked
      ? [
          {
            key: 'rank',
            header: t('leaderboard.col.rank'),
            cell: (row: LeaderboardEntry) => <span className="leaderboard-rank">{row.rank}</span>,
            className: 'leaderboard-table__rank',
          },
        ]
      : []),
    {
      key: 'player',
      header: t('leaderboard.col.player'),
      rowHeader: true,
      cell: (row) => (
        <Link to={playerHref(row.user_id)} className="leaderboard-player">
          <UserAvatar picture={row.picture} size={32} />
          <span className="leaderboard-player__name">{row.username}</span>
        </Link>
      ),
    },
    { key: 'rating', header: t('leaderboard.col.rating'), cell: (row) => row.rating },
    {
      key: 'record',
      header: t('leaderboard.col.record'),
      label: t('leaderboard.col.recordLabel'),
      cell: (row) => <span title={recordTitle(t, row)}>{recordOf(row)}</span>,
    },
    { key: 'trend', header: t('leaderboard.col.trend'), cell: (row) => <Trend change={row.trend} /> },
  ];
  return (
    <DataTable
      caption={caption}
      captionHidden
      columns={columns}
      rows={players}
      rowKey={(row) => row.user_id}
      className="leaderboard-table"
    />
  );
}
