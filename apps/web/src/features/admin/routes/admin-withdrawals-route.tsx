/**
 * #/admin/withdrawals: the queue of withdrawal requests with fee and net; an admin pays one out (PayPal
 * payout) or rejects it (the amount goes back to the wallet), each after a confirmation. A payout PayPal did
 * not deliver shows its state and reason (decision 0012); Retry payout only where the last attempt failed to
 * reach PayPal (otherwise the API answers 409). With the built-in sandbox, the admin can settle a payout item
 * as PayPal would. Under the queue: the open shortfalls, which pause withdrawals until settled. A request held for
 * the identity check (decision 0056) shows why and is approved or refused with a note; Identity check is a filter.
 */
import { Fragment, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { z } from 'zod';
import {
  identityReviewBody,
  withdrawalStatuses,
  type AdminWithdrawal,
  type WithdrawalStatus,
} from '@arena/shared/wallet';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useStepUpRetry } from '../../../components/step-up-dialog';
import type { DataColumn } from '../../../components/data-table';
import { formatDateTime, formatPounds } from '../../../lib/format';
import { adminRoutes } from '../../../lib/routes';
import { showSuccess } from '../../../lib/toast';
import { usePaymentsConfig } from '../../../api/get-payments-config';
import { useWithdrawals } from '../api/get-withdrawals';
import { usePayWithdrawal } from '../api/pay-withdrawal';
import { useRejectWithdrawal } from '../api/reject-withdrawal';
import { useReviewIdentityCheck, type IdentityDecision } from '../api/review-identity-check';
import {
  SANDBOX_PAYOUT_OUTCOMES,
  useSandboxPayoutOutcome,
  type SandboxPayoutOutcome,
} from '../api/sandbox-payout-outcome';
import { WITHDRAWAL_STATUS } from '../components/admin-format';
import { AdminPage, AdminSection } from '../components/admin-page';
import { AdminTable } from '../components/admin-table';
import { FilterSelect, ListToolbar } from '../components/list-toolbar';
import { optionalNote, ReasonConfirmDialog } from '../components/reason-confirm-dialog';
import { ShortfallsTable } from '../components/shortfalls-table';
import { StatusBadge } from '../components/status-badge';
import { useListParams } from '../components/use-list-params';
import { useAdminPeopleT } from '../i18n-people';
import '../admin.css';
import './admin-withdrawals-route.css';

type StatusFilter = WithdrawalStatus | 'all';

const STATUS_FILTERS: readonly StatusFilter[] = ['all', ...withdrawalStatuses];

const rejectNote = optionalNote(500);
/** The dialog's field is `reason`; the rule is the API's own note rule. */
const reviewNote = z.object({ reason: identityReviewBody.shape.note });

const REVIEW_DIALOG: Record<IdentityDecision, { title: string; confirm: string; label: string }> = {
  approve: {
    title: 'adminPeople.withdrawals.approveTitle',
    confirm: 'adminPeople.withdrawals.approve',
    label: 'adminPeople.withdrawals.approveNote',
  },
  refuse: {
    title: 'adminPeople.withdrawals.refuseTitle',
    confirm: 'adminPeople.withdrawals.refuseConfirm',
    label: 'adminPeople.withdrawals.refuseNote',
  },
};

/** What each sandbox control makes PayPal say about the payout item, and what follows for the player. */
const SANDBOX_OUTCOME: Record<SandboxPayoutOutcome, { button: string; effect: string }> = {
  SUCCESS: { button: 'adminPeople.sandbox.succeed', effect: 'adminPeople.sandbox.succeedEffect' },
  FAILED: { button: 'adminPeople.sandbox.fail', effect: 'adminPeople.sandbox.failEffect' },
  RETURNED: { button: 'adminPeople.sandbox.return', effect: 'adminPeople.sandbox.returnEffect' },
  UNCLAIMED: { button: 'adminPeople.sandbox.unclaimed', effect: 'adminPeople.sandbox.unclaimedEffect' },
};

/** How often the queue is re-read while a sandbox outcome's webhook is on its way. */
const WEBHOOK_POLL_MS = 1000;

