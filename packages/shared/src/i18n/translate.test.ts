/** The English-keyed translate core the server and the web share (decision 0062). */
import { describe, expect, it } from 'vitest';
import { compile, isCatalogued, translateText } from './translate';
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
