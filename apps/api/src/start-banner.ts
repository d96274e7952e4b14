import type { DemoCredentials } from './db/seed/demo';

export interface StartBannerInput {
  url: string;
  nodeVersion: string;
  /** The demo logins, present only on the start that seeded them (prepareDatabase returns null afterwards). */
  demo: DemoCredentials | null;
}

/**
 * The human block printed on stdout once the server listens, as the last thing start-up writes. Framed so it
 * stands out among the JSON log lines: the demo admin's password is random and printed only on the start that
 * created it, so a newcomer must not lose it to request logs scrolling past.
 */
export function formatStartBanner({ url, nodeVersion, demo }: StartBannerInput): string {
  const lines = [`Arena is running at ${url} (Node.js ${nodeVersion})`];
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
  const width = Math.max(...lines.map((line) => line.length));
  const rule = `+${'-'.repeat(width + 2)}+`;
  const body = lines.map((line) => `| ${line.padEnd(width)} |`);
  return `\n${[rule, ...body, rule].join('\n')}\n\n`;
}
