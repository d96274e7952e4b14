/**
 * Catalogue checks (decision 0062): every language has exactly English's keys in every area, each message parses
 * as ICU MessageFormat with the same placeholders and tags as English, and every key is used in the source
 * (named as a string literal: `t('home.title')`, or a key kept in a table and passed to `t`).
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './languages';

const src = path.resolve(__dirname, '../..');
const localesDir = path.join(src, 'locales');

function readCatalogue(language: string, area: string): Record<string, string> {
  return JSON.parse(fs.readFileSync(path.join(localesDir, language, `${area}.json`), 'utf8')) as Record<
    string,
    string
  >;
}

const areas = fs
  .readdirSync(path.join(localesDir, 'en'))
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.replace(/\.json$/, ''));

/** The names of a message's arguments and tags, with their kinds (`name:argument`, `b:tag`), sorted. */
function placeholders(message: string): string[] {
  const found = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
      found.add(`${element.value}:${TYPE[element.type]}`);
      if (element.type === TYPE.tag) walk(element.children);
      if (element.type === TYPE.plural || element.type === TYPE.select) {
        for (const option of Object.values(element.options)) walk(option.value);
      }
    }
  };
  walk(parse(message));
  return [...found].sort();
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'locales' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('message catalogues', () => {
  it('has the six languages, each with every area English has', () => {
    expect(LANGUAGES).toEqual(['en', 'de', 'fr', 'es', 'it', 'pl']);
    for (const language of LANGUAGES) {
      const files = fs.readdirSync(path.join(localesDir, language)).sort();
      expect(files, language).toEqual(areas.map((area) => `${area}.json`).sort());
    }
  });

  it('keeps each area’s keys under the area’s prefix', () => {
    for (const area of areas) {
      for (const key of Object.keys(readCatalogue('en', area)))
        expect(key.startsWith(`${area}.`), key).toBe(true);
    }
  });

  it.each(LANGUAGES.filter((language) => language !== 'en'))(
    '%s has exactly English’s keys, with the same placeholders',
    (language) => {
      for (const area of areas) {
        const english = readCatalogue('en', area);
        const translated = readCatalogue(language, area);
        expect(Object.keys(translated).sort(), `${language}/${area}`).toEqual(Object.keys(english).sort());
        for (const [key, message] of Object.entries(english)) {
          expect(translated[key]?.trim(), `${language} ${key} is empty`).toBeTruthy();
          expect(placeholders(translated[key] ?? ''), `${language} ${key}`).toEqual(placeholders(message));
        }
      }
    },
  );

  it('uses every key somewhere in the source', () => {
    const source = sourceFiles(src)
      .map((file) => fs.readFileSync(file, 'utf8'))
      .join('\n');
    const used = new Set(
      [...source.matchAll(/'([a-z][A-Za-z0-9]*(?:\.[A-Za-z0-9]+)+)'/g)].map((match) => match[1]),
    );
    const unused = areas.flatMap((area) =>
      Object.keys(readCatalogue('en', area)).filter((key) => !used.has(key)),
    );
    expect(unused).toEqual([]);
  });
});
