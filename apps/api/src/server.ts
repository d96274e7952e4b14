/** Entry point: read the configuration, prepare the database, listen, and shut down gracefully. */
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { startMatchDeadlineSweep } from './modules/brackets/match-deadlines.service';
import { startScheduler } from './modules/lifecycle/lifecycle.service';
import { startRetentionSweep } from './modules/notifications/outbox-retention';
import { startReconciliation } from './modules/reconciliation/reconciliation.service';
import { printStartBanner } from './start-banner';
import { prepareDatabase } from './startup';

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
  let stopRetention: () => Promise<void> = async () => {};
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
    Promise.all([stopScheduler(), stopReconciliation(), stopDeadlines(), stopRetention()])
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
  stopScheduler = startScheduler(app.lifecycle, app.log, undefined, config.notifications.startsSoonMs);
  // Settles payments and payouts PayPal knows about and Arena does not yet; safe with several instances.
  stopReconciliation = startReconciliation(app.money.reconciliation, app.log, config.reconcile.intervalMs);
  // Confirms single reports and queues no-shows whose deadline passed; safe with several instances.
  stopDeadlines = startMatchDeadlineSweep(app.matchDay.deadlines, app.log, config.matchDeadlineSweepMs);
  // Deletes delivered events and read notifications past their retention; safe with several instances.
  stopRetention = startRetentionSweep(app.notifications.retention, app.log);
  const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const url = `http://${shown}:${config.port}/`;
  app.log.info({ url, node: process.version }, 'Arena is running');
  // The one human block among the JSON logs, written last: where to open the product, and the demo logins once.
  printStartBanner(app.log, { url, nodeVersion: process.version, demo });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
