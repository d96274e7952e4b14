/**
 * Notices in the reader's language (decision 0062): notifications are stored as written, in English with their
 * values in, and translated where they are read (the list, the stream), e-mailed or posted
 * (`../../i18n/catalogue/notices.ts`). `{{key}}` times stay for the reader's zone.
 */
import type { LanguageCode } from '@arena/shared/language';
import type { Notification } from '@arena/shared/notifications';
import { isCatalogued, translateText } from '../../i18n/server-text';

/**
 * A notice's English text in `language`. A body made of several sentences (a refund's) is told sentence by
 * sentence when the catalogue knows each one (a template's value must not swallow the next sentence); else the
 * whole text when an entry knows it; else each sentence it knows. What no entry knows stays English.
 */
export function translateNotice(language: LanguageCode, english: string): string {
  if (language === 'en') return english;
  const sentences = english.split(/(?<=[.!?]) (?=[A-Z£0-9])/);
  const bySentence = () => sentences.map((sentence) => translateText(language, sentence)).join(' ');
  if (sentences.length > 1 && sentences.every(isCatalogued)) return bySentence();
  const whole = translateText(language, english);
  if (whole !== english || sentences.length < 2) return whole;
  return bySentence();
}

/** A notification as `language` reads it: its title and body translated, the rest as stored. */
export function notificationIn<T extends Pick<Notification, 'title' | 'body'>>(
  notification: T,
  language: LanguageCode,
): T {
  if (language === 'en') return notification;
  return {
    ...notification,
    title: translateNotice(language, notification.title),
    body: translateNotice(language, notification.body),
  };
}