export function AdminWithdrawalsRoute() {
  const { t, tRich } = useAdminPeopleT();
  const { page, values, update } = useListParams(['status'] as const);
  const status = (withdrawalStatuses as readonly string[]).includes(values.status)
    ? (values.status as WithdrawalStatus)
    : undefined;
  // Ids whose sandbox outcome was sent: the queue is re-read until the webhook has moved them.
  const awaiting = useRef(new Set<number>());
  const [awaitingCount, setAwaitingCount] = useState(0);
  const withdrawals = useWithdrawals({ page, status }, awaitingCount > 0 ? WEBHOOK_POLL_MS : undefined);
  const rows = withdrawals.data?.rows;
  useEffect(() => {
    if (!rows) return;
    for (const row of rows) if (row.status !== 'processing') awaiting.current.delete(row.id);
    setAwaitingCount(awaiting.current.size);
  }, [rows]);
  const config = usePaymentsConfig();
  const sandbox = config.data?.provider === 'sandbox';
  const [settling, setSettling] = useState<{ row: AdminWithdrawal; outcome: SandboxPayoutOutcome } | null>(
    null,
  );
  const outcome = useSandboxPayoutOutcome();
  const [paying, setPaying] = useState<AdminWithdrawal | null>(null);
  const [rejecting, setRejecting] = useState<AdminWithdrawal | null>(null);
  const pay = usePayWithdrawal();
  const reject = useRejectWithdrawal();
  const [reviewing, setReviewing] = useState<{ row: AdminWithdrawal; decision: IdentityDecision } | null>(
    null,
  );
  const review = useReviewIdentityCheck();

  const confirmReview = async (note: string) => {
    if (!reviewing) return;
    try {
      showSuccess(
        (await review.mutateAsync({ id: reviewing.row.id, decision: reviewing.decision, note })).message,
      );
      setReviewing(null);
    } catch {
      // The query client shows error[0] (already reviewed, or the admin's own request).
    }
  };

  // A payout after 15 minutes without a second-factor check asks for one, then is sent again (decision 0057).
  const stepUpRetry = useStepUpRetry();
  const confirmPay = async () => {
    if (!paying) return;
    const id = paying.id;
    try {
      await stepUpRetry.run(async () => showSuccess((await pay.mutateAsync(id)).message));
    } catch {
      // The query client shows error[0] (PayPal refused, or already processed).
    }
    setPaying(null);
  };

  const confirmReject = async (note: string) => {
    if (!rejecting) return;
    try {
      showSuccess((await reject.mutateAsync({ id: rejecting.id, note: note || undefined })).message);
      setRejecting(null);
    } catch {
      // The query client shows error[0].
    }
  };

  const confirmOutcome = async () => {
    if (!settling?.row.payout_item_id) return;
    try {
      await outcome.mutateAsync({ itemId: settling.row.payout_item_id, outcome: settling.outcome });
      showSuccess(t('adminPeople.sandbox.settled', { id: settling.row.id }));
      awaiting.current.add(settling.row.id);
      setAwaitingCount(awaiting.current.size);
    } catch {
      // The query client shows the sandbox's refusal (e.g. the item is already settled).
    }
    setSettling(null);
  };

  const columns: DataColumn<AdminWithdrawal>[] = [
    { key: 'id', header: t('adminPeople.withdrawals.request'), rowHeader: true, cell: (w) => `#${w.id}` },
    {
      key: 'requested',
      header: t('adminPeople.withdrawals.requestedOn'),
      // Day and time may go on two lines, so that the row's actions fit beside the console's menu at 1280 px.
      cell: (w) => (
        <time dateTime={w.created_at}>
          {formatDateTime(w.created_at)
            .split(' ')
            .map((part, index) => (
              <Fragment key={part}>
                {index > 0 && ' '}
                <span className="text-nowrap">{part}</span>
              </Fragment>
            ))}
        </time>
      ),
    },
    {
      key: 'player',
      header: t('adminPeople.withdrawals.player'),
      cell: (w) => <Link to={adminRoutes.player.href(w.user.id)}>{w.user.name}</Link>,
    },
    {
      key: 'paypal',
      header: t('adminPeople.withdrawals.paypalEmail'),
      cell: (w) => <span className="text-break">{w.paypal_email}</span>,
    },
    {
      key: 'amount',
      header: t('adminPeople.withdrawals.amount'),
      className: 'text-end',
      cell: (w) => formatPounds(w.amount),
    },
    {
      key: 'fee',
      header: t('adminPeople.withdrawals.fee'),
      className: 'text-end',
      cell: (w) => formatPounds(w.fee),
    },
    {
      key: 'net',
      header: t('adminPeople.withdrawals.net'),
      className: 'text-end',
      cell: (w) => formatPounds(w.net_amount),
    },
    {
      key: 'status',
      header: t('adminPeople.withdrawals.status'),
      cell: (w) => (
        <>
          <StatusBadge tone={WITHDRAWAL_STATUS[w.status].tone}>
            {t(WITHDRAWAL_STATUS[w.status].label)}
          </StatusBadge>
          {w.status === 'review' ? (
            // The player's sentence is long; the admin needs only why it waits (the player page has the figures).
            <div className="small mt-1">{t('adminPeople.withdrawals.reviewWhy')}</div>
          ) : (
            w.reason && (
              <div className="small mt-1 text-break">
                {t('adminPeople.withdrawals.reason', { reason: w.reason })}
              </div>
            )
          )}
          {w.identity_check === 'approved' && (
            <div className="small mt-1">{t('adminPeople.withdrawals.identityApproved')}</div>
          )}
          {w.last_error && (
            <div className="small text-warning mt-1">
              {t('adminPeople.withdrawals.lastAttempt', { error: w.last_error })}
            </div>
          )}
        </>
      ),
    },
    {
      key: 'actions',
      header: <span className="visually-hidden">{t('adminPeople.actions')}</span>,
      className: 'text-end',
      cell: (w) => {
        const canPay = w.status === 'pending' || (w.status === 'processing' && w.last_error !== null);
        const canSettle = sandbox && w.status === 'processing' && w.payout_item_id !== null;
        if (w.status === 'review')
          return (
            <div className="admin-row-actions">
              <button
                type="button"
                className="btn btn-sm btn-primary"
                aria-label={t('adminPeople.withdrawals.approveAria', { id: w.id })}
                onClick={() => setReviewing({ row: w, decision: 'approve' })}
              >
                {t('adminPeople.withdrawals.approve')}
              </button>
              <button
                type="button"
                className="btn btn-sm btn-outline-danger"
                aria-label={t('adminPeople.withdrawals.refuseAria', { id: w.id })}
                onClick={() => setReviewing({ row: w, decision: 'refuse' })}
              >
                {t('adminPeople.withdrawals.refuse')}
              </button>
            </div>
          );
        if (!canPay && w.status !== 'pending' && !canSettle) return null;
        return (
          <div className="admin-row-actions">
            {canPay && (
              <button
                type="button"
                className="btn btn-sm btn-primary"
                aria-label={
                  w.status === 'processing'
                    ? t('adminPeople.withdrawals.retryAria', { id: w.id })
                    : t('adminPeople.withdrawals.payAria', { id: w.id })
                }
                onClick={() => setPaying(w)}
              >
                {w.status === 'processing'
                  ? t('adminPeople.withdrawals.retry')
                  : t('adminPeople.withdrawals.pay')}
              </button>
            )}
            {w.status === 'pending' && (
              <button
                type="button"
                className="btn btn-sm btn-outline-danger"
                aria-label={t('adminPeople.withdrawals.rejectAria', { id: w.id })}
                onClick={() => setRejecting(w)}
              >
                {t('adminPeople.withdrawals.reject')}
              </button>
            )}
            {canSettle &&
              SANDBOX_PAYOUT_OUTCOMES.map((o) => (
                <button
                  key={o}
                  type="button"
                  className="btn btn-sm btn-outline-info"
                  aria-label={t('adminPeople.sandbox.aria', {
                    button: t(SANDBOX_OUTCOME[o].button),
                    id: w.id,
                  })}
                  onClick={() => setSettling({ row: w, outcome: o })}
                >
                  {t(SANDBOX_OUTCOME[o].button)}
                </button>
              ))}
          </div>
        );
      },
    },
  ];

  return (
    <AdminPage title={t('adminPeople.withdrawals.title')} lead={t('adminPeople.withdrawals.lead')}>
      <ListToolbar>
        <FilterSelect
          label={t('adminPeople.withdrawals.status')}
          value={status ?? 'all'}
          options={STATUS_FILTERS.map((value) => ({
            value,
            label: t(
              value === 'all' ? 'adminPeople.withdrawals.allRequests' : WITHDRAWAL_STATUS[value].label,
            ),
          }))}
          onChange={(next) => update({ status: next === 'all' ? '' : next })}
        />
      </ListToolbar>
      <AdminTable
        caption={t('adminPeople.withdrawals.caption')}
        columns={columns}
        rowKey={(w) => w.id}
        rows={withdrawals.data?.rows}
        pagination={withdrawals.data?.pagination}
        page={page}
        loading={withdrawals.isPending}
        error={withdrawals.error}
        stale={withdrawals.isPlaceholderData}
        empty={t('adminPeople.withdrawals.none')}
        onPageChange={(next) => update({ page: next })}
        onRetry={() => void withdrawals.refetch()}
      />
      <AdminSection title={t('adminPeople.withdrawals.openShortfalls')}>
        <p className="text-body-secondary">{t('adminPeople.withdrawals.shortfallsLead')}</p>
        <ShortfallsTable
          filter={{ open: true }}
          caption={t('adminPeople.withdrawals.openShortfalls')}
          showPlayer
        />
      </AdminSection>
      <ConfirmDialog
        show={settling !== null}
        title={t('adminPeople.sandbox.title', { id: settling?.row.id ?? '' })}
        confirmLabel={settling ? t(SANDBOX_OUTCOME[settling.outcome].button) : ''}
        variant="primary"
        busy={outcome.isPending}
        onConfirm={() => void confirmOutcome()}
        onCancel={() => setSettling(null)}
      >
        {settling && (
          <p className="mb-0">
            {tRich('adminPeople.sandbox.body', {
              item: settling.row.payout_item_id ?? '',
              outcome: settling.outcome,
              effect: t(SANDBOX_OUTCOME[settling.outcome].effect),
              wrap: (chunks) => <span className="text-break">{chunks}</span>,
            })}
          </p>
        )}
      </ConfirmDialog>
      <ConfirmDialog
        show={paying !== null}
        title={t('adminPeople.withdrawals.payTitle', { id: paying?.id ?? '' })}
        confirmLabel={t('adminPeople.withdrawals.payConfirm', {
          amount: paying ? formatPounds(paying.net_amount) : '',
        })}
        variant="primary"
        busy={pay.isPending}
        onConfirm={() => void confirmPay()}
        onCancel={() => setPaying(null)}
      >
        {paying && (
          <>
            <dl className="admin-facts admin-facts--compact">
              <div>
                <dt>{t('adminPeople.withdrawals.amount')}</dt>
                <dd>{formatPounds(paying.amount)}</dd>
              </div>
              <div>
                <dt>{t('adminPeople.withdrawals.fee')}</dt>
                <dd>{formatPounds(paying.fee)}</dd>
              </div>
              <div>
                <dt>{t('adminPeople.withdrawals.netPaid')}</dt>
                <dd>{formatPounds(paying.net_amount)}</dd>
              </div>
            </dl>
            <p className="mb-0">
              {tRich('adminPeople.withdrawals.payBody', {
                amount: formatPounds(paying.net_amount),
                email: paying.paypal_email,
                wrap: (chunks) => <span className="text-break">{chunks}</span>,
              })}
            </p>
          </>
        )}
      </ConfirmDialog>
      <ReasonConfirmDialog
        show={rejecting !== null}
        title={t('adminPeople.withdrawals.rejectTitle', { id: rejecting?.id ?? '' })}
        confirmLabel={t('adminPeople.withdrawals.rejectConfirm')}
        reasonLabel={t('adminPeople.withdrawals.rejectNote')}
        schema={rejectNote}
        busy={reject.isPending}
        onConfirm={(note) => void confirmReject(note)}
        onCancel={() => setRejecting(null)}
      >
        {rejecting && (
          <p>
            {tRich('adminPeople.withdrawals.rejectBody', {
              amount: formatPounds(rejecting.amount),
              email: rejecting.paypal_email,
              wrap: (chunks) => <span className="text-break">{chunks}</span>,
            })}
          </p>
        )}
      </ReasonConfirmDialog>
      <ReasonConfirmDialog
        show={reviewing !== null}
        title={reviewing ? t(REVIEW_DIALOG[reviewing.decision].title, { id: reviewing.row.id }) : ''}
        confirmLabel={reviewing ? t(REVIEW_DIALOG[reviewing.decision].confirm) : ''}
        reasonLabel={reviewing ? t(REVIEW_DIALOG[reviewing.decision].label) : ''}
        schema={reviewNote}
        variant={reviewing?.decision === 'approve' ? 'primary' : 'danger'}
        busy={review.isPending}
        onConfirm={(note) => void confirmReview(note)}
        onCancel={() => setReviewing(null)}
      >
        {reviewing && (
          <p>
            {reviewing.decision === 'approve'
              ? t('adminPeople.withdrawals.approveBody', {
                  name: reviewing.row.user.name,
                  amount: formatPounds(reviewing.row.amount),
                })
              : tRich('adminPeople.withdrawals.refuseBody', {
                  name: reviewing.row.user.name,
                  amount: formatPounds(reviewing.row.amount),
                  email: reviewing.row.paypal_email,
                  wrap: (chunks) => <span className="text-break">{chunks}</span>,
                })}
          </p>
        )}
      </ReasonConfirmDialog>
      {stepUpRetry.dialog}
    </AdminPage>
  );
}
