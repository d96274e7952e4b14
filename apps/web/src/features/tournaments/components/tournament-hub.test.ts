import { describe, expect, it } from 'vitest';
import { makeMyMatch } from '../../../../test/bracket-fixtures';
import { nextMatchOf } from './next-match-panel';
import { openingTab } from './tournament-detail-tabs';
import { createIntl } from 'react-intl';
import de from '../../../locales/de/tournaments.json';
import en from '../../../locales/en/tournaments.json';
import fr from '../../../locales/fr/tournaments.json';
import { ordinal } from './tournament-standings';

describe('the tournament page as the hub', () => {
  it('opens on Overview before the start, on Brackets while live, on Results once finished', () => {
    expect(openingTab('pending')).toBe('overview');
    expect(openingTab('underway')).toBe('brackets');
    expect(openingTab('completed')).toBe('results');
    expect(openingTab('cancelled')).toBe('overview');
  });

  it('picks as next match the first to act on, then one waiting for its opponent, never a confirmed one', () => {
    const done = makeMyMatch({ match_id: 1, status: 'confirmed' });
    const waiting = makeMyMatch({ match_id: 2, status: 'waiting' });
    const disputed = makeMyMatch({ match_id: 3, status: 'disputed' });
    const ready = makeMyMatch({ match_id: 4, status: 'ready' });
    expect(nextMatchOf([done, waiting, disputed, ready])?.match_id).toBe(3);
    expect(nextMatchOf([done, waiting])?.match_id).toBe(2);
    expect(nextMatchOf([done])).toBeUndefined();
    expect(nextMatchOf([])).toBeUndefined();
  });

  it('names places as ordinals', () => {
    const tIn = (locale: string, messages: Record<string, string>) => {
      const intl = createIntl({ locale, messages });
      return (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
    };
    const places = [1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111];
    expect(places.slice(0, 3).map((n) => ordinal(tIn('de', de), n))).toEqual(['1.', '2.', '3.']);
    expect(places.slice(0, 3).map((n) => ordinal(tIn('fr', fr), n))).toEqual(['1er', '2e', '3e']);
    expect(places.map((n) => ordinal(tIn('en', en), n))).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '23rd',
      '101st',
      '111th',
    ]);
  });
});
