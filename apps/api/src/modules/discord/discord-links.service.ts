/**
 * Linking a Discord user to an Arena account (decision 0060): My Account makes a one-time code (8 characters,
 * 10 minutes, kept only as a hash; a new one replaces the last), `/arena link code:<code>` uses it up.
 * One Discord user to one account, both ways.
 */
import { randomInt } from 'node:crypto';
import {
  DISCORD_LINK_CODE_ALPHABET,
  DISCORD_LINK_CODE_LENGTH,
  DISCORD_LINK_CODE_MINUTES,
  DISCORD_MESSAGES,
  discordLinkCommand,
  type DiscordLinkCode,
  type DiscordLinkStatus,
} from '@arena/shared/discord';
import type { Db } from '../../db/client';
import { AppError, invalid, rateLimited } from '../../http/errors';
import { plain } from './discord-interactions';
import type { Clock } from '../../lib/clock';
import type { RateLimiter, RateLimitRule } from '../../lib/rate-limiter';
import { sha256 } from '../../lib/tokens';
import {
  consumeLinkCode,
  deleteLink,
  findLinkOfUser,
  findLinkedAccount,
  insertLink,
  replaceLinkCode,
} from './discord.repository';

/** Guesses of one Discord user: a code is one of 32^8, so this keeps guessing hopeless. */
const LINK_ATTEMPTS: RateLimitRule = { limit: 10, windowMs: 10 * 60_000 };

/** What the player typed, as the code is made: upper case, without spaces or dashes. */
export function normaliseLinkCode(typed: string): string | undefined {
  const code = typed.replace(/[\s-]/g, '').toUpperCase();
  const valid =
    code.length === DISCORD_LINK_CODE_LENGTH &&
    [...code].every((c) => DISCORD_LINK_CODE_ALPHABET.includes(c));
  return valid ? code : undefined;
}

function newLinkCode(): string {
  let code = '';
  for (let i = 0; i < DISCORD_LINK_CODE_LENGTH; i++)
    code += DISCORD_LINK_CODE_ALPHABET[randomInt(DISCORD_LINK_CODE_ALPHABET.length)];
  return code;
}

export interface DiscordUser {
  id: string;
  username: string;
}

export function createDiscordLinks(deps: { db: Db; clock: Clock; limiter: RateLimiter; enabled: boolean }) {
  const { db, clock } = deps;
  return {
    async status(userId: number): Promise<DiscordLinkStatus> {
      const link = await findLinkOfUser(db, userId);
      return {
        enabled: deps.enabled,
        link: link
          ? {
              discord_user_id: link.discordUserId,
              discord_username: link.discordUsername,
              linked_at: link.linkedAt.toISOString(),
            }
          : null,
      };
    },

    async createCode(userId: number): Promise<DiscordLinkCode> {
      if (!deps.enabled)
        throw new AppError('not_found', 'DISCORD_NOT_CONFIGURED', DISCORD_MESSAGES.notConfigured);
      const now = clock.now();
      const code = newLinkCode();
      const expiresAt = new Date(now.getTime() + DISCORD_LINK_CODE_MINUTES * 60_000);
      await db.transaction(async (tx) => {
        if (await findLinkOfUser(tx, userId))
          throw new AppError('conflict', 'DISCORD_ALREADY_LINKED', DISCORD_MESSAGES.alreadyLinked);
        await replaceLinkCode(tx, { userId, codeHash: sha256(code), expiresAt, now });
      });
      return { code, command: discordLinkCommand(code), expires_at: expiresAt.toISOString() };
    },

    async unlink(userId: number): Promise<void> {
      if (!(await deleteLink(db, userId)))
        throw new AppError('not_found', 'DISCORD_NOT_LINKED', DISCORD_MESSAGES.notLinked);
    },

    /** `/arena link code:<code>`: answers the sentence to show in Discord; refusals are thrown. */
    async linkWithCode(discordUser: DiscordUser, typed: string): Promise<string> {
      const attempt = await deps.limiter.consume(`discord-link:${discordUser.id}`, LINK_ATTEMPTS);
      if (!attempt.allowed) throw rateLimited(attempt.retryAfterMs);
      const code = normaliseLinkCode(typed);
      if (!code) throw invalid('DISCORD_CODE_INVALID', DISCORD_MESSAGES.codeInvalid);
      const now = clock.now();
      // A refusal after the code is used up rolls it back: the code still works once the player sorts it out.
      return db.transaction(async (tx) => {
        const userId = await consumeLinkCode(tx, sha256(code), now);
        if (userId === undefined) throw invalid('DISCORD_CODE_INVALID', DISCORD_MESSAGES.codeInvalid);
        const existing = await findLinkedAccount(tx, discordUser.id);
        if (existing && existing.userId !== userId)
          throw new AppError('conflict', 'DISCORD_TAKEN', DISCORD_MESSAGES.discordTaken);
        if (!existing) {
          const inserted = await insertLink(tx, {
            userId,
            discordUserId: discordUser.id,
            discordUsername: discordUser.username,
            now,
          });
          if (!inserted) {
            // The account was linked meanwhile, or this Discord user to another account.
            const other = await findLinkOfUser(tx, userId);
            throw new AppError(
              'conflict',
              other ? 'DISCORD_ALREADY_LINKED' : 'DISCORD_TAKEN',
              other ? DISCORD_MESSAGES.alreadyLinked : DISCORD_MESSAGES.discordTaken,
            );
          }
        }
        const account = await findLinkedAccount(tx, discordUser.id);
        if (!account || account.bannedAt || account.deletedAt)
          throw invalid('ACCOUNT_SUSPENDED', DISCORD_MESSAGES.suspended);
        return DISCORD_MESSAGES.linked(plain(account.name));
      });
    },

    /** The Arena account a Discord user acts as; refusals (not linked, suspended) are thrown. */
    async accountOf(discordUserId: string): Promise<{ userId: number; name: string }> {
      const account = await findLinkedAccount(db, discordUserId);
      if (!account || account.deletedAt) throw invalid('DISCORD_NOT_LINKED', DISCORD_MESSAGES.linkFirst);
      if (account.bannedAt) throw invalid('ACCOUNT_SUSPENDED', DISCORD_MESSAGES.suspended);
      return { userId: account.userId, name: account.name };
    },

    /** The linked account, if any, without refusing (the public standings' default tournament). */
    async optionalAccountOf(discordUserId: string): Promise<number | undefined> {
      const account = await findLinkedAccount(db, discordUserId);
      return account && !account.bannedAt && !account.deletedAt ? account.userId : undefined;
    },

    /** The interface language the linked account chose (decision 0062), or null (none linked, none chosen). */
    async languageOf(discordUserId: string): Promise<string | null> {
      return (await findLinkedAccount(db, discordUserId))?.language ?? null;
    },
  };
}

export type DiscordLinks = ReturnType<typeof createDiscordLinks>;
