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
import type { Config } from './config';
import { openDatabase, type Database } from './db/client';
import { authGuard } from './http/auth-guard';
import { refuseNulInBody, refuseNulInUrlAndHeaders } from './http/nul-character';
import { OPENAPI_TAGS, createOpenApiTransforms } from './http/openapi';
import {
  apiNotFound,
  clientErrorHandler,
  registerErrorHandling,
  routerErrorHandler,
} from './http/error-handler';
import { createMailer, type Mailer } from './integrations/mail/mailer';
import { createSandboxProvider } from './integrations/paypal/inject-fetch';
import type { PaymentProvider } from './integrations/paypal/payment-provider';
import {
  PAYPAL_BASE_URLS,
  createPayPalRestProvider,
  nodeFetch,
} from './integrations/paypal/paypal-rest.provider';
import { SANDBOX_CERT_URL, paypalSandboxRoutes } from './integrations/paypal/paypal-sandbox.routes';
import {
  SANDBOX_WEBHOOK_ID,
  createSandboxWebhooks,
  type SandboxWebhooks,
} from './integrations/paypal/paypal-sandbox-webhooks';
import { statementRoutes } from './modules/ledger/statement.routes';
import { paymentsAdminRoutes } from './modules/payments/payments-admin.routes';
import { createPaymentsService, type PaymentsService } from './modules/payments/payments.service';
import { paypalWebhooksRoutes } from './modules/paypal-webhooks/paypal-webhooks.routes';
import { createPaypalWebhooksService } from './modules/paypal-webhooks/paypal-webhooks.service';
import {
  DEFAULT_RECONCILIATION,
  createReconciliationService,
  type ReconciliationService,
} from './modules/reconciliation/reconciliation.service';
import { createWalletService, type WalletService } from './modules/wallet/wallet.service';
import { storageRoot, type FileStorage } from './integrations/storage/local-storage';
import { contentTypeOf } from './integrations/storage/s3-storage';
import { createStorage, isObjectStorage } from './integrations/storage/storage';
import { systemClock, type Clock } from './lib/clock';
import { createMemoryRateLimiter, createRedisRateLimiter, type RateLimiter } from './lib/rate-limiter';
import { shareInvalidation } from './lib/shared-invalidation';
import { createTtlCache, type TtlCache } from './lib/ttl-cache';
import { adminRoutes } from './modules/admin/admin.routes';
import { adminCatalogueRoutes } from './modules/admin-catalogue/admin-catalogue.routes';
import { dashboardRoutes } from './modules/admin/dashboard.routes';
import { adminPlayersRoutes } from './modules/admin-players/admin-players.routes';
import { adminProductsRoutes } from './modules/admin-products/admin-products.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { createBracket } from './modules/brackets/bracket.service';
import { bracketsRoutes } from './modules/brackets/brackets.routes';
import { AUTH_RATE_LIMITS, scaleLimits, type AuthRateLimits } from './modules/auth/auth.rules';
import { createAuthService } from './modules/auth/auth.service';
import { gamesRoutes } from './modules/games/games.routes';
import { healthRoutes } from './modules/health/health.routes';
import { enrolmentRoutes } from './modules/enrolment/enrolment.routes';
import { lifecycleRoutes } from './modules/lifecycle/lifecycle.routes';
import { createLifecycleService, type LifecycleService } from './modules/lifecycle/lifecycle.service';
import { pagesRoutes } from './modules/pages/pages.routes';
import { paymentsRoutes } from './modules/payments/payments.routes';
import { teamsRoutes } from './modules/teams/teams.routes';
import { tournamentsRoutes } from './modules/tournaments/tournaments.routes';
import { usersRoutes } from './modules/users/users.routes';
import { walletRoutes } from './modules/wallet/wallet.routes';

installZodMessages();

/** A cached public answer: the envelope, and the same serialised once for visitors. */
export interface CachedResponse {
  body: Record<string, unknown>;
  json: string;
}

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
  /** PayPal, or the built-in PayPal-compatible sandbox when no credentials are set (DESIGN section 6). */
  payments: PaymentProvider;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
    config: Config;
    /** Start, cancel and completion of tournaments; the server's scheduler calls it too. */
    lifecycle: LifecycleService;
    /** Purchases, withdrawals and their reconciliation (decision 0012); the server's sweep calls it. */
    money: { payments: PaymentsService; wallet: WalletService; reconciliation: ReconciliationService };
    /** The built-in sandbox's webhook sender when the sandbox is the provider (tests wait on drain()). */
    sandboxWebhooks: SandboxWebhooks | null;
  }
}

/** How stale a public list may be on another instance; local writes clear it at once. */
const CATALOGUE_CACHE_TTL_MS = 5000;

/** JSON bodies are small; uploads have their own limit on their routes. */
const JSON_BODY_LIMIT = 64 * 1024;

