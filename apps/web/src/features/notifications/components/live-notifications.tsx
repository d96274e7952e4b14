/**
 * Keeps the signed-in player's stream open on every page and shows each new notification as a toast (top
 * right, 5000 ms like every toast), with a way to the screen it is about; a purchase this tab's checkout has
 * just announced is not said twice.
 */
import { toast } from 'react-toastify';
import { useUserStream } from '../../../api/live-streams';
import { routeOfLink } from '../../../api/live-updates';
import type { NotificationEvent } from '../../../api/notifications-contract';
import { navigateTo } from '../../../lib/navigation';
import { isOwnPurchaseNotice } from '../../../lib/own-purchase-notices';
import './notifications.css';

export function showNotificationToast(notification: NotificationEvent) {
  // This tab's checkout has just announced the purchase itself; the bell still lists it.
  if (isOwnPurchaseNotice(notification.type)) return;
  const route = routeOfLink(notification.link);
  toast.info(
    <div>
      <strong className="notification-toast__title">{notification.title}</strong>
      <span>{notification.body}</span>
      {route && (
        <>
          {' '}
          <button
            type="button"
            className="btn btn-link btn-sm p-0 align-baseline notification-toast__link"
            onClick={() => navigateTo(route)}
          >
            View
          </button>
        </>
      )}
    </div>,
    // The stream delivers at least once: a repeat (after a reconnection) replaces, never stacks.
    { toastId: `notification-${notification.id}` },
  );
}

export function LiveNotifications() {
  useUserStream({ onNotification: showNotificationToast });
  return null;
}
