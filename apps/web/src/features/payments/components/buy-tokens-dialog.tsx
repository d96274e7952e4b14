/**
 * 'Buy Tokens' (panel 9): a quantity stepper (1 to 100), Total Price as £price times quantity, and the
 * payment step. After the purchase the dialog closes and the user's details are refreshed.
 */
import { useId, useState } from 'react';
import { TOKEN_QUANTITY_MAX, TOKEN_QUANTITY_MIN } from '@arena/shared/payments';
import type { User } from '@arena/shared/user';
import { AppDialog } from '../../../components/app-dialog';
import { formatPounds } from '../../../lib/format';
import { Checkout } from './checkout';
import { useCheckout } from './use-checkout';
import '../payments.css';
import './buy-tokens-dialog.css';
import { usePaymentsT } from '../i18n';

/** Price times quantity in pence, so £0.10 x 3 is £0.30 and not £0.30000000000000004. */
export function tokensTotal(price: number, quantity: number): number {
  return (Math.round(price * 100) * quantity) / 100;
}

export function BuyTokensDialog({
  show,
  price,
  onUserChange,
  onClose,
}: {
  show: boolean;
  /** Pounds per token; undefined while it loads. */
  price: number | undefined;
  onUserChange: (user: User) => void;
  onClose: () => void;
}) {
  const [quantity, setQuantity] = useState(TOKEN_QUANTITY_MIN);
  const { t } = usePaymentsT();
  const close = () => {
    // An order waiting for approval is dropped with the dialog.
    checkout.cancelSandboxPayment();
    setQuantity(TOKEN_QUANTITY_MIN);
    onClose();
  };
  const checkout = useCheckout({ purchase: { kind: 'tokens', quantity }, onUserChange, onPaid: close });
  // The order is made for this quantity: it stays put until the payment ends or is cancelled.
  const locked = checkout.step !== 'idle';

  return (
    <AppDialog show={show} title={t('payments.tokens.buy')} onHide={close} busy={checkout.busy}>
      <div className="checkout-step">
        <QuantityStepper value={quantity} disabled={locked} onChange={setQuantity} />
        <dl className="checkout-total">
          <dt>{t('payments.tokens.totalPrice')}</dt>
          <dd aria-live="polite">{price === undefined ? '-' : formatPounds(tokensTotal(price, quantity))}</dd>
        </dl>
        <Checkout checkout={checkout} />
      </div>
    </AppDialog>
  );
}

function QuantityStepper({
  value,
  disabled,
  onChange,
}: {
  value: number;
  disabled: boolean;
  onChange: (value: number) => void;
}) {
  const id = useId();
  const { t } = usePaymentsT();
  return (
    <div className="quantity-stepper">
      <label htmlFor={id} className="form-label">
        {t('payments.tokens.quantity')}
      </label>
      <div className="quantity-stepper__controls">
        <button
          type="button"
          className="btn btn-outline-light quantity-stepper__button"
          aria-label={t('payments.tokens.decrease')}
          disabled={disabled || value <= TOKEN_QUANTITY_MIN}
          onClick={() => onChange(Math.max(TOKEN_QUANTITY_MIN, value - 1))}
        >
          <span aria-hidden="true">−</span>
        </button>
        <output id={id} className="quantity-stepper__value" aria-live="polite">
          {value}
        </output>
        <button
          type="button"
          className="btn btn-outline-light quantity-stepper__button"
          aria-label={t('payments.tokens.increase')}
          disabled={disabled || value >= TOKEN_QUANTITY_MAX}
          onClick={() => onChange(Math.min(TOKEN_QUANTITY_MAX, value + 1))}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
      <div className="form-text">
        {t('payments.tokens.range', { min: String(TOKEN_QUANTITY_MIN), max: String(TOKEN_QUANTITY_MAX) })}
      </div>
    </div>
  );
}
