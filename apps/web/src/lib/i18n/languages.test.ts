import { describe, expect, it } from 'vitest';
import { detectLanguage, toLanguage } from './languages';

describe('language detection (decision 0062)', () => {
  it('takes ?lang= first, then the stored choice, the account, the browser, else English', () => {
    const all = { search: '?lang=pl', stored: 'de', account: 'fr', navigatorLanguages: ['es-ES'] };
    expect(detectLanguage(all)).toBe('pl');
    expect(detectLanguage({ ...all, search: '' })).toBe('de');
    expect(detectLanguage({ ...all, search: '', stored: null })).toBe('fr');
    expect(detectLanguage({ ...all, search: '', stored: null, account: null })).toBe('es');
    expect(detectLanguage({ search: '', navigatorLanguages: ['ja', 'pt-BR'] })).toBe('en');
  });

  it('skips values that name no offered language', () => {
    expect(detectLanguage({ search: '?lang=xx', stored: 'nl', navigatorLanguages: ['ja', 'it-CH'] })).toBe(
      'it',
    );
    expect(toLanguage('DE-at')).toBe('de');
    expect(detectLanguage({ search: '?x=1#/games?lang=es', stored: 'de' })).toBe('es');
    expect(detectLanguage({ search: '?lang=fr#/games', stored: 'de' })).toBe('fr');
    expect(toLanguage('')).toBeUndefined();
  });
});
