/**
 * User accounts: the user as the API shows them, and the account queries other modules run (sign-up,
 * sign-in, the first admin).
 */
import type { User } from '@arena/shared/user';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema/users';
import { notFound } from '../../http/errors';
import type { Clock } from '../../lib/clock';
import { toUserDto } from './user.mapper';
import { findUserById, updateTimeZone } from './users.repository';

export {
  findUserByEmail,
  findUserById,
  insertUser,
  isEmailTaken,
  isNameTaken,
  markEmailVerified,
  setUserRole,
  updatePasswordHash,
  userName,
} from './users.repository';

export function createUsersService(deps: { db: Db; clock: Clock }) {
  /** The user's row; 404 when there is none (`what` names it in the message). */
  async function row(userId: number, what = 'The user'): Promise<UserRow> {
    const found = await findUserById(deps.db, userId);
    if (!found) throw notFound(what);
    return found;
  }
  return {
    row,
    /** The user as the API shows them now (balances, VIP status at this instant). */
    async shown(userId: number): Promise<User> {
      return toUserDto(await row(userId), deps.clock.now());
    },
    /** The browser's zone (decision 0032): the account's e-mails give times in it. */
    async setTimeZone(userId: number, timeZone: string): Promise<void> {
      await updateTimeZone(deps.db, userId, timeZone);
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
