/**
 * Every sentence the API can refuse with has a catalogue entry (decision 0062, "Update (session 21)"). What is
 * scanned is documented in ./refusal-sentences.ts: the arguments of invalid()/notFound()/new AppError(), the
 * *_MESSAGE(S) tables of the modules and of packages/shared, FASTIFY_ERRORS, and the validation sentences (zod
 * checks' messages, `message:`/`error:` options, zod-messages.ts). A new English sentence without an entry fails
 * here, naming its file and line.
 */
import { describe, expect, it } from 'vitest';
import { compile, isCatalogued as isCataloguedIn } from '@arena/shared/i18n/translate';
import { VALIDATION_CATALOGUE } from '@arena/shared/i18n/validation-catalogue';
import { LANGUAGE_CODES } from '@arena/shared/language';
import { SERVER_CATALOGUE } from './catalogue';
import { refusalSentences } from './refusal-sentences';
import { isCatalogued } from './server-text';

const found = refusalSentences();

describe('the catalogues cover every refusal (decision 0062)', () => {
  it('finds the sentences it is meant to scan', () => {
    // The scan itself must keep working: a broken scanner would pass the test below with nothing to check.
    const sentences = new Set(found.map((entry) => entry.sentence));
    expect(found.length).toBeGreaterThan(500);
    expect(sentences).toContain('This team is already full.'); // TEAM_MESSAGES
    expect(sentences).toContain('The team'); // notFound('The team')
    expect(sentences).toContain('The request body is not valid JSON'); // FASTIFY_ERRORS
    expect(sentences).toContain('{value} must be at least {value} characters long'); // zod-messages.ts
    expect(sentences).toContain('Team name is required'); // a schema's own message
  });

  it('has an entry for each sentence found', () => {
    const missing = found
      .filter((entry) => !isCatalogued(entry.sample))
      .map((entry) => `${entry.file}:${entry.line} ${entry.sentence}`);
    expect(missing).toEqual([]);
  });

  it('keeps the field sentences of validation in the shared catalogue the web uses', () => {
    const shared = compile(VALIDATION_CATALOGUE);
    const missing = found
      .filter((entry) => entry.kind === 'validation' && !isCataloguedIn(shared, entry.sample))
      .map((entry) => `${entry.file}:${entry.line} ${entry.sentence}`);
    expect(missing).toEqual([]);
  });

  it('writes every placeholder of an English template in each language, and no other', () => {
    const names = (text: string) =>
      [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]))].sort().join();
    const wrong: string[] = [];
    for (const [english, translations] of Object.entries(SERVER_CATALOGUE)) {
      for (const language of LANGUAGE_CODES.filter((code) => code !== 'en')) {
        const text = translations[language];
        if (!text.trim() || names(text) !== names(english)) wrong.push(`${language}: ${english}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
