/**
 * 'Buy Credits' (panel 4): the credit packages on sale, a discounted one with its full price struck
 * through; choosing one goes to the payment step for that package.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { CreditPackage } from '@arena/shared/payments';
import type { User } from '@arena/shared/user';
import { AppDialog } from '../../../components/app-dialog';
import { EmptyState } from '../../../components/empty-state';
import { errorMessageOf } from '../../../lib/api-client';
import { formatPounds } from '../../../lib/format';
import { useCreditPackages } from '../api/get-credit-packages';
import { Checkout } from './checkout';
import { useCheckout } from './use-checkout';
import './buy-credits-dialog.css';
import '../payments.css';
import { usePaymentsT } from '../i18n';

export function BuyCreditsDialog({
  show,
  userId,
  onUserChange,
  onClose,
}: {
  show: boolean;
  userId: number;
  onUserChange: (user: User) => void;
  onClose: () => void;
}) {
  const { t } = usePaymentsT();
  const packages = useCreditPackages(userId, show);
  const [chosen, setChosen] = useState<CreditPackage | null>(null);
  const [backTo, setBackTo] = useState<number | null>(null);
  const close = () => {
    // An order waiting for approval is dropped with the dialog.
    checkout.cancelSandboxPayment();
    setChosen(null);
    onClose();
  };

  // Back from the payment step: focus the Buy button of the package that was chosen.
  useEffect(() => {
    if (chosen || backTo === null) return;
    document.getElementById(buyButtonId(backTo))?.focus();
    setBackTo(null);
  }, [chosen, backTo]);
  const checkout = useCheckout({
    purchase: chosen ? { kind: 'credits', plan_id: chosen.id } : null,
    onUserChange,
    onPaid: close,
  });

  return (
    <AppDialog show={show} title={t('payments.buyCredits')} size="lg" onHide={close} busy={checkout.busy}>
      {chosen ? (
        <ChosenPackage
          pack={chosen}
          busy={checkout.busy || checkout.step === 'approving'}
          onBack={() => {
            setBackTo(chosen.id);
            setChosen(null);
          }}
        >
          <Checkout checkout={checkout} />
        </ChosenPackage>
      ) : (
        <PackageList
          packages={packages.data}
          loading={packages.isPending}
          error={packages.error}
          onChoose={setChosen}
        />
      )}
    </AppDialog>
  );
}

function PackageList({
  packages,
  loading,
  error,
  onChoose,
}: {
  packages: CreditPackage[] | undefined;
  loading: boolean;
  error: unknown;
  onChoose: (pack: CreditPackage) => void;
}) {
  const { t } = usePaymentsT();
  if (loading) {
    return (
      <div className="py-4 text-center" role="status">
        <span className="spinner-border text-info" aria-hidden="true" />
        <span className="visually-hidden">{t('payments.loadingPackages')}</span>
      </div>
    );
  }
  if (!packages) return <EmptyState>{errorMessageOf(error)}</EmptyState>;
  if (packages.length === 0) return <EmptyState>{t('payments.noPackages')}</EmptyState>;
  return (
    <>
      <p className="text-body-secondary">{t('payments.choosePackage')}</p>
      <ul className="package-grid list-unstyled mb-0" aria-label={t('payments.packages')}>
        {packages.map((pack) => (
          <li key={pack.id}>
            <article className="package-card" aria-labelledby={`package-${pack.id}`}>
              <h3 id={`package-${pack.id}`} className="package-card__credits">
                {t('payments.credits', { count: pack.credit })}
              </h3>
              <PackagePrice pack={pack} />
              <button
                type="button"
                id={buyButtonId(pack.id)}
                className="btn btn-primary w-100"
                onClick={() => onChoose(pack)}
                aria-describedby={`package-${pack.id}`}
              >
                {t('payments.buy')}
              </button>
            </article>
          </li>
        ))}
      </ul>
    </>
  );
}

/** The price charged is the discounted one when there is one (spec 001 section 7). */
export function PackagePrice({ pack }: { pack: CreditPackage }) {
  const { t } = usePaymentsT();
  if (pack.discounted_amount === null || pack.discounted_amount === undefined) {
    return <p className="package-card__price">{formatPounds(pack.amount)}</p>;
  }
  return (
    <p className="package-card__price">
      <del className="package-card__full">
        <span className="visually-hidden">{t('payments.fullPrice')}</span>
        {formatPounds(pack.amount)}
      </del>{' '}
      <ins className="package-card__now">
        <span className="visually-hidden">{t('payments.now')}</span>
        {formatPounds(pack.discounted_amount)}
      </ins>
    </p>
  );
}

function ChosenPackage({
  pack,
  busy,
  onBack,
  children,
}: {
  pack: CreditPackage;
  busy: boolean;
  onBack: () => void;
  children: ReactNode;
}) {
  const { t } = usePaymentsT();
  const heading = useRef<HTMLHeadingElement>(null);
  // The Buy button that led here is gone: move focus to what is being bought.
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="checkout-step">
      <div className="checkout-step__summary">
        <h3 ref={heading} tabIndex={-1} className="checkout-step__title">
          {t('payments.credits', { count: pack.credit })}
        </h3>
        <PackagePrice pack={pack} />
      </div>
      {children}
      <button type="button" className="btn btn-link px-0 mt-3" onClick={onBack} disabled={busy}>
        <span aria-hidden="true">← </span>
        {t('payments.backToPackages')}
      </button>
    </div>
  );
}

function buyButtonId(packageId: number): string {
  return `package-buy-${packageId}`;
}
