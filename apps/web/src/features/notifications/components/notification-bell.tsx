/**
 * The bell of the top bar: my unread count (in the button's accessible name, e.g. "Notifications, 3
 * unread") and, on demand, my latest notifications. A disclosure, not a menu: Tab walks the list, Escape
 * closes it and gives focus back to the bell, a click elsewhere closes it. Opening a notification marks it read and
 * goes to the screen it is about; "Mark all as read" clears the count. Fed live by the user stream.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ACCOUNT_MENU } from '@arena/shared/constants';
import { BELL_PAGE_SIZE, useNotifications } from '../../../api/get-notifications';
import { useMarkNotificationsRead } from '../../../api/mark-notifications-read';
import { routes } from '../../../lib/routes';
import { NotificationList } from './notification-list';
import './notifications.css';
import { useNotificationsT } from '../i18n';

export function NotificationBell({ userId }: { userId: number }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const notifications = useNotifications(userId, { perPage: BELL_PAGE_SIZE });
  const markRead = useMarkNotificationsRead();
  const unread = notifications.data?.unreadCount ?? 0;
  const { t } = useNotificationsT();

  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      // Focus inside the list goes back to the bell; focus elsewhere stays where it is.
      const inside = rootRef.current?.contains(document.activeElement) ?? false;
      setOpen(false);
      if (inside) buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  const close = () => setOpen(false);

  return (
    <div className="notification-bell" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="notification-bell__button"
        aria-label={
          unread > 0 ? t('notifications.bellUnread', { count: unread }) : t('notifications.bellNone')
        }
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <BellIcon />
        {unread > 0 && (
          <span className="notification-bell__badge" aria-hidden="true">
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </button>
      <div
        id={panelId}
        className="notification-bell__panel"
        role="region"
        aria-label={t('notifications.title')}
        hidden={!open}
      >
        {open && (
          <>
            <div className="notification-bell__header">
              <h2 className="notification-bell__title">{t('notifications.title')}</h2>
              <button
                type="button"
                className="btn btn-link btn-sm notification-bell__mark-all"
                disabled={unread === 0 || markRead.isPending}
                onClick={() => markRead.mutate({ all: true })}
              >
                {t('notifications.markAll')}
              </button>
            </div>
            <NotificationList
              query={notifications}
              compact
              onOpen={(notification) => {
                if (notification.read_at === null) markRead.mutate({ ids: [notification.id] });
                close();
              }}
            />
            <Link
              className="notification-bell__see-all"
              to={`${routes.myProfile.href()}?menu=${ACCOUNT_MENU.notifications}`}
              onClick={close}
            >
              {t('notifications.seeAll')}
            </Link>
          </>
        )}
      </div>
    </div>
  );
}

function BellIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z"
      />
    </svg>
  );
}
