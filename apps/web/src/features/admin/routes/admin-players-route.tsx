/** #/admin/players: players by name, e-mail or player ID, newest first, with their balances. */
import { useMemo } from 'react';
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
import { useAdminPeopleT } from '../i18n-people';
import '../admin.css';

type T = ReturnType<typeof useAdminPeopleT>['t'];

function playerColumns(t: T): DataColumn<AdminPlayer>[] {
  return [
    {
      key: 'name',
      header: t('adminPeople.players.player'),
      rowHeader: true,
      className: 'text-nowrap',
      cell: (player) => <Link to={adminRoutes.player.href(player.id)}>{player.name}</Link>,
    },
    {
      key: 'email',
      header: t('adminPeople.players.email'),
      className: 'text-nowrap',
      cell: (player) => player.email,
    },
    {
      key: 'player-id',
      header: t('adminPeople.players.playerId'),
      className: 'text-nowrap',
      cell: (player) => player.player_id,
    },
    {
      key: 'status',
      header: t('adminPeople.players.status'),
      cell: (player) => <PlayerBadges player={player} />,
    },
    {
      key: 'age-country',
      header: t('adminPeople.players.ageCountry'),
      className: 'text-nowrap',
      cell: (player) =>
        player.age === null && player.residence_country === null
          ? t('adminPeople.players.notGiven')
          : `${player.age ?? '-'} · ${player.residence_country ?? '-'}`,
    },
    {
      key: 'credits',
      header: t('adminPeople.players.credits'),
      className: 'text-end',
      cell: (player) => player.credits,
    },
    {
      key: 'tokens',
      header: t('adminPeople.players.tokens'),
      className: 'text-end',
      cell: (player) => player.tokens,
    },
    {
      key: 'wallet',
      header: t('adminPeople.players.wallet'),
      className: 'text-end',
      cell: (player) => formatPounds(player.wallet),
    },
    {
      key: 'joined',
      header: t('adminPeople.players.joined'),
      cell: (player) => formatDate(player.created_at),
    },
  ];
}

export function AdminPlayersRoute() {
  const { t } = useAdminPeopleT();
  const columns = useMemo(() => playerColumns(t), [t]);
  const { page, values, update } = useListParams(['search'] as const);
  const players = usePlayers({ page, search: values.search || undefined });
  return (
    <AdminPage title={t('adminPeople.players.title')}>
      <ListToolbar>
        <SearchForm
          label={t('adminPeople.players.search')}
          placeholder={t('adminPeople.players.searchPlaceholder')}
          value={values.search}
          onSearch={(search) => update({ search })}
        />
      </ListToolbar>
      <AdminTable
        caption={t('adminPeople.players.title')}
        columns={columns}
        rowKey={(player) => player.id}
        rows={players.data?.rows}
        pagination={players.data?.pagination}
        page={page}
        loading={players.isPending}
        error={players.error}
        stale={players.isPlaceholderData}
        empty={
          values.search
            ? t('adminPeople.players.noMatch', { search: values.search })
            : t('adminPeople.players.none')
        }
        onPageChange={(next) => update({ page: next })}
        onRetry={() => void players.refetch()}
      />
    </AdminPage>
  );
}
