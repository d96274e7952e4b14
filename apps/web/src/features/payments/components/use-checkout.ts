/**
 * One purchase through the payment provider (spec 001 section 4; decision 0008): the server creates
 * and prices the order, the buyer approves it (PayPal's window or the sandbox step), the server captures
 * it and grants it in the same call (decision 0012); the matching save call then confirms it (idempotent:
 * nothing more is granted) and gives the spec's success message. The answers' user replaces the stored one.
 *
 * A capture PayPal holds (capture_pending) shows the server's sentence and the save call is re-asked every
 * few seconds while the panel is open: it answers the pending sentence until PayPal completes the payment,
 * then the spec's success. (If the page is closed, the webhook or the sweep grants it all the same.) A
 * declined capture shows the refusal and the buyer may start again.
 *
 * Error catalogue (spec 001 section 8): a provider approval failure is only logged; our server's
 * refusals show their sentence; after a failed token save nothing is shown.
 */
import { useEffect, useRef, useState } from 'react';
import type { PaymentOrder } from '@arena/shared/payments';
import type { User } from '@arena/shared/user';
import { isEmailNotVerified } from '../../../api/resend-verification';
import { errorMessageOf, isApiError } from '../../../lib/api-client';
import { holdPurchaseNotices } from '../../../lib/own-purchase-notices';
import { showError, showSuccess } from '../../../lib/toast';
import { useApproveSandboxOrder } from '../api/approve-sandbox-order';
import { useCapturePaymentOrder } from '../api/capture-payment-order';
import { useCreatePaymentOrder } from '../api/create-payment-order';
import { useSaveCreditTransaction } from '../api/save-transaction';
import { useSaveSubscriptionTransaction } from '../api/save-subscription-transaction';
import { useSaveTokenTransaction } from '../api/save-token-transaction';
import { usePaymentsT } from '../i18n';
import { COMPLETED, orderBodyOf, PAYMENT_TYPE, type Purchase } from './purchase';

export type CheckoutStep = 'idle' | 'creating' | 'approving' | 'completing';

/** How often a capture PayPal holds is re-checked while the panel is open (tests shorten it). */
export const CHECKOUT_TIMINGS = { pendingPollMs: 5000 };

export interface CheckoutNotice {
  tone: 'info' | 'danger';
  text: string;
}

export interface CheckoutOptions {
  /** Null until the buyer has chosen (e.g. a credit package). */
  purchase: Purchase | null;
  /** The purchase is saved: the answer's user is the new stored user. */
  onUserChange: (user: User) => void;
  /** Called after the success message, e.g. to close the dialog. */
  onPaid: () => void;
}

export interface Checkout {
  step: CheckoutStep;
  /** A request runs: the purchase cannot change and its dialog cannot close. */
  busy: boolean;
  /** The sandbox order waiting for the buyer's approval. */
  pendingOrder: PaymentOrder | null;
  /** What the panel says about the last payment: PayPal still holds it, or it was declined. */
  notice: CheckoutNotice | null;
  /** PayPal holds a captured payment: no new payment is offered until it settles. */
  awaitingProvider: boolean;
  /** The server refused the order: the login e-mail is not verified yet (decision 0054). */
  emailNotVerified: boolean;
  /** Sandbox: creates the order and shows the approval step. */
  startSandboxPayment: () => Promise<void>;
  approveSandboxPayment: () => Promise<void>;
  cancelSandboxPayment: () => void;
  /** PayPal buttons' createOrder: the server's order id (throws when the server refused). */
  createProviderOrder: () => Promise<string>;
  /** PayPal buttons' onApprove. */
  completePayment: (orderId: string) => Promise<void>;
  /** PayPal buttons' onError: the provider's error is kept in the log only. */
  reportApprovalFailure: (error: unknown) => void;
}

/** Sentences our server gives for a refused payment call: error[0] of a 400 or a 409. */
function refusalMessage(error: unknown): string {
  if (isApiError(error) && error.status === 409 && error.errors[0]) return error.errors[0];
  return errorMessageOf(error);
}

function showServerFailure(error: unknown): void {
  // A 403 has already ended the session and gone to /login.
  if (isApiError(error) && error.kind === 'session') return;
  showError(refusalMessage(error));
}

