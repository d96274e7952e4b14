/** #/admin: players, revenue by product, open withdrawals, disputes and the next tournaments to start. */
import { Link } from 'react-router';
import { StatTile } from '../../../components/stat-tile';
import { EmptyState } from '../../../components/empty-state';
import { formatDateTime, formatPounds } from '../../../lib/format';
import { TournamentTime } from '../../../components/tournament-time';
import { adminRoutes } from '../../../lib/routes';
import { useDashboard } from '../api/get-dashboard';
import { useDisputes } from '../api/get-disputes';
import { formatCount } from '../components/admin-format';
import { AdminPage, AdminSection } from '../components/admin-page';
import { ErrorState, LoadingState } from '../components/loading-state';
import '../admin.css';
import './admin-dashboard-route.css';

export function AdminDashboardRoute() {
  const dashboard = useDashboard();
  const disputes = useDisputes(undefined);
  const data = dashboard.data;
  return (
    <AdminPage title="Dashboard" lead="The platform at a glance.">
      {dashboard.isPending ? (
        <LoadingState label="the dashboard" />
      ) : !data ? (
        <ErrorState error={dashboard.error} onRetry={() => void dashboard.refetch()} />
      ) : (
        <>
          <AdminSection title="Players">
            <div className="admin-stats">
              <StatTile label="Players" value={formatCount(data.players.total)} />
              <StatTile label="New in the last 7 days" value={formatCount(data.players.new_last_7_days)} />
              <StatTile label="Banned" value={formatCount(data.players.banned)} />
            </div>
          </AdminSection>
          <AdminSection title="Revenue">
            <div className="admin-stats">
              <StatTile label="Credit packages" value={formatPounds(data.revenue.credits)} />
              <StatTile label="VIP subscriptions" value={formatPounds(data.revenue.subscription)} />
              <StatTile label="VIP tokens" value={formatPounds(data.revenue.tokens)} />
              <StatTile label="Total revenue" value={formatPounds(data.revenue.total)} />
            </div>
          </AdminSection>
          <AdminSection title="Waiting for you">
            <div className="admin-stats">
              <StatTile
                label="Open withdrawals"
                value={
                  <Link to={adminRoutes.withdrawals.href()} className="admin-stat-link">
                    {formatCount(data.withdrawals.open)}
                    <span className="visually-hidden"> open withdrawals: open the queue</span>
                  </Link>
                }
              />
              <StatTile label="Amount requested" value={formatPounds(data.withdrawals.open_amount)} />
              <StatTile label="Open disputes" value={formatCount(data.disputes)} />
            </div>
          </AdminSection>
          <AdminSection title="Open disputes">
            {disputes.isPending ? (
              <LoadingState label="the disputes" />
            ) : disputes.isError ? (
              <ErrorState error={disputes.error} onRetry={() => void disputes.refetch()} />
            ) : disputes.data.length === 0 ? (
              <EmptyState>No match is disputed.</EmptyState>
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
                      {dispute.round_label}: {dispute.opponent1.team_name} vs {dispute.opponent2.team_name} ·
                      since <time dateTime={dispute.disputed_at}>{formatDateTime(dispute.disputed_at)}</time>
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </AdminSection>
          <AdminSection title="Upcoming starts">
            {data.upcoming.length === 0 ? (
              <EmptyState>No tournament is waiting to start.</EmptyState>
            ) : (
              <ul className="admin-upcoming list-unstyled mb-0">
                {data.upcoming.map((tournament) => (
                  <li key={tournament.id} className="admin-upcoming__item">
                    <Link to={adminRoutes.tournament.href(tournament.id)} className="admin-upcoming__name">
                      {tournament.tournament_name}
                    </Link>
                    <span className="admin-upcoming__facts">
                      Starts <TournamentTime value={tournament.tournament_start_date} />
                      {' · '}
                      {tournament.enrolled_teams}/{tournament.total_teams} teams
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
