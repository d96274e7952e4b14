/**
 * The Teams tab's View dialog (spec 000 section 2): only accepted players and the captain (is_accepted
 * 1 or 2), with No., Name and the six platform IDs; 'No Players found in the team' when none.
 */
import type { TeamPlayer } from '@arena/shared/catalogue';
import { PLATFORMS } from '@arena/shared/platforms';
import { AppDialog } from '../../../components/app-dialog';
import { DataTable, type DataColumn } from '../../../components/data-table';
import { EmptyState } from '../../../components/empty-state';
import { PlayerLink } from '../../../components/profile-links';
import { errorMessageOf } from '../../../lib/api-client';
import { useTournamentTeamPlayers } from '../api/get-tournament-team-players';
import { MEMBER, ROSTER_STATES } from '@arena/shared/teams';
import './team-players-dialog.css';

export const NO_PLAYERS = 'No Players found in the team';

const columns: DataColumn<TeamPlayer>[] = [
  { key: 'number', header: 'No.', cell: (_player, index) => index + 1 },
  {
    key: 'name',
    header: 'Name',
    rowHeader: true,
    cell: (player) => (
      <>
        <PlayerLink userId={player.id}>{player.name}</PlayerLink>
        {player.is_accepted === MEMBER.captain && <span className="badge text-bg-warning ms-2">Captain</span>}
      </>
    ),
  },
  ...PLATFORMS.map(({ key, label }): DataColumn<TeamPlayer> => ({
    key,
    header: label,
    cell: (player) => player.user_details[key] || '-',
  })),
];

export function isRosterPlayer(player: TeamPlayer): boolean {
  return (ROSTER_STATES as readonly number[]).includes(player.is_accepted);
}

export function TeamPlayersDialog({
  tournamentId,
  team,
  show,
  onHide,
}: {
  tournamentId: number;
  team: { team_id: number; team_name: string } | null;
  show: boolean;
  onHide: () => void;
}) {
  const players = useTournamentTeamPlayers(tournamentId, team?.team_id ?? null);
  const roster = (players.data ?? []).filter(isRosterPlayer);

  return (
    <AppDialog
      show={show && team !== null}
      title={team ? `${team.team_name} players` : 'Players'}
      size="xl"
      onHide={onHide}
    >
      {players.isPending ? (
        <div className="py-4 text-center" role="status">
          <span className="spinner-border text-info" aria-hidden="true" />
          <span className="visually-hidden">Loading players…</span>
        </div>
      ) : players.isError ? (
        <EmptyState>{errorMessageOf(players.error)}</EmptyState>
      ) : (
        <DataTable
          caption={team ? `Players of ${team.team_name}` : 'Players'}
          captionHidden
          scrollLabel={team ? `Players of ${team.team_name}` : 'Players'}
          columns={columns}
          rows={roster}
          rowKey={(player) => player.id}
          empty={NO_PLAYERS}
          className="tournament-players-table"
        />
      )}
    </AppDialog>
  );
}
