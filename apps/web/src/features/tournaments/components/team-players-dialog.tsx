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
import { useTournamentsT } from '../i18n';

type T = ReturnType<typeof useTournamentsT>['t'];

const columnsFor = (t: T): DataColumn<TeamPlayer>[] => [
  { key: 'number', header: t('tournaments.players.number'), cell: (_player, index) => index + 1 },
  {
    key: 'name',
    header: t('tournaments.players.name'),
    rowHeader: true,
    cell: (player) => (
      <>
        <PlayerLink userId={player.id}>{player.name}</PlayerLink>
        {player.is_accepted === MEMBER.captain && (
          <span className="badge text-bg-warning ms-2">{t('tournaments.players.captain')}</span>
        )}
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
  const { t } = useTournamentsT();
  const caption = team
    ? t('tournaments.players.caption', { team: team.team_name })
    : t('tournaments.players.titleNone');

  return (
    <AppDialog
      show={show && team !== null}
      title={
        team ? t('tournaments.players.title', { team: team.team_name }) : t('tournaments.players.titleNone')
      }
      size="xl"
      onHide={onHide}
    >
      {players.isPending ? (
        <div className="py-4 text-center" role="status">
          <span className="spinner-border text-info" aria-hidden="true" />
          <span className="visually-hidden">{t('tournaments.players.loading')}</span>
        </div>
      ) : players.isError ? (
        <EmptyState>{errorMessageOf(players.error)}</EmptyState>
      ) : (
        <DataTable
          caption={caption}
          captionHidden
          scrollLabel={caption}
          columns={columnsFor(t)}
          rows={roster}
          rowKey={(player) => player.id}
          empty={t('tournaments.players.none')}
          className="tournament-players-table"
        />
      )}
    </AppDialog>
  );
}
