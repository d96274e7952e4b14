/** buildApp(config): the whole API and the web app on one Fastify instance; it never listens itself. */
import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import { installZodMessages } from '@arena/shared/zod-messages';
import type { AppDeps } from './app-deps';
import type { Config } from './config';
import { openDatabase } from './db/client';
import { authGuard } from './http/auth-guard';
import { refuseNulInBody, refuseNulInUrlAndHeaders } from './http/nul-character';
import { registerSuccessLanguage } from './http/success-language';
import { OPENAPI_TAGS, createOpenApiTransforms } from './http/openapi';
import {
  apiNotFound,
  clientErrorHandler,
  registerErrorHandling,
  routerErrorHandler,
} from './http/error-handler';
import { createMailer } from './integrations/mail/mailer';
import { createSandboxProvider } from './integrations/paypal/inject-fetch';
import type { PaymentProvider } from './integrations/paypal/payment-provider';
import {
  PAYPAL_BASE_URLS,
  createPayPalRestProvider,
  nodeFetch,
} from './integrations/paypal/paypal-rest.provider';
import { paypalSandboxControlRoutes } from './integrations/paypal/paypal-sandbox-controls.routes';
import { paypalSandboxRoutes } from './integrations/paypal/paypal-sandbox.routes';
import type { PayPalSandboxStore } from './integrations/paypal/paypal-sandbox.store';
import { SANDBOX_CERT_URL } from './integrations/paypal/paypal-sandbox.wire';
import { createSandboxWebhooks, type SandboxWebhooks } from './integrations/paypal/paypal-sandbox-webhooks';
import { sandboxSecretsOf, type SandboxSecretsRef } from './integrations/paypal/paypal-sandbox-secrets';
import { storageRoot, type FileStorage } from './integrations/storage/local-storage';
import { hasVariants, imageVariant, VARIANT_WIDTHS } from './integrations/storage/image-variants';
import { contentTypeOf } from './integrations/storage/s3-storage';
import { createStorage, isObjectStorage } from './integrations/storage/storage';
import { systemClock } from './lib/clock';
import { usePasswordHashing } from './lib/passwords';
import { createMemoryRateLimiter, createRedisRateLimiter } from './lib/rate-limiter';
import { shareInvalidation } from './lib/shared-invalidation';
import { createTtlCache } from './lib/ttl-cache';
import { adminPlayersRoutes } from './modules/admin-players/admin-players.routes';
import { adminAuditRoutes } from './modules/audit/admin-audit.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { emailChangeRoutes } from './modules/auth/email-change.routes';
import { emailVerificationRoutes } from './modules/auth/email-verification.routes';
import { accountSessionsRoutes } from './modules/auth/account-sessions.routes';
import { accountDataRoutes } from './modules/account-data/account-data.routes';
import { passkeysRoutes } from './modules/auth/passkeys.routes';
import { twoFactorRoutes } from './modules/auth/two-factor.routes';
import { AUTH_RATE_LIMITS, scaleLimits } from './modules/auth/auth.rules';
import { matchControlRoutes } from './modules/brackets/match-control.routes';
import type { MatchDeadlines } from './modules/brackets/match-deadlines.service';
import type { MatchForfeits } from './modules/brackets/match-forfeit.service';
import { adminBracketsRoutes } from './modules/brackets/admin-brackets.routes';
import { bracketsRoutes } from './modules/brackets/brackets.routes';
import { standingsRoutes } from './modules/brackets/standings.routes';
import { discordInteractionsRoutes } from './modules/discord/discord-interactions.routes';
import { discordLinkRoutes } from './modules/discord/discord-link.routes';
import { adminDashboardRoutes } from './modules/dashboard/admin-dashboard.routes';
import { enrolmentRoutes } from './modules/enrolment/enrolment.routes';
import { organiserEntriesRoutes } from './modules/enrolment/organiser-entries.routes';
import { adminGamesRoutes } from './modules/games/admin-games.routes';
import { matchEvidenceRoutes } from './modules/match-room/match-evidence.routes';
import { matchRoomRoutes } from './modules/match-room/match-room.routes';
import { matchVetoRoutes } from './modules/match-room/veto.routes';
import type { MatchVetoes } from './modules/match-room/veto.service';
import { gamesRoutes } from './modules/games/games.routes';
import { leaderboardRoutes } from './modules/leaderboard/leaderboard.routes';
import { healthRoutes } from './modules/health/health.routes';
import { adminStatementRoutes } from './modules/ledger/admin-statement.routes';
import { statementRoutes } from './modules/ledger/statement.routes';
import { lifecycleRoutes } from './modules/lifecycle/lifecycle.routes';
import type { LifecycleService } from './modules/lifecycle/lifecycle.service';
import { adminOutboxRoutes } from './modules/outbox/admin-outbox.routes';
import { adminPagesRoutes } from './modules/pages/admin-pages.routes';
import { createLiveBus, type LiveBus } from './modules/notifications/live-bus';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import type { OutboxWorker } from './modules/notifications/outbox-worker';
import { wakeOutbox } from './modules/notifications/outbox-wake';
import { resolveHost } from './modules/notifications/webhook-urls';
import { adminWebhooksRoutes } from './modules/webhooks/admin-webhooks.routes';
import { adminApiKeysRoutes } from './modules/api-keys/admin-api-keys.routes';
import type { OutboxRetention } from './modules/notifications/outbox-retention';
import type { CredentialRetention } from './modules/auth/credential-retention';
import { createStreamHub, type StreamHub } from './modules/notifications/stream-hub';
import { pagesRoutes } from './modules/pages/pages.routes';
import { adminPaymentsRoutes } from './modules/payments/admin-payments.routes';
import { adminProductsRoutes } from './modules/payments/admin-products.routes';
import { paymentsRoutes } from './modules/payments/payments.routes';
import type { PaymentsService } from './modules/payments/payments.service';
import { paypalWebhooksRoutes } from './modules/paypal-webhooks/paypal-webhooks.routes';
import type { ReconciliationService } from './modules/reconciliation/reconciliation.service';
import { profilesRoutes } from './modules/profiles/profiles.routes';
import { teamsRoutes } from './modules/teams/teams.routes';
import { adminTournamentsRoutes } from './modules/tournaments/admin-tournaments.routes';
import { tournamentsRoutes } from './modules/tournaments/tournaments.routes';
import { usersRoutes } from './modules/users/users.routes';
import { adminAgeAndCountryRoutes, ageAndCountryRoutes } from './modules/users/age-and-country.routes';
import { adminWithdrawalsRoutes } from './modules/wallet/admin-withdrawals.routes';
import type { WalletService } from './modules/wallet/wallet.service';
import { walletRoutes } from './modules/wallet/wallet.routes';
import { adminLaddersRoutes } from './modules/ladders/admin-ladders.routes';
import { laddersRoutes } from './modules/ladders/ladders.routes';
import type { LaddersService } from './modules/ladders/ladders.service';
import type { Ratings } from './modules/ratings/ratings.service';
import { createServices, type Services } from './services';

