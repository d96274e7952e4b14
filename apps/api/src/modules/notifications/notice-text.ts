/**
 * Notices in the reader's language (decision 0062): notifications are stored as written, in English with their
 * values in, and translated where they are read (the list, the stream), e-mailed or posted
 * (`../../i18n/catalogue/notices.ts`). `{{key}}` times stay for the reader's zone.
 */
import {
  compile,
  isCatalogued as isCataloguedIn,
  translateText as translateTextIn,
  type CompiledCatalogue,
  type ValueLocaliser,
} from '@arena/shared/i18n/translate';
import type { LanguageCode } from '@arena/shared/language';
import type { Notification } from '@arena/shared/notifications';
import { NOTICES_BY_TYPE } from '../../i18n/catalogue/notices';
import { isCatalogued, translateText } from '../../i18n/server-text';
import { noticeValueIn } from './notice-values';

const byType = new Map<string, CompiledCatalogue>(
  Object.entries(NOTICES_BY_TYPE).map(([type, catalogue]) => [type, compile(catalogue)]),
);

/**
 * How a notice's values are said: amounts and places in the reader's words (./notice-values.ts); an `{outcome}` is
 * a notice sentence of its own, and a `{refusal}` a refusal of the API, each translated in turn.
 */
function valuesIn(language: LanguageCode): ValueLocaliser {
  return (name, value) => {
    if (name === 'outcome') return translateNotice(language, value);
    if (name === 'refusal') return translateText(language, value);
    return noticeValueIn(language, name, value);
  };
}

/**
 * A notice's English text in `language`. Entries for its event `type` come before the others. A body made of
 * several sentences (a refund's) is told part by part when the catalogue knows each part (a template's value must
 * not swallow the next sentence); else the whole text when an entry knows it; else each part it knows. What no
 * entry knows stays English.
 */
export function translateNotice(language: LanguageCode, english: string, type?: string): string {
  if (language === 'en') return english;
  const values = valuesIn(language);
  const own = type === undefined ? undefined : byType.get(type);
  const ownKnows = (text: string) => own !== undefined && isCataloguedIn(own, text);
  const known = (text: string) => ownKnows(text) || isCatalogued(text);
  const translate = (text: string) =>
    ownKnows(text) ? translateTextIn(own!, language, text, values) : translateText(language, text, values);
  const sentences = english.split(/(?<=[.!?]) (?=[A-Z£0-9])/);
  if (sentences.length < 2 || ownKnows(english)) return translate(english);
  const { parts, complete } = cataloguedParts(sentences, known);
  const byPart = () => parts.map(translate).join(' ');
  if (complete) return byPart();
  const whole = translate(english);
  return whole !== english ? whole : byPart();
}

/**
 * The sentences grouped into the shortest runs the catalogue knows: a sentence on its own where an entry knows it,
 * else with the sentences after it (an entry of two sentences, such as the shortfall's warning, inside a longer
 * body). `complete` is false when a sentence is in no known run; it is then a part of its own.
 */
function cataloguedParts(
  sentences: string[],
  known: (text: string) => boolean,
): { parts: string[]; complete: boolean } {
  const parts: string[] = [];
  let complete = true;
  for (let start = 0; start < sentences.length;) {
    let end = start + 1;
    while (end <= sentences.length && !known(sentences.slice(start, end).join(' '))) end += 1;
    if (end > sentences.length) {
      parts.push(sentences[start]!);
      complete = false;
      start += 1;
    } else {
      parts.push(sentences.slice(start, end).join(' '));
      start = end;
    }
  }
  return { parts, complete };
}

/** A notification as `language` reads it: its title and body translated (by its type's entries first), the rest as stored. */
export function notificationIn<T extends Pick<Notification, 'type' | 'title' | 'body'>>(
  notification: T,
  language: LanguageCode,
): T {
  if (language === 'en') return notification;
  return {
    ...notification,
    title: translateNotice(language, notification.title, notification.type),
    body: translateNotice(language, notification.body, notification.type),
  };
}
