/** PayPal's own buttons (provider 'paypal'): PayPal opens its window; approval comes back to onApprove. */
import { useEffect, useRef, useState } from 'react';
import { usePaymentsT } from '../i18n';
import { loadPayPalSdk, type PayPalButtonsInstance } from './paypal-sdk';
import './paypal-buttons.css';

export function PayPalButtons({
  clientId,
  busy,
  createOrder,
  onApprove,
  onError,
}: {
  clientId: string;
  busy: boolean;
  createOrder: () => Promise<string>;
  onApprove: (orderId: string) => Promise<void>;
  onError: (error: unknown) => void;
}) {
  const { t } = usePaymentsT();
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  // The buttons are rendered once; they call the latest handlers (e.g. a new token quantity).
  const handlers = useRef({ createOrder, onApprove, onError });
  useEffect(() => {
    handlers.current = { createOrder, onApprove, onError };
  });

  useEffect(() => {
    let cancelled = false;
    let buttons: PayPalButtonsInstance | null = null;
    loadPayPalSdk(clientId)
      .then(async (paypal) => {
        if (cancelled || !container.current) return;
        buttons = paypal.Buttons({
          style: { layout: 'vertical', color: 'gold', shape: 'rect', label: 'paypal' },
          createOrder: () => handlers.current.createOrder(),
          onApprove: (data) => handlers.current.onApprove(data.orderID),
          onError: (error) => handlers.current.onError(error),
        });
        await buttons.render(container.current);
        if (!cancelled) setState('ready');
      })
      .catch((error: unknown) => {
        console.warn('PayPal buttons could not be shown', error);
        if (!cancelled) setState('failed');
      });
    return () => {
      cancelled = true;
      buttons?.close().catch(() => undefined);
    };
  }, [clientId]);

  return (
    <div className="paypal-checkout" aria-busy={busy || state === 'loading' || undefined}>
      {state === 'loading' && (
        <div className="py-2 text-center" role="status">
          <span className="spinner-border spinner-border-sm text-info me-2" aria-hidden="true" />
          {t('payments.paypal.loading')}
        </div>
      )}
      {state === 'failed' && (
        <p className="text-warning mb-0" role="alert">
          {t('payments.providerUnavailable')}
        </p>
      )}
      {busy && (
        <div className="py-2 text-center" role="status">
          <span className="spinner-border spinner-border-sm text-info me-2" aria-hidden="true" />
          {t('payments.paypal.processing')}
        </div>
      )}
      <div ref={container} className={`paypal-checkout__buttons${busy ? ' is-stale' : ''}`} />
    </div>
  );
}
