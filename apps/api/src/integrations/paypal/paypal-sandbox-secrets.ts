/**
 * The built-in sandbox's credentials, merchant id, webhook id and webhook signing key: generated at random once
 * per installation and kept in its database (decision 0030), so nobody can sign a webhook for someone else's
 * demo, and every instance of one installation (PostgreSQL shared by several) uses the same ones.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { paypalSandboxSecrets } from '../../db/schema/paypal-sandbox';
import { paypalId } from './paypal-sandbox.wire';

export interface SandboxSecrets {
  clientId: string;
  clientSecret: string;
  merchantId: string;
  webhookId: string;
  /** The HMAC key the sandbox signs its webhooks with (and its bearer tokens, with the client secret). */
  signingKey: string;
}

const SINGLE_ROW = 1;
const token = (bytes: number) => randomBytes(bytes).toString('base64url');

/**
 * This installation's secrets, created by whichever instance asks first: the insert does nothing when a row
 * exists (even one another instance inserted a moment ago), then every instance reads the same row.
 */
export async function loadSandboxSecrets(db: Db): Promise<SandboxSecrets> {
  await db
    .insert(paypalSandboxSecrets)
    .values({
      id: SINGLE_ROW,
      // Shaped like PayPal's: a long URL-safe client id and secret, a 13-character merchant id.
      clientId: `ARENA-${token(48)}`,
      clientSecret: token(48),
      merchantId: paypalId(13),
      webhookId: paypalId(24),
      signingKey: token(32),
    })
    .onConflictDoNothing({ target: paypalSandboxSecrets.id });
  const [row] = await db.select().from(paypalSandboxSecrets).where(eq(paypalSandboxSecrets.id, SINGLE_ROW));
  if (!row) throw new Error('the PayPal sandbox secrets could not be created');
  const { clientId, clientSecret, merchantId, webhookId, signingKey } = row;
  return { clientId, clientSecret, merchantId, webhookId, signingKey };
}

/** The secrets as the sandbox's parts read them: when they first serve a request. */
export interface SandboxSecretsRef {
  get(): Promise<SandboxSecrets>;
}

/**
 * The app's reference to the secrets, read (made, on an installation's first start) when first needed, once:
 * the server migrates the database after building the app, and some callers build it without a database to
 * serve (the OpenAPI document), so nothing is read before the sandbox is used. A failed read is tried again.
 */
export function sandboxSecretsOf(db: Db): SandboxSecretsRef {
  let loading: Promise<SandboxSecrets> | null = null;
  return {
    get() {
      loading ??= loadSandboxSecrets(db).catch((error: unknown) => {
        loading = null;
        throw error;
      });
      return loading;
    },
  };
}
