import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { ADMIN_CATALOGUE_MESSAGES as A } from '@arena/shared/admin-catalogue';
import { SERIES_FORMAT_MESSAGES as S } from '@arena/shared/series-format-schema';
import de from '../../../locales/de/adminForm.json';
import en from '../../../locales/en/adminForm.json';
import es from '../../../locales/es/adminForm.json';
import fr from '../../../locales/fr/adminForm.json';
import it_ from '../../../locales/it/adminForm.json';
import pl from '../../../locales/pl/adminForm.json';
import { FORM_RULES, fieldOfFormRule, sayFormRule } from './tournament-form-rules';

const tIn = (locale: string, messages: Record<string, string>) => {
  const intl = createIntl({ locale, messages });
  return (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
};

const languages = { en, de, fr, es, it: it_, pl };
/** Counts a rule may name: maps for a series' games, teams entered (one, a few, many, four digits). */
const counts = [1, 2, 3, 5, 7, 22, 1024];

describe("the tournament form's rules between fields, in the shown language", () => {
  it('says each rule in English exactly as the shared schema and the API write it', () => {
    const t = tIn('en', en);
    for (const rule of FORM_RULES)
      for (const count of counts) expect(rule.say(t, count)).toBe(rule.english(count));
    expect(sayFormRule(t, S.groupsTooMany)).toBe(S.groupsTooMany);
  });

  it('says a rule of the schema in German, counts included, and leaves other sentences as they are', () => {
    const t = tIn('de', de);
    expect(sayFormRule(t, S.advanceTooMany)).toBe(
      'Aus jeder Gruppe müssen weniger Teams weiterkommen, als die Gruppe hat.',
    );
    expect(sayFormRule(t, S.poolTooSmall(5))).toBe(
      'Der Map-Pool braucht mindestens 5 Karten oder Modi, eine für jedes Spiel.',
    );
    expect(sayFormRule(t, A.splitSum)).toBe('Die Preisaufteilung muss genau 100 % ergeben.');
    expect(sayFormRule(t, 'Swiss rounds is required')).toBe('Swiss rounds is required');
  });

  it('recognises each rule by its words in every language, and names its field', () => {
    for (const [language, messages] of Object.entries(languages)) {
      const t = tIn(language, messages);
      for (const rule of FORM_RULES)
        for (const count of counts)
          expect(fieldOfFormRule(t, rule.say(t, count)), `${language}: ${rule.english(count)}`).toBe(
            rule.field,
          );
      expect(fieldOfFormRule(t, 'Nobody wrote this')).toBeUndefined();
    }
    const german = tIn('de', de);
    expect(
      fieldOfFormRule(
        german,
        'Die Gesamtzahl der Teams darf nicht unter den 12 bereits angemeldeten Teams liegen.',
      ),
    ).toBe('total_teams');
    expect(fieldOfFormRule(german, A.startInPast)).toBeUndefined();
  });
});
