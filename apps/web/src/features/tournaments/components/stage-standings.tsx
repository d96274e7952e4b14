/**
 * The standings tables of a tournament's round-robin (or Swiss) stages, one per group (decision 0043): rank,
 * team, played, wins, draws, losses, games and points. The playoff's record is its bracket, drawn above.
 */
import type { StandingsGroup, StandingsRow, StandingsStage } from '@arena/shared/standings';
import { DataTable, type DataColumn } from '../../../components/data-table';
import { TeamLink } from '../../../components/profile-links';

const columns: DataColumn<StandingsRow>[] = [
  { key: 'rank', header: '#', label: 'Rank', className: 'stage-standings__rank', cell: (row) => row.rank },
  {
    key: 'team',
    header: 'Team',
    rowHeader: true,
    cell: (row) => <TeamLink teamId={row.team_id}>{row.team_name}</TeamLink>,
  },
  { key: 'played', header: 'P', label: 'Played', className: 'text-end', cell: (row) => row.played },
  { key: 'wins', header: 'W', label: 'Wins', className: 'text-end', cell: (row) => row.wins },
  { key: 'draws', header: 'D', label: 'Draws', className: 'text-end', cell: (row) => row.draws },
  { key: 'losses', header: 'L', label: 'Losses', className: 'text-end', cell: (row) => row.losses },
  {
    key: 'games',
    header: 'Games',
    label: 'Games won and lost',
    className: 'text-end',
    cell: (row) => `${row.game_wins}–${row.game_losses}`,
  },
  { key: 'points', header: 'Pts', label: 'Points', className: 'text-end', cell: (row) => row.points },
];

/** Column headers abbreviated on screen carry their full name for screen readers. */
const accessibleColumns: DataColumn<StandingsRow>[] = columns.map((column) =>
  column.label && typeof column.header === 'string'
    ? {
        ...column,
        header: (
          <>
            <span aria-hidden="true">{column.header}</span>
            <span className="visually-hidden">{column.label}</span>
          </>
        ),
      }
    : column,
);

function GroupTable({ stage, group }: { stage: StandingsStage; group: StandingsGroup }) {
  const caption = stage.groups.length > 1 ? `${stage.name}: ${group.name}` : group.name;
  return (
    <DataTable
      caption={caption}
      columns={accessibleColumns}
      rows={group.rows}
      rowKey={(row) => row.team_id}
      className="stage-standings__table"
      scrollLabel={`${caption} standings`}
    />
  );
}

/** The group stages' tables; nothing for a tournament that is one elimination bracket. */
export function StageStandings({ stages }: { stages: StandingsStage[] }) {
  const grouped = stages.filter((stage) => stage.format === 'round_robin' || stage.format === 'swiss');
  if (grouped.length === 0) return null;
  return (
    <section className="stage-standings" aria-labelledby="stage-standings-title">
      <h3 id="stage-standings-title" className="bracket-section__title">
        Standings
      </h3>
      <div className="stage-standings__groups">
        {grouped.flatMap((stage) =>
          stage.groups.map((group) => (
            <GroupTable key={`${stage.number}-${group.number}`} stage={stage} group={group} />
          )),
        )}
      </div>
    </section>
  );
}
