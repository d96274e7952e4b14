/**
 * A player's identity check in the console (decision 0056): what their withdrawals count towards the threshold,
 * whether further requests wait for a review, and the latest decision. Reviews are made in the withdrawals queue.
 */
import { Link } from 'react-router';
import { formatDateTime, formatPounds } from '../../../lib/format';
import { adminRoutes } from '../../../lib/routes';
import { usePlayerIdentityCheck } from '../api/get-player-identity-check';
import { ErrorState, LoadingState } from './loading-state';
import { StatusBadge } from './status-badge';
import '../admin.css';

export function PlayerIdentityCheck({ playerId }: { playerId: number }) {
  const query = usePlayerIdentityCheck(playerId);
  if (query.isPending) return <LoadingState label="Loading the identity check" />;
  if (query.error) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const check = query.data;
  const last = check.last_review;
  return (
    <dl className="admin-facts">
      <div>
        <dt>Status</dt>
        <dd>
          {check.status === 'reached' ? (
            <StatusBadge tone={check.waiting > 0 ? 'warning' : 'info'}>Threshold reached</StatusBadge>
          ) : (
            <StatusBadge tone="neutral">Below the threshold</StatusBadge>
          )}
          {check.status === 'reached' && <div className="small mt-1">Every further request is reviewed.</div>}
          {check.waiting > 0 && (
            <div className="small mt-1">
              <Link to={`${adminRoutes.withdrawals.href()}?status=review`}>
                {check.waiting} waiting for review in the withdrawals queue
              </Link>
            </div>
          )}
        </dd>
      </div>
      <div>
        <dt>Withdrawals counted</dt>
        <dd>
          {formatPounds(check.counted)} of {formatPounds(check.threshold)} (€
          {check.threshold_eur.toLocaleString('en-GB')} at £1 = €{check.gbp_eur_rate})
        </dd>
      </div>
      <div>
        <dt>Reviews</dt>
        <dd>
          {check.approved} approved, {check.refused} refused
        </dd>
      </div>
      {last && (
        <div>
          <dt>Last review</dt>
          <dd>
            {last.decision === 'approved' ? 'Approved' : 'Refused'} request #{last.withdrawal_id} on{' '}
            {formatDateTime(last.reviewed_at)}
            {last.reviewed_by && <> by {last.reviewed_by.name}</>}
            {last.note && <div className="small text-break">Note: {last.note}</div>}
          </dd>
        </div>
      )}
    </dl>
  );
}
