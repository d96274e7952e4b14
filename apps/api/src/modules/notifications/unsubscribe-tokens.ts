/**
 * One-click unsubscribe tokens (RFC 8058): `<user>.<category>.<signature>`, signed with a key kept in the
 * database (made on first use), so the link in an old e-mail works on every instance and after restarts.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { NOTIFICATION_CATEGORIES, type NotificationCategory } from '@arena/shared/notifications';
import type { DbOrTx } from '../../db/client';
import { signingKey } from './notifications.repository';

const KEY_NAME = 'email-unsubscribe';

export function createUnsubscribeTokens(db: DbOrTx) {
  let key: Promise<string> | undefined;
  const secret = () => {
    key ??= signingKey(db, KEY_NAME, () => randomBytes(32).toString('base64url')).catch((error: unknown) => {
      key = undefined;
      throw error;
    });
    return key;
  };
  const sign = (secretValue: string, payload: string) =>
    createHmac('sha256', secretValue).update(payload).digest('base64url');

  return {
    async issue(userId: number, category: NotificationCategory): Promise<string> {
      const payload = `${userId}.${category}`;
      return `${payload}.${sign(await secret(), payload)}`;
    },
    /** The user and category a token stands for, or null when it is not one we signed. */
    async verify(token: string): Promise<{ userId: number; category: NotificationCategory } | null> {
      const match = /^(\d{1,10})\.([a-z]{1,20})\.([\w-]{43})$/.exec(token);
      if (!match) return null;
      const [, user, category, signature] = match;
      if (!(NOTIFICATION_CATEGORIES as readonly string[]).includes(category!)) return null;
      const expected = Buffer.from(sign(await secret(), `${user}.${category}`));
      const given = Buffer.from(signature!);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      return { userId: Number(user), category: category as NotificationCategory };
    },
  };
}

export type UnsubscribeTokens = ReturnType<typeof createUnsubscribeTokens>;
