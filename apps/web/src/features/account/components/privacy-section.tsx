/**
 * My Account's Privacy (issue 27, decision 0046): whether visitors and other players see the platform IDs and the
 * total winnings on the public player page (both hidden by default). Saved with the profile update.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import type { User } from '@arena/shared/user';
import { SubmitButton } from '../../../components/submit-button';
import { playerHref } from '../../../lib/routes';
import { showSuccess } from '../../../lib/toast';
import { useUpdateUserProfile } from '../api/update-user-profile';
import { useAccountT } from '../i18n';

export function PrivacySection({ user }: { user: User }) {
  const { t } = useAccountT();
  const mutation = useUpdateUserProfile();
  const [platformIds, setPlatformIds] = useState(user.user_details?.platform_ids_public ?? false);
  const [winnings, setWinnings] = useState(user.user_details?.winnings_public ?? false);

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    try {
      await mutation.mutateAsync({
        email: user.email,
        platform_ids_public: platformIds,
        winnings_public: winnings,
      });
      showSuccess(t('account.privacy.saved'));
    } catch {
      // The query client shows error[0] of a 400.
    }
  };

  return (
    <section className="privacy-section mt-4" aria-labelledby="privacy-title">
      <h3 id="privacy-title" className="privacy-section__title">
        {t('account.privacy.title')}
      </h3>
      <p className="privacy-section__intro">{t('account.privacy.intro')}</p>
      <form onSubmit={(event) => void onSubmit(event)} aria-labelledby="privacy-title" noValidate>
        <div className="form-check">
          <input
            id="privacy-platform-ids"
            type="checkbox"
            className="form-check-input"
            checked={platformIds}
            onChange={(event) => setPlatformIds(event.target.checked)}
          />
          <label className="form-check-label" htmlFor="privacy-platform-ids">
            {t('account.privacy.platformIds')}
          </label>
        </div>
        <div className="form-check mb-3">
          <input
            id="privacy-winnings"
            type="checkbox"
            className="form-check-input"
            checked={winnings}
            onChange={(event) => setWinnings(event.target.checked)}
          />
          <label className="form-check-label" htmlFor="privacy-winnings">
            {t('account.privacy.winnings')}
          </label>
        </div>
        <div className="privacy-section__actions">
          <SubmitButton busy={mutation.isPending} busyLabel={t('account.form.saving')}>
            {t('account.privacy.save')}
          </SubmitButton>
          <Link to={playerHref(user.id)} className="btn btn-outline-light">
            {t('account.privacy.viewPage')}
          </Link>
        </div>
      </form>
    </section>
  );
}