export function useCheckout({ purchase, onUserChange, onPaid }: CheckoutOptions): Checkout {
  const { t } = usePaymentsT();
  const createOrder = useCreatePaymentOrder();
  const approve = useApproveSandboxOrder();
  const capture = useCapturePaymentOrder();
  const saveCredits = useSaveCreditTransaction();
  const saveSubscription = useSaveSubscriptionTransaction();
  const saveTokens = useSaveTokenTransaction();
  const [pendingOrder, setPendingOrder] = useState<PaymentOrder | null>(null);
  const [completing, setCompleting] = useState(false);
  const [notice, setNotice] = useState<CheckoutNotice | null>(null);
  const [emailNotVerified, setEmailNotVerified] = useState(false);
  const [awaiting, setAwaiting] = useState<{ bought: Purchase; order: PaymentOrder } | null>(null);
  // What each order was created for: the save call reports that, whatever the form shows now.
  const purchasesByOrder = useRef(new Map<string, Purchase>());
  // While PayPal holds this checkout's payment, its live notification is not a second toast.
  const held = awaiting !== null;
  useEffect(() => (held ? holdPurchaseNotices() : undefined), [held]);

  const openOrder = async (): Promise<PaymentOrder> => {
    const ordered = purchase;
    if (!ordered) throw new Error('Nothing to pay for yet');
    try {
      const { data: order } = await createOrder.mutateAsync(orderBodyOf(ordered));
      purchasesByOrder.current.set(order.order_id, ordered);
      return order;
    } catch (error) {
      console.warn('Payment order was not created', error);
      // The checkout shows that refusal itself, with a button for a new verification link.
      if (isEmailNotVerified(error)) setEmailNotVerified(true);
      else showServerFailure(error);
      throw error;
    }
  };

  const save = (bought: Purchase, order: PaymentOrder) => {
    switch (bought.kind) {
      case 'credits':
        return saveCredits.mutateAsync({
          plan_id: bought.plan_id,
          transaction_id: order.order_id,
          payment_type: PAYMENT_TYPE,
          amount: order.amount,
          transaction_status: order.status,
        });
      case 'subscription':
        return saveSubscription.mutateAsync({
          transaction_id: order.order_id,
          transaction_status: order.status,
          transaction_amount: order.amount,
          plan_duration: bought.plan_duration,
          plan_name: bought.plan_name,
          plan_status: 'active',
        });
      case 'tokens':
        return saveTokens.mutateAsync({
          transaction_id: order.order_id,
          transaction_status: order.status,
          amount: order.amount,
          payment_type: PAYMENT_TYPE,
          token: bought.quantity,
        });
    }
  };

  /** The purchase is granted: the spec's message, the new user, and the panel's own ending. */
  const finish = (orderId: string, message: string, user: User | undefined) => {
    purchasesByOrder.current.delete(orderId);
    setNotice(null);
    setAwaiting(null);
    showSuccess(message);
    if (user) onUserChange(user);
    onPaid();
  };
  // The polling below outlives renders: it reads the latest callbacks from here.
  const latest = useRef({ save, finish });
  latest.current = { save, finish };

  const completePayment = async (orderId: string) => {
    const bought = purchasesByOrder.current.get(orderId) ?? purchase;
    if (!bought) return;
    setCompleting(true);
    setNotice(null);
    // From the capture on, the server may announce the purchase on the stream before it answers here.
    const releaseNotices = holdPurchaseNotices();
    try {
      let answer;
      try {
        answer = await capture.mutateAsync(orderId);
      } catch (error) {
        console.warn('Payment capture failed', error);
        // By the refusal's code: its sentence is in the reader's language (decision 0062).
        if (isApiError(error) && error.kind === 'validation' && error.code === 'CAPTURE_DECLINED')
          setNotice({ tone: 'danger', text: error.errors[0] ?? t('payments.captureDeclined') });
        showServerFailure(error);
        return;
      }
      const captured = answer.data;
      if (answer.user) onUserChange(answer.user);
      if (captured.state === 'capture_pending') {
        setNotice({ tone: 'info', text: answer.message || t('payments.capturePending') });
        setAwaiting({ bought, order: captured });
        return;
      }
      const granted = captured.state === 'completed';
      if (!granted && captured.status !== COMPLETED) {
        console.warn(`Payment ${orderId} was captured with status ${captured.status}`);
        showError(t('payments.notCompleted'));
        return;
      }
      let saved;
      try {
        saved = await save(bought, captured);
      } catch (error) {
        console.warn('Payment was captured but not saved', error);
        // The capture already granted it: the confirmation failing changes nothing for the buyer.
        if (granted) finish(orderId, answer.message, answer.user);
        else if (bought.kind !== 'tokens') showServerFailure(error);
        return;
      }
      finish(orderId, saved.message, saved.user);
    } finally {
      releaseNotices();
      setCompleting(false);
      setPendingOrder(null);
    }
  };

  // PayPal holds the payment: re-ask the idempotent confirmation until it is granted or refused.
  useEffect(() => {
    if (!awaiting) return;
    let stopped = false;
    let inFlight = false;
    const timer = setInterval(() => {
      if (inFlight) return;
      inFlight = true;
      latest.current
        .save(awaiting.bought, awaiting.order)
        .then((saved) => {
          if (!stopped) latest.current.finish(awaiting.order.order_id, saved.message, saved.user);
        })
        .catch((error: unknown) => {
          if (stopped) return;
          const stillPending =
            isApiError(error) && (error.kind === 'network' || error.code === 'CAPTURE_PENDING');
          if (stillPending) return;
          // PayPal refused it after all (denied, declined): say so; the buyer may pay again.
          setAwaiting(null);
          setNotice({ tone: 'danger', text: refusalMessage(error) });
        })
        .finally(() => {
          inFlight = false;
        });
    }, CHECKOUT_TIMINGS.pendingPollMs);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [awaiting]);

  const startSandboxPayment = async () => {
    try {
      setPendingOrder(await openOrder());
    } catch {
      // Already logged and shown.
    }
  };

  const approveSandboxPayment = async () => {
    if (!pendingOrder) return;
    try {
      await approve.mutateAsync(pendingOrder.order_id);
    } catch (error) {
      console.warn('Payment approval failed', error);
      setPendingOrder(null);
      return;
    }
    await completePayment(pendingOrder.order_id);
  };

  const step: CheckoutStep = completing
    ? 'completing'
    : createOrder.isPending
      ? 'creating'
      : approve.isPending
        ? 'completing'
        : pendingOrder
          ? 'approving'
          : 'idle';

  return {
    step,
    busy: step === 'creating' || step === 'completing',
    pendingOrder,
    notice,
    awaitingProvider: awaiting !== null,
    emailNotVerified,
    startSandboxPayment,
    approveSandboxPayment,
    cancelSandboxPayment: () => setPendingOrder(null),
    createProviderOrder: async () => (await openOrder()).order_id,
    completePayment,
    reportApprovalFailure: (error) => console.warn('Payment approval failed', error),
  };
}
