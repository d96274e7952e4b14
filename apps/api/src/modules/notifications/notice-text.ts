/**
 * Notices in the reader's language (decision 0062): notifications are stored as written, in English with their
 * values in, and translated where they are read (the list, the stream), e-mailed or posted
 * (`../../i18n/catalogue/notices.ts`). `{{key}}` times stay for the reader's zone.
 */
import type { LanguageCode } from '@arena/shared/language';
import type { Notification } from '@arena/shared/notifications';
import { translateText } from '../../i18n/server-text';

/**
 * A notice's English text in `language`: the whole text when the catalogue knows it, else sentence by sentence
 * (a body made of several sentences: a refund's); what no entry knows stays English.
 */
export function translateNotice(language: LanguageCode, english: string): string {
  if (language === 'en') return english;
  const whole = translateText(language, english);
  if (whole !== english) return whole;
  const sentences = english.split(/(?<=[.!?]) (?=[A-Z£0-9])/);
  if (sentences.length < 2) return english;
  return sentences.map((sentence) => translateText(language, sentence)).join(' ');
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
