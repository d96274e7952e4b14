/** What the app is built from: infrastructure that tests may replace (buildApp's overrides). */
import type { Database } from './db/client';
import type { CachedResponse } from './http/envelope';
import type { PaymentProvider } from './integrations/paypal/payment-provider';
import type { FileStorage } from './integrations/storage/local-storage';
import type { Mailer } from './integrations/mail/mailer';
import type { Clock } from './lib/clock';
import type { RateLimiter } from './lib/rate-limiter';
import type { TtlCache } from './lib/ttl-cache';
import type { AuthRateLimits } from './modules/auth/auth.rules';

export interface AppDeps {
  database: Database;
  /** Public catalogue reads; cleared by every write that changes what they show. */
  catalogueCache: TtlCache<CachedResponse>;
  /** Public files: banners and profile pictures. */
  storage: FileStorage;
  mailer: Mailer;
  limiter: RateLimiter;
  clock: Clock;
  limits: AuthRateLimits;
  /** PayPal, or the built-in PayPal-compatible sandbox when no credentials are set (decision 0008). */
  payments: PaymentProvider;
  /** A host's addresses, for organisers' webhooks (tests answer as a rebinding DNS server would). */
  resolveHost: (host: string) => Promise<string[]>;
}
