/**
 * Every service of the API, built once from the app's dependencies: the one place a service is constructed
 * (decision 0017). Route plugins receive the services they call as their options.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from './app-deps';
import type { Config } from './config';
import type { SandboxSecretsRef } from './integrations/paypal/paypal-sandbox-secrets';
import { createPayPalSandboxStore } from './integrations/paypal/paypal-sandbox.store';
import { createAdminPlayersService } from './modules/admin-players/admin-players.service';
import { createAuditService } from './modules/audit/audit.service';
import { createAuthService } from './modules/auth/auth.service';
import { createSessionRevocations } from './modules/auth/session-revocations';
import { createAccountSessionsService } from './modules/auth/account-sessions.service';
import { createAccountDataService } from './modules/account-data/account-data.service';
import { createAccountDeletionService } from './modules/account-data/account-deletion.service';
import { createPasskeysService } from './modules/auth/passkeys.service';
import { twoFactorKeySource } from './modules/auth/two-factor-key';
import { createTwoFactorService } from './modules/auth/two-factor.service';
import { createBracket } from './modules/brackets/bracket-creation';
import { createBracketReads, findBracketVersion } from './modules/brackets/bracket-reads.service';
import type { WrittenRecord } from './modules/brackets/bracket-storage';
import { createBracketResults } from './modules/brackets/bracket-results.service';
import { announceReadyMatches, notifyBracketEvent } from './modules/brackets/brackets.notices';
import { createControlRoom } from './modules/brackets/control-room.service';
import { createMatchDeadlines, type BracketHooks } from './modules/brackets/match-deadlines.service';
import { createMatchForfeits } from './modules/brackets/match-forfeit.service';
import type { LiveBus } from './modules/notifications/live-bus';
import { createNotificationsService } from './modules/notifications/notifications.service';
import { RETENTION_BATCH_SIZE, createOutboxRetention } from './modules/notifications/outbox-retention';
import { createCredentialRetention } from './modules/auth/credential-retention';
import {
  DEFAULT_OUTBOX_SETTINGS,
  PGLITE_OUTBOX_BATCH_SIZE,
  createOutboxWorker,
} from './modules/notifications/outbox-worker';
import { createUnsubscribeTokens } from './modules/notifications/unsubscribe-tokens';
import { createDiscordCommands } from './modules/discord/discord-commands.service';
import { createDiscordLinks } from './modules/discord/discord-links.service';
import { createDashboardService } from './modules/dashboard/dashboard.service';
import { createEnrolmentService } from './modules/enrolment/enrolment.service';
import { createWaitlistService } from './modules/enrolment/waitlist.service';
import { createOrganiserEntriesService } from './modules/enrolment/organiser-entries.service';
import { createAdminGamesService } from './modules/games/admin-games.service';
import { createLeaderboardService } from './modules/leaderboard/leaderboard.service';
import { createGamesService } from './modules/games/games.service';
import { createStatementService } from './modules/ledger/statement';
import { createLaddersService } from './modules/ladders/ladders.service';
import { createLifecycleService } from './modules/lifecycle/lifecycle.service';
import { createMatchEvidenceService } from './modules/match-room/match-evidence.service';
import { createMatchRoomService } from './modules/match-room/match-room.service';
import { createMatchVetoes } from './modules/match-room/veto.service';
import { createOutboxService } from './modules/outbox/outbox.service';
import { DEFAULT_WEBHOOK_SETTINGS, createWebhookSender } from './modules/notifications/webhook-delivery';
import type { WebhookUrlRules } from './modules/notifications/webhook-urls';
import { createWebhooksService } from './modules/webhooks/webhooks.service';
import { createApiKeysService } from './modules/api-keys/api-keys.service';
import { createAdminPagesService } from './modules/pages/admin-pages.service';
import { createPagesService } from './modules/pages/pages.service';
import { createPaymentsService } from './modules/payments/payments.service';
import { createProductsService } from './modules/payments/products.service';
import { createPaypalWebhooksService } from './modules/paypal-webhooks/paypal-webhooks.service';
import {
  DEFAULT_RECONCILIATION,
  createReconciliationService,
} from './modules/reconciliation/reconciliation.service';
import { createRatings } from './modules/ratings/ratings.service';
import { createProfilesService } from './modules/profiles/profiles.service';
import { createTeamsService } from './modules/teams/teams.service';
import { createAdminTournamentsService } from './modules/tournaments/admin-tournaments.service';
import { createTournamentsService } from './modules/tournaments/tournaments.service';
import { createEmailChangeService } from './modules/auth/email-change.service';
import { createEmailVerificationService } from './modules/auth/email-verification.service';
import { createProfileService } from './modules/users/profile.service';
import { createUsersService } from './modules/users/users.service';
import { createAgeAndCountryService } from './modules/users/age-and-country.service';
import { createWalletService } from './modules/wallet/wallet.service';

export function createServices(
  deps: AppDeps,
  config: Config,
  log: FastifyBaseLogger,
  /** This instance's live-update bus (app.ts opens it): the outbox worker publishes on it. */
  live: { bus: LiveBus },
  /** The built-in sandbox's secrets when it is the provider (decision 0030). */
  sandboxSecrets: SandboxSecretsRef | null = null,
) {
  const { db } = deps.database;
  const { clock, storage, mailer } = deps;
  const provider = deps.payments;
  // Writes that change what the public catalogue pages show clear their cache (names, slots, rosters).
  const onChange = () => deps.catalogueCache.clear();
  const tokens = createUnsubscribeTokens(db);
  // Every way a session ends goes through it; once committed, the sessions' live streams close on every
  // instance (the bus carries the revocation; decision 0031).
  const sessions = createSessionRevocations({
    db,
    onRevoked: async ({ userId, sessionIds }) => {
      await live.bus.publish([{ kind: 'sessions_revoked', userId, sessionIds }]).catch((error: unknown) => {
        // The streams' periodic session check closes them a little later.
        log.warn({ err: error, userId }, 'could not announce revoked sessions to the live streams');
      });
    },
  });

  const accountData = createAccountDataService({
    db,
    clock,
    storage,
    limiter: deps.limiter,
    exportsPerUser: deps.limits.exportPerUser,
  });

  // The key sealing secrets the server reads back: two-factor secrets (decision 0049), webhook secrets (0058).
  const secretBoxKey = twoFactorKeySource({ key: config.twoFactorKey, dataDir: config.dataDir });
  const webhookRules: WebhookUrlRules = {
    httpsOnly: config.webhooks.httpsOnly,
    allowPrivate: config.webhooks.allowPrivateUrls,
    resolve: deps.resolveHost,
  };

  // Passkeys (decision 0053) meet the two-factor service's step-up.
  const passkeys = createPasskeysService({
    db,
    clock,
    limiter: deps.limiter,
    limits: deps.limits,
    publicUrl: config.publicUrl,
  });
  // Before the sign-in, which asks it for the second factor of accounts that have one (decision 0049).
  const twoFactor = createTwoFactorService({
    db,
    clock,
    limiter: deps.limiter,
    limits: deps.limits,
    key: secretBoxKey,
    passkeyStepUp: (tx, userId, response, now) => passkeys.verifyStepUp(tx, userId, response, now),
    passkeyCount: (tx, userId) => passkeys.count(tx, userId),
  });

  const payments = createPaymentsService({
    db,
    provider,
    clock,
    log,
    limiter: deps.limiter,
    createOrderPerUser: deps.limits.createOrderPerUser,
  });
  const wallet = createWalletService({
    db,
    provider,
    clock,
    log,
    identityCheck: config.identityCheck,
    // A factor given counts against the account's limit (10 an hour, decision 0049), so a withdrawal or the PayPal
    // e-mail cannot be used to guess codes.
    stepUp: async (tx, userId, factor, now) => {
      const given = [factor.code, factor.recovery_code, factor.passkey].some((value) => value !== undefined);
      if (given) await twoFactor.limitUser(userId);
      return twoFactor.stepUp(tx, userId, factor, now);
    },
  });
  // The sandbox's webhook id is read when an event comes (decision 0030).
  const webhookId = async () =>
    config.paypalWebhookId ?? (sandboxSecrets ? (await sandboxSecrets.get()).webhookId : null);
  if (!config.paypalWebhookId && config.paypal) {
    log.warn(
      'PAYPAL_WEBHOOK_ID is not set: PayPal webhooks will be refused; the reconciliation sweep alone settles payments and payouts',
    );
  }

  // Match deadlines follow every bracket change in its transaction (decision 0024); the final's result
  // completes the tournament and pays the prizes, whichever verb decided it.
  const bracketHooks: BracketHooks = {
    onFinished: (tx, tournamentId, placings) => lifecycle.complete(tx, tournamentId, placings),
    onEvent: async (tx, event) => {
      // Ratings move with the result, in its transaction (decision 0044).
      await ratings.onBracketEvent(tx, event);
      await notifyBracketEvent(tx, event);
      await matchDeadlines.onBracketEvent(tx, event);
      await matchVetoes.onBracketEvent(tx, event);
      // A ladder match's result moves ladder points in the same transaction (decision 0048).
      await ladders.onBracketEvent(tx, event);
    },
  };
  const ratings = createRatings({ db, clock });
  const matchDeadlines = createMatchDeadlines({ db, clock, log, hooks: bracketHooks });
  // A match ready with both teams opens its map veto in the same transaction (decision 0041).
  const matchVetoes = createMatchVetoes({ db, clock, log });
  // A ladder's accepted challenge draws its match in the ladder's hidden tournament (decision 0048).
  const ladders = createLaddersService({
    db,
    clock,
    log,
    hooks: {
      onMatchCreated: async (tx, tournamentId, matchId) => {
        await matchDeadlines.syncTournament(tx, tournamentId);
        await matchVetoes.syncTournament(tx, tournamentId);
        await announceReadyMatches(tx, tournamentId, [matchId]);
      },
    },
  });
  const matchForfeits = createMatchForfeits({ db, clock, hooks: bracketHooks });
  const waitlist = createWaitlistService({ db, clock, onChange });
  const emailChange = createEmailChangeService({
    db,
    mailer,
    clock,
    limiter: deps.limiter,
    attemptsPerUser: deps.limits.changePasswordPerUser,
    publicUrl: config.publicUrl,
    sessions,
  });
  const emailVerification = createEmailVerificationService({
    db,
    mailer,
    clock,
    limiter: deps.limiter,
    resendPerUser: deps.limits.resendVerificationPerUser,
    publicUrl: config.publicUrl,
    // At warn, like the reset codes: a secret that stands out (MAIL_LOG_CODES=1, development only).
    logLink: config.mailLogCodes
      ? (email, link) => log.warn({ email, link }, 'e-mail verification link (MAIL_LOG_CODES=1)')
      : undefined,
  });
  const bracketReads = createBracketReads({ db });
  // A start's drawn bracket, kept until its transaction commits: the first read of the bracket is built from it
  // instead of reading 3,000 records back (decision 0036). Only a committed start primes the view.
  const drawnBrackets = new Map<number, { version: number; records: WrittenRecord[] }>();
  const lifecycle = createLifecycleService({
    db,
    clock,
    log,
    createBracket: async (tx, input) => {
      drawnBrackets.delete(input.tournamentId);
      const bracket = await createBracket(tx, input);
      await matchDeadlines.syncTournament(tx, input.tournamentId);
      await matchVetoes.syncTournament(tx, input.tournamentId);
      const head = await findBracketVersion(tx, input.tournamentId);
      if (head) drawnBrackets.set(input.tournamentId, { version: head.version, records: bracket.records });
      return bracket;
    },
    // The start's notice first, then the drawn bracket's first matches (the brackets' notices).
    announceReadyMatches,
    onChange,
    onStarted: (tournamentId) => {
      const drawn = drawnBrackets.get(tournamentId);
      drawnBrackets.delete(tournamentId);
      if (drawn) bracketReads.prime(tournamentId, drawn.version, drawn.records);
    },
  });

  const bracketResults = createBracketResults({ db, clock, ...bracketHooks });
  // The `/arena` Discord command (decision 0060) calls the web's check-in, My matches, report and standings.
  const discordLinks = createDiscordLinks({
    db,
    clock,
    limiter: deps.limiter,
    enabled: config.discordPublicKey !== undefined,
  });
  const discordCommands = createDiscordCommands({
    db,
    clock,
    publicUrl: config.publicUrl,
    links: discordLinks,
    checkIn: (userId, tournamentId) => waitlist.checkIn(userId, tournamentId),
    myMatches: (tournamentId, userId) => bracketReads.myMatches(tournamentId, userId),
    reportMatchScore: async (input) => {
      const result = await bracketResults.reportMatchScore(input);
      // Results show on public tournament pages, as after the web's report.
      onChange();
      return result;
    },
    standings: (tournamentId) => bracketReads.tournamentStandings(tournamentId),
  });

  return {
    discordLinks,
    discordCommands,
    ladders,
    ratings,
    matchDeadlines,
    matchForfeits,
    matchVetoes,
    bracketResults,
    bracketReads,
    controlRoom: createControlRoom({ db, clock }),
    auth: createAuthService({
      db,
      mailer,
      limiter: deps.limiter,
      clock,
      log,
      limits: deps.limits,
      sessions,
      logOtp: config.mailLogCodes,
      twoFactor,
      sendVerificationLink: (tx, user) => emailVerification.sendLink(tx, user),
    }),
    twoFactor,
    passkeys,
    users: createUsersService({ db, clock }),
    ageAndCountry: createAgeAndCountryService({ db, clock }),
    accountSessions: createAccountSessionsService({ db, clock, sessions }),
    accountData,
    accountDeletion: createAccountDeletionService({
      db,
      clock,
      limiter: deps.limiter,
      attemptsPerUser: deps.limits.changePasswordPerUser,
      endAllSessions: (work) =>
        sessions.endSessions((tx, revoke) => work(tx, (userId) => revoke({ userId, now: clock.now() }))),
      onChange,
      secondFactor: (tx, userId, factor, now) => twoFactor.stepUp(tx, userId, factor, now),
    }),
    emailChange,
    emailVerification,
    profile: createProfileService({ db, storage, clock, emailChange }),
    games: createGamesService({ db }),
    profiles: createProfilesService({ db }),
    leaderboard: createLeaderboardService({
      db,
      // In the public answers' cache: cleared by every result like the answers, on every instance.
      remember: async <T>(key: string, load: () => Promise<T>) => {
        const cached = await deps.catalogueCache.get(key, async () => {
          const value = await load();
          return { body: { value }, json: JSON.stringify(value) };
        });
        return JSON.parse(cached.json) as T;
      },
    }),
    tournaments: createTournamentsService(db),
    pages: createPagesService({ db, mailer, supportEmail: config.supportEmail }),
    teams: createTeamsService({
      db,
      clock,
      publicUrl: config.publicUrl,
      onChange,
      limiter: deps.limiter,
      createPerUser: deps.limits.createTeamPerUser,
      onTeamDeleted: (tx, teamId) => waitlist.teamDeleted(tx, teamId),
    }),
    enrolment: createEnrolmentService({ db, clock, onChange, waitlist }),
    waitlist,
    organiserEntries: createOrganiserEntriesService({ db, clock, onChange }),
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
    // The built-in PayPal emulator's state, only when it is the provider in use (decision 0008).
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
    adminPlayers: createAdminPlayersService({ db, clock, sessions, onChange, accountData, mailer }),
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
        // The embedded database runs one transaction at a time: a request waits for the worker's transaction
        // in progress, so its claims are kept small there (decision 0036).
        ...(deps.database.engine === 'pglite' ? { batchSize: PGLITE_OUTBOX_BATCH_SIZE } : {}),
        pollMs: config.notifications.pollMs,
        retryBaseMs: config.notifications.retryBaseMs,
        retryMaxMs: config.notifications.retryMaxMs,
        maxAttempts: config.notifications.maxAttempts,
        sendTimeoutMs: config.notifications.sendTimeoutMs,
        smtpConcurrency: config.notifications.smtpConcurrency,
      },
      now: () => clock.now().getTime(),
      webhooks: createWebhookSender({
        db,
        key: secretBoxKey,
        rules: webhookRules,
        settings: {
          ...DEFAULT_WEBHOOK_SETTINGS,
          sendTimeoutMs: config.notifications.sendTimeoutMs,
          ...(deps.database.engine === 'pglite' ? { batchSize: PGLITE_OUTBOX_BATCH_SIZE } : {}),
        },
        now: () => clock.now().getTime(),
        log,
      }),
    }),
    webhooks: createWebhooksService({ db, clock, key: secretBoxKey, rules: webhookRules }),
    apiKeys: createApiKeysService({ db, clock, limiter: deps.limiter, perMinute: config.apiKeys.perMinute }),
    audit: createAuditService({ db }),
    credentialRetention: createCredentialRetention({ db, clock, log, batchSize: RETENTION_BATCH_SIZE }),
    outboxRetention: createOutboxRetention({
      db,
      clock,
      log,
      settings: { ...config.notifications.retention, batchSize: RETENTION_BATCH_SIZE },
    }),
  };
}

export type Services = ReturnType<typeof createServices>;
