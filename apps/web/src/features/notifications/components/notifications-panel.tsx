/**
 * My Account panel 10, Notifications: every notification, newest first, a page at a time (the bell shows
 * only the latest), and per category whether I am told in the app and by e-mail.
 */
import { useEffect, useId, useState, type FormEvent } from 'react';
import { NOTIFICATIONS_PANEL_PAGE_SIZE, useNotifications } from '../../../api/get-notifications';
import { useNotificationPreferences } from '../../../api/get-notification-preferences';
import { useMarkNotificationsRead } from '../../../api/mark-notifications-read';
import type { NotificationPreference } from '../../../api/notifications-contract';
import { useUpdateNotificationPreferences } from '../../../api/update-notification-preferences';
import { AccountPanel } from '../../../components/account-panel';
import { SubmitButton } from '../../../components/submit-button';
import { errorMessageOf } from '../../../lib/api-client';
import { showSuccess } from '../../../lib/toast';
import { NotificationList } from './notification-list';
import './notifications.css';
import { useNotificationsT } from '../i18n';

const CATEGORY_KEYS: Record<string, string> = {
  teams: 'notifications.category.teams',
  tournaments: 'notifications.category.tournaments',
  matches: 'notifications.category.matches',
  money: 'notifications.category.money',
  admin: 'notifications.category.admin',
};

/** The organisers' category (new disputes, withdrawal requests, contact messages) concerns admins only. */
const ADMIN_CATEGORY = 'admin';

export function NotificationsPanel({ userId, isAdmin }: { userId: number; isAdmin: boolean }) {
  const [page, setPage] = useState(1);
  const notifications = useNotifications(userId, { page, perPage: NOTIFICATIONS_PANEL_PAGE_SIZE });
  const markRead = useMarkNotificationsRead();
  const unread = notifications.data?.unreadCount ?? 0;
  const hasMore = notifications.data?.hasMore ?? false;
  const { t } = useNotificationsT();

  return (
    <AccountPanel
      title="Notifications"
      actions={
        <button
          type="button"
          className="btn btn-outline-light btn-sm"
          disabled={unread === 0 || markRead.isPending}
          onClick={() => markRead.mutate({ all: true })}
        >
          {t('notifications.markAll')}
        </button>
      }
    >
      <p className="notification-panel__note">
        {unread > 0 ? t('notifications.unreadCount', { count: unread }) : t('notifications.upToDate')}
      </p>
      <NotificationList
        query={notifications}
        onOpen={(notification) => {
          if (notification.read_at === null) markRead.mutate({ ids: [notification.id] });
        }}
      />
      {(page > 1 || hasMore) && (
        <nav className="d-flex justify-content-between mt-3" aria-label={t('notifications.pages')}>
          <button
            type="button"
            className="btn btn-outline-light btn-sm"
            disabled={page <= 1}
            onClick={() => setPage((current) => Math.max(1, current - 1))}
          >
            {t('notifications.newer')}
          </button>
          <span className="align-self-center notification-panel__note">
            {t('notifications.page', { page })}
          </span>
          <button
            type="button"
            className="btn btn-outline-light btn-sm"
            disabled={!hasMore}
            onClick={() => setPage((current) => current + 1)}
          >
            {t('notifications.older')}
          </button>
        </nav>
      )}
      <NotificationPreferencesForm userId={userId} isAdmin={isAdmin} />
    </AccountPanel>
  );
}

function NotificationPreferencesForm({ userId, isAdmin }: { userId: number; isAdmin: boolean }) {
  const titleId = useId();
  const preferences = useNotificationPreferences(userId);
  const update = useUpdateNotificationPreferences();
  const [choices, setChoices] = useState<NotificationPreference[]>([]);
  const { t } = useNotificationsT();
  const label = (choice: NotificationPreference) =>
    CATEGORY_KEYS[choice.category] ? t(CATEGORY_KEYS[choice.category]!) : choice.label;

  useEffect(() => {
    if (preferences.data)
      setChoices(preferences.data.filter((choice) => isAdmin || choice.category !== ADMIN_CATEGORY));
  }, [preferences.data, isAdmin]);

  const toggle = (category: string, channel: 'in_app' | 'email') =>
    setChoices((current) =>
      current.map((choice) =>
        choice.category === category ? { ...choice, [channel]: !choice[channel] } : choice,
      ),
    );

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const answer = await update.mutateAsync(
        choices.map(({ category, in_app, email }) => ({ category, in_app, email })),
      );
      showSuccess(answer.message || t('notifications.prefs.saved'));
    } catch {
      // The query client shows the catalogue's sentence.
    }
  };

  let body;
  if (preferences.isPending) {
    body = (
      <div className="notification-list__state" role="status">
        <span className="spinner-border spinner-border-sm text-info" aria-hidden="true" />
        <span className="visually-hidden">{t('notifications.prefs.loading')}</span>
      </div>
    );
  } else if (!preferences.data) {
    body = <p className="notification-list__state">{errorMessageOf(preferences.error)}</p>;
  } else {
    body = (
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <div className="table-responsive">
          <table className="table table-dark notification-preferences mb-3" aria-labelledby={titleId}>
            <thead>
              <tr>
                <th scope="col">{t('notifications.prefs.category')}</th>
                <th scope="col" className="text-center">
                  {t('notifications.prefs.inApp')}
                </th>
                <th scope="col" className="text-center">
                  {t('notifications.prefs.email')}
                </th>
              </tr>
            </thead>
            <tbody>
              {choices.map((choice) => (
                <tr key={choice.category}>
                  <th scope="row">{label(choice)}</th>
                  {(['in_app', 'email'] as const).map((channel) => (
                    <td key={channel}>
                      <div className="form-check form-switch">
                        <input
                          className="form-check-input"
                          type="checkbox"
                          role="switch"
                          id={`pref-${choice.category}-${channel}`}
                          checked={choice[channel]}
                          onChange={() => toggle(choice.category, channel)}
                          aria-label={`${label(choice)}: ${channel === 'in_app' ? t('notifications.prefs.inApp') : t('notifications.prefs.email')}`}
                        />
                      </div>
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <SubmitButton busy={update.isPending} busyLabel={t('notifications.prefs.saving')}>
          {t('notifications.prefs.save')}
        </SubmitButton>
      </form>
    );
  }

  return (
    <section className="mt-4" aria-labelledby={titleId}>
      <h3 id={titleId} className="h5">
        {t('notifications.prefs.title')}
      </h3>
      <p className="notification-panel__note">{t('notifications.prefs.intro')}</p>
      {body}
    </section>
  );
}
