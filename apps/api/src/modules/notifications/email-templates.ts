/**
 * E-mail templates (HTML and text) for the events that matter away from the site (decision 0021): match ready,
 * opponent reported, dispute decided, prize paid, withdrawal outcome, a purchase taken back, tournament
 * cancelled (the rows of `EVENTS` marked `email`). Every mail carries a one-click unsubscribe from its category (RFC 8058).
 */
import type { EventType } from '@arena/shared/notifications';
import {
  DEFAULT_TIME_ZONE,
  fillTimes,
  formatZonedDateTime,
  isKnownTimeZone,
} from '@arena/shared/time-format';
import type { LanguageCode } from '@arena/shared/language';
import type { EventNotice } from '../../db/schema/notifications';
import { accountLanguage, translateText } from '../../i18n/server-text';
import { translateNotice } from './notice-text';

/** A player of the opposing roster, as the match-ready mail lists them. */
export interface RosterPlayer {
  name: string;
  player_id: string;
  /** Platform ids the player filled in (PSN, Xbox, EA, Ubisoft, Activision, Discord). */
  platforms: Record<string, string>;
}

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

function rosterOf(data: Record<string, unknown>): RosterPlayer[] {
  const roster = data.opponent_roster;
  return Array.isArray(roster) ? (roster as RosterPlayer[]) : [];
}

/** The subjects of some events, in English: translated with the rest (`../../i18n/catalogue/emails.ts`). */
const SUBJECTS: Partial<Record<EventType, (notice: EventNotice) => string>> = {
  'match.ready': (n) => `Your match is ready: ${n.title}`,
  'match.opponent_reported': (n) => `Your opponent reported a score: ${n.title}`,
};

/**
 * The notice in the account's language (decision 0062) with its times in the account's zone, named in that
 * language's format (decision 0032); the product's zone without one.
 */
export function noticeIn(
  notice: EventNotice,
  timeZone: string | null | undefined,
  language: LanguageCode = 'en',
  type?: EventType,
): EventNotice {
  const zone = timeZone && isKnownTimeZone(timeZone) ? timeZone : DEFAULT_TIME_ZONE;
  const format = (iso: string) => formatZonedDateTime(iso, zone, language)?.text ?? iso;
  return {
    ...notice,
    title: fillTimes(translateNotice(language, notice.title, type), notice.times, format),
    body: fillTimes(translateNotice(language, notice.body, type), notice.times, format),
  };
}

export function renderEmail(
  event: { type: EventType; notice: EventNotice; data: Record<string, unknown> },
  recipient: { name: string; timeZone?: string | null; language?: string | null },
  links: { open: string; unsubscribe: string; preferences: string },
): RenderedEmail {
  const language = accountLanguage(recipient.language);
  const t = (english: string) => translateText(language, english);
  const notice = noticeIn(event.notice, recipient.timeZone, language, event.type);
  const subjectOf = SUBJECTS[event.type];
  // The subject's frame is translated around a stand-in, then the (translated) title put in.
  const subject = subjectOf
    ? t(subjectOf({ ...notice, title: '\u0000' })).replace('\u0000', () => notice.title)
    : notice.title;
  const roster = event.type === 'match.ready' ? rosterOf(event.data) : [];
  const opponent = typeof event.data.opponent_team === 'string' ? event.data.opponent_team : null;

  const rosterLines = roster.map((player) => {
    const ids = Object.entries(player.platforms)
      .map(([platform, id]) => `${platform}: ${id}`)
      .join(', ');
    return `- ${player.name} (${t('player id')} ${player.player_id})${ids ? `: ${ids}` : ''}`;
  });
  const text = [
    t(`Hello ${recipient.name},`),
    '',
    notice.body,
    ...(roster.length > 0 ? ['', `${opponent ?? t('Your opponent')}:`, ...rosterLines] : []),
    '',
    t(`Open it on Arena: ${links.open}`),
    '',
    '--',
    t(`You get this e-mail because these notifications are on in your account.`),
    t(`Stop these e-mails: ${links.unsubscribe}`),
    t(`All your notification settings: ${links.preferences}`),
  ].join('\n');

  const rosterHtml =
    roster.length > 0
      ? `<h2 style="font-size:16px">${escapeHtml(opponent ?? t('Your opponent'))}</h2><ul>${roster
          .map(
            (player) =>
              `<li><strong>${escapeHtml(player.name)}</strong> (${escapeHtml(t('player id'))} ${escapeHtml(player.player_id)})${Object.entries(
                player.platforms,
              )
                .map(([platform, id]) => `<br>${escapeHtml(platform)}: ${escapeHtml(id)}`)
                .join('')}</li>`,
          )
          .join('')}</ul>`
      : '';
  const html = [
    `<!doctype html><html lang="${language}"><head><meta charset="utf-8">`,
    `<title>${escapeHtml(subject)}</title></head>`,
    '<body style="font-family:Arial,Helvetica,sans-serif;color:#1b1b1b;max-width:600px;margin:0 auto;padding:16px">',
    `<h1 style="font-size:20px">${escapeHtml(notice.title)}</h1>`,
    `<p>${escapeHtml(t(`Hello ${recipient.name},`))}</p>`,
    `<p>${escapeHtml(notice.body)}</p>`,
    rosterHtml,
    `<p><a href="${escapeHtml(links.open)}" style="display:inline-block;padding:10px 16px;background:#5b21b6;color:#ffffff;text-decoration:none;border-radius:4px">${escapeHtml(t('Open on Arena'))}</a></p>`,
    '<hr>',
    `<p style="font-size:12px;color:#555555">${escapeHtml(t('You get this e-mail because these notifications are on in your account.'))} `,
    t(
      `<a href="${escapeHtml(links.unsubscribe)}">Unsubscribe from these e-mails</a> or <a href="${escapeHtml(links.preferences)}">change your notification settings</a>.`,
    ),
    '</p>',
    '</body></html>',
  ].join('');
  return { subject, text, html };
}