installZodMessages();

export type { AppDeps } from './app-deps';

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
    config: Config;
    /** Start, cancel and completion of tournaments; the server's scheduler calls it too. */
    lifecycle: LifecycleService;
    /** Purchases, withdrawals and their reconciliation (decision 0012); the server's sweep calls it. */
    money: { payments: PaymentsService; wallet: WalletService; reconciliation: ReconciliationService };
    /** Match deadlines and forfeits (decision 0024), vetoes (0041); the server runs their sweeps. */
    matchDay: { deadlines: MatchDeadlines; forfeits: MatchForfeits; vetoes: MatchVetoes };
    /** Season ladders (decision 0048): the server runs their season-end sweep. */
    ladders: LaddersService;
    /** Ratings (decision 0044): the server runs the backfill of results from before ratings at its start. */
    ratings: Ratings;
    /**
     * Notifications (decision 0021): the outbox worker, the live bus, this instance's open streams, and the
     * retention sweep the server runs.
     */
    notifications: { worker: OutboxWorker; bus: LiveBus; hub: StreamHub; retention: OutboxRetention };
    /** Ended sessions, old verification links, reset codes and challenges (decision 0064): the server sweeps them. */
    credentialRetention: CredentialRetention;
    /** The built-in sandbox's webhook sender when the sandbox is the provider (tests wait on drain()). */
    sandboxWebhooks: SandboxWebhooks | null;
  }
}

