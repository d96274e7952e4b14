import { symbols } from 'pino';
import type { DemoCredentials } from './demo/seed';

export interface StartBannerInput {
  url: string;
  nodeVersion: string;
  /** The demo logins, present only on the start that seeded them (prepareDatabase returns null afterwards). */
  demo: DemoCredentials | null;
  /** ADMIN_EMAIL when one is given: the admin created or promoted at start. */
  adminEmail?: string | undefined;
  /** Where e-mail goes: an SMTP server, the outbox table only, or the outbox with one-time codes also logged. */
  mail: 'smtp' | 'outbox' | 'outbox-and-log';
}

const MAIL_LINES: Record<StartBannerInput['mail'], string[]> = {
  smtp: ['E-mail is sent through SMTP_URL.'],
  outbox: [
    'No SMTP_URL: e-mail is kept in the outbox (admin console) and not sent;',
    'one-time codes are not logged (MAIL_LOG_CODES=1 logs them in development).',
  ],
  'outbox-and-log': [
    'No SMTP_URL: e-mail is kept in the outbox (admin console) and not sent;',
    'MAIL_LOG_CODES=1: one-time reset codes are written to this log.',
  ],
};

/** The banner's mail mode for a configuration. */
export function mailMode(config: {
  smtpUrl: string | undefined;
  mailLogCodes: boolean;
}): StartBannerInput['mail'] {
  if (config.smtpUrl) return 'smtp';
  return config.mailLogCodes ? 'outbox-and-log' : 'outbox';
}

/**
 * The human block printed on stdout once the server listens, as the last thing start-up writes. Framed so it
 * stands out among the JSON log lines: the demo admin's password is random and printed only on the start that
 * created it, so a newcomer must not lose it to request logs scrolling past.
 */
export function formatStartBanner({ url, nodeVersion, demo, adminEmail, mail }: StartBannerInput): string {
  const lines = [`Arena is running at ${url} (Node.js ${nodeVersion})`];
  if (adminEmail) lines.push('', `Admin (ADMIN_EMAIL): ${adminEmail}`);
  if (demo) {
    lines.push(
      '',
      'Demo admin (random password, shown only this once; keep it):',
      `  e-mail:   ${demo.admin.email}`,
      `  password: ${demo.admin.password}`,
      '',
      `Demo player: ${demo.player.email} / ${demo.player.password}`,
    );
  }
  lines.push('', ...MAIL_LINES[mail]);
  const width = Math.max(...lines.map((line) => line.length));
  const rule = `+${'-'.repeat(width + 2)}+`;
  const body = lines.map((line) => `| ${line.padEnd(width)} |`);
  return `\n${[rule, ...body, rule].join('\n')}\n\n`;
}

interface Writable {
  write(text: string): unknown;
}

function isWritable(value: unknown): value is Writable {
  return typeof value === 'object' && value !== null && 'write' in value && typeof value.write === 'function';
}

/**
 * Writes the banner through the logger's own destination when it has one (pino's default destination, stdout),
 * else to stdout. pino writes asynchronously: lines logged during the seed are still queued when the server
 * listens, so a direct process.stdout.write would land above them and the password would scroll away under
 * them. Through the same queue the banner comes out after every line logged before it.
 */
export function printStartBanner(log: object, input: StartBannerInput): void {
  const banner = formatStartBanner(input);
  const destination: unknown = Reflect.get(log, symbols.streamSym);
  if (isWritable(destination)) destination.write(banner);
  else process.stdout.write(banner);
}
