/**
 * The built-in sandbox's approval step (provider 'sandbox'), standing in for PayPal's window: what is
 * bought, the server's price, Approve payment and Cancel. No money moves.
 */
import { useEffect, useId, useRef } from 'react';
import type { PaymentOrder } from '@arena/shared/payments';
import { formatPounds } from '../../../lib/format';
import '../payments.css';
import './sandbox-approval.css';
import { usePaymentsT } from '../i18n';

export function SandboxApproval({
  order,
  busy,
  onApprove,
  onCancel,
}: {
  order: PaymentOrder;
  busy: boolean;
  onApprove: () => void;
  onCancel: () => void;
}) {
  const { t } = usePaymentsT();
  const titleId = useId();
  const title = useRef<HTMLHeadingElement>(null);
  // The pay button that opened this step is gone: keyboard and screen reader users land here.
  useEffect(() => title.current?.focus(), []);

  return (
    <section className="sandbox-approval" aria-labelledby={titleId}>
      <h3 ref={title} id={titleId} tabIndex={-1} className="sandbox-approval__title">
        {t('payments.sandbox.title')}
      </h3>
      <p className="sandbox-approval__note">{t('payments.sandbox.note')}</p>
      <dl className="sandbox-approval__facts">
        <div>
          <dt>{t('payments.sandbox.item')}</dt>
          <dd>{order.description}</dd>
        </div>
        <div>
          <dt>{t('payments.sandbox.amount')}</dt>
          <dd className="sandbox-approval__amount">{formatPounds(order.amount)}</dd>
        </div>
      </dl>
      <div className="sandbox-approval__actions">
        <button type="button" className="btn btn-outline-light" onClick={onCancel} disabled={busy}>
          {t('payments.sandbox.cancel')}
        </button>
        <button
          type="button"
          className="btn btn-primary"
          onClick={onApprove}
          disabled={busy}
          aria-busy={busy || undefined}
        >
          {busy && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
          {busy ? t('payments.processing') : t('payments.sandbox.approve')}
        </button>
      </div>
    </section>
  );
}
