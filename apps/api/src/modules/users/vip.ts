/**
 * The one rule for a VIP plan's state, read from users.vip_expires_at (decision 0008). The status is the user's:
 * it lives with the users module, which payments (that sells the plan), enrolment and the wallet read (decision 0017).
 */
import { SUBSCRIPTION_STATUS } from '@arena/shared/payments';
import type { UserRow } from '../../db/schema/users';

/** user_subscription status from the stored expiry (0 never, 1 active, 2 expired). */
export function subscriptionStatus(vipExpiresAt: Date | null, now: Date): number {
  if (!vipExpiresAt) return SUBSCRIPTION_STATUS.none;
  return vipExpiresAt.getTime() > now.getTime() ? SUBSCRIPTION_STATUS.active : SUBSCRIPTION_STATUS.expired;
}

export function isVip(user: Pick<UserRow, 'vipExpiresAt'>, now: Date): boolean {
  return subscriptionStatus(user.vipExpiresAt, now) === SUBSCRIPTION_STATUS.active;
}
