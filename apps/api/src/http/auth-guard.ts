/** Bearer-token guard: `onRequest: app.requireUser` on every route that needs a session (before the body is read or validated). */
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import {
  ADMIN_SECOND_FACTOR_REQUIRED,
  STEP_UP_MAX_AGE_MS,
  STEP_UP_REQUIRED,
  TWO_FACTOR_MESSAGES,
} from '@arena/shared/two-factor';
import type { UserRow } from '../db/schema/users';
import type { Clock } from '../lib/clock';
import type { AuthenticatedSession, AuthService } from '../modules/auth/auth.service';
import { AppError, unauthenticated } from './errors';

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
  interface FastifyRequest {
    session: AuthenticatedSession | null;
    /** The signed-in user; only on routes guarded by requireUser. */
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
}

export const authGuard = fp<AuthGuardOptions>(
  async (app: FastifyInstance, { auth, clock, hasSecondFactor }) => {
    app.decorateRequest('session', null);
    app.decorateRequest('currentUser', function (this: FastifyRequest) {
      if (!this.session) throw unauthenticated();
      return this.session.user;
    });

    const requireUser: preHandlerAsyncHookHandler = async (request) => {
      request.session = await auth.authenticate(bearerToken(request));
    };
    app.decorate('requireUser', requireUser);
    app.decorate('optionalUser', async function (request) {
      const token = bearerToken(request);
      if (!token) return;
      try {
        request.session = await auth.authenticate(token);
      } catch {
        // A stale token on a public page: answer as for a visitor.
        request.session = null;
      }
    } satisfies preHandlerAsyncHookHandler);
    app.decorate('requireAdmin', async function (this: FastifyInstance, request, reply) {
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
