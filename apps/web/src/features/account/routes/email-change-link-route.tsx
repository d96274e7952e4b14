/**
 * /confirmemailchange and /undoemailchange: where the e-mail change's links land (decision 0029). The token is
 * posted only when the player presses the button, so a mail scanner opening the link changes nothing.
 */
import { Link, useSearchParams } from 'react-router';
import { AuthLayout } from '../../../components/auth-layout';
import { SubmitButton } from '../../../components/submit-button';
import { errorMessageOf } from '../../../lib/api-client';
import { clearSession } from '../../../lib/storage';
import { routes } from '../../../lib/routes';
import { useFollowEmailChangeLink, type EmailChangeLink } from '../api/email-change-links';
import { useAccountT } from '../i18n';
import { useT } from '../../../lib/i18n/i18n-provider';

/** Each link's words (account area; keys literal for the catalogue check). */
const TEXTS: Record<EmailChangeLink, { title: string; subtitle: string; button: string; busy: string }> = {
  confirm: {
    title: 'account.emailLink.confirm.title',
    subtitle: 'account.emailLink.confirm.subtitle',
    button: 'account.emailLink.confirm.button',
    busy: 'account.emailLink.confirm.busy',
  },
  undo: {
    title: 'account.emailLink.undo.title',
    subtitle: 'account.emailLink.undo.subtitle',
    button: 'account.emailLink.undo.button',
    busy: 'account.emailLink.undo.busy',
  },
};

function EmailChangeLinkPage({ link }: { link: EmailChangeLink }) {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const follow = useFollowEmailChangeLink(link);
  const { t } = useAccountT();
  const { t: tCommon } = useT();
  const keys = TEXTS[link];
  const text = {
    title: t(keys.title),
    subtitle: t(keys.subtitle),
    button: t(keys.button),
    busy: t(keys.busy),
  };

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    follow.mutate(
      { token },
      {
        // The undo signed every session out, this browser's included.
        onSuccess: () => (link === 'undo' ? clearSession() : undefined),
      },
    );
  };

  return (
    <AuthLayout
      title={text.title}
      subtitle={text.subtitle}
      footer={
        <p className="mb-0">
          <Link to={routes.login.href()}>{tCommon('common.verify.toLogin')}</Link>
        </p>
      }
    >
      <title>{`Arena | ${text.title}`}</title>
      {follow.isSuccess ? (
        <p role="status" className="alert alert-success mb-0">
          {follow.data.message}
        </p>
      ) : (
        <form onSubmit={onSubmit} noValidate aria-label={text.title}>
          {follow.isError && (
            <p role="alert" className="alert alert-danger">
              {errorMessageOf(follow.error)}
            </p>
          )}
          <SubmitButton busy={follow.isPending} busyLabel={text.busy} className="w-100 btn-lg">
            {text.button}
          </SubmitButton>
        </form>
      )}
    </AuthLayout>
  );
}

export function ConfirmEmailChangeRoute() {
  return <EmailChangeLinkPage link="confirm" />;
}

export function UndoEmailChangeRoute() {
  return <EmailChangeLinkPage link="undo" />;
}