/** The built-in PayPal emulator: its state and the webhooks it sends. */
type PayPalSandbox = { store: PayPalSandboxStore; secrets: SandboxSecretsRef; webhooks: SandboxWebhooks };

/** How stale a public list may be on another instance; local writes clear it at once. */
const CATALOGUE_CACHE_TTL_MS = 5000;

/** JSON bodies are small; uploads have their own limit on their routes. */
const JSON_BODY_LIMIT = 64 * 1024;

export async function buildApp(config: Config, overrides: Partial<AppDeps> = {}): Promise<FastifyInstance> {
  usePasswordHashing(config.passwordHashing);
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: [
        'req.headers.authorization',
        'req.headers.cookie',
        '*.password',
        '*.otp',
        '*.code',
        '*.recovery_code',
      ],
    },
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    },
    bodyLimit: JSON_BODY_LIMIT,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    // Every answer is the envelope, including what the router and Node's HTTP parser refuse (decision 0013).
    frameworkErrors: routerErrorHandler,
    clientErrorHandler,
    ...serverTimeouts(config),
  }).withTypeProvider<ZodTypeProvider>();

  // JSON only (uploads add multipart on their own routes): anything else is a clear 415.
  app.removeContentTypeParser('text/plain');
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerSuccessLanguage(app);
  // Before the session, the cache and any route's validation: NUL never reaches the database (decision 0013).
  // Then every answer names its request, and API answers are never cached by browsers or proxies. One plain
  // (not async) hook for both: it runs on every request, the catalogue's cached answers included (decision 0035).
  app.addHook('onRequest', (request, reply, done) => {
    refuseNulInUrlAndHeaders(request);
    reply.header('x-request-id', request.id);
    if (request.url.startsWith('/api/')) {
      reply.header('cache-control', 'no-store');
      reply.header('x-content-type-options', 'nosniff');
    }
    done();
  });
  app.addHook('preValidation', refuseNulInBody);

  const owned: Array<() => Promise<void> | void> = [];
  const database = overrides.database ?? (await openDatabase(config, app.log));
  if (!overrides.database) owned.push(() => database.close());

  // One Redis connection for rate limits and publishing, one for listening (decision 0010: shared state).
  const connectRedis = (url: string, options: { queueWhileOffline?: boolean } = {}) => {
    const redis = new Redis(url, {
      maxRetriesPerRequest: 1,
      enableOfflineQueue: options.queueWhileOffline ?? false,
      lazyConnect: false,
    });
    redis.on('error', (error) => app.log.warn({ err: error }, 'redis error'));
    owned.push(() => void redis.quit().catch(() => redis.disconnect()));
    return redis;
  };
  const redis = config.redisUrl ? connectRedis(config.redisUrl) : undefined;

  let limiter = overrides.limiter;
  if (!limiter) {
    limiter = redis
      ? createRedisRateLimiter(redis, {
          prefix: `${config.redisPrefix}rl:`,
          onError: (error) => app.log.warn({ err: error }, 'rate limiter unavailable; request allowed'),
        })
      : createMemoryRateLimiter();
  }

  let catalogueCache =
    overrides.catalogueCache ?? createTtlCache({ ttlMs: CATALOGUE_CACHE_TTL_MS, maxEntries: 2000 });
  if (redis && config.redisUrl && !overrides.catalogueCache) {
    const shared = await shareInvalidation(catalogueCache, {
      publisher: redis,
      // The subscription waits for the connection (and is renewed on every reconnect).
      subscriber: connectRedis(config.redisUrl, { queueWhileOffline: true }),
      channel: `${config.redisPrefix}catalogue:invalidate`,
      onError: (error) => app.log.warn({ err: error }, 'could not tell other instances to clear their cache'),
    });
    owned.push(shared.stop);
    catalogueCache = shared.cache;
  }
  const mailer =
    overrides.mailer ??
    createMailer({
      db: database.db,
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      timeoutMs: config.notifications.sendTimeoutMs,
      connections: config.notifications.smtpConcurrency,
      // A mail to deliver wakes the outbox worker when its transaction commits, as a domain event does.
      onQueued: wakeOutbox,
    });
  if (!overrides.mailer) owned.push(() => mailer.close());

  // The built-in sandbox's credentials and signing key, this installation's own (decision 0030), read when
  // the sandbox is first used.
  const usesSandbox = overrides.payments ? overrides.payments.name === 'sandbox' : !config.paypal;
  const sandboxSecrets = usesSandbox ? sandboxSecretsOf(database.db) : null;

  const deps: AppDeps = {
    database,
    storage: overrides.storage ?? createStorage(config),
    catalogueCache,
    mailer,
    limiter,
    clock: overrides.clock ?? systemClock,
    limits: overrides.limits ?? scaleLimits(AUTH_RATE_LIMITS, config.rateLimitScale),
    payments: overrides.payments ?? paymentProvider(app, config, sandboxSecrets),
    resolveHost: overrides.resolveHost ?? resolveHost,
  };
  app.decorate('deps', deps);
  app.decorate('config', config);
  app.addHook('onClose', async () => {
    for (const close of owned.reverse()) await close();
  });

  // API answers above 1 KB go compressed to clients that accept it (static files are precompressed).
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    customTypes: /^application\/json\b/,
  });

  if (config.corsOrigin) {
    await app.register(cors, { origin: config.corsOrigin.split(',').map((origin) => origin.trim()) });
  }

  // Every route's operationId, summary, description and tags come from its schema; its error answers from
  // its facts, in http/openapi.ts (decision 0013).
  const openApi = createOpenApiTransforms();
  await app.register(swagger, {
    openapi: {
      // 3.1: the document describes the organisers' webhook events too (decision 0058).
      openapi: '3.1.0',
      info: {
        title: 'Arena API',
        version: '1.0.0',
        description:
          'Esports tournaments: accounts, teams, money, brackets. Every answer, success or refusal, is the ' +
          'envelope `{status_code, status, message, error[]}` with the HTTP status repeated in `status_code`.',
        contact: { name: 'Arena support', email: config.supportEmail },
      },
      servers: [{ url: config.publicUrl, description: 'This instance' }],
      tags: OPENAPI_TAGS,
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', description: 'A session token from sign-in' },
          // Decision 0059: an organiser's key; each operation that takes one lists the scope it needs.
          apiKey: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'arena_sk_…',
            description:
              'An API key made in the console (`arena_sk_...`), sent as `Authorization: Bearer <key>`. It acts with ' +
              'its scopes only; every answer carries RateLimit-Limit, RateLimit-Remaining and RateLimit-Reset.',
          },
        },
      },
    },
    transform: openApi.transform,
    transformObject: openApi.transformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  const live = await openLiveUpdates(app, config, deps, connectRedis);
  const services = createServices(deps, config, app.log, live, sandboxSecrets);
  // The safety net behind the revocations the bus brings (decision 0031).
  live.hub.checkSessionsEvery(
    config.notifications.sse.sessionCheckMs,
    (ids) => services.auth.liveSessionIds(ids),
    (error) => app.log.warn({ err: error }, 'live stream session check failed'),
  );
  // The server's scheduler and sweep call these; tests wait on the sandbox's webhooks.
  app.decorate('lifecycle', services.lifecycle);
  app.decorate('ladders', services.ladders);
  app.decorate('ratings', services.ratings);
  app.decorate('credentialRetention', services.credentialRetention);
  app.decorate('matchDay', {
    deadlines: services.matchDeadlines,
    forfeits: services.matchForfeits,
    vetoes: services.matchVetoes,
  });
  app.decorate('money', {
    payments: services.payments,
    wallet: services.wallet,
    reconciliation: services.reconciliation,
  });
  app.decorate('notifications', {
    worker: services.outboxWorker,
    bus: live.bus,
    hub: live.hub,
    retention: services.outboxRetention,
  });
  runNotifications(app, config, app.notifications);
  // The built-in PayPal emulator, only when it is the provider in use: never beside real PayPal.
  const sandbox = services.paypalSandbox &&
    sandboxSecrets && {
      store: services.paypalSandbox,
      secrets: sandboxSecrets,
      webhooks: sandboxWebhooksOf(app, config.paypalWebhookId ?? null, sandboxSecrets, owned),
    };
  app.decorate('sandboxWebhooks', sandbox ? sandbox.webhooks : null);
  await app.register(authGuard, {
    auth: services.auth,
    apiKeys: services.apiKeys,
    clock: deps.clock,
    hasSecondFactor: (user) => services.twoFactor.hasSecondFactor(deps.database.db, user),
  });
  await registerRoutes(app, services, { streams: live.hub, sandbox });

  // In a context of their own: the security headers' hooks (helmet's two and ours) and the picture variants' run
  // for pages, pictures and unknown addresses, never on an API route (decision 0035: per-request cost of public reads).
  await app.register(async (pages) => registerPages(pages, config, deps.storage));
  return app;
}

