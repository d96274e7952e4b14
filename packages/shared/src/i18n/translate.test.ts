/** The English-keyed translate core the server and the web share (decision 0062). */
import { describe, expect, it } from 'vitest';
import { compile, compileBackToEnglish, isCatalogued, translateText } from './translate';
import { VALIDATION_CATALOGUE } from './validation-catalogue';

const catalogue = compile({
  'The team': { de: 'Das Team', fr: 'l’équipe', es: 'el equipo', it: 'la squadra', pl: 'drużyna' },
  '{what} was not found': {
    de: '{what} wurde nicht gefunden',
    fr: 'Introuvable : {what}',
    es: 'No se ha encontrado: {what}',
    it: 'Non trovato: {what}',
    pl: 'Nie znaleziono: {what}',
  },
  'The team was not found': {
    de: 'Team nicht gefunden',
    fr: 'Équipe introuvable',
    es: 'Equipo no encontrado',
    it: 'Squadra non trovata',
    pl: 'Nie znaleziono drużyny',
  },
});

describe('translateText', () => {
  it('prefers an exact entry, fills templates and translates a value that is an entry', () => {
    expect(translateText(catalogue, 'de', 'The team was not found')).toBe('Team nicht gefunden');
    expect(translateText(catalogue, 'fr', 'Match 4 was not found')).toBe('Introuvable : Match 4');
    const nounOnly = compile({ 'The team': catalogue.exact.get('The team')! });
    expect(translateText(nounOnly, 'de', 'The team was not found')).toBe('The team was not found');
  });

  it('lets a localiser say a value by its placeholder’s name before the usual rule', () => {
    const localise = (name: string, value: string) => (name === 'what' ? `«${value}»` : undefined);
    expect(translateText(catalogue, 'fr', 'Match 4 was not found', localise)).toBe('Introuvable : «Match 4»');
    // Undefined leaves the value to the catalogue: a nested entry is still translated.
    expect(translateText(catalogue, 'de', 'The team was not found', () => undefined)).toBe(
      'Team nicht gefunden',
    );
    const nounOnly = compile({
      'The team': catalogue.exact.get('The team')!,
      '{what} was not found': catalogue.templates[0]!.translations,
    });
    expect(translateText(nounOnly, 'de', 'The team was not found', () => undefined)).toBe(
      'Das Team wurde nicht gefunden',
    );
  });

  it('leaves English and unknown sentences as they are', () => {
    expect(translateText(catalogue, 'en', 'The team was not found')).toBe('The team was not found');
    expect(translateText(catalogue, 'pl', 'Nobody wrote this')).toBe('Nobody wrote this');
    expect(isCatalogued(catalogue, 'Nobody wrote this')).toBe(false);
  });

  it('reads the validation catalogue: a field label inside a template is translated too', () => {
    const validation = compile(VALIDATION_CATALOGUE);
    expect(translateText(validation, 'de', 'Email cannot exceed 255 characters')).toBe(
      'Die E-Mail-Adresse darf höchstens 255 Zeichen lang sein',
    );
    expect(translateText(validation, 'it', 'team_slug must be text')).toBe('team_slug deve essere un testo');
    expect(translateText(validation, 'es', 'Unknown fields: a, b')).toBe('Campos desconocidos: a, b');
  });
});

describe('compileBackToEnglish', () => {
  it('gives the English of a translated sentence, template values and nested phrases included', () => {
    const source = {
      'The team': { de: 'Das Team', fr: 'l’équipe', es: 'el equipo', it: 'la squadra', pl: 'drużyna' },
      '{what} was not found': {
        de: '{what} wurde nicht gefunden',
        fr: 'Introuvable : {what}',
        es: 'No se ha encontrado: {what}',
        it: 'Non trovato: {what}',
        pl: 'Nie znaleziono: {what}',
      },
    };
    const back = compileBackToEnglish(source, 'de');
    expect(translateText(back, 'de', 'Das Team wurde nicht gefunden')).toBe('The team was not found');
    expect(translateText(back, 'de', 'Match 4 wurde nicht gefunden')).toBe('Match 4 was not found');
    expect(translateText(compileBackToEnglish(source, 'fr'), 'fr', 'Introuvable : Match 4')).toBe(
      'Match 4 was not found',
    );
    expect(translateText(back, 'de', 'Niemand schrieb das')).toBe('Niemand schrieb das');
  });

  it('reads every sentence of the validation catalogue back to its English', () => {
    for (const language of ['de', 'fr', 'es', 'it', 'pl'] as const) {
      const forth = compile(VALIDATION_CATALOGUE);
      const back = compileBackToEnglish(VALIDATION_CATALOGUE, language);
      for (const english of ['Email cannot exceed 255 characters', 'Swiss rounds must be between 1 and 20'])
        expect(translateText(back, language, translateText(forth, language, english)), language).toBe(
          english,
        );
    }
  });
});