export async function buildApp(config: Config, overrides: Partial<AppDeps> = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.otp'],
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
  // Before the session, the cache and any route's validation: NUL never reaches the database (decision 0013).
  app.addHook('onRequest', refuseNulInUrlAndHeaders);
  app.addHook('preValidation', refuseNulInBody);

  const owned: Array<() => Promise<void> | void> = [];
  const database = overrides.database ?? (await openDatabase(config, app.log));
  if (!overrides.database) owned.push(() => database.close());

  // One Redis connection for rate limits and publishing, one for listening (DESIGN section 7: shared state).
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
    createMailer({ db: database.db, smtpUrl: config.smtpUrl, from: config.mailFrom, log: app.log });
  if (!overrides.mailer) owned.push(() => mailer.close());

  const deps: AppDeps = {
    database,
    storage: overrides.storage ?? createStorage(config),
    catalogueCache,
    mailer,
    limiter,
    clock: overrides.clock ?? systemClock,
    limits: overrides.limits ?? scaleLimits(AUTH_RATE_LIMITS, config.rateLimitScale),
    payments: overrides.payments ?? paymentProvider(app, config),
  };
  app.decorate('deps', deps);
  app.decorate('config', config);
  app.addHook('onClose', async () => {
    for (const close of owned.reverse()) await close();
  });

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
    if (request.url.startsWith('/api/')) {
      reply.header('cache-control', 'no-store');
      reply.header('x-content-type-options', 'nosniff');
    }
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
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: openApi.transform,
    transformObject: openApi.transformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  const auth = createAuthService({
    db: database.db,
    mailer,
    limiter,
    clock: deps.clock,
    log: app.log,
    limits: deps.limits,
    logOtp: config.env === 'development' && !config.smtpUrl,
  });
  await app.register(authGuard, { auth });
  await app.register(healthRoutes);
  await app.register(authRoutes(auth));
  await app.register(usersRoutes);
  await app.register(gamesRoutes);
  await app.register(tournamentsRoutes);
  await app.register(pagesRoutes);
  await app.register(teamsRoutes);
  await app.register(adminRoutes);
  await app.register(adminCatalogueRoutes);
  await app.register(dashboardRoutes);
  await app.register(adminPlayersRoutes);
  await app.register(adminProductsRoutes);
  const lifecycle = createLifecycleService({
    db: database.db,
    clock: deps.clock,
    log: app.log,
    createBracket,
    onChange: () => deps.catalogueCache.clear(),
  });
  app.decorate('lifecycle', lifecycle);
  await app.register(enrolmentRoutes);
  await app.register(lifecycleRoutes, { lifecycle });
  const payments = createPaymentsService({
    db: database.db,
    provider: deps.payments,
    clock: deps.clock,
    log: app.log,
  });
  const wallet = createWalletService({
    db: database.db,
    provider: deps.payments,
    clock: deps.clock,
    log: app.log,
  });
  const reconciliation = createReconciliationService({
    payments,
    wallet,
    log: app.log,
    settings: { ...DEFAULT_RECONCILIATION, graceMs: config.reconcile.graceMs },
  });
  app.decorate('money', { payments, wallet, reconciliation });
  await app.register(paymentsRoutes);
  await app.register(paymentsAdminRoutes);
  await app.register(walletRoutes);
  await app.register(statementRoutes);
  const webhookId = config.paypalWebhookId ?? (deps.payments.name === 'sandbox' ? SANDBOX_WEBHOOK_ID : null);
  if (webhookId === null && config.paypal) {
    app.log.warn(
      'PAYPAL_WEBHOOK_ID is not set: PayPal webhooks will be refused; the reconciliation sweep alone settles payments and payouts',
    );
  }
  await app.register(paypalWebhooksRoutes, {
    webhooks: createPaypalWebhooksService({
      db: database.db,
      provider: deps.payments,
      payments,
      wallet,
      clock: deps.clock,
      log: app.log,
      webhookId,
    }),
  });
  // The final's result completes the tournament and pays the prizes, in the same transaction.
  await app.register(bracketsRoutes, { onFinished: lifecycle.complete });
  // The emulator answers only when it is the provider in use: never beside real PayPal.
  let sandboxWebhooks: SandboxWebhooks | null = null;
  if (deps.payments.name === 'sandbox') {
    sandboxWebhooks = createSandboxWebhooks({
      // Delivered to this app in-process, like PayPal would call the registered URL.
      post: async (request) =>
        (
          await app.inject({
            method: 'POST',
            url: request.url,
            headers: request.headers,
            payload: request.body,
          })
        ).statusCode,
      webhookId: webhookId ?? SANDBOX_WEBHOOK_ID,
      certUrl: SANDBOX_CERT_URL,
      log: app.log,
    });
    const delivering = sandboxWebhooks;
    owned.push(() => delivering.drain());
    await app.register(paypalSandboxRoutes, {
      db: database.db,
      clock: deps.clock,
      webhooks: sandboxWebhooks,
      requireAdmin: app.requireAdmin,
    });
  }
  app.decorate('sandboxWebhooks', sandboxWebhooks);

  await registerPages(app, config, deps.storage);
  return app;
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

function paymentProvider(app: FastifyInstance, config: Config): PaymentProvider {
  if (!config.paypal) return createSandboxProvider(app);
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

/** The built web app and uploaded files, with security headers on pages (not on JSON, for speed). */
async function registerPages(app: FastifyInstance, config: Config, storage: FileStorage): Promise<void> {
  const paypal = config.paypal ? PAYPAL_SOURCES : [];
  await app.register(helmet, {
    global: false,
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
      },
    },
  });
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/')) await reply.helmet();
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
        .header('cache-control', 'public, max-age=86400')
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
