/**
 * The payment step of panels 4, 5 and 9. With PayPal it shows PayPal's buttons (SDK loaded on demand);
 * with the built-in sandbox, a 'Pay with PayPal' button that creates the order and then the sandbox's
 * approval step. The flow itself is `useCheckout`, owned by the dialog so it can lock while paying.
 */
import { useEffect, useRef, useState } from 'react';
import { usePaymentsConfig } from '../../../api/get-payments-config';
import { VerifyEmailNotice } from '../../../components/verify-email-notice';
import { PayPalButtons } from './paypal-buttons';
import { SandboxApproval } from './sandbox-approval';
import type { Checkout as CheckoutFlow } from './use-checkout';
import '../payments.css';
import './checkout.css';
import { usePaymentsT } from '../i18n';

export function Checkout({ checkout }: { checkout: CheckoutFlow }) {
  const { t } = usePaymentsT();
  if (checkout.emailNotVerified) return <VerifyEmailNotice />;
  const notice = checkout.notice && (
    <div
      className={`alert ${checkout.notice.tone === 'info' ? 'alert-info' : 'alert-danger'} checkout-notice`}
      role={checkout.notice.tone === 'info' ? 'status' : 'alert'}
    >
      {checkout.notice.text}
    </div>
  );
  if (checkout.awaitingProvider) {
    // No second payment while PayPal still holds this one.
    return (
      <>
        {notice}
        <p className="text-body-secondary small mb-0">
          <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
          {t('payments.waitingForPaypal')}
        </p>
      </>
    );
  }
  return (
    <>
      {notice}
      <CheckoutStep checkout={checkout} />
    </>
  );
}

function CheckoutStep({ checkout }: { checkout: CheckoutFlow }) {
  const { t } = usePaymentsT();
  const config = usePaymentsConfig();
  const payButton = useRef<HTMLButtonElement>(null);
  const [refocus, setRefocus] = useState(false);

  // Back from a cancelled approval: focus the pay button again.
  useEffect(() => {
    if (refocus && !checkout.pendingOrder) {
      payButton.current?.focus();
      setRefocus(false);
    }
  }, [refocus, checkout.pendingOrder]);

  if (config.isPending) {
    return (
      <div className="py-2 text-center" role="status">
        <span className="spinner-border spinner-border-sm text-info me-2" aria-hidden="true" />
        {t('payments.loadingOptions')}
      </div>
    );
  }
  const provider = config.data;
  if (!provider || (provider.provider === 'paypal' && !provider.client_id)) {
    return (
      <p className="text-warning mb-0" role="alert">
        {t('payments.providerUnavailable')}
      </p>
    );
  }

  if (provider.provider === 'paypal' && provider.client_id) {
    return (
      <PayPalButtons
        clientId={provider.client_id}
        busy={checkout.busy}
        createOrder={checkout.createProviderOrder}
        onApprove={checkout.completePayment}
        onError={checkout.reportApprovalFailure}
      />
    );
  }

  if (checkout.pendingOrder) {
    return (
      <SandboxApproval
        order={checkout.pendingOrder}
        busy={checkout.busy}
        onApprove={() => void checkout.approveSandboxPayment()}
        onCancel={() => {
          checkout.cancelSandboxPayment();
          setRefocus(true);
        }}
      />
    );
  }

  const creating = checkout.step === 'creating';
  return (
    <button
      ref={payButton}
      type="button"
      className="btn paypal-button w-100"
      onClick={() => void checkout.startSandboxPayment()}
      disabled={checkout.busy}
      aria-busy={checkout.busy || undefined}
    >
      {checkout.busy && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
      {creating
        ? t('payments.creatingOrder')
        : checkout.busy
          ? t('payments.processing')
          : t('payments.payWithPaypal')}
    </button>
  );
}
