/** Panel 1, My Profile: the summary card with Edit Profile, and the Edit Profile form (spec 001 section 2). */
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { User } from '@arena/shared/user';
import { AccountPanel } from '../../../components/account-panel';
import { StatTile } from '../../../components/stat-tile';
import { UserAvatar } from '../../../components/user-avatar';
import { PageLoader } from '../../../components/page-loader';
import { formatPounds } from '../../../lib/format';
import { DeleteAccountSection } from './delete-account-section';
import { DiscordSection } from './discord-section';
import { MyDataSection } from './my-data-section';
import { PrivacySection } from './privacy-section';
import './profile-panel.css';
import { useAccountT } from '../i18n';

// The forms load when Edit Profile is pressed: My Account opens on the summary, and its first download stays
// without the form library and the schemas (decision 0020: fast on a phone).
const EditProfileForm = lazy(() =>
  import('./edit-profile-form').then((module) => ({ default: module.EditProfileForm })),
);
const ProfilePictureForm = lazy(() =>
  import('./profile-picture-form').then((module) => ({ default: module.ProfilePictureForm })),
);

export function locationLine(user: User): string | null {
  const { address, city, state } = user.user_details ?? {};
  const parts = [address, city, state].filter((part): part is string => Boolean(part && part.trim()));
  return parts.length > 0 ? parts.join(', ') : null;
}

export function ProfilePanel({ user }: { user: User }) {
  // A paid action's refusal links here with `edit=age-and-country` (decision 0055): the form opens at once.
  const [params] = useSearchParams();
  const openedAtAge = params.get('edit') === 'age-and-country';
  const [editing, setEditing] = useState(openedAtAge);
  const editButton = useRef<HTMLButtonElement>(null);
  const editHeading = useRef<HTMLHeadingElement>(null);
  const { t } = useAccountT();
  const [returnFocus, setReturnFocus] = useState(false);

  // Keyboard users follow the switch between the summary and the form.
  useEffect(() => {
    if (editing) editHeading.current?.focus();
    else if (returnFocus) {
      editButton.current?.focus();
      setReturnFocus(false);
    }
  }, [editing, returnFocus]);

  if (editing) {
    return (
      <AccountPanel title="My Profile">
        <h3 ref={editHeading} tabIndex={-1} className="profile-edit__title">
          {t('account.profile.edit')}
        </h3>
        <Suspense fallback={<PageLoader />}>
          <ProfilePictureForm user={user} />
          <EditProfileForm
            user={user}
            focusAgeAndCountry={openedAtAge}
            onDone={() => {
              setReturnFocus(true);
              setEditing(false);
            }}
          />
        </Suspense>
      </AccountPanel>
    );
  }

  const location = locationLine(user);
  return (
    <AccountPanel
      title="My Profile"
      actions={
        <button ref={editButton} type="button" className="btn btn-primary" onClick={() => setEditing(true)}>
          {t('account.profile.edit')}
        </button>
      }
    >
      <div className="profile-card">
        <UserAvatar
          picture={user.user_details?.profile_picture}
          size={112}
          alt={t('account.profile.pictureAlt', { name: user.name })}
          className="profile-card__avatar"
        />
        <dl className="profile-card__facts">
          <div>
            <dt>{t('account.profile.username')}</dt>
            <dd>{user.name}</dd>
          </div>
          <div>
            <dt>{t('account.profile.playerId')}</dt>
            <dd>{user.user_details?.player_id ?? '-'}</dd>
          </div>
          <div>
            <dt>{t('account.profile.emailLabel')}</dt>
            <dd className="text-break">
              {user.email}
              {user.pending_email && (
                <span className="d-block small text-body-secondary">
                  {t('account.profile.pendingEmail', { email: user.pending_email })}
                </span>
              )}
            </dd>
          </div>
          {location && (
            <div>
              <dt>{t('account.profile.location')}</dt>
              <dd>{location}</dd>
            </div>
          )}
        </dl>
      </div>
      <div className="stat-grid mt-4">
        <StatTile label={t('account.profile.credits')} value={String(user.user_details?.credits ?? 0)} />
        <StatTile label={t('account.profile.tokens')} value={String(user.user_details?.token ?? 0)} />
        <StatTile label={t('account.profile.wallet')} value={formatPounds(user.user_details?.wallet ?? 0)} />
        <StatTile
          label={t('account.profile.membership')}
          value={(user.user_details?.subscription ?? 0) !== 0 ? 'VIP' : t('account.profile.standard')}
        />
      </div>
      <PrivacySection
        key={`${user.user_details?.platform_ids_public}:${user.user_details?.winnings_public}`}
        user={user}
      />
      <DiscordSection />
      <MyDataSection />
      <DeleteAccountSection />
    </AccountPanel>
  );
}
