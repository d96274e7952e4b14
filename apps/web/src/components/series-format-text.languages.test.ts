/** The format line in other languages (decision 0062): the plural forms a number takes, Polish's few and many. */
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { makeTournament } from '../../test/catalogue-fixtures';
import german from '../locales/de/seriesFormat.json';
import polish from '../locales/pl/seriesFormat.json';
import { formatLine, groupStageLine } from './series-format-text';

const sayIn = (locale: string, messages: Record<string, string>) => {
  const intl = createIntl({ locale, messages });
  return (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
};

describe('the format line in German and Polish', () => {
  it('reads the bracket, the series and the veto in German', () => {
    const de = sayIn('de', german);
    expect(
      formatLine(makeTournament({ third_place_match: true, best_of: 3, final_best_of: 5, veto: 'bans' }), de),
    ).toBe('K.-o.-System mit Spiel um Platz 3 · Bo3, Finale Bo5 · Veto: Bans');
    expect(formatLine(makeTournament({ bracket_format: 'swiss', swiss_rounds: 1 }), de)).toBe(
      'Schweizer System, 1 Runde · Bo1',
    );
  });

  it('takes the Polish plural forms of groups, teams and rounds', () => {
    const pl = sayIn('pl', polish);
    const line = (groups: number, advance: number) =>
      groupStageLine(makeTournament({ group_stage: { format: 'round_robin', groups, advance } }), pl);
    expect(line(2, 2)).toBe(
      '2 grupy każdy z każdym, awans do play-offów: 2 najlepsze drużyny z każdej grupy',
    );
    expect(line(5, 1)).toBe('5 grup każdy z każdym, awans do play-offów: zwycięzca każdej grupy');
    expect(line(1, 8)).toBe('Jedna grupa każdy z każdym, awans do play-offów: 8 najlepszych drużyn');
    expect(formatLine(makeTournament({ bracket_format: 'swiss', swiss_rounds: 5 }), pl)).toBe(
      'System szwajcarski, 5 rund · Bo1',
    );
  });
});
