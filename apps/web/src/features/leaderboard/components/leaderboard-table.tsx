/** One list of a leaderboard: ranked established players, or the provisional ones without a rank. */
import { Link } from 'react-router';
import type { LeaderboardEntry } from '@arena/shared/leaderboard';
import { DataTable, type DataColumn } from '../../../components/data-table';
import { UserAvatar } from '../../../components/user-avatar';
import { playerHref } from '../../../lib/routes';

/** The trend as a sign and a number (▲ +25, ▼ −14), read out in words: never told by colour alone. */
export function Trend({ change }: { change: number }) {
  if (change === 0)
    return (
      <span className="leaderboard-trend leaderboard-trend--flat">
        <span aria-hidden="true">–</span>
        <span className="visually-hidden">No change</span>
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
        {up ? 'Up' : 'Down'} {Math.abs(change)}
      </span>
    </span>
  );
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
  const columns: DataColumn<LeaderboardEntry>[] = [
    ...(ranked
      ? [
          {
            key: 'rank',
            header: 'Rank',
            cell: (row: LeaderboardEntry) => <span className="leaderboard-rank">{row.rank}</span>,
            className: 'leaderboard-table__rank',
          },
        ]
      : []),
    {
      key: 'player',
      header: 'Player',
      rowHeader: true,
      cell: (row) => (
        <Link to={playerHref(row.user_id)} className="leaderboard-player">
          <UserAvatar picture={row.picture} size={32} />
          <span className="leaderboard-player__name">{row.username}</span>
        </Link>
      ),
    },
    { key: 'rating', header: 'Rating', cell: (row) => row.rating },
    {
      key: 'record',
      header: 'Record',
      label: 'Record (W-L)',
      cell: (row) => (
        <span title={`${row.wins} wins, ${row.losses} losses${row.draws ? `, ${row.draws} draws` : ''}`}>
          {recordOf(row)}
        </span>
      ),
    },
    { key: 'trend', header: 'Trend', cell: (row) => <Trend change={row.trend} /> },
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
