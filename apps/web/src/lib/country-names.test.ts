import { describe, expect, it } from 'vitest';
import { COUNTRIES } from '@arena/shared/countries';
import { countryNameIn, countryOptionsIn, sortCountries } from './country-names';

const position = (language: Parameters<typeof countryOptionsIn>[0], code: string) =>
  countryOptionsIn(language).findIndex((country) => country.code === code);

describe('country names in the shown language (decision 0062)', () => {
  it('keeps the shared list’s English names, exactly', () => {
    for (const { code, name } of COUNTRIES) expect(countryNameIn(code, 'en')).toBe(name);
    expect(countryNameIn('GB', 'en')).toBe('United Kingdom');
    expect(countryNameIn('CI', 'en')).toBe('Côte d’Ivoire');
  });

  it('names countries in German and Polish, codes unchanged', () => {
    expect(countryNameIn('DE', 'de')).toBe('Deutschland');
    expect(countryNameIn('AT', 'de')).toBe('Österreich');
    expect(countryNameIn('GB', 'de')).toBe('Vereinigtes Königreich');
    expect(countryNameIn('DE', 'pl')).toBe('Niemcy');
    expect(countryNameIn('LV', 'pl')).toBe('Łotwa');
    expect(countryNameIn('US', 'pl')).toBe('Stany Zjednoczone');
    expect(countryOptionsIn('de').find((country) => country.name === 'Frankreich')?.code).toBe('FR');
  });

  it('lists every country once in each language, none left as a bare code', () => {
    for (const language of ['en', 'de', 'fr', 'es', 'it', 'pl'] as const) {
      const options = countryOptionsIn(language);
      expect(new Set(options.map((country) => country.code)).size).toBe(COUNTRIES.length);
      expect(options.filter((country) => country.name === country.code)).toEqual([]);
    }
  });

  it('sorts by the language’s own collation', () => {
    // German: Ö sorts as O, between Oman and Osttimor (not after Z).
    expect(position('de', 'OM')).toBeLessThan(position('de', 'AT'));
    expect(position('de', 'AT')).toBeLessThan(position('de', 'TL'));
    // Polish: Ł is a letter of its own, after L (Luksemburg) and before M (Macedonia Północna).
    expect(position('pl', 'LU')).toBeLessThan(position('pl', 'LV'));
    expect(position('pl', 'LV')).toBeLessThan(position('pl', 'MK'));
    // English: by name, not by code (United Arab Emirates is no longer second).
    const english = countryOptionsIn('en').map((country) => country.name);
    expect(english.slice(0, 3)).toEqual(['Afghanistan', 'Åland Islands', 'Albania']);
    expect(position('en', 'AE')).toBeGreaterThan(position('en', 'UA'));
  });

  it('sorts a list the API gave by the shown names', () => {
    const names = (codes: string[]) => codes.map((code) => ({ code, name: countryNameIn(code, 'de') }));
    expect(sortCountries(names(['FR', 'AT', 'DE']), 'de').map((country) => country.name)).toEqual([
      'Deutschland',
      'Frankreich',
      'Österreich',
    ]);
  });

  it('answers a code it does not know with the code itself, in every language', () => {
    expect(countryNameIn('XX', 'de')).toBe('XX');
    expect(countryNameIn('not a code', 'pl')).toBe('not a code');
    expect(countryNameIn('', 'fr')).toBe('');
  });
});
