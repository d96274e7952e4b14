/**
 * Organisers' API keys (decision 0059): the scopes a key may hold, and the admin API's request and answer shapes.
 * A key is sent as `Authorization: Bearer <key>` and acts with its scopes only.
 */
import { z } from 'zod';

/** What a key may do; each route declares the one scope that lets a key call it (none: keys are refused). */
export const API_KEY_SCOPES = ['read', 'tournaments:write', 'results:write'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** Every key starts so (a secret scanner can recognise one); the rest is 32 random bytes, base64url. */
export const API_KEY_PREFIX = 'arena_sk_';

export const API_KEY_MESSAGES = {
  created: 'API key created; the key is shown only now',
  listed: 'API keys',
  revoked: 'API key revoked',
  notFound: 'API key',
  invalidKey: 'This API key is not valid or has been revoked.',
  scopeMissing: 'This API key may not call this route.',
  tooMany: 'At most 50 active API keys',
  scopesRequired: 'Choose at least one scope',
  nameRequired: 'Enter a name',
} as const;

export const createApiKeySchema = z.object({
  name: z.string().trim().min(1, { message: API_KEY_MESSAGES.nameRequired }).max(100),
  scopes: z
    .array(z.enum(API_KEY_SCOPES))
    .min(1, { message: API_KEY_MESSAGES.scopesRequired })
    .max(API_KEY_SCOPES.length)
    .transform((scopes) => [...new Set(scopes)]),
});
export type CreateApiKeyRequest = z.input<typeof createApiKeySchema>;

export const apiKeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  scopes: z.array(z.enum(API_KEY_SCOPES)),
  /** The key's first characters, not secret: enough to tell keys apart. */
  prefix: z.string(),
  created_at: z.string(),
  /** Kept to the minute. */
  last_used_at: z.string().nullable(),
  created_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;
