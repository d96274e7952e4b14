/**
 * Panel 5, VIP Subscription: the plan (name, price per month, duration, features and instruction) and,
 * by subscription_status, Upgrade Now (0), the congratulations of an active plan (1) or Renew Now.
 */
import { useState } from 'react';
import { SUBSCRIPTION_STATUS, type SubscriptionPlan, type UserSubscription } from '@arena/shared/payments';
import type { User } from '@arena/shared/user';
import { AccountPanel } from '../../../components/account-panel';
import { AppDialog } from '../../../components/app-dialog';
import { EmptyState } from '../../../components/empty-state';
import { SafeHtml } from '../../../components/safe-html';
import { errorMessageOf } from '../../../lib/api-client';
import { formatDate, formatPounds } from '../../../lib/format';
import { useSubscriptionPlan } from '../api/get-subscription-details';
import { useUserSubscription } from '../api/get-user-subscription-details';
import { Checkout } from './checkout';
import { useCheckout } from './use-checkout';
import '../payments.css';
import './vip-subscription-panel.css';

export const UPGRADE_NOW = 'Upgrade Now';
export const RENEW_NOW = 'Renew Now';

export function durationLabel(months: number): string {
  return `${months} ${months === 1 ? 'month' : 'months'}`;
}

export function VipSubscriptionPanel({
  user,
  onUserChange,
}: {
  user: User;
  onUserChange: (user: User) => void;
}) {
  const plan = useSubscriptionPlan();
  const subscription = useUserSubscription(user.id);
  const [paying, setPaying] = useState<typeof UPGRADE_NOW | typeof RENEW_NOW | null>(null);

  let body;
  if (plan.isPending) {
    body = (
      <div className="py-4 text-center" role="status">
        <span className="spinner-border text-info" aria-hidden="true" />
        <span className="visually-hidden">Loading the VIP plan…</span>
      </div>
    );
  } else if (plan.data === undefined) {
    body = <EmptyState>{errorMessageOf(plan.error)}</EmptyState>;
  } else if (plan.data === null) {
    body = <EmptyState>There is no VIP plan on sale right now.</EmptyState>;
  } else {
    body = (
      <>
        <PlanDetails plan={plan.data} />
        <div className="vip-plan__status">
          <SubscriptionAction
            subscription={subscription.data}
            loading={subscription.isPending}
            error={subscription.error}
            onPay={setPaying}
          />
        </div>
        <SubscribeDialog
          show={paying !== null}
          title={paying ?? UPGRADE_NOW}
          plan={plan.data}
          onUserChange={onUserChange}
          onClose={() => setPaying(null)}
        />
      </>
    );
  }
  return <AccountPanel title="VIP Subscription">{body}</AccountPanel>;
}

function PlanDetails({ plan }: { plan: SubscriptionPlan }) {
  return (
    <article className="vip-plan" aria-labelledby="vip-plan-name">
      <p className="vip-plan__eyebrow">VIP plan</p>
      <h3 id="vip-plan-name" className="vip-plan__name">
        {plan.name}
      </h3>
      <p className="vip-plan__price">
        <span className="vip-plan__amount">{formatPounds(plan.price)}</span> / month
      </p>
      <p className="vip-plan__duration">Duration: {durationLabel(plan.duration)}</p>
      {plan.features.trim() && (
        <>
          <h4 className="vip-plan__subtitle">Features</h4>
          <SafeHtml html={plan.features} className="vip-plan__features" />
        </>
      )}
      {plan.instruction.trim() && (
        <>
          <h4 className="vip-plan__subtitle">How it works</h4>
          <SafeHtml html={plan.instruction} className="vip-plan__instruction" />
        </>
      )}
    </article>
  );
}

function SubscriptionAction({
  subscription,
  loading,
  error,
  onPay,
}: {
  subscription: UserSubscription | undefined;
  loading: boolean;
  error: unknown;
  onPay: (action: typeof UPGRADE_NOW | typeof RENEW_NOW) => void;
}) {
  if (loading) {
    return (
      <div role="status">
        <span className="spinner-border spinner-border-sm text-info me-2" aria-hidden="true" />
        Checking your VIP status…
      </div>
    );
  }
  if (!subscription) return <p className="mb-0">{errorMessageOf(error)}</p>;

  if (subscription.subscription_status === SUBSCRIPTION_STATUS.none) {
    return (
      <button type="button" className="btn btn-primary btn-lg" onClick={() => onPay(UPGRADE_NOW)}>
        {UPGRADE_NOW}
      </button>
    );
  }
  if (subscription.subscription_status === SUBSCRIPTION_STATUS.active) {
    return (
      <div className="vip-plan__active">
        <p className="vip-plan__congrats">
          Congratulations! Your {subscription.subscription_name ?? 'VIP'} plan is already active.
        </p>
        {subscription.expires_at && (
          <p className="mb-0">
            Active until {formatDate(subscription.expires_at)}. It does not renew automatically.
          </p>
        )}
      </div>
    );
  }
  return (
    <div className="vip-plan__expired">
      <p>
        Your {subscription.subscription_name ?? 'VIP'} plan has expired
        {subscription.expires_at ? ` (ended ${formatDate(subscription.expires_at)})` : ''}.
      </p>
      <button type="button" className="btn btn-primary btn-lg" onClick={() => onPay(RENEW_NOW)}>
        {RENEW_NOW}
      </button>
    </div>
  );
}

function SubscribeDialog({
  show,
  title,
  plan,
  onUserChange,
  onClose,
}: {
  show: boolean;
  title: string;
  plan: SubscriptionPlan;
  onUserChange: (user: User) => void;
  onClose: () => void;
}) {
  const close = () => {
    // An order waiting for approval is dropped with the dialog.
    checkout.cancelSandboxPayment();
    onClose();
  };
  const checkout = useCheckout({
    purchase: { kind: 'subscription', plan_id: plan.id, plan_name: plan.name, plan_duration: plan.duration },
    onUserChange,
    onPaid: close,
  });
  return (
    <AppDialog show={show} title={title} onHide={close} busy={checkout.busy}>
      <div className="checkout-step">
        <div className="checkout-step__summary">
          <p className="checkout-step__title mb-1">{plan.name}</p>
          <p className="mb-1">
            {formatPounds(plan.price)} / month · {durationLabel(plan.duration)}
          </p>
          <p className="text-body-secondary mb-0">The subscription does not renew automatically.</p>
        </div>
        <Checkout checkout={checkout} />
      </div>
    </AppDialog>
  );
}
