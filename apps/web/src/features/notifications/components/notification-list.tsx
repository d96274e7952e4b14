/** A list of notifications, newest first: each links to the screen it is about; unread ones are marked. */
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { NotificationsPage } from '../../../api/get-notifications';
import { routeOfLink } from '../../../api/live-updates';
import type { AppNotification } from '../../../api/notifications-contract';
import { errorMessageOf } from '../../../lib/api-client';
import { formatZonedDateTime, withLocalTimes } from '../../../lib/format';
import { useNotificationsT } from '../i18n';

/** What a screen reader hears between two parts: a full stop, unless the part already ends a sentence. */
const separatorAfter = (text: string) => (/[.!?]$/.test(text.trim()) ? ' ' : '. ');

export function NotificationList({
  query,
  onOpen,
  compact = false,
}: {
  query: UseQueryResult<NotificationsPage>;
  onOpen: (notification: AppNotification) => void;
  compact?: boolean;
}) {
  const { t } = useNotificationsT();
  if (query.isPending) {
    return (
      <div className="notification-list__state" role="status">
        <span className="spinner-border spinner-border-sm text-info" aria-hidden="true" />
        <span className="visually-hidden">{t('notifications.loading')}</span>
      </div>
    );
  }
  if (!query.data) return <p className="notification-list__state">{errorMessageOf(query.error)}</p>;
  if (query.data.items.length === 0)
    return <p className="notification-list__state">{t('notifications.none')}</p>;
  return (
    <ul className={`notification-list list-unstyled mb-0${compact ? ' notification-list--compact' : ''}`}>
      {query.data.items.map((notification) => (
        <li key={notification.id}>
          <NotificationItem notification={notification} onOpen={onOpen} />
        </li>
      ))}
    </ul>
  );
}

function NotificationItem({
  notification,
  onOpen,
}: {
  notification: AppNotification;
  onOpen: (notification: AppNotification) => void;
}) {
  const unread = notification.read_at === null;
  const { t } = useNotificationsT();
  // Times in the text are the reader's own, in the product's format and named (decision 0032).
  const title = withLocalTimes(notification.title, notification.times);
  const text = withLocalTimes(notification.body, notification.times);
  // The parts are blocks on screen; read together by a screen reader, hidden punctuation keeps them apart.
  const content = (
    <>
      <span className="notification-item__title">
        {unread && <span className="notification-item__dot" aria-hidden="true" />}
        {unread && <span className="visually-hidden">{t('notifications.unreadPrefix')}</span>}
        <span>{title}</span>
      </span>
      <span className="visually-hidden">{separatorAfter(title)}</span>
      <span className="notification-item__body">{text}</span>
      <span className="visually-hidden">{separatorAfter(text)}</span>
      <time className="notification-item__time" dateTime={notification.created_at}>
        {formatZonedDateTime(notification.created_at)?.text ?? '-'}
      </time>
    </>
  );
  const className = `notification-item${unread ? ' notification-item--unread' : ''}`;
  const route = routeOfLink(notification.link);
  if (route === null) {
    return (
      <button type="button" className={className} onClick={() => onOpen(notification)}>
        {content}
      </button>
    );
  }
  return (
    <Link to={route} className={className} onClick={() => onOpen(notification)}>
      {content}
    </Link>
  );
}
