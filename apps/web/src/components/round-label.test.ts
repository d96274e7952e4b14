import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { bracketFormats, stageRoundLabel } from '@arena/shared/bracket-rounds';
import de from '../locales/de/roundLabel.json';
import en from '../locales/en/roundLabel.json';
import { localGroupName, localRoundLabel, localStageName } from './round-label';

const tIn = (locale: string, messages: Record<string, string>) => {
  const intl = createIntl({ locale, messages });
  return (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
};

/** Every name the shared labeller gives (the API's round_label), over formats, groups and rounds. */
function everyLabel(): string[] {
  const labels = new Set<string>();
  for (const format of bracketFormats)
    for (const groupCount of [1, 3])
      for (let group = 1; group <= 3; group += 1)
        for (let count = 1; count <= 6; count += 1)
          for (let round = 1; round <= count; round += 1)
            labels.add(stageRoundLabel(format, groupCount, group, round, count));
  return [...labels];
}

describe('round names in the shown language', () => {
  it('says every English round name back unchanged in English', () => {
    const t = tIn('en', en);
    for (const label of everyLabel()) expect(localRoundLabel(t, label)).toBe(label);
  });

  it('translates every round name the API gives into German', () => {
    const t = tIn('de', de);
    for (const label of everyLabel()) expect(localRoundLabel(t, label), label).not.toBe(label);
    expect(localRoundLabel(t, 'Semi-final')).toBe('Halbfinale');
    expect(localRoundLabel(t, 'Upper bracket round 2')).toBe('Winner Bracket, Runde 2');
    expect(localRoundLabel(t, 'Group B, round 3')).toBe('Gruppe B, Runde 3');
    expect(localGroupName(t, 'Group C')).toBe('Gruppe C');
  });

  it('says the stages the API names in German, and the same English in English', () => {
    const stages = ['Group stage', 'Swiss stage', 'Playoff', 'Single elimination', 'Double elimination'];
    const english = tIn('en', en);
    for (const stage of stages) expect(localStageName(english, stage)).toBe(stage);
    const german = tIn('de', de);
    expect(stages.map((stage) => localStageName(german, stage))).toEqual([
      'Gruppenphase',
      'Schweizer-System-Phase',
      'Playoffs',
      'K.-o.-System',
      'Doppel-K.-o.-System',
    ]);
  });

  it('shows a name it does not know as it came', () => {
    const t = tIn('de', de);
    expect(localRoundLabel(t, 'Playoffs')).toBe('Playoffs');
    expect(localGroupName(t, 'Playoffs')).toBe('Playoffs');
    expect(localStageName(t, 'Main event')).toBe('Main event');
  });
});
