/**
 * The console opens only to an admin account with a second factor (decision 0057): without one, this screen
 * explains it and links to My Account's Security panel, which is not behind the console, instead of the console.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ACCOUNT_MENU } from '@arena/shared/constants';
import { useTwoFactor } from '../../../api/get-two-factor';
import { PageLoader } from '../../../components/page-loader';
import { accountPanelHref } from '../../../lib/routes';

export const ADMIN_SECOND_FACTOR_TEXTS = {
  title: 'Set up a second factor to open the console',
  lead: 'The admin console pays out money and manages every player, so it needs more than a password.',
  how: 'Turn on two-factor sign-in with an authenticator app, or add a passkey, in My Account, Security. Then come back here.',
  link: 'Go to My Account, Security',
  failed: 'The console could not check your second factor. Reload the page to try again.',
} as const;

export function AdminSecondFactorGate({ children }: { children: ReactNode }) {
  const status = useTwoFactor();
  if (status.isPending) return <PageLoader />;
  if (status.isError)
    return (
      <div className="container py-5">
        <p role="alert">{ADMIN_SECOND_FACTOR_TEXTS.failed}</p>
      </div>
    );
  if (status.data.enabled || status.data.passkeys > 0) return children;
  return (
    <div className="container py-5">
      <div className="col-lg-8 mx-auto">
        <h1 className="h3 mb-3">{ADMIN_SECOND_FACTOR_TEXTS.title}</h1>
        <p>{ADMIN_SECOND_FACTOR_TEXTS.lead}</p>
        <p>{ADMIN_SECOND_FACTOR_TEXTS.how}</p>
        <Link className="btn btn-primary" to={accountPanelHref(ACCOUNT_MENU.security)}>
          {ADMIN_SECOND_FACTOR_TEXTS.link}
        </Link>
      </div>
    </div>
  );
}