/** Every route plugin with the services it calls; the console's behind one admin guard. */
async function registerRoutes(
  app: FastifyInstance,
  services: Services,
  { streams, sandbox }: { streams: StreamHub; sandbox: PayPalSandbox | null },
): Promise<void> {
  await app.register(healthRoutes);
  await app.register(authRoutes(services.auth));
  await app.register(usersRoutes, { users: services.users, profile: services.profile });
  await app.register(ageAndCountryRoutes, { ageAndCountry: services.ageAndCountry });
  await app.register(emailChangeRoutes, { emailChange: services.emailChange });
  await app.register(emailVerificationRoutes, { emailVerification: services.emailVerification });
  await app.register(accountSessionsRoutes, { accountSessions: services.accountSessions });
  await app.register(accountDataRoutes, {
    accountData: services.accountData,
    accountDeletion: services.accountDeletion,
  });
  await app.register(twoFactorRoutes, { twoFactor: services.twoFactor });
  await app.register(passkeysRoutes, { passkeys: services.passkeys, auth: services.auth });
  await app.register(gamesRoutes, { games: services.games });
  await app.register(tournamentsRoutes, { tournaments: services.tournaments });
  await app.register(leaderboardRoutes, { leaderboard: services.leaderboard });
  await app.register(pagesRoutes, { pages: services.pages });
  await app.register(teamsRoutes, { teams: services.teams });
  await app.register(profilesRoutes, { profiles: services.profiles });
  await app.register(enrolmentRoutes, { enrolment: services.enrolment, waitlist: services.waitlist });
  await app.register(paymentsRoutes, {
    payments: services.payments,
    products: services.products,
    users: services.users,
  });
  await app.register(walletRoutes, { wallet: services.wallet, users: services.users });
  await app.register(statementRoutes, { statements: services.statements });
  await app.register(paypalWebhooksRoutes, { webhooks: services.paypalWebhooks });
  await app.register(discordInteractionsRoutes, {
    commands: services.discordCommands,
    publicKey: app.config.discordPublicKey,
    clock: app.deps.clock,
  });
  await app.register(discordLinkRoutes, { links: services.discordLinks });
  await app.register(bracketsRoutes, { results: services.bracketResults, reads: services.bracketReads });
  await app.register(standingsRoutes, { reads: services.bracketReads });
  await app.register(matchRoomRoutes, { rooms: services.matchRooms });
  await app.register(matchVetoRoutes, { vetoes: services.matchVetoes });
  await app.register(matchEvidenceRoutes, { evidence: services.matchEvidence });
  await app.register(laddersRoutes, { ladders: services.ladders });
  await app.register(notificationsRoutes, { notifications: services.notifications, hub: streams });
  if (sandbox) await app.register(paypalSandboxRoutes, sandbox);

  // The console: one guard for every route registered here; anyone but an admin gets an unknown route's 404.
  await app.register(async (admin) => {
    admin.addHook('onRequest', admin.requireAdmin);
    await admin.register(adminDashboardRoutes, { dashboard: services.dashboard });
    await admin.register(adminPlayersRoutes, { players: services.adminPlayers });
    await admin.register(adminStatementRoutes, { statements: services.statements });
    await admin.register(adminGamesRoutes, { games: services.adminGames });
    await admin.register(adminTournamentsRoutes, { tournaments: services.adminTournaments });
    await admin.register(lifecycleRoutes, { lifecycle: services.lifecycle });
    await admin.register(organiserEntriesRoutes, { entries: services.organiserEntries });
    await admin.register(adminBracketsRoutes, {
      results: services.bracketResults,
      reads: services.bracketReads,
    });
    await admin.register(matchControlRoutes, {
      forfeits: services.matchForfeits,
      controlRoom: services.controlRoom,
    });
    await admin.register(adminPagesRoutes, { content: services.adminPages });
    await admin.register(adminProductsRoutes, { products: services.products });
    await admin.register(adminAgeAndCountryRoutes, { ageAndCountry: services.ageAndCountry });
    await admin.register(adminPaymentsRoutes, { payments: services.payments });
    await admin.register(adminWithdrawalsRoutes, { wallet: services.wallet });
    await admin.register(adminOutboxRoutes, { outbox: services.outbox });
    await admin.register(adminAuditRoutes, { audit: services.audit });
    await admin.register(adminWebhooksRoutes, { webhooks: services.webhooks });
    await admin.register(adminApiKeysRoutes, { apiKeys: services.apiKeys });
    await admin.register(adminLaddersRoutes, { ladders: services.ladders });
    // Not PayPal's API: what the sandbox's PayPal does next, for the console and the tests.
    if (sandbox) await admin.register(paypalSandboxControlRoutes, sandbox);
  });
}

