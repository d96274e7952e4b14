/**
 * 'Withdraw Money' (panel 8): the rules, an Amount in whole pounds checked by the shared rule, the fee
 * and what reaches PayPal as the amount is typed, then a confirm step before the request is sent.
 * The server re-checks everything and is the authority on the balance.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { translatedZodResolver as zodResolver } from '../../../lib/form-resolver';
import type { User } from '@arena/shared/user';
import { withdrawalFeePence, withdrawalForm, type WithdrawalFormInput } from '@arena/shared/wallet';
import { penceToPounds, poundsToPence } from '@arena/shared/money';
import { AppDialog } from '../../../components/app-dialog';
import { TextField } from '../../../components/form-field';
import { StepUpFields, useStepUp } from '../../../components/step-up-fields';
import type { SecondFactorInput } from '@arena/shared/two-factor';
import { isEmailNotVerified } from '../../../api/resend-verification';
import { VerifyEmailNotice } from '../../../components/verify-email-notice';
import { errorMessageOf } from '../../../lib/api-client';
import { formatPounds } from '../../../lib/format';
import { showSuccess } from '../../../lib/toast';
import { useRequestWithdrawal } from '../api/request-withdrawal';
import './withdraw-dialog.css';
import { useWalletT } from '../i18n';

export interface WithdrawalQuote {
  amount: number;
  fee: number;
  /** What reaches PayPal: amount minus fee. */
  net: number;
}

/** Fee and net of a whole-pound amount, in pounds, by the shared rule. */
export function quoteWithdrawal(amount: number, isVip: boolean): WithdrawalQuote {
  const amountPence = poundsToPence(amount);
  const feePence = withdrawalFeePence(amountPence, isVip);
  return { amount, fee: penceToPounds(feePence), net: penceToPounds(amountPence - feePence) };
}

/** The quote of what is typed so far, or null while it is not a whole number of pounds of at least 1. */
function liveQuote(typed: string | undefined, isVip: boolean): WithdrawalQuote | null {
  const text = (typed ?? '').trim();
  if (!/^\d+$/.test(text)) return null;
  const amount = Number(text);
  return amount >= 1 && Number.isSafeInteger(amount) ? quoteWithdrawal(amount, isVip) : null;
}

type WithdrawalFormOutput = { amount: number };

