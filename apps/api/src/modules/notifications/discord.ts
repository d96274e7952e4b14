/**
 * Discord webhooks: tournament events posted in Discord's webhook format (content plus one embed), with
 * Discord's rate-limit answer (429 + retry_after, in seconds) turned into a retry at the time it names.
 */
import type { EventType } from '@arena/shared/notifications';
import type { EventNotice } from '../../db/schema/notifications';

/** A failed attempt that names when to try again (Discord's 429). */
export class RetryLater extends Error {
  constructor(
    message: string,
    readonly retryInMs: number,
  ) {
    super(message);
  }
}

const COLOURS: Partial<Record<EventType, number>> = {
  'tournament.started': 0x2e7d32,
  'tournament.completed': 0xf9a825,
  'tournament.cancelled': 0xc62828,
};
const DEFAULT_COLOUR = 0x5b21b6;

export function discordMessage(
  event: { type: EventType; notice: EventNotice },
  tournamentName: string,
  openUrl: string,
) {
  return {
    username: 'Arena',
    content: `**${tournamentName}**: ${event.notice.title}`,
    embeds: [
      {
        title: event.notice.title.slice(0, 256),
        description: event.notice.body.slice(0, 4096),
        url: openUrl,
        color: COLOURS[event.type] ?? DEFAULT_COLOUR,
      },
    ],
    // Nobody is pinged by what players typed into names.
    allowed_mentions: { parse: [] },
  };
}

/** Posts one message; throws on failure (RetryLater when Discord says when). */
export async function postToDiscord(url: string, message: unknown, timeoutMs: number): Promise<void> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(message),
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (response.ok) {
    await response.body?.cancel();
    return;
  }
  const text = await response.text().catch(() => '');
  if (response.status === 429) {
    let seconds = Number(response.headers.get('retry-after'));
    try {
      const parsed = JSON.parse(text) as { retry_after?: unknown };
      if (typeof parsed.retry_after === 'number') seconds = parsed.retry_after;
    } catch {
      // Not JSON: the Retry-After header (or the usual backoff) decides.
    }
    if (Number.isFinite(seconds) && seconds >= 0) {
      throw new RetryLater('Discord rate limit (429)', Math.ceil(seconds * 1000));
    }
  }
  throw new Error(`Discord answered ${response.status}: ${text.slice(0, 200)}`);
}
