/**
 * The `/arena` command's own words in Discord (decisions 0060, 0062); its fixed answers (DISCORD_MESSAGES) and
 * refusals are in the other areas.
 */
import type { Catalogue } from '@arena/shared/i18n/translate';

export const discord: Catalogue = {
  'opponent to be decided': {
    de: 'Gegner steht noch nicht fest',
    fr: 'adversaire à déterminer',
    es: 'rival por decidir',
    it: 'avversario da definire',
    pl: 'przeciwnik do ustalenia',
  },
  'best of {count}': {
    de: 'Best of {count}',
    fr: 'best of {count}',
    es: 'al mejor de {count}',
    it: 'al meglio di {count}',
    pl: 'do {count} wygranych',
  },
  'Match {id}:': {
    de: 'Match {id}:',
    fr: 'Match {id} :',
    es: 'Partida {id}:',
    it: 'Match {id}:',
    pl: 'Mecz {id}:',
  },
  'And {count} more on Arena.': {
    de: 'Und {count} weitere auf Arena.',
    fr: 'Et {count} de plus sur Arena.',
    es: 'Y {count} más en Arena.',
    it: 'E altri {count} su Arena.',
    pl: 'I jeszcze {count} w Arena.',
  },
  'Final placings:': {
    de: 'Endplatzierungen:',
    fr: 'Classement final :',
    es: 'Clasificación final:',
    it: 'Classifica finale:',
    pl: 'Końcowa klasyfikacja:',
  },
};
