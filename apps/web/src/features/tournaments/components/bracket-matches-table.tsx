/**
 * The bracket as a table of matches: round, both teams with their scores, and where the match stands.
 * Screen readers get it instead of the drawn bracket; everyone sees it when the drawing cannot load.
 */
import { DataTable, type DataColumn } from '../../../components/data-table';
import type { BracketRow, BracketSide } from './bracket-rows';
import './bracket-matches-table.css';

function SideCell({ side }: { side: BracketSide }) {
  return (
    <>
      {side.name}
      {side.mine && <span className="bracket-matches__mine"> (your team)</span>}
      {side.score !== null && <span className="bracket-matches__score">, score {side.score}</span>}
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
  return (
    <div className={visible ? 'bracket-matches' : 'bracket-matches visually-hidden'}>
      <DataTable
        caption={`Matches of ${tournamentName}`}
        captionHidden={!visible}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.matchId}
        scrollLabel={visible ? `Matches of ${tournamentName}` : undefined}
      />
    </div>
  );
}
