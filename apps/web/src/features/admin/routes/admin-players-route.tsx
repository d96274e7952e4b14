/** #/admin/players: players by name, e-mail or player ID, newest first, with their balances. */
import { Link } from 'react-router';
import type { AdminPlayer } from '@arena/shared/admin';
import type { DataColumn } from '../../../components/data-table';
import { formatDate, formatPounds } from '../../../lib/format';
import { adminRoutes } from '../../../lib/routes';
import { usePlayers } from '../api/get-players';
import { AdminPage } from '../components/admin-page';
import { AdminTable } from '../components/admin-table';
import { ListToolbar, SearchForm } from '../components/list-toolbar';
import { PlayerBadges } from '../components/player-badges';
import { useListParams } from '../components/use-list-params';
import '../admin.css';

const columns: DataColumn<AdminPlayer>[] = [
  {
    key: 'name',
    header: 'Player',
    rowHeader: true,
    className: 'text-nowrap',
    cell: (player) => <Link to={adminRoutes.player.href(player.id)}>{player.name}</Link>,
  },
  { key: 'email', header: 'E-mail', className: 'text-nowrap', cell: (player) => player.email },
  { key: 'player-id', header: 'Player ID', className: 'text-nowrap', cell: (player) => player.player_id },
  { key: 'status', header: 'Status', cell: (player) => <PlayerBadges player={player} /> },
  {
    key: 'age-country',
    header: 'Age · Country',
    className: 'text-nowrap',
    cell: (player) =>
      player.age === null && player.residence_country === null
        ? 'Not given'
        : `${player.age ?? '-'} · ${player.residence_country ?? '-'}`,
  },
  { key: 'credits', header: 'Credits', className: 'text-end', cell: (player) => player.credits },
  { key: 'tokens', header: 'Tokens', className: 'text-end', cell: (player) => player.tokens },
  { key: 'wallet', header: 'Wallet', className: 'text-end', cell: (player) => formatPounds(player.wallet) },
  { key: 'joined', header: 'Joined', cell: (player) => formatDate(player.created_at) },
];

export function AdminPlayersRoute() {
  const { page, values, update } = useListParams(['search'] as const);
  const players = usePlayers({ page, search: values.search || undefined });
  return (
    <AdminPage title="Players">
      <ListToolbar>
        <SearchForm
          label="Search players"
          placeholder="Name, e-mail or player ID"
          value={values.search}
          onSearch={(search) => update({ search })}
        />
      </ListToolbar>
      <AdminTable
        caption="Players"
        columns={columns}
        rowKey={(player) => player.id}
        rows={players.data?.rows}
        pagination={players.data?.pagination}
        page={page}
        loading={players.isPending}
        error={players.error}
        stale={players.isPlaceholderData}
        empty={values.search ? `No player matches "${values.search}".` : 'No players yet.'}
        onPageChange={(next) => update({ page: next })}
        onRetry={() => void players.refetch()}
      />
    </AdminPage>
  );
}
