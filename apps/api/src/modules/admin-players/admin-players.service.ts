/** The players section: bans, balance corrections through the ledger, and roles; each one audited. */
import { randomUUID } from 'node:crypto';
import { ADMIN_MESSAGES, type AdjustBalanceInput } from '@arena/shared/admin';
import type { Db, Tx } from '../../db/client';
import type { UserRow } from '../../db/schema/users';
import { AppError, invalid, notFound } from '../../http/errors';
import type { Clock } from '../../lib/clock';
import { recordAdminAction } from '../audit/audit.service';
import { applyLedgerChange } from '../ledger/ledger.service';
import { findUserById } from '../users/users.service';
import type { AccountDataExport, AccountDataService } from '../account-data/account-data.service';
import type { Mailer } from '../../integrations/mail/mailer';
import { hashPassword } from '../../lib/passwords';
import { randomToken } from '../../lib/tokens';
import { emailText } from '../../i18n/server-text';
import type { SessionRevocations } from '../auth/session-revocations';
import {
  listPlayers,
  lockUser,
  playerLedger,
  setPasswordHash,
  setRatingsListed,
  updatePlayer,
} from './admin-players.repository';

/** What the audit keeps of a player: no password hash, no session data. */
export function playerSnapshot(row: UserRow) {
  return {
    name: row.name,
    email: row.email,
    role: row.role,
    banned_at: row.bannedAt,
    credits: row.credits,
    tokens: row.tokens,
    wallet_pence: row.walletPence,
  };
}

