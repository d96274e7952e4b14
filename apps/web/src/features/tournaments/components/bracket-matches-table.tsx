/**
 * The bracket as a table of matches: round, both teams (linked to their pages) with their scores, where the match
 * stands, and the link to the match room of those the viewer may open. Screen readers get it instead of the drawn
 * bracket; everyone sees it when the drawing cannot load, and keyboard users when they reach its links.
 */
import { appHref } from '@arena/shared/app-links';
import { Link } from 'react-router';
import { DataTable, type DataColumn } from '../../../components/data-table';
import { matchRoomHref } from '../../../lib/routes';
import { FORFEIT_LABELS } from '@arena/shared/bracket-rounds';
import type { BracketRow, BracketSide } from './bracket-rows';
import './bracket-matches-table.css';

function SideCell({ side }: { side: BracketSide }) {
  return (
    <>
      {side.teamId === null ? (
        side.name
      ) : (
        <Link to={appHref.team(side.teamId)} className="link-light">
          {side.name}
        </Link>
      )}
      {side.mine && <span className="bracket-matches__mine"> (your team)</span>}
      {side.forfeit ? (
        <span className="bracket-matches__score">, {FORFEIT_LABELS[side.forfeit]}</span>
      ) : (
        side.score !== null && <span className="bracket-matches__score">, score {side.score}</span>
      )}
    </>
  );
}

const columns: DataColumn<BracketRow>[] = [
  {
    key: 'match',
    header: 'Match',
    rowHeader: true,
    cell: (row) => `${row.round}, match ${row.number}`,
  },
  { key: 'team1', header: 'Team 1', cell: (row) => <SideCell side={row.sides[0]} /> },
  { key: 'team2', header: 'Team 2', cell: (row) => <SideCell side={row.sides[1]} /> },
  { key: 'status', header: 'Status', cell: (row) => row.status },
];

const roomColumn: DataColumn<BracketRow> = {
  key: 'room',
  header: 'Match room',
  cell: (row) =>
    row.room ? (
      <Link to={matchRoomHref(row.matchId)} className="link-light">
        Match room <span className="visually-hidden">{`of ${row.round}, match ${row.number}`}</span>
      </Link>
    ) : (
      'None'
    ),
};

export function BracketMatchesTable({
  rows,
  tournamentName,
  visible,
}: {
  rows: BracketRow[];
  tournamentName: string;
  /** Hidden from the eye (not from screen readers) while the drawn bracket shows the same. */
  visible: boolean;
}) {
  const rooms = rows.some((row) => row.room);
  const links = rooms || rows.some((row) => row.sides.some((side) => side.teamId !== null));
  // Hidden from the eye while the drawing shows the same, but shown while a keyboard user is on its links.
  const hidden = links ? 'visually-hidden-focusable' : 'visually-hidden';
  return (
    <div className={visible ? 'bracket-matches' : `bracket-matches ${hidden}`}>
      <DataTable
        caption={`Matches of ${tournamentName}`}
        captionHidden={!visible}
        columns={rooms ? [...columns, roomColumn] : columns}
        rows={rows}
        rowKey={(row) => row.matchId}
        scrollLabel={visible ? `Matches of ${tournamentName}` : undefined}
      />
    </div>
  );
}
