/** #/admin: players, revenue by product, open withdrawals, disputes and the next tournaments to start. */
import { Link } from 'react-router';
import { StatTile } from '../../../components/stat-tile';
import { EmptyState } from '../../../components/empty-state';
import { localRoundLabel } from '../../../components/round-label';
import { useRoundLabelT } from '../../../components/round-label-i18n';
import { formatDateTime, formatPounds } from '../../../lib/format';
import { TournamentTime } from '../../../components/tournament-time';
import { adminRoutes } from '../../../lib/routes';
import { useDashboard } from '../api/get-dashboard';
import { useDisputes } from '../api/get-disputes';
import { formatNumber } from '../components/people-format';
import { AdminPage, AdminSection } from '../components/admin-page';
import { ErrorState, LoadingState } from '../components/loading-state';
import { useAdminT } from '../i18n';
import '../admin.css';
import './admin-dashboard-route.css';

export function AdminDashboardRoute() {
  const dashboard = useDashboard();
  const disputes = useDisputes(undefined);
  const data = dashboard.data;
  const { t, tRich } = useAdminT();
  const { t: sayRound } = useRoundLabelT();
  return (
    <AdminPage title={t('admin.nav.dashboard')} lead={t('admin.dashboard.lead')}>
      {dashboard.isPending ? (
        <LoadingState label={t('admin.dashboard.loading')} />
      ) : !data ? (
        <ErrorState error={dashboard.error} onRetry={() => void dashboard.refetch()} />
      ) : (
        <>
          <AdminSection title={t('admin.dashboard.players')}>
            <div className="admin-stats">
              <StatTile label={t('admin.dashboard.players')} value={formatNumber(data.players.total)} />
              <StatTile
                label={t('admin.dashboard.newPlayers')}
                value={formatNumber(data.players.new_last_7_days)}
              />
              <StatTile label={t('admin.dashboard.banned')} value={formatNumber(data.players.banned)} />
            </div>
          </AdminSection>
          <AdminSection title={t('admin.dashboard.revenue')}>
            <div className="admin-stats">
              <StatTile label={t('admin.dashboard.credits')} value={formatPounds(data.revenue.credits)} />
              <StatTile
                label={t('admin.dashboard.subscriptions')}
                value={formatPounds(data.revenue.subscription)}
              />
              <StatTile label={t('admin.dashboard.tokens')} value={formatPounds(data.revenue.tokens)} />
              <StatTile label={t('admin.dashboard.totalRevenue')} value={formatPounds(data.revenue.total)} />
            </div>
          </AdminSection>
          <AdminSection title={t('admin.dashboard.waiting')}>
            <div className="admin-stats">
              <StatTile
                label={t('admin.dashboard.openWithdrawals')}
                value={
                  <Link to={adminRoutes.withdrawals.href()} className="admin-stat-link">
                    {formatNumber(data.withdrawals.open)}
                    <span className="visually-hidden">{t('admin.dashboard.openQueue')}</span>
                  </Link>
                }
              />
              <StatTile
                label={t('admin.dashboard.amountRequested')}
                value={formatPounds(data.withdrawals.open_amount)}
              />
              <StatTile label={t('admin.dashboard.openDisputes')} value={formatNumber(data.disputes)} />
            </div>
          </AdminSection>
          <AdminSection title={t('admin.dashboard.openDisputes')}>
            {disputes.isPending ? (
              <LoadingState label={t('admin.dashboard.disputesLoading')} />
            ) : disputes.isError ? (
              <ErrorState error={disputes.error} onRetry={() => void disputes.refetch()} />
            ) : disputes.data.length === 0 ? (
              <EmptyState>{t('admin.dashboard.noDisputes')}</EmptyState>
            ) : (
              <ul className="admin-upcoming list-unstyled mb-0">
                {disputes.data.map((dispute) => (
                  <li key={dispute.match_id} className="admin-upcoming__item">
                    <Link
                      to={adminRoutes.tournament.href(dispute.tournament_id)}
                      className="admin-upcoming__name"
                    >
                      {dispute.tournament_name}
                    </Link>
                    <span className="admin-upcoming__facts">
                      {tRich('admin.dashboard.dispute', {
                        round: localRoundLabel(sayRound, dispute.round_label),
                        home: dispute.opponent1.team_name,
                        away: dispute.opponent2.team_name,
                        since: formatDateTime(dispute.disputed_at),
                        time: (chunks) => <time dateTime={dispute.disputed_at}>{chunks}</time>,
                      })}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </AdminSection>
          <AdminSection title={t('admin.dashboard.upcoming')}>
            {data.upcoming.length === 0 ? (
              <EmptyState>{t('admin.dashboard.noUpcoming')}</EmptyState>
            ) : (
              <ul className="admin-upcoming list-unstyled mb-0">
                {data.upcoming.map((tournament) => (
                  <li key={tournament.id} className="admin-upcoming__item">
                    <Link to={adminRoutes.tournament.href(tournament.id)} className="admin-upcoming__name">
                      {tournament.tournament_name}
                    </Link>
                    <span className="admin-upcoming__facts">
                      {tRich('admin.dashboard.starts', {
                        enrolled: tournament.enrolled_teams,
                        total: tournament.total_teams,
                        time: () => <TournamentTime value={tournament.tournament_start_date} />,
                      })}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </AdminSection>
        </>
      )}
    </AdminPage>
  );
}
