/** Entry point: read the configuration, prepare the database, listen, and shut down gracefully. */
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { startIntervalSweep } from './lib/interval-sweep';
import { RETENTION_FIRST_SWEEP_MS, RETENTION_SWEEP_MS } from './modules/notifications/outbox-retention';
import { mailMode, printStartBanner } from './start-banner';
import { prepareDatabase } from './startup';

/** How often an instance starts due tournaments and sends the timed notices (at most this late). */
const SCHEDULER_INTERVAL_MS = 30_000;
/** How often late veto steps are taken: a step lasts 10 s at least (decision 0041), so at most this late. */
const VETO_SWEEP_MS = 5_000;

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  // The app opens (and on close, closes) the database, so the pool reports lost connections in its log.
  const app = await buildApp(config);
  const database = app.deps.database;
  const demo = await prepareDatabase(database, config, app.log);

  // Starts tournaments when their start time comes; safe with several instances (see lifecycle).
  let stopScheduler: () => Promise<void> = async () => {};
  let stopReconciliation: () => Promise<void> = async () => {};
  let stopDeadlines: () => Promise<void> = async () => {};
  let stopVetoes: () => Promise<void> = async () => {};
  let stopLadders: () => Promise<void> = async () => {};
  let stopRetention: () => Promise<void> = async () => {};
  let stopRatingsBackfill: () => Promise<void> = async () => {};
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    const force = setTimeout(() => {
      app.log.error('shutdown took over 10 s; exiting');
      process.exit(1);
    }, 10_000);
    force.unref();
    Promise.all([
      stopScheduler(),
      stopReconciliation(),
      stopDeadlines(),
      stopVetoes(),
      stopRetention(),
      stopLadders(),
      stopRatingsBackfill(),
    ])
      .then(() => app.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'error during shutdown');
          process.exit(1);
        },
      );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  // Starts tournaments whose time has come and sends the "starts soon" and "check-in open" notices; safe with
  // several instances (each start and each notice locks its tournament row).
  stopScheduler = startIntervalSweep(app.log, {
    what: 'scheduler tick',
    intervalMs: SCHEDULER_INTERVAL_MS,
    firstAfterMs: 0,
    round: async () => {
      await app.lifecycle.startDue();
      await app.lifecycle.announceStartingSoon(config.notifications.startsSoonMs);
      await app.lifecycle.announceCheckInOpen();
    },
  });
  // Settles payments and payouts PayPal knows about and Arena does not yet; safe with several instances.
  stopReconciliation = startIntervalSweep(app.log, {
    what: 'reconciliation sweep',
    intervalMs: config.reconcile.intervalMs,
    round: () => app.money.reconciliation.sweep(),
  });
  // Confirms single reports and queues no-shows whose deadline passed; safe with several instances.
  stopDeadlines = startIntervalSweep(app.log, {
    what: 'match deadline sweep',
    intervalMs: config.matchDeadlineSweepMs,
    round: () => app.matchDay.deadlines.sweep(),
  });
  // Takes a random legal action for a captain late in a map veto (decision 0041); safe with several instances.
  stopVetoes = startIntervalSweep(app.log, {
    what: 'veto sweep',
    intervalMs: VETO_SWEEP_MS,
    round: () => app.matchDay.vetoes.sweep(),
  });
  // Ends ladder seasons whose end has come: standings frozen, top N entered in the playoff; once across instances.
  stopLadders = startIntervalSweep(app.log, {
    what: 'ladder season sweep',
    intervalMs: config.matchDeadlineSweepMs,
    round: () => app.ladders.sweep(),
  });
  // Deletes delivered events, read notifications and ended sign-in records (sessions, links, codes, challenges)
  // past their retention; safe with several instances.
  stopRetention = startIntervalSweep(app.log, {
    what: 'retention sweep',
    intervalMs: RETENTION_SWEEP_MS,
    firstAfterMs: RETENTION_FIRST_SWEEP_MS,
    round: async (stopped) => {
      await app.notifications.retention.sweep(stopped);
      if (!stopped()) await app.credentialRetention.sweep(stopped);
    },
  });
  // Rates the results decided before ratings existed (decision 0044), once, in the background; safe with several
  // instances (each match is rated under its game's lock, its rated_matches row the claim) and at every start.
  {
    let stopped = false;
    const running = app.ratings
      .backfill(() => stopped)
      .then((looked) => {
        if (looked > 0) app.log.info({ matches: looked }, 'ratings backfill done');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'ratings backfill failed'));
    stopRatingsBackfill = async () => {
      stopped = true;
      await running;
    };
  }
  const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const url = `http://${shown}:${config.port}/`;
  app.log.info({ url, node: process.version }, 'Arena is running');
  // The one human block among the JSON logs, written last: where to open the product, and the demo logins once.
  printStartBanner(app.log, {
    url,
    nodeVersion: process.version,
    demo,
    adminEmail: config.admin?.email,
    mail: mailMode(config),
  });
}

main().catch((error: unknown) => {
  // A refusal to start (configuration, a DATA_DIR another server holds) is one sentence, not a stack.
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