/** The sandbox's webhook sender: delivered to this app in-process, like PayPal would call the registered URL. */
function sandboxWebhooksOf(
  app: FastifyInstance,
  webhookId: string | null,
  secrets: SandboxSecretsRef,
  owned: Array<() => Promise<void> | void>,
): SandboxWebhooks {
  const webhooks = createSandboxWebhooks({
    post: async (request) =>
      (
        await app.inject({
          method: 'POST',
          url: request.url,
          headers: request.headers,
          payload: request.body,
        })
      ).statusCode,
    webhookId,
    secrets,
    certUrl: SANDBOX_CERT_URL,
    log: app.log,
  });
  owned.push(() => webhooks.drain());
  return webhooks;
}

/**
 * This instance's live updates (decision 0021): the bus between instances (Redis pub/sub, else PostgreSQL
 * LISTEN/NOTIFY) and the SSE streams open here; every message on the bus goes to the streams it concerns.
 */
async function openLiveUpdates(
  app: FastifyInstance,
  config: Config,
  { database, clock }: AppDeps,
  connectRedis: (url: string, options?: { queueWhileOffline?: boolean }) => Redis,
): Promise<{ bus: LiveBus; hub: StreamHub }> {
  const { sse } = config.notifications;
  const hub = createStreamHub(
    {
      maxConnections: sse.maxConnections,
      maxPerUser: sse.maxPerUser,
      maxPerClient: sse.maxPerClient,
      reservedForSignedIn: sse.reservedForSignedIn,
      maxAgeMs: sse.maxAgeMs,
      heartbeatMs: sse.heartbeatMs,
      retryMs: 2000,
      // About a thousand updates a client has not read: it has stopped reading, so it is dropped.
      maxBufferedBytes: 256 * 1024,
    },
    { now: () => clock.now().getTime() },
  );
  const bus = await createLiveBus({
    database,
    redis: config.redisUrl
      ? {
          publisher: connectRedis(config.redisUrl),
          subscriber: connectRedis(config.redisUrl, { queueWhileOffline: true }),
          channel: `${config.redisPrefix}live`,
        }
      : undefined,
    onMessage: (message) => hub.dispatch(message),
    onError: (error) => app.log.warn({ err: error }, 'live update bus error'),
  });
  return { bus, hub };
}

