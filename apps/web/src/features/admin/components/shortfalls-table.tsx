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
import { formatShortfall } from './admin-format';
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
      header: 'Recorded',
      className: 'text-nowrap',
      cell: (s) => <time dateTime={s.created_at}>{formatDateTime(s.created_at)}</time>,
    },
    ...(showPlayer
      ? [
          {
            key: 'player',
            header: 'Player',
            cell: (s: Shortfall) => <Link to={adminRoutes.player.href(s.user_id)}>Player #{s.user_id}</Link>,
          },
        ]
      : []),
    { key: 'amount', header: 'Not taken back', rowHeader: true, cell: (s) => formatShortfall(s) },
    { key: 'order', header: 'PayPal order', cell: (s) => <span className="text-break">{s.order_id}</span> },
    {
      key: 'state',
      header: 'State',
      cell: (s) =>
        s.settled_at ? (
          <>
            <StatusBadge tone="neutral">Settled</StatusBadge>
            {s.settle_note && <div className="small mt-1 text-break">{s.settle_note}</div>}
          </>
        ) : (
          <StatusBadge tone="danger">Open: withdrawals paused</StatusBadge>
        ),
    },
    {
      key: 'actions',
      header: <span className="visually-hidden">Actions</span>,
      className: 'text-end text-nowrap',
      cell: (s) =>
        s.settled_at ? null : (
          <button
            type="button"
            className="btn btn-sm btn-primary"
            aria-label={`Settle shortfall #${s.id}`}
            onClick={() => setSettling(s)}
          >
            Settle
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
        empty={filter.open ? 'No open shortfalls.' : 'No shortfalls.'}
        onRetry={() => void shortfalls.refetch()}
      />
      <ReasonConfirmDialog
        show={settling !== null}
        title={`Settle shortfall #${settling?.id ?? ''}?`}
        confirmLabel="Settle shortfall"
        reasonLabel="How it was settled"
        schema={settleNote}
        busy={settle.isPending}
        onConfirm={(note) => void confirmSettle(note)}
        onCancel={() => setSettling(null)}
      >
        {settling && (
          <p>
            {formatShortfall(settling)} from order {settling.order_id} could not be taken back. Settling it
            records your note in the audit log and lets the player withdraw again when no other shortfall is
            open.
          </p>
        )}
      </ReasonConfirmDialog>
    </>
  );
}
