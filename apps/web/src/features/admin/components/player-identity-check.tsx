/**
 * A player's identity check in the console (decision 0056): what their withdrawals count towards the threshold,
 * whether further requests wait for a review, and the latest decision. Reviews are made in the withdrawals queue.
 */
import { Link } from 'react-router';
import { formatDateTime, formatPounds } from '../../../lib/format';
import { adminRoutes } from '../../../lib/routes';
import { usePlayerIdentityCheck } from '../api/get-player-identity-check';
import { useAdminPeopleT } from '../i18n-people';
import { ErrorState, LoadingState } from './loading-state';
import { formatNumber } from './people-format';
import { StatusBadge } from './status-badge';
import '../admin.css';

export function PlayerIdentityCheck({ playerId }: { playerId: number }) {
  const { t } = useAdminPeopleT();
  const query = usePlayerIdentityCheck(playerId);
  if (query.isPending) return <LoadingState label={t('adminPeople.identity.loading')} />;
  if (query.error) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const check = query.data;
  const last = check.last_review;
  return (
    <dl className="admin-facts">
      <div>
        <dt>{t('adminPeople.identity.status')}</dt>
        <dd>
          {check.status === 'reached' ? (
            <StatusBadge tone={check.waiting > 0 ? 'warning' : 'info'}>
              {t('adminPeople.identity.reached')}
            </StatusBadge>
          ) : (
            <StatusBadge tone="neutral">{t('adminPeople.identity.below')}</StatusBadge>
          )}
          {check.status === 'reached' && (
            <div className="small mt-1">{t('adminPeople.identity.everyReviewed')}</div>
          )}
          {check.waiting > 0 && (
            <div className="small mt-1">
              <Link to={`${adminRoutes.withdrawals.href()}?status=review`}>
                {t('adminPeople.identity.waiting', { count: check.waiting })}
              </Link>
            </div>
          )}
        </dd>
      </div>
      <div>
        <dt>{t('adminPeople.identity.counted')}</dt>
        <dd>
          {t('adminPeople.identity.countedOf', {
            counted: formatPounds(check.counted),
            threshold: formatPounds(check.threshold),
            eur: formatNumber(check.threshold_eur),
            rate: formatNumber(check.gbp_eur_rate),
          })}
        </dd>
      </div>
      <div>
        <dt>{t('adminPeople.identity.reviews')}</dt>
        <dd>
          {t('adminPeople.identity.reviewCounts', { approved: check.approved, refused: check.refused })}
        </dd>
      </div>
      {last && (
        <div>
          <dt>{t('adminPeople.identity.lastReview')}</dt>
          <dd>
            {last.reviewed_by
              ? t('adminPeople.identity.lastDecisionBy', {
                  decision: last.decision,
                  id: last.withdrawal_id,
                  date: formatDateTime(last.reviewed_at),
                  name: last.reviewed_by.name,
                })
              : t('adminPeople.identity.lastDecision', {
                  decision: last.decision,
                  id: last.withdrawal_id,
                  date: formatDateTime(last.reviewed_at),
                })}
            {last.note && (
              <div className="small text-break">{t('adminPeople.identity.note', { note: last.note })}</div>
            )}
          </dd>
        </div>
      )}
    </dl>
  );
}