/** The outbox worker starts when the app is ready; on close the streams end first, then the worker and the bus. */
function runNotifications(
  app: FastifyInstance,
  config: Config,
  notifications: FastifyInstance['notifications'],
): void {
  const { worker, bus, hub } = notifications;
  if (config.notifications.worker) app.addHook('onReady', () => worker.start());
  // Streams never end on their own: close them first, or closing the server would wait for them.
  app.addHook('preClose', async () => {
    hub.closeAll();
    await worker.stop();
    await bus.stop();
  });
}

/** Fastify's and Node's server timeouts from the configuration (decision 0013). */
function serverTimeouts(config: Config) {
  const { connectionTimeoutMs, requestTimeoutMs, headersTimeoutMs, keepAliveTimeoutMs } = config.http;
  // Node checks headers and request deadlines on an interval (30 s by default): check often enough that a
  // deadline is kept within about a third of itself, and never more often than every 100 ms.
  const deadlines = [requestTimeoutMs, headersTimeoutMs].filter((ms) => ms > 0);
  const checkEvery = Math.min(30_000, Math.max(100, Math.floor(Math.min(...deadlines, 90_000) / 3)));
  return {
    connectionTimeout: connectionTimeoutMs,
    requestTimeout: requestTimeoutMs,
    keepAliveTimeout: keepAliveTimeoutMs,
    http: {
      requestTimeout: requestTimeoutMs,
      headersTimeout: headersTimeoutMs,
      keepAliveTimeout: keepAliveTimeoutMs,
      connectionsCheckingInterval: checkEvery,
    },
  };
}

