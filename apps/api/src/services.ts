/**
 * Every service of the API, built once from the app's dependencies: the one place a service is constructed
 * (decision 0017). Route plugins receive the services they call as their options.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from './app-deps';
import type { Config } from './config';
import { SANDBOX_WEBHOOK_ID } from './integrations/paypal/paypal-sandbox-webhooks';
import { createPayPalSandboxStore } from './integrations/paypal/paypal-sandbox.store';
import { createAdminPlayersService } from './modules/admin-players/admin-players.service';
import { createAuditService } from './modules/audit/audit.service';
import { createAuthService } from './modules/auth/auth.service';
import { createBracket } from './modules/brackets/bracket-creation';
import { createBracketReads } from './modules/brackets/bracket-reads.service';
import { createBracketResults } from './modules/brackets/bracket-results.service';
import { createControlRoom } from './modules/brackets/control-room.service';
import { createMatchDeadlines, type BracketHooks } from './modules/brackets/match-deadlines.service';
import { createMatchForfeits } from './modules/brackets/match-forfeit.service';
import { notifyBracketEvent } from './modules/notifications/bracket-notifications';
import type { LiveBus } from './modules/notifications/live-bus';
import { createNotificationsService } from './modules/notifications/notifications.service';
import { RETENTION_BATCH_SIZE, createOutboxRetention } from './modules/notifications/outbox-retention';
import { DEFAULT_OUTBOX_SETTINGS, createOutboxWorker } from './modules/notifications/outbox-worker';
import { createUnsubscribeTokens } from './modules/notifications/unsubscribe-tokens';
import { createDashboardService } from './modules/dashboard/dashboard.service';
import { createEnrolmentService } from './modules/enrolment/enrolment.service';
import { createWaitlistService } from './modules/enrolment/waitlist.service';
import { createAdminGamesService } from './modules/games/admin-games.service';
import { createGamesService } from './modules/games/games.service';
import { createStatementService } from './modules/ledger/statement';
import { createLifecycleService } from './modules/lifecycle/lifecycle.service';
import { createMatchEvidenceService } from './modules/match-room/match-evidence.service';
import { createMatchRoomService } from './modules/match-room/match-room.service';
import { createOutboxService } from './modules/outbox/outbox.service';
import { createAdminPagesService } from './modules/pages/admin-pages.service';
import { createPagesService } from './modules/pages/pages.service';
import { createPaymentsService } from './modules/payments/payments.service';
import { createProductsService } from './modules/payments/products.service';
import { createPaypalWebhooksService } from './modules/paypal-webhooks/paypal-webhooks.service';
import {
  DEFAULT_RECONCILIATION,
  createReconciliationService,
} from './modules/reconciliation/reconciliation.service';
import { createTeamsService } from './modules/teams/teams.service';
import { createAdminTournamentsService } from './modules/tournaments/admin-tournaments.service';
import { createTournamentsService } from './modules/tournaments/tournaments.service';
import { createProfileService } from './modules/users/profile.service';
import { createUsersService } from './modules/users/users.service';
import { createWalletService } from './modules/wallet/wallet.service';

export function createServices(
  deps: AppDeps,
  config: Config,
  log: FastifyBaseLogger,
  /** This instance's live-update bus (app.ts opens it): the outbox worker publishes on it. */
  live: { bus: LiveBus },
) {
  const { db } = deps.database;
  const { clock, storage, mailer } = deps;
  const provider = deps.payments;
  // Writes that change what the public catalogue pages show clear their cache (names, slots, rosters).
  const onChange = () => deps.catalogueCache.clear();
  const tokens = createUnsubscribeTokens(db);

  const payments = createPaymentsService({ db, provider, clock, log });
  const wallet = createWalletService({ db, provider, clock, log });
  const webhookId = config.paypalWebhookId ?? (provider.name === 'sandbox' ? SANDBOX_WEBHOOK_ID : null);
  if (webhookId === null && config.paypal) {
    log.warn(
      'PAYPAL_WEBHOOK_ID is not set: PayPal webhooks will be refused; the reconciliation sweep alone settles payments and payouts',
    );
  }

  // Match deadlines follow every bracket change in its transaction (decision 0024); the final's result
  // completes the tournament and pays the prizes, whichever verb decided it.
  const bracketHooks: BracketHooks = {
    onFinished: (tx, tournamentId, placings) => lifecycle.complete(tx, tournamentId, placings),
    onEvent: async (tx, event) => {
      await notifyBracketEvent(tx, event);
      await matchDeadlines.onBracketEvent(tx, event);
    },
  };
  const matchDeadlines = createMatchDeadlines({ db, clock, log, hooks: bracketHooks });
  const matchForfeits = createMatchForfeits({ db, clock, hooks: bracketHooks });
  const waitlist = createWaitlistService({ db, clock, onChange });
  const lifecycle = createLifecycleService({
    db,
    clock,
    log,
    createBracket: async (tx, input) => {
      const bracket = await createBracket(tx, input);
      await matchDeadlines.syncTournament(tx, input.tournamentId);
      return bracket;
    },
    onChange,
  });

  return {
    matchDeadlines,
    matchForfeits,
    bracketResults: createBracketResults({ db, clock, ...bracketHooks }),
    bracketReads: createBracketReads({ db }),
    controlRoom: createControlRoom({ db, clock }),
    auth: createAuthService({
      db,
      mailer,
      limiter: deps.limiter,
      clock,
      log,
      limits: deps.limits,
      logOtp: config.env === 'development' && !config.smtpUrl,
    }),
    users: createUsersService({ db, clock }),
    profile: createProfileService({ db, storage, clock }),
    games: createGamesService({ db }),
    tournaments: createTournamentsService(db),
    pages: createPagesService({ db, mailer, supportEmail: config.supportEmail }),
    teams: createTeamsService({
      db,
      clock,
      publicUrl: config.publicUrl,
      onChange,
      onTeamDeleted: (tx, teamId) => waitlist.teamDeleted(tx, teamId),
    }),
    enrolment: createEnrolmentService({ db, clock, onChange, waitlist }),
    waitlist,
    matchRooms: createMatchRoomService({ db, clock, limiter: deps.limiter }),
    matchEvidence: createMatchEvidenceService({ db, clock, storage, limiter: deps.limiter }),
    lifecycle,
    payments,
    wallet,
    reconciliation: createReconciliationService({
      payments,
      wallet,
      log,
      settings: { ...DEFAULT_RECONCILIATION, graceMs: config.reconcile.graceMs },
    }),
    paypalWebhooks: createPaypalWebhooksService({ db, provider, payments, wallet, clock, log, webhookId }),
    webhookId,
    // The built-in PayPal emulator's state, only when it is the provider in use (DESIGN section 6).
    paypalSandbox: provider.name === 'sandbox' ? createPayPalSandboxStore({ db, clock }) : null,
    products: createProductsService({ db, clock }),
    statements: createStatementService({ db, clock }),
    // The console's.
    adminGames: createAdminGamesService({ db, clock, storage, onChange }),
    adminTournaments: createAdminTournamentsService({
      db,
      clock,
      storage,
      onChange,
      discordWebhookBases: config.notifications.discordWebhookBases,
    }),
    adminPages: createAdminPagesService({ db, clock }),
    adminPlayers: createAdminPlayersService({ db, clock }),
    dashboard: createDashboardService({ db, clock }),
    outbox: createOutboxService({ db }),
    notifications: createNotificationsService({ db, tokens }),
    outboxWorker: createOutboxWorker({
      database: deps.database,
      mailer,
      bus: live.bus,
      tokens,
      publicUrl: config.publicUrl,
      log,
      settings: {
        ...DEFAULT_OUTBOX_SETTINGS,
        pollMs: config.notifications.pollMs,
        retryBaseMs: config.notifications.retryBaseMs,
        retryMaxMs: config.notifications.retryMaxMs,
        maxAttempts: config.notifications.maxAttempts,
        sendTimeoutMs: config.notifications.sendTimeoutMs,
      },
      now: () => clock.now().getTime(),
    }),
    audit: createAuditService({ db }),
    outboxRetention: createOutboxRetention({
      db,
      clock,
      log,
      settings: { ...config.notifications.retention, batchSize: RETENTION_BATCH_SIZE },
    }),
  };
}

export type Services = ReturnType<typeof createServices>;
