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

const TEXTS: Record<EmailChangeLink, { title: string; subtitle: string; button: string; busy: string }> = {
  confirm: {
    title: 'Confirm your new e-mail',
    subtitle: 'Press the button to make this address the e-mail of your Arena account.',
    button: 'Confirm New E-mail',
    busy: 'Confirming…',
  },
  undo: {
    title: 'Undo the e-mail change',
    subtitle:
      'Press the button to put your previous e-mail back. Every session will be signed out; reset your password if you need to.',
    button: 'Undo E-mail Change',
    busy: 'Undoing…',
  },
};

function EmailChangeLinkPage({ link }: { link: EmailChangeLink }) {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const follow = useFollowEmailChangeLink(link);
  const text = TEXTS[link];

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
          <Link to={routes.login.href()}>Go to Login</Link>
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