function paymentProvider(
  app: FastifyInstance,
  config: Config,
  sandboxSecrets: SandboxSecretsRef | null,
): PaymentProvider {
  if (!config.paypal) {
    if (!sandboxSecrets) throw new Error('the PayPal sandbox needs its secrets');
    return createSandboxProvider(app, sandboxSecrets);
  }
  return createPayPalRestProvider({
    name: 'paypal',
    baseUrl: PAYPAL_BASE_URLS[config.paypal.mode],
    clientId: config.paypal.clientId,
    clientSecret: config.paypal.clientSecret,
    fetch: nodeFetch,
  });
}

/** PayPal's JS SDK loads scripts, frames and images from PayPal (its published CSP guidance). */
const PAYPAL_SOURCES = ['https://*.paypal.com', 'https://*.paypalobjects.com'];

/**
 * Uploaded files are cached for a day. Match evidence is private to a match's teams and the admins: its random
 * name is what keeps it so, so no shared cache keeps a copy and no search engine lists it.
 */
function storageHeaders(relativePath: string): Record<string, string> {
  return relativePath.startsWith('match_evidence/')
    ? { 'cache-control': 'private, max-age=86400', 'x-robots-tag': 'noindex' }
    : { 'cache-control': 'public, max-age=86400' };
}

