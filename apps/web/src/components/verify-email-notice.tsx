/**
 * What a player with an unverified e-mail reads (decision 0054): in My Account's banner, and in each dialog whose
 * call was refused for it (purchases, entries, withdrawals, the PayPal e-mail), with a button for a new link. The
 * sentences are the shared EMAIL_VERIFICATION_MESSAGES' (required, banner), in the page's language.
 */
import { useResendVerification } from '../api/resend-verification';
import { errorMessageOf } from '../lib/api-client';
import { useUiT } from './ui-i18n';

export function VerifyEmailNotice({
  bannerEmail,
  role = 'alert',
}: {
  /** My Account's standing banner names the address; a refusal just asks for the verification. */
  bannerEmail?: string;
  /** `alert` for a refusal that just happened; `status` for My Account's standing banner. */
  role?: 'alert' | 'status';
}) {
  const { t } = useUiT();
  const message =
    bannerEmail === undefined
      ? t('ui.verifyEmail.required')
      : t('ui.verifyEmail.banner', { email: bannerEmail });
  const resend = useResendVerification();
  return (
    <div className="alert alert-warning verify-email-notice" role={role}>
      <p className="mb-2">{message}</p>
      {resend.isSuccess ? (
        <p className="mb-0 fw-semibold" role={role === 'status' ? undefined : 'status'}>
          {resend.data.message}
        </p>
      ) : (
        <>
          {resend.isError && <p className="mb-2 text-danger-emphasis">{errorMessageOf(resend.error)}</p>}
          <button
            type="button"
            className="btn btn-sm btn-dark"
            onClick={() => resend.mutate()}
            disabled={resend.isPending}
            aria-busy={resend.isPending || undefined}
          >
            {resend.isPending && (
              <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
            )}
            {resend.isPending ? t('ui.verifyEmail.sending') : t('ui.verifyEmail.send')}
          </button>
        </>
      )}
    </div>
  );
}