export function createAdminPlayersService(deps: {
  db: Db;
  clock: Clock;
  /** A ban signs the player out through it, so their live streams close too (decision 0031). */
  sessions: SessionRevocations;
  /** After a ban or its lifting: the public answers (the leaderboards) are read again. */
  onChange?: () => void;
  /** The player's data export, which the console gives on a player's request (decision 0051). */
  accountData: Pick<AccountDataService, 'collect' | 'zip'>;
  mailer: Pick<Mailer, 'send'>;
}) {
  const { db, clock } = deps;

  async function locked<T>(tx: Tx, playerId: number, run: (player: UserRow) => Promise<T>): Promise<T> {
    const player = await lockUser(tx, playerId);
    if (!player) throw notFound('The player');
    return run(player);
  }
  function change<T>(playerId: number, run: (tx: Tx, player: UserRow) => Promise<T>): Promise<T> {
    return db.transaction((tx) => locked(tx, playerId, (player) => run(tx, player)));
  }

  return {
    /** Players found by name, e-mail or player ID, newest first. */
    list(search: string | undefined, page: { limit?: number; offset?: number }) {
      return listPlayers(db, search, page);
    },

    async find(playerId: number): Promise<UserRow> {
      const player = await findUserById(db, playerId);
      if (!player) throw notFound('The player');
      return player;
    },

    /** Everything held about the player, for their request made to support (audited; decision 0051). */
    async exportData(adminId: number, playerId: number): Promise<AccountDataExport> {
      const player = await findUserById(db, playerId);
      if (!player) throw notFound('The player');
      const data = await deps.accountData.collect(player);
      await db.transaction((tx) =>
        recordAdminAction(tx, {
          adminId,
          action: 'player.data_export',
          targetType: 'player',
          targetId: player.id,
          before: null,
          after: { tables: Object.keys(data.tables).length },
          note: null,
        }),
      );
      return data;
    },

    /** The export with the player's pictures, as a ZIP (decision 0051). */
    zip(data: AccountDataExport): Promise<Buffer> {
      return deps.accountData.zip(data);
    },

    /**
     * A suspected takeover: the password stops working, every session ends, and the player is e-mailed to set a
     * new one through Forgot password (audited; decision 0050).
     */
    async forcePasswordReset(adminId: number, playerId: number): Promise<UserRow> {
      const passwordHash = await hashPassword(randomToken());
      return deps.sessions.endSessions((tx, revoke) =>
        locked(tx, playerId, async (player) => {
          if (player.id === adminId) throw invalid('CANNOT_RESET_SELF', ADMIN_MESSAGES.cannotResetSelf);
          const now = clock.now();
          await setPasswordHash(tx, player.id, passwordHash, now);
          const revoked = (await revoke({ userId: player.id, now })).length;
          const t = emailText(player.language);
          await deps.mailer.send(
            {
              to: player.email,
              subject: t('Set a new Arena password'),
              text: [
                t(`Hello ${player.name},`),
                '',
                t(
                  'An Arena admin has reset the password of your account to protect it, and signed it out on every device.',
                ),
                t(
                  'To sign in again, choose "Forgot password" on the login page and set a new password with the code we e-mail you.',
                ),
                '',
                t('If you did not ask for this, reply to this e-mail or use the contact page.'),
              ].join('\n'),
            },
            tx,
          );
          await recordAdminAction(tx, {
            adminId,
            action: 'player.force_password_reset',
            targetType: 'player',
            targetId: player.id,
            before: playerSnapshot(player),
            after: { sessions_revoked: revoked },
            note: null,
          });
          return player;
        }),
      );
    },

    /** The player's ledger entries, newest first. */
    ledger(playerId: number, page: { limit?: number; offset?: number }) {
      return playerLedger(db, playerId, page);
    },

    async ban(adminId: number, playerId: number, reason: string) {
      const banned = await deps.sessions.endSessions((tx, revoke) =>
        locked(tx, playerId, async (player) => {
          if (player.id === adminId) throw invalid('CANNOT_BAN_SELF', ADMIN_MESSAGES.cannotBanSelf);
          if (player.role === 'admin') throw invalid('CANNOT_BAN_ADMIN', ADMIN_MESSAGES.cannotBanAdmin);
          const now = clock.now();
          const after = await updatePlayer(tx, player.id, {
            bannedAt: player.bannedAt ?? now,
            updatedAt: now,
          });
          await setRatingsListed(tx, player.id, false);
          const revoked = (await revoke({ userId: player.id, now })).length;
          await recordAdminAction(tx, {
            adminId,
            action: 'player.ban',
            targetType: 'player',
            targetId: player.id,
            before: playerSnapshot(player),
            after: { ...playerSnapshot(after), sessions_revoked: revoked },
            note: reason,
          });
          return after;
        }),
      );
      deps.onChange?.();
      return banned;
    },

    /**
     * For a player whose verification e-mails do not arrive (a strict mail filter) and who has shown the address is
     * theirs another way (decision 0054): marks it verified, with the reason, audited. Not for one's own account.
     */
    markEmailVerified(adminId: number, playerId: number, reason: string): Promise<UserRow> {
      if (playerId === adminId)
        throw new AppError('forbidden', 'CANNOT_VERIFY_SELF', ADMIN_MESSAGES.cannotVerifySelf);
      return change(playerId, async (tx, player) => {
        if (player.emailVerifiedAt !== null)
          throw new AppError('conflict', 'EMAIL_ALREADY_VERIFIED', ADMIN_MESSAGES.emailAlreadyVerified);
        const now = clock.now();
        const after = await updatePlayer(tx, player.id, { emailVerifiedAt: now, updatedAt: now });
        await recordAdminAction(tx, {
          adminId,
          action: 'player.verify_email',
          targetType: 'player',
          targetId: player.id,
          before: { email: player.email, email_verified_at: null },
          after: { email: after.email, email_verified_at: now },
          note: reason,
        });
        return after;
      });
    },

    async unban(adminId: number, playerId: number) {
      const lifted = await change(playerId, async (tx, player) => {
        const after = await updatePlayer(tx, player.id, { bannedAt: null, updatedAt: clock.now() });
        await setRatingsListed(tx, player.id, true);
        await recordAdminAction(tx, {
          adminId,
          action: 'player.unban',
          targetType: 'player',
          targetId: player.id,
          before: playerSnapshot(player),
          after: playerSnapshot(after),
        });
        return after;
      });
      deps.onChange?.();
      return lifted;
    },

    /** A correction in either direction, never below zero, recorded in the ledger with the admin and the reason. */
    adjust(adminId: number, playerId: number, input: AdjustBalanceInput & { delta: number }) {
      // An admin minting money for themselves: a second admin must make any correction to their balances.
      if (playerId === adminId)
        throw new AppError('forbidden', 'CANNOT_ADJUST_SELF', ADMIN_MESSAGES.cannotAdjustSelf);
      return change(playerId, async (tx, player) => {
        const delta = input.asset === 'wallet' ? Math.round(input.delta * 100) : input.delta;
        await applyLedgerChange(tx, {
          userId: player.id,
          asset: input.asset,
          delta,
          reason: 'admin adjustment',
          reference: `admin:${randomUUID()}`,
          createdBy: adminId,
          note: input.reason,
          withinLimit: true,
        });
        // The locked row, as the ledger change left it.
        const after = (await findUserById(tx, player.id))!;
        await recordAdminAction(tx, {
          adminId,
          action: 'player.adjust',
          targetType: 'player',
          targetId: player.id,
          before: playerSnapshot(player),
          after: { ...playerSnapshot(after), asset: input.asset, delta },
          note: input.reason,
        });
        return after;
      });
    },

    setRole(adminId: number, playerId: number, role: 'player' | 'admin') {
      return change(playerId, async (tx, player) => {
        if (player.id === adminId && role !== 'admin')
          throw invalid('CANNOT_DEMOTE_SELF', ADMIN_MESSAGES.cannotDemoteSelf);
        const after = await updatePlayer(tx, player.id, { role, updatedAt: clock.now() });
        await recordAdminAction(tx, {
          adminId,
          action: role === 'admin' ? 'player.promote' : 'player.demote',
          targetType: 'player',
          targetId: player.id,
          before: playerSnapshot(player),
          after: playerSnapshot(after),
        });
        return after;
      });
    },
  };
}

export type AdminPlayersService = ReturnType<typeof createAdminPlayersService>;
