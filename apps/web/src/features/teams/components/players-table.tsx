/**
 * A team's players (spec 001 section 2): name, role, the six platform IDs ('-' when empty), and for the
 * captain's view the Status and Action columns.
 */
import type { ReactNode } from 'react';
import type { TeamPlayer } from '@arena/shared/catalogue';
import { PLATFORMS } from '@arena/shared/platforms';
import { DataTable, type DataColumn } from '../../../components/data-table';
import { MEMBER } from '@arena/shared/teams';
import '../teams.css';
import './players-table.css';
import { useTeamsT } from '../i18n';

export function roleOf(
  player: Pick<TeamPlayer, 'is_accepted'>,
): 'teams.lobby.captain' | 'teams.lobby.player' {
  return player.is_accepted === MEMBER.captain ? 'teams.lobby.captain' : 'teams.lobby.player';
}

export function PlayersTable({
  players,
  caption,
  status,
  action,
}: {
  players: readonly TeamPlayer[];
  caption: string;
  /** The captain's view: a Status cell for each player (the captain's row shows '-'). */
  status?: (player: TeamPlayer) => ReactNode;
  action?: (player: TeamPlayer) => ReactNode;
}) {
  const { t } = useTeamsT();
  const columns: Array<DataColumn<TeamPlayer>> = [
    {
      key: 'name',
      header: t('teams.lobby.playerName'),
      rowHeader: true,
      cell: (p) => p.name,
      className: 'players-table__name',
    },
    {
      key: 'role',
      header: t('teams.lobby.role'),
      cell: (p) => (
        <span className={`role-tag${p.is_accepted === MEMBER.captain ? ' role-tag--captain' : ''}`}>
          {t(roleOf(p))}
        </span>
      ),
    },
    ...PLATFORMS.map(({ key, label }): DataColumn<TeamPlayer> => ({
      key,
      header: label,
      cell: (p) => p.user_details[key] || '-',
      className: 'players-table__id',
    })),
  ];
  if (status) {
    columns.push({
      key: 'status',
      header: t('teams.lobby.status'),
      cell: (p) => (p.is_accepted === MEMBER.captain ? '-' : status(p)),
    });
  }
  if (action) {
    columns.push({
      key: 'action',
      header: t('teams.lobby.action'),
      cell: (p) => (p.is_accepted === MEMBER.captain ? '-' : action(p)),
    });
  }
  return (
    <DataTable
      caption={caption}
      captionHidden
      columns={columns}
      rows={players}
      rowKey={(p) => p.id}
      className="players-table"
      scrollLabel={caption}
    />
  );
}
