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
import { useAdminT } from '../i18n';
import type { Translator } from '../../../lib/i18n/translator';
import '../admin.css';

const STATE_OPTIONS = [
  { value: 'all', label: 'admin.tournaments.allStates' },
  { value: 'pending', label: 'admin.state.pending' },
  { value: 'underway', label: 'admin.state.underway' },
  { value: 'completed', label: 'admin.state.completed' },
  { value: 'cancelled', label: 'admin.state.cancelled' },
] as const;

const tournamentColumns = ({ t, tRich }: Translator): DataColumn<AdminTournamentSummary>[] => [
  {
    key: 'name',
    header: t('admin.tournaments.tournament'),
    rowHeader: true,
    cell: (t) => <Link to={adminRoutes.tournament.href(t.id)}>{t.tournament_name}</Link>,
  },
  { key: 'game', header: t('admin.facts.game'), cell: (row) => row.game_name },
  {
    key: 'state',
    header: t('admin.facts.state'),
    cell: (row) => (
      <StatusBadge tone={TOURNAMENT_STATE[row.tournament_state].tone}>
        {t(TOURNAMENT_STATE[row.tournament_state].label)}
      </StatusBadge>
    ),
  },
  {
    key: 'teams',
    header: t('admin.facts.teams'),
    cell: (row) => `${row.enrolled_teams}/${row.total_teams} · ${row.team_size}v${row.team_size}`,
  },
  {
    key: 'start',
    header: t('admin.facts.starts'),
    className: 'text-nowrap',
    // An early start (Start now) shows when it really started, not the planned time.
    cell: (row) =>
      row.started_at ? (
        tRich('admin.tournaments.startedAt', {
          time: () => <TournamentTime key="time" value={row.started_at} />,
        })
      ) : (
        <TournamentTime value={row.tournament_start_date} />
      ),
  },
  {
    key: 'fee',
    header: t('admin.tournaments.entry'),
    cell: (row) => t('admin.facts.credits', { n: row.entry_fee }),
  },
  { key: 'prize', header: t('admin.tournaments.prize'), cell: (row) => formatPounds(row.winning_prize) },
];

export function AdminTournamentsRoute() {
  const { page, values, update } = useListParams(['search', 'state'] as const);
  const state = (STATE_OPTIONS.find((option) => option.value === values.state)?.value ??
    'all') as TournamentStateFilter;
  const tournaments = useAdminTournaments({ page, search: values.search || undefined, state });
  const translator = useAdminT();
  const { t } = translator;
  const options = STATE_OPTIONS.map((option) => ({ value: option.value, label: t(option.label) }));
  return (
    <AdminPage
      title={t('admin.nav.tournaments')}
      actions={
        <Link to={adminRoutes.newTournament.href()} className="btn btn-primary">
          {t('admin.tournaments.new')}
        </Link>
      }
    >
      <ListToolbar>
        <SearchForm
          label={t('admin.tournaments.search')}
          value={values.search}
          onSearch={(search) => update({ search })}
        />
        <FilterSelect
          label={t('admin.facts.state')}
          value={state}
          options={options}
          onChange={(next) => update({ state: next === 'all' ? '' : next })}
        />
      </ListToolbar>
      <AdminTable
        caption={t('admin.nav.tournaments')}
        columns={tournamentColumns(translator)}
        rowKey={(t) => t.id}
        rows={tournaments.data?.rows}
        pagination={tournaments.data?.pagination}
        page={page}
        loading={tournaments.isPending}
        error={tournaments.error}
        stale={tournaments.isPlaceholderData}
        empty={
          values.search
            ? t('admin.tournaments.noMatch', { search: values.search })
            : t('admin.tournaments.none')
        }
        onPageChange={(next) => update({ page: next })}
        onRetry={() => void tournaments.refetch()}
      />
    </AdminPage>
  );
}
