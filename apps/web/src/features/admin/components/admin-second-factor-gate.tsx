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
import { useAdminT } from '../i18n';

export function AdminSecondFactorGate({ children }: { children: ReactNode }) {
  const status = useTwoFactor();
  const { t } = useAdminT();
  if (status.isPending) return <PageLoader />;
  if (status.isError)
    return (
      <div className="container py-5">
        <p role="alert">{t('admin.secondFactor.failed')}</p>
      </div>
    );
  if (status.data.enabled || status.data.passkeys > 0) return children;
  return (
    <div className="container py-5">
      <div className="col-lg-8 mx-auto">
        <h1 className="h3 mb-3">{t('admin.secondFactor.title')}</h1>
        <p>{t('admin.secondFactor.lead')}</p>
        <p>{t('admin.secondFactor.how')}</p>
        <Link className="btn btn-primary" to={accountPanelHref(ACCOUNT_MENU.security)}>
          {t('admin.secondFactor.link')}
        </Link>
      </div>
    </div>
  );
}
