/**
 * Keeps the signed-in player's stream open on every page and shows each new notification as a toast (top
 * right, 5000 ms like every toast), with a way to the screen it is about; a purchase this tab's checkout has
 * just announced is not said twice. The link's word is the global `layout` area's: this component is in every page's
 * first script, and a toast is drawn outside the language provider, so the word is passed in.
 */
import { useUserStream } from '../../../api/live-streams';
import { useReportTimeZone } from '../../../api/update-time-zone';
import { routeOfLink } from '../../../api/live-updates';
import type { NotificationEvent } from '../../../api/notifications-contract';
import { withLocalTimes } from '../../../lib/format';
import { navigateTo } from '../../../lib/navigation';
import { matchToastTopic, showTopicToast } from '../../../lib/toast';
import { useStoredUser } from '../../../lib/session';
import { useT } from '../../../lib/i18n/i18n-provider';
import { isOwnPurchaseNotice } from '../../../lib/own-purchase-notices';
import './notifications.css';

/** `view` is the link's word in the page's language ("View"). */
export function showNotificationToast(notification: NotificationEvent, view: string) {
  // This tab's checkout has just announced the purchase itself; the bell still lists it.
  if (isOwnPurchaseNotice(notification.type)) return;
  const route = routeOfLink(notification.link);
  // About a match: replaces what the last toast said of it (a report's "waiting for the other captain" under
  // "Result confirmed" is stale). Otherwise one toast per notification: the stream delivers at least once,
  // and a repeat (after a reconnection) replaces, never stacks.
  const matchId = /[?&]id=(\d+)/.exec(route?.startsWith('/match?') ? route : '')?.[1];
  showTopicToast(
    <div>
      <strong className="notification-toast__title">
        {withLocalTimes(notification.title, notification.times)}
      </strong>
      <span>{withLocalTimes(notification.body, notification.times)}</span>
      {route && (
        <>
          {' '}
          <button
            type="button"
            className="btn btn-link btn-sm p-0 align-baseline notification-toast__link"
            onClick={() => navigateTo(route)}
          >
            {view}
          </button>
        </>
      )}
    </div>,
    'info',
    matchId ? matchToastTopic(Number(matchId)) : `notification-${notification.id}`,
  );
}

export function LiveNotifications() {
  const { t } = useT();
  const view = t('layout.toast.view');
  useUserStream({ onNotification: (notification) => showNotificationToast(notification, view) });
  // E-mails give times in the account's zone: the browser says which it is (decision 0032).
  useReportTimeZone(useStoredUser()?.id ?? null);
  return null;
}
