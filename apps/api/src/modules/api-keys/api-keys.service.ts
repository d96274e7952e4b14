/**
 * Organisers' API keys (decision 0059): made with the key shown once (stored as its SHA-256), listed, revoked;
 * and the check of a presented key, with its per-key rate limit shared by every instance. Making and revoking
 * are audited in their own transaction.
 */
import { randomBytes } from 'node:crypto';
import {
  API_KEY_MESSAGES as M,
  API_KEY_PREFIX,
  type ApiKey,
  type ApiKeyScope,
  type CreateApiKeyRequest,
} from '@arena/shared/api-keys';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema/users';
import { AppError, invalid, notFound } from '../../http/errors';
import type { Clock } from '../../lib/clock';
import type { RateLimiter } from '../../lib/rate-limiter';
import { sha256 } from '../../lib/tokens';
import { recordAdminAction } from '../audit/audit.service';
import {
  countActiveApiKeys,
  findLiveApiKeyByHash,
  insertApiKey,
  listActiveApiKeys,
  revokeApiKey,
  touchApiKey,
  type ApiKeyRow,
} from './api-keys.repository';

export const MAX_ACTIVE_API_KEYS = 50;
/** `last_used_at` is kept to the minute: one write a minute per key at most. */
export const LAST_USED_STEP_MS = 60_000;
const RATE_WINDOW_MS = 60_000;
/** Shown in the console: the recognisable start and a few characters of the random part. */
const DISPLAY_PREFIX_LENGTH = API_KEY_PREFIX.length + 6;

export const isApiKeyToken = (token: string): boolean => token.startsWith(API_KEY_PREFIX);

/** A presented key that passed: who it acts for and what it may do. */
export interface AuthenticatedApiKey {
  id: number;
  name: string;
  scopes: ApiKeyScope[];
  /** The admin who made it; the key acts on their behalf. */
  user: UserRow;
}

/** The IETF RateLimit header fields' values for this answer. */
export interface ApiKeyRate {
  limit: number;
  remaining: number;
  resetSeconds: number;
}

function toApiKey(row: ApiKeyRow, creatorName: string | null): ApiKey {
  return {
    id: row.id,
    name: row.name,
    scopes: row.scopes,
    prefix: row.prefix,
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
    created_by: creatorName === null ? null : { id: row.createdBy, name: creatorName },
  };
}

export function invalidApiKey(): AppError {
  return new AppError('unauthenticated', 'API_KEY_INVALID', M.invalidKey);
}

export function createApiKeysService(deps: {
  db: Db;
  clock: Clock;
  limiter: RateLimiter;
  perMinute: number;
}) {
  const { db, clock } = deps;
  return {
    async create(
      adminId: number,
      request: CreateApiKeyRequest & { scopes: ApiKeyScope[] },
    ): Promise<ApiKey & { key: string }> {
      const key = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
      return db.transaction(async (tx) => {
        if ((await countActiveApiKeys(tx)) >= MAX_ACTIVE_API_KEYS)
          throw invalid('API_KEYS_TOO_MANY', M.tooMany);
        const row = await insertApiKey(tx, {
          name: request.name.trim(),
          scopes: request.scopes,
          keyHash: sha256(key),
          prefix: key.slice(0, DISPLAY_PREFIX_LENGTH),
          createdBy: adminId,
          createdAt: clock.now(),
        });
        await recordAdminAction(tx, {
          adminId,
          action: 'api_key.create',
          targetType: 'api_key',
          targetId: row.id,
          after: { name: row.name, scopes: row.scopes, prefix: row.prefix },
        });
        return { ...toApiKey(row, null), key };
      });
    },

    async list(): Promise<ApiKey[]> {
      const rows = await listActiveApiKeys(db);
      return rows.map(({ key, creatorName }) => toApiKey(key, creatorName));
    },

    async revoke(adminId: number, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const row = await revokeApiKey(tx, id, clock.now());
        if (!row) throw notFound(M.notFound);
        await recordAdminAction(tx, {
          adminId,
          action: 'api_key.revoke',
          targetType: 'api_key',
          targetId: row.id,
          before: { name: row.name, scopes: row.scopes, prefix: row.prefix },
        });
      });
    },

    /**
     * Counts the request against the key's minute (every instance shares the count when Redis is configured), then
     * reads the key: a revoked key is refused on every instance at once, since nothing about keys is cached.
     */
    async authenticate(token: string): Promise<{
      rate: ApiKeyRate;
      allowed: boolean;
      retryAfterMs: number;
      key: AuthenticatedApiKey | null;
    }> {
      const keyHash = sha256(token);
      const verdict = await deps.limiter.consume(`api-key:${keyHash.slice(0, 32)}`, {
        limit: deps.perMinute,
        windowMs: RATE_WINDOW_MS,
      });
      const rate = {
        limit: deps.perMinute,
        remaining: Math.max(0, deps.perMinute - verdict.count),
        resetSeconds: Math.ceil(verdict.retryAfterMs / 1000),
      };
      if (!verdict.allowed) return { rate, allowed: false, retryAfterMs: verdict.retryAfterMs, key: null };
      const found = await findLiveApiKeyByHash(db, keyHash);
      // A key made by someone who is no longer an admin stops with them.
      const creator = found?.creator;
      if (!found || !creator || creator.role !== 'admin' || creator.bannedAt || creator.deletedAt) {
        return { rate, allowed: true, retryAfterMs: 0, key: null };
      }
      const now = clock.now();
      const last = found.key.lastUsedAt;
      if (!last || now.getTime() - last.getTime() >= LAST_USED_STEP_MS)
        await touchApiKey(db, found.key.id, now, LAST_USED_STEP_MS);
      return {
        rate,
        allowed: true,
        retryAfterMs: 0,
        key: { id: found.key.id, name: found.key.name, scopes: found.key.scopes, user: creator },
      };
    },
  };
}

export type ApiKeysService = ReturnType<typeof createApiKeysService>;
