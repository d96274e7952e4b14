/**
 * The console's tournament form shows the rules between its fields in the organiser's language and recognises the
 * API's refusals, answered in that language, by the same words (decision 0062): its `adminForm.rule.*` messages
 * (apps/web/src/locales/<language>/adminForm.json) must say what this catalogue says, or a refusal would stay in
 * the toast instead of under its field.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '@arena/shared/language';
import { isCatalogued, translateText } from './server-text';

const locales = path.resolve(import.meta.dirname, '../../../web/src/locales');

function adminForm(language: string): Record<string, string> {
  return JSON.parse(readFileSync(path.join(locales, language, 'adminForm.json'), 'utf8')) as Record<
    string,
    string
  >;
}

const BRANCH = /(\w+) \{((?:[^{}]|\{\w+\})*)\}/g;

/**
 * A web message as it reads for `count`: the forms these rules use are plain text, `{name}` values (the count's
 * digits) and one `{count, plural, …}` whose branch is chosen by the language's plural rules.
 */
function say(message: string, language: string, count: number): string {
  const plural = /^\{count, plural,(.*)\}$/s.exec(message);
  let text = message;
  if (plural) {
    const branches = new Map([...plural[1]!.matchAll(BRANCH)].map((match) => [match[1]!, match[2]!]));
    text = branches.get(new Intl.PluralRules(language).select(count)) ?? branches.get('other') ?? message;
  }
  return text.replace(/\{\w+\}/g, String(count));
}

describe("the console's tournament form rules", () => {
  it('are said in the words the API answers, in every language', () => {
    const english = adminForm('en');
    const keys = Object.keys(english).filter((key) => key.startsWith('adminForm.rule.'));
    expect(keys.length).toBeGreaterThan(20);
    for (const language of LANGUAGE_CODES) {
      if (language === 'en') continue;
      const translated = adminForm(language);
      for (const key of keys) {
        for (const count of [1, 2, 5, 22]) {
          const sentence = say(english[key]!, 'en', count);
          expect(isCatalogued(sentence), sentence).toBe(true);
          expect(translateText(language, sentence), `${language}: ${key}`).toBe(
            say(translated[key]!, language, count),
          );
        }
      }
    }
  });
});
