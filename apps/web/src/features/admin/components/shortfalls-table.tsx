/**
 * Shortfalls: what a refund or chargeback could not take back because it was already spent (decision 0012).
 * An open one pauses the player's withdrawals; Settle (with a note for the audit log) lifts that.
 */
import { useState } from 'react';
import { z } from 'zod';
import { settleShortfallBody, type Shortfall } from '@arena/shared/payments';
import { Link } from 'react-router';
import type { DataColumn } from '../../../components/data-table';
import { formatDateTime } from '../../../lib/format';
import { adminRoutes } from '../../../lib/routes';
import { showSuccess } from '../../../lib/toast';
import { useShortfalls, type ShortfallsFilter } from '../api/get-shortfalls';
import { useSettleShortfall } from '../api/settle-shortfall';
import { useAdminPeopleT } from '../i18n-people';
import { shortfallText } from './people-format';
import { AdminTable } from './admin-table';
import { ReasonConfirmDialog } from './reason-confirm-dialog';
import { StatusBadge } from './status-badge';
import '../admin.css';

/** The dialog's field is `reason`; the rule is the API's own note rule. */
const settleNote = z.object({ reason: settleShortfallBody.shape.note });

export function ShortfallsTable({
  filter,
  caption,
  showPlayer = false,
}: {
  filter: ShortfallsFilter;
  caption: string;
  showPlayer?: boolean;
}) {
  const { t } = useAdminPeopleT();
  const shortfalls = useShortfalls(filter);
  const settle = useSettleShortfall();
  const [settling, setSettling] = useState<Shortfall | null>(null);

  const confirmSettle = async (note: string) => {
    if (!settling) return;
    try {
      showSuccess((await settle.mutateAsync({ id: settling.id, note })).message);
      setSettling(null);
    } catch {
      // The query client shows error[0] (409 when another admin settled it first).
      setSettling(null);
    }
  };

  const columns: DataColumn<Shortfall>[] = [
    {
      key: 'when',
      header: t('adminPeople.shortfalls.recorded'),
      className: 'text-nowrap',
      cell: (s) => <time dateTime={s.created_at}>{formatDateTime(s.created_at)}</time>,
    },
    ...(showPlayer
      ? [
          {
            key: 'player',
            header: t('adminPeople.shortfalls.player'),
            cell: (s: Shortfall) => (
              <Link to={adminRoutes.player.href(s.user_id)}>
                {t('adminPeople.shortfalls.playerNumber', { id: s.user_id })}
              </Link>
            ),
          },
        ]
      : []),
    {
      key: 'amount',
      header: t('adminPeople.shortfalls.notTakenBack'),
      rowHeader: true,
      cell: (s) => shortfallText(t, s),
    },
    {
      key: 'order',
      header: t('adminPeople.shortfalls.order'),
      cell: (s) => <span className="text-break">{s.order_id}</span>,
    },
    {
      key: 'state',
      header: t('adminPeople.shortfalls.state'),
      cell: (s) =>
        s.settled_at ? (
          <>
            <StatusBadge tone="neutral">{t('adminPeople.shortfalls.settled')}</StatusBadge>
            {s.settle_note && <div className="small mt-1 text-break">{s.settle_note}</div>}
          </>
        ) : (
          <StatusBadge tone="danger">{t('adminPeople.shortfalls.open')}</StatusBadge>
        ),
    },
    {
      key: 'actions',
      header: <span className="visually-hidden">{t('adminPeople.actions')}</span>,
      className: 'text-end text-nowrap',
      cell: (s) =>
        s.settled_at ? null : (
          <button
            type="button"
            className="btn btn-sm btn-primary"
            aria-label={t('adminPeople.shortfalls.settleAria', { id: s.id })}
            onClick={() => setSettling(s)}
          >
            {t('adminPeople.shortfalls.settle')}
          </button>
        ),
    },
  ];

  return (
    <>
      <AdminTable
        caption={caption}
        columns={columns}
        rowKey={(s) => s.id}
        rows={shortfalls.data}
        loading={shortfalls.isPending}
        error={shortfalls.error}
        empty={filter.open ? t('adminPeople.shortfalls.noneOpen') : t('adminPeople.shortfalls.none')}
        onRetry={() => void shortfalls.refetch()}
      />
      <ReasonConfirmDialog
        show={settling !== null}
        title={t('adminPeople.shortfalls.settleTitle', { id: settling?.id ?? '' })}
        confirmLabel={t('adminPeople.shortfalls.settleConfirm')}
        reasonLabel={t('adminPeople.shortfalls.settleHow')}
        schema={settleNote}
        busy={settle.isPending}
        onConfirm={(note) => void confirmSettle(note)}
        onCancel={() => setSettling(null)}
      >
        {settling && (
          <p>
            {t('adminPeople.shortfalls.settleBody', {
              what: shortfallText(t, settling),
              order: settling.order_id,
            })}
          </p>
        )}
      </ReasonConfirmDialog>
    </>
  );
}
