/** #/admin/tournaments: every tournament, cancelled included, by name and state; latest start first. */
import { Link } from 'react-router';
import type { AdminTournamentSummary } from '@arena/shared/admin-catalogue';
import type { DataColumn } from '../../../components/data-table';
import { formatPounds } from '../../../lib/format';
import { TournamentTime } from '../../../components/tournament-time';
import { adminRoutes } from '../../../lib/routes';
import { useAdminTournaments, type TournamentStateFilter } from '../api/get-admin-tournaments';
import { TOURNAMENT_STATE } from '../components/admin-format';
import { AdminPage } from '../components/admin-page';
import { AdminTable } from '../components/admin-table';
import { FilterSelect, ListToolbar, SearchForm } from '../components/list-toolbar';
import { StatusBadge } from '../components/status-badge';
import { useListParams } from '../components/use-list-params';
import '../admin.css';

const STATE_OPTIONS = [
  { value: 'all', label: 'All states' },
  { value: 'pending', label: 'Pending' },
  { value: 'underway', label: 'Underway' },
  { value: 'completed', label: 'Completed' },
  { value: 'cancelled', label: 'Cancelled' },
] as const;

const columns: DataColumn<AdminTournamentSummary>[] = [
  {
    key: 'name',
    header: 'Tournament',
    rowHeader: true,
    cell: (t) => <Link to={adminRoutes.tournament.href(t.id)}>{t.tournament_name}</Link>,
  },
  { key: 'game', header: 'Game', cell: (t) => t.game_name },
  {
    key: 'state',
    header: 'State',
    cell: (t) => (
      <StatusBadge tone={TOURNAMENT_STATE[t.tournament_state].tone}>
        {TOURNAMENT_STATE[t.tournament_state].label}
      </StatusBadge>
    ),
  },
  {
    key: 'teams',
    header: 'Teams',
    cell: (t) => `${t.enrolled_teams}/${t.total_teams} · ${t.team_size}v${t.team_size}`,
  },
  {
    key: 'start',
    header: 'Starts',
    className: 'text-nowrap',
    // An early start (Start now) shows when it really started, not the planned time.
    cell: (t) =>
      t.started_at ? (
        <>
          Started <TournamentTime value={t.started_at} />
        </>
      ) : (
        <TournamentTime value={t.tournament_start_date} />
      ),
  },
  { key: 'fee', header: 'Entry', cell: (t) => `${t.entry_fee} credits` },
  { key: 'prize', header: 'Prize', cell: (t) => formatPounds(t.winning_prize) },
];

export function AdminTournamentsRoute() {
  const { page, values, update } = useListParams(['search', 'state'] as const);
  const state = (STATE_OPTIONS.find((option) => option.value === values.state)?.value ??
    'all') as TournamentStateFilter;
  const tournaments = useAdminTournaments({ page, search: values.search || undefined, state });
  return (
    <AdminPage
      title="Tournaments"
      actions={
        <Link to={adminRoutes.newTournament.href()} className="btn btn-primary">
          New tournament
        </Link>
      }
    >
      <ListToolbar>
        <SearchForm
          label="Search tournaments"
          value={values.search}
          onSearch={(search) => update({ search })}
        />
        <FilterSelect
          label="State"
          value={state}
          options={STATE_OPTIONS}
          onChange={(next) => update({ state: next === 'all' ? '' : next })}
        />
      </ListToolbar>
      <AdminTable
        caption="Tournaments"
        columns={columns}
        rowKey={(t) => t.id}
        rows={tournaments.data?.rows}
        pagination={tournaments.data?.pagination}
        page={page}
        loading={tournaments.isPending}
        error={tournaments.error}
        stale={tournaments.isPlaceholderData}
        empty={values.search ? `No tournament matches "${values.search}".` : 'No tournaments yet.'}
        onPageChange={(next) => update({ page: next })}
        onRetry={() => void tournaments.refetch()}
      />
    </AdminPage>
  );
}
