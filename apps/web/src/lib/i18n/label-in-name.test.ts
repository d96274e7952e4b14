/**
 * WCAG 2.5.3 (label in name) in every language: a control whose accessible name is one message and whose visible
 * text is another (`aria-label={t('…')}` over `{t('…')}`) must say its visible words inside its name, or a voice
 * user who reads the button aloud cannot press it (axe's label-content-name-mismatch, which the browser tests run
 * in English and German only). Found by reading the components' source, as the catalogue test finds keys: a name
 * made by a helper (the map pool's rowText) is not found here, and is left to the browser tests' axe scans.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './languages';

const src = path.resolve(__dirname, '../..');

function catalogue(language: string): Record<string, string> {
  const dir = path.join(src, 'locales', language);
  return Object.assign(
    {},
    ...fs
      .readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .map((file) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as Record<string, string>),
  ) as Record<string, string>;
}

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return entry.name.endsWith('.tsx') && !entry.name.endsWith('.test.tsx') ? [full] : [];
  });
}

/** A message's fixed words, lower case, its `{arguments}` (plural blocks included) left out. */
function words(message: string): string[] {
  let text = message;
  // Innermost braces first, until none is left: `{n, plural, one {…} other {…}}` goes as a whole.
  while (/\{[^{}]*\}/.test(text)) text = text.replace(/\{[^{}]*\}/g, ' ');
  return text
    .replace(/<\/?\w+>/g, ' ')
    .toLowerCase()
    .split(/[\s,.:;!?()«»„“”"]+/)
    .filter(Boolean);
}

/** The (name, visible text) message pairs of the controls that have both. */
function labelledControls(): Array<{ file: string; name: string; visible: string }> {
  const pattern = /aria-label=\{t\('([\w.]+)'[^<]*?>\s*\{t\('([\w.]+)'/g;
  return sources(src).flatMap((file) =>
    [...fs.readFileSync(file, 'utf8').matchAll(pattern)].map((match) => ({
      file: path.relative(src, file),
      name: match[1]!,
      visible: match[2]!,
    })),
  );
}

describe('label in name (WCAG 2.5.3) in every language', () => {
  const controls = labelledControls();

  it('finds the controls it checks', () => {
    // The console's row buttons, the match room's, the teams tab's: a scan that finds none is broken.
    expect(controls.length).toBeGreaterThan(10);
  });

  it.each(LANGUAGES)('says every visible word inside the name, in %s', (language) => {
    const messages = catalogue(language);
    const missing = controls.flatMap(({ file, name, visible }) => {
      const nameWords = new Set(words(messages[name] ?? ''));
      const lost = words(messages[visible] ?? '').filter((word) => !nameWords.has(word));
      return lost.length > 0 ? [`${file}: "${messages[visible]}" is not in "${messages[name]}"`] : [];
    });
    expect(missing).toEqual([]);
  });
});
