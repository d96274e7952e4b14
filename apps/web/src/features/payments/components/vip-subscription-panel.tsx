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
import { usePaymentsT } from '../i18n';

type PayAction = 'upgrade' | 'renew';
type T = ReturnType<typeof usePaymentsT>['t'];

const durationLabel = (t: T, months: number): string => t('payments.vip.months', { count: months });
const actionLabel = (t: T, action: PayAction): string =>
  t(action === 'renew' ? 'payments.vip.renew' : 'payments.vip.upgrade');

export function VipSubscriptionPanel({
  user,
  onUserChange,
}: {
  user: User;
  onUserChange: (user: User) => void;
}) {
  const plan = useSubscriptionPlan();
  const subscription = useUserSubscription(user.id);
  const [paying, setPaying] = useState<PayAction | null>(null);
  const { t } = usePaymentsT();

  let body;
  if (plan.isPending) {
    body = (
      <div className="py-4 text-center" role="status">
        <span className="spinner-border text-info" aria-hidden="true" />
        <span className="visually-hidden">{t('payments.vip.loading')}</span>
      </div>
    );
  } else if (plan.data === undefined) {
    body = <EmptyState>{errorMessageOf(plan.error)}</EmptyState>;
  } else if (plan.data === null) {
    body = <EmptyState>{t('payments.vip.none')}</EmptyState>;
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
          title={actionLabel(t, paying ?? 'upgrade')}
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
  const { t } = usePaymentsT();
  return (
    <article className="vip-plan" aria-labelledby="vip-plan-name">
      <p className="vip-plan__eyebrow">{t('payments.vip.eyebrow')}</p>
      <h3 id="vip-plan-name" className="vip-plan__name">
        {plan.name}
      </h3>
      <p className="vip-plan__price">
        <span className="vip-plan__amount">{formatPounds(plan.price)}</span>
        {t('payments.vip.perMonth')}
      </p>
      <p className="vip-plan__duration">
        {t('payments.vip.duration', { duration: durationLabel(t, plan.duration) })}
      </p>
      {plan.features.trim() && (
        <>
          <h4 className="vip-plan__subtitle">{t('payments.vip.features')}</h4>
          <SafeHtml html={plan.features} className="vip-plan__features" />
        </>
      )}
      {plan.instruction.trim() && (
        <>
          <h4 className="vip-plan__subtitle">{t('payments.vip.howItWorks')}</h4>
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
  onPay: (action: PayAction) => void;
}) {
  const { t } = usePaymentsT();
  if (loading) {
    return (
      <div role="status">
        <span className="spinner-border spinner-border-sm text-info me-2" aria-hidden="true" />
        {t('payments.vip.checking')}
      </div>
    );
  }
  if (!subscription) return <p className="mb-0">{errorMessageOf(error)}</p>;

  if (subscription.subscription_status === SUBSCRIPTION_STATUS.none) {
    return (
      <button type="button" className="btn btn-primary btn-lg" onClick={() => onPay('upgrade')}>
        {t('payments.vip.upgrade')}
      </button>
    );
  }
  if (subscription.subscription_status === SUBSCRIPTION_STATUS.active) {
    return (
      <div className="vip-plan__active">
        <p className="vip-plan__congrats">
          {t('payments.vip.active', { plan: subscription.subscription_name ?? 'VIP' })}
        </p>
        {subscription.expires_at && (
          <p className="mb-0">
            {t('payments.vip.activeUntil', { date: formatDate(subscription.expires_at) })}
          </p>
        )}
      </div>
    );
  }
  return (
    <div className="vip-plan__expired">
      <p>
        {subscription.expires_at
          ? t('payments.vip.expiredOn', {
              plan: subscription.subscription_name ?? 'VIP',
              date: formatDate(subscription.expires_at),
            })
          : t('payments.vip.expired', { plan: subscription.subscription_name ?? 'VIP' })}
      </p>
      <button type="button" className="btn btn-primary btn-lg" onClick={() => onPay('renew')}>
        {t('payments.vip.renew')}
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
  const { t } = usePaymentsT();
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
            {formatPounds(plan.price)}
            {t('payments.vip.perMonth')} · {durationLabel(t, plan.duration)}
          </p>
          <p className="text-body-secondary mb-0">{t('payments.vip.noRenew')}</p>
        </div>
        <Checkout checkout={checkout} />
      </div>
    </AppDialog>
  );
}