export function WithdrawDialog({
  show,
  user,
  onUserChange,
  onClose,
}: {
  show: boolean;
  user: User;
  onUserChange: (user: User) => void;
  onClose: () => void;
}) {
  const formId = useId();
  const { t, tRich } = useWalletT();
  const isVip = user.user_details?.subscription === 1;
  const balance = user.user_details?.wallet ?? 0;
  const paypalEmail = user.user_details?.paypal_email ?? '';
  const [confirming, setConfirming] = useState<WithdrawalQuote | null>(null);
  const [backToForm, setBackToForm] = useState(false);
  const mutation = useRequestWithdrawal();
  // An account with a second factor confirms a withdrawal with it (decisions 0049, 0057).
  const stepUp = useStepUp({ enabled: show });
  const factorForm = useForm<SecondFactorInput>({ shouldUnregister: true });
  const resetMutation = mutation.reset;
  const resetStepUp = stepUp.reset;
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setFocus,
    watch,
    formState: { errors },
  } = useForm<WithdrawalFormInput, unknown, WithdrawalFormOutput>({
    resolver: zodResolver(withdrawalForm),
    defaultValues: { amount: '' },
  });

  useEffect(() => {
    if (show) {
      reset({ amount: '' });
      setConfirming(null);
      resetMutation();
      resetStepUp();
    }
  }, [show, reset, resetMutation, resetStepUp]);

  // Back from the confirm step: the amount field again.
  useEffect(() => {
    if (backToForm && !confirming) {
      setFocus('amount');
      setBackToForm(false);
    }
  }, [backToForm, confirming, setFocus]);

  const quote = liveQuote(watch('amount'), isVip);

  const onSubmit = handleSubmit(({ amount }) => {
    if (amount > balance) {
      setError('amount', { message: t('wallet.dialog.aboveBalance') }, { shouldFocus: true });
      return;
    }
    const checked = quoteWithdrawal(amount, isVip);
    if (checked.net <= 0) {
      setError('amount', { message: t('wallet.dialog.notAboveFee') }, { shouldFocus: true });
      return;
    }
    setConfirming(checked);
  });

  const send = async () => {
    if (!confirming) return;
    try {
      const factor = await stepUp.factor(factorForm.getValues());
      if (!factor) return;
      const answer = await mutation.mutateAsync({ amount: confirming.amount, ...factor });
      showSuccess(answer.message);
      onUserChange(answer.user);
      onClose();
    } catch {
      // Shown in the dialog below (e.g. the balance changed meanwhile, or withdrawals are paused); a code is worth
      // one try, so it is cleared.
      if (stepUp.mode !== 'passkey')
        factorForm.setValue(stepUp.mode === 'code' ? 'code' : 'recovery_code', '');
    }
  };

  const busy = mutation.isPending;
  const footer = confirming ? (
    <>
      <button
        type="button"
        className="btn btn-outline-light"
        onClick={() => {
          setConfirming(null);
          setBackToForm(true);
        }}
        disabled={busy}
      >
        {t('wallet.dialog.back')}
      </button>
      <button
        type="button"
        className="btn btn-primary"
        onClick={() => void send()}
        disabled={busy}
        aria-busy={busy || undefined}
      >
        {busy && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
        {busy ? t('wallet.dialog.sending') : t('wallet.dialog.confirm')}
      </button>
    </>
  ) : (
    <>
      <button type="button" className="btn btn-outline-light" onClick={onClose}>
        {t('wallet.dialog.close')}
      </button>
      <button type="submit" form={formId} className="btn btn-primary">
        {t('wallet.dialog.continue')}
      </button>
    </>
  );

  return (
    <AppDialog show={show} title={t('wallet.dialog.title')} onHide={onClose} busy={busy} footer={footer}>
      {isEmailNotVerified(mutation.error) ? (
        <VerifyEmailNotice />
      ) : (
        mutation.error && (
          <div className="alert alert-danger" role="alert">
            {errorMessageOf(mutation.error)}
          </div>
        )
      )}
      {confirming ? (
        <>
          <ConfirmWithdrawal quote={confirming} paypalEmail={paypalEmail} />
          {stepUp.required ? (
            <form
              className="mt-3"
              aria-label={t('wallet.dialog.secondFactor')}
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                void send();
              }}
            >
              <StepUpFields
                stepUp={stepUp}
                idPrefix="withdraw"
                register={(name) => factorForm.register(name)}
                errors={{}}
                clearErrors={() => factorForm.clearErrors()}
              />
            </form>
          ) : null}
        </>
      ) : (
        <>
          <ul className="panel-notes mt-0">
            <li>{t('wallet.dialog.noteRange', { balance: formatPounds(balance) })}</li>
            <li>
              {t('wallet.dialog.noteFee')}
              {isVip ? t('wallet.dialog.noteVip') : ''}
            </li>
            <li>
              {tRich('wallet.dialog.notePaidTo', {
                email: paypalEmail,
                mail: (chunks) => <span className="text-break">{chunks}</span>,
              })}
            </li>
          </ul>
          <form
            id={formId}
            onSubmit={(event) => void onSubmit(event)}
            noValidate
            aria-label={t('wallet.dialog.title')}
          >
            <TextField
              id="withdraw-amount"
              label={t('wallet.dialog.amount')}
              inputMode="numeric"
              autoComplete="off"
              registration={register('amount')}
              error={errors.amount?.message}
              hint={t('wallet.dialog.amountHint')}
            />
          </form>
          <QuoteFacts quote={quote} live />
        </>
      )}
    </AppDialog>
  );
}

function QuoteFacts({ quote, live = false }: { quote: WithdrawalQuote | null; live?: boolean }) {
  const { t } = useWalletT();
  return (
    <dl className="withdraw-quote mb-0" aria-live={live ? 'polite' : undefined}>
      {!live && (
        <div>
          <dt>{t('wallet.dialog.amount')}</dt>
          <dd>{quote ? formatPounds(quote.amount) : '-'}</dd>
        </div>
      )}
      <div>
        <dt>{t('wallet.dialog.fee')}</dt>
        <dd>{quote ? formatPounds(quote.fee) : '-'}</dd>
      </div>
      <div className="withdraw-quote__net">
        <dt>{t('wallet.dialog.receive')}</dt>
        <dd>{quote ? formatPounds(Math.max(0, quote.net)) : '-'}</dd>
      </div>
    </dl>
  );
}

function ConfirmWithdrawal({ quote, paypalEmail }: { quote: WithdrawalQuote; paypalEmail: string }) {
  const lead = useRef<HTMLParagraphElement>(null);
  const { t, tRich } = useWalletT();
  // Continue is gone: keyboard and screen reader users land on what they confirm.
  useEffect(() => lead.current?.focus(), []);
  return (
    <>
      <p ref={lead} tabIndex={-1} className="withdraw-confirm__lead">
        {t('wallet.dialog.pleaseConfirm')}
      </p>
      <QuoteFacts quote={quote} />
      <p className="text-body-secondary mt-3 mb-0">
        {tRich('wallet.dialog.paidTo', {
          email: paypalEmail,
          mail: (chunks) => <span className="text-break text-white">{chunks}</span>,
        })}
      </p>
    </>
  );
}
