/**
 * /verifyemail?token=…: where the verification link lands (decision 0054). The page posts the token once when it
 * opens and shows the answer; the stored user, if this browser is signed in, is refreshed.
 */
import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { sharedQueryKeys } from '../../../api/query-keys';
import { AuthLayout } from '../../../components/auth-layout';
import { errorMessageOf } from '../../../lib/api-client';
import { routes } from '../../../lib/routes';
import { useStoredUser } from '../../../lib/session';
import { storeUser } from '../../../lib/storage';
import { useVerifyEmail } from '../api/verify-email';
import { useT } from '../../../lib/i18n/i18n-provider';

export function VerifyEmailRoute() {
  const { t } = useT();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const verify = useVerifyEmail();
  const queryClient = useQueryClient();
  const user = useStoredUser();
  // Once per token, also under React's double effects in development: a second post would find it used.
  const posted = useRef<string | null>(null);
  const { mutate } = verify;

  useEffect(() => {
    if (posted.current === token) return;
    posted.current = token;
    mutate({ token });
  }, [token, mutate]);

  useEffect(() => {
    if (!verify.isSuccess) return;
    if (user && user.email === verify.data.data.email && !user.email_verified)
      storeUser({ ...user, email_verified: true });
    void queryClient.invalidateQueries({ queryKey: sharedQueryKeys.userProfile });
  }, [verify.isSuccess, verify.data, user, queryClient]);

  return (
    <AuthLayout
      title={t('common.verify.title')}
      subtitle={t('common.verify.subtitle')}
      footer={
        <p className="mb-0">
          <Link to={user ? routes.myProfile.href() : routes.login.href()}>
            {user ? t('common.verify.toAccount') : t('common.verify.toLogin')}
          </Link>
        </p>
      }
    >
      <title>{t('common.verify.pageTitle')}</title>
      {verify.isSuccess ? (
        <p role="status" className="alert alert-success mb-0">
          {verify.data.message}
        </p>
      ) : verify.isError ? (
        <p role="alert" className="alert alert-danger mb-0">
          {errorMessageOf(verify.error)}
        </p>
      ) : (
        <p role="status" className="mb-0">
          <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
          {t('common.verify.busy')}
        </p>
      )}
    </AuthLayout>
  );
}
