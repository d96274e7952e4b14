/**
 * Discord webhooks: tournament events posted in Discord's webhook format (content plus one embed), with
 * Discord's rate-limit answer (429 + retry_after, in seconds) turned into a retry at the time it names.
 */
import type { LanguageCode } from '@arena/shared/language';
import type { EventType } from '@arena/shared/notifications';
import { fillTimes, formatZonedDateTime } from '@arena/shared/time-format';
import type { EventNotice } from '../../db/schema/notifications';
import { translateNotice } from './notice-text';

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

/**
 * A time as Discord's timestamp markup (`<t:UNIX:f>`, date and short time): each reader's client shows it in their
 * own zone and locale, which is right for a channel read across zones. Undefined for what is not an instant.
 */
export function discordTimestamp(iso: string): string | undefined {
  const millis = Date.parse(iso);
  return Number.isNaN(millis) ? undefined : `<t:${Math.floor(millis / 1000)}:f>`;
}

/**
 * The post of an event, in the language the organiser chose for the channel (decision 0062): the stored English
 * notice translated as a reader's list is, its `{{key}}` times as timestamp markup. An embed's title is not read
 * for markup by Discord, so a time there is written out in UTC, named, in the language's format.
 */
export function discordMessage(
  event: { type: EventType; notice: EventNotice },
  tournament: { name: string; language: LanguageCode },
  openUrl: string,
) {
  const { language } = tournament;
  const { times } = event.notice;
  const inLanguage = (english: string) => translateNotice(language, english, event.type);
  const marked = (text: string) => fillTimes(text, times, (iso) => discordTimestamp(iso) ?? iso);
  const written = (text: string) =>
    fillTimes(text, times, (iso) => formatZonedDateTime(iso, 'UTC', language)?.text ?? iso);
  const title = inLanguage(event.notice.title);
  return {
    username: 'Arena',
    content: `**${tournament.name}**: ${marked(title)}`,
    embeds: [
      {
        title: written(title).slice(0, 256),
        description: marked(inLanguage(event.notice.body)).slice(0, 4096),
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
