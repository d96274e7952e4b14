import { describe, expect, it } from 'vitest';
import { isCatalogued, translateText } from './server-text';

describe('the server’s sentences in the reader’s language (decision 0062)', () => {
  it('translates an exact sentence, and leaves English as it is', () => {
    expect(translateText('de', 'Your session has expired, please log in again.')).toBe(
      'Deine Sitzung ist abgelaufen, bitte melde dich erneut an.',
    );
    expect(translateText('en', 'Your session has expired, please log in again.')).toBe(
      'Your session has expired, please log in again.',
    );
  });

  it('fills a template’s values back in, translating a value that is a sentence of its own', () => {
    expect(translateText('fr', 'Too many attempts, please try again in 12 seconds.')).toBe(
      'Trop de tentatives, veuillez réessayer dans 12 secondes.',
    );
    expect(translateText('it', 'The requested resource was not found')).toBe(
      'Non trovato: la risorsa richiesta',
    );
    expect(translateText('pl', 'Team 7 was not found')).toBe('Nie znaleziono: Team 7');
  });

  it('keeps a sentence no catalogue knows in English, and says which are known', () => {
    expect(translateText('es', 'A sentence nobody wrote down')).toBe('A sentence nobody wrote down');
    expect(isCatalogued('A sentence nobody wrote down')).toBe(false);
    expect(isCatalogued('Too many attempts, please try again in 3 seconds.')).toBe(true);
  });
});
