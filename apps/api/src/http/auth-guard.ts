/**
 * Bearer-token guard: `onRequest: app.requireUser` on every route that needs a session (before the body is read or
 * validated). An organiser's API key (decision 0059) is checked here too, for every route: it passes only where the
 * route's schema declares a scope the key holds (`apiKeyScope`), and every answer to it carries the RateLimit fields.
 */
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import {
  ADMIN_SECOND_FACTOR_REQUIRED,
  STEP_UP_MAX_AGE_MS,
  STEP_UP_REQUIRED,
  TWO_FACTOR_MESSAGES,
} from '@arena/shared/two-factor';
import { API_KEY_MESSAGES, type ApiKeyScope } from '@arena/shared/api-keys';
import type { UserRow } from '../db/schema/users';
import type { Clock } from '../lib/clock';
import {
  invalidApiKey,
  isApiKeyToken,
  type ApiKeysService,
  type AuthenticatedApiKey,
} from '../modules/api-keys/api-keys.service';
import type { AuthenticatedSession, AuthService } from '../modules/auth/auth.service';
import { actWithApiKey } from './acting-api-key';
import { AppError, rateLimited, unauthenticated } from './errors';

declare module 'fastify' {
  interface FastifyInstance {
    requireUser: preHandlerAsyncHookHandler;
    requireAdmin: preHandlerAsyncHookHandler;
    /**
     * After requireAdmin or requireUser: the session passed a second factor within STEP_UP_MAX_AGE_MS (payouts and
     * refunds, decision 0057), else 400 with `code` STEP_UP_REQUIRED (403 means a dead session to the web app).
     */
    requireRecentSecondFactor: preHandlerAsyncHookHandler;
    /** Public routes: reads the session when a valid one is sent, and ignores a dead one. */
    optionalUser: preHandlerAsyncHookHandler;
  }
  interface FastifySchema {
    /**
     * The one scope that lets an organiser's API key call this route (decision 0059); without it keys are refused.
     * The OpenAPI document declares it as the operation's `apiKey` security requirement.
     */
    apiKeyScope?: ApiKeyScope;
  }
  interface FastifyRequest {
    session: AuthenticatedSession | null;
    /** The API key the request came with, once it passed its route's scope (decision 0059). */
    apiKey: AuthenticatedApiKey | null;
    /** The signed-in user (or the admin an API key acts for); only on routes guarded by requireUser. */
    currentUser(): AuthenticatedSession['user'];
  }
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

export interface AuthGuardOptions {
  auth: AuthService;
  clock: Clock;
  /** Whether the account has a second factor (the app or a passkey): the console opens only then (decision 0057). */
  hasSecondFactor: (user: UserRow) => Promise<boolean>;
  apiKeys: ApiKeysService;
}

export const authGuard = fp<AuthGuardOptions>(
  async (app: FastifyInstance, { auth, clock, hasSecondFactor, apiKeys }) => {
    app.decorateRequest('session', null);
    app.decorateRequest('apiKey', null);
    app.decorateRequest('currentUser', function (this: FastifyRequest) {
      const user = this.session?.user ?? this.apiKey?.user;
      if (!user) throw unauthenticated();
      return user;
    });

    // Before every route's own guard: a key is counted, checked and held to the route's declared scope here.
    app.addHook('onRequest', async (request, reply) => {
      const token = bearerToken(request);
      if (!token || !isApiKeyToken(token)) return;
      const checked = await apiKeys.authenticate(token);
      reply.header('ratelimit-limit', String(checked.rate.limit));
      reply.header('ratelimit-remaining', String(checked.rate.remaining));
      reply.header('ratelimit-reset', String(checked.rate.resetSeconds));
      if (!checked.allowed) throw rateLimited(checked.retryAfterMs);
      if (!checked.key) throw invalidApiKey();
      if (request.is404) return;
      const scope = request.routeOptions.schema?.apiKeyScope;
      if (!scope || !checked.key.scopes.includes(scope)) {
        throw new AppError('forbidden', 'API_KEY_SCOPE', API_KEY_MESSAGES.scopeMissing);
      }
      request.apiKey = checked.key;
    });
    // After the body is read: what the route does (its audit entries) is done as the key.
    app.addHook('preHandler', (request, _reply, done) => {
      if (request.apiKey) actWithApiKey({ id: request.apiKey.id, name: request.apiKey.name }, done);
      else done();
    });

    const requireUser: preHandlerAsyncHookHandler = async (request) => {
      if (request.apiKey) return;
      request.session = await auth.authenticate(bearerToken(request));
    };
    app.decorate('requireUser', requireUser);
    app.decorate('optionalUser', async function (request) {
      const token = bearerToken(request);
      if (!token || request.apiKey) return;
      try {
        request.session = await auth.authenticate(token);
      } catch {
        // A stale token on a public page: answer as for a visitor.
        request.session = null;
      }
    } satisfies preHandlerAsyncHookHandler);
    app.decorate('requireAdmin', async function (this: FastifyInstance, request, reply) {
      // A key passed its route's scope, and acts for the admin who made it.
      if (request.apiKey) return;
      await requireUser.call(this, request, reply);
      // Admin routes are invisible to everyone else (docs/product.md, Status codes: same answer as not found).
      if (request.session?.user.role !== 'admin') {
        throw new AppError(
          'not_found',
          'NOT_FOUND',
          `No API route ${request.method} ${request.url.split('?')[0]}`,
        );
      }
      // An admin account protected by a password alone does not open the console (decision 0057).
      if (!(await hasSecondFactor(request.session.user))) {
        throw new AppError(
          'invalid',
          ADMIN_SECOND_FACTOR_REQUIRED,
          TWO_FACTOR_MESSAGES.adminSecondFactorRequired,
        );
      }
    } satisfies preHandlerAsyncHookHandler);
    app.decorate('requireRecentSecondFactor', async function (request) {
      const checkedAt = request.session?.secondFactorAt;
      if (!checkedAt || clock.now().getTime() - checkedAt.getTime() > STEP_UP_MAX_AGE_MS) {
        throw new AppError('invalid', STEP_UP_REQUIRED, TWO_FACTOR_MESSAGES.stepUpRequired);
      }
    } satisfies preHandlerAsyncHookHandler);
  },
);