/** The built web app and uploaded files, with security headers on pages (not on JSON, for speed). */
async function registerPages(app: FastifyInstance, config: Config, storage: FileStorage): Promise<void> {
  const paypal = config.paypal ? PAYPAL_SOURCES : [];
  // Browsers trust plain HTTP only on localhost: telling them to upgrade (or to remember HTTPS) when the site is
  // served over http would break a LAN demo or a `docker compose` reached by address.
  const https = config.publicUrl.startsWith('https://');
  await app.register(helmet, {
    global: false,
    strictTransportSecurity: https,
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...paypal],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...paypal],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...paypal],
        frameSrc: ["'self'", ...paypal],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: https ? [] : null,
      },
    },
  });
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/')) await reply.helmet();
  });

  // `/storage/<picture>?w=480|720`: a narrower copy for small screens (decision 0025); anything else falls through
  // to the stored file itself.
  const readStored = (relativePath: string) => storage.read(relativePath);
  app.addHook('onRequest', async (request, reply) => {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || !request.url.startsWith('/storage/'))
      return;
    const width = Number((request.query as { w?: unknown }).w);
    if (!VARIANT_WIDTHS.includes(width)) return;
    let relativePath: string;
    try {
      relativePath = decodeURIComponent(request.url.slice('/storage/'.length).split('?')[0]!);
    } catch {
      return;
    }
    if (!hasVariants(relativePath)) return;
    const content = await imageVariant(storage, readStored, relativePath, width);
    if (!content) return;
    return reply.type(contentTypeOf(relativePath)).headers(storageHeaders(relativePath)).send(content);
  });

  if (isObjectStorage(storage)) {
    // Objects are served at the same addresses as the local folder's files (put a CDN in front for scale).
    app.get('/storage/*', { schema: { hide: true } }, async (request, reply) => {
      const relativePath = decodeURIComponent((request.params as { '*': string })['*']);
      const valid =
        /^[\w./-]+$/.test(relativePath) && !relativePath.split('/').some((s) => s === '..' || s === '');
      const object = valid ? await storage.get(relativePath) : null;
      if (!object) return apiNotFound(request, reply);
      return reply
        .type(object.contentType || contentTypeOf(relativePath))
        .headers(storageHeaders(relativePath))
        .send(object.body);
    });
  } else {
    const storageDir = storageRoot(config.dataDir);
    fs.mkdirSync(storageDir, { recursive: true });
    await app.register(fastifyStatic, {
      root: storageDir,
      prefix: '/storage/',
      decorateReply: false,
      index: false,
      list: false,
      dotfiles: 'deny',
      maxAge: '1d',
      setHeaders(reply, filePath) {
        reply.headers(storageHeaders(path.relative(storageDir, filePath).split(path.sep).join('/')));
      },
    });
  }

  const hasWebBuild = fs.existsSync(path.join(config.webDistDir, 'index.html'));
  if (hasWebBuild) {
    await app.register(fastifyStatic, {
      root: config.webDistDir,
      prefix: '/',
      wildcard: false,
      index: ['index.html'],
      // The build writes .br and .gz copies (apps/web/build/precompress.ts): sent with Content-Encoding and Vary.
      preCompressed: true,
      setHeaders(reply, filePath) {
        // Hashed assets never change; index.html must always be fresh.
        reply.header(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });
    // `/embed`: the same page, framable by any site (decision 0061) — organisers embed `/embed#/embed/bracket?…`.
    // Only this path relaxes frame-ancestors; `/` and every other page stay unframeable.
    app.get('/embed', { schema: { hide: true } }, (_request, reply) => {
      const csp = String(reply.getHeader('content-security-policy') ?? '');
      reply.removeHeader('x-frame-options');
      return reply
        .header('content-security-policy', csp.replace(/frame-ancestors [^;]*/, 'frame-ancestors *'))
        .type('text/html')
        .header('cache-control', 'no-cache')
        .sendFile('index.html', config.webDistDir);
    });
    // Browsers and crawlers that ignore <link rel="icon"> still ask for /favicon.ico: send them to the one icon.
    app.get('/favicon.ico', { schema: { hide: true } }, (_request, reply) =>
      reply.header('cache-control', 'public, max-age=86400').redirect('/favicon.svg', 301),
    );
  } else if (config.env !== 'test') {
    app.log.warn(`No web build in ${config.webDistDir}: run "npm run build" to serve the web app`);
  }

  app.setNotFoundHandler((request, reply) => {
    const wantsPage =
      request.method === 'GET' && !request.url.startsWith('/api/') && !request.url.startsWith('/storage/');
    if (wantsPage && hasWebBuild && (request.headers.accept ?? '').includes('text/html')) {
      // Hash routing: every page is index.html; the browser picks the screen from the #fragment.
      return reply
        .type('text/html')
        .header('cache-control', 'no-cache')
        .sendFile('index.html', config.webDistDir);
    }
    return apiNotFound(request, reply);
  });
}
