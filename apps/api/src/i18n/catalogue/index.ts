/**
 * Every server catalogue, one file per area (decision 0062, "The server's text"). Add an area: write
 * `./<area>.ts` exporting a `Catalogue` and spread it here. The field sentences of validation live in the shared
 * package (`@arena/shared/i18n/validation-catalogue`) so the web's forms use the same words.
 */
import { VALIDATION_CATALOGUE } from '@arena/shared/i18n/validation-catalogue';
import type { Catalogue } from '@arena/shared/i18n/translate';
import { account } from './account';
import { admin } from './admin';
import { discord } from './discord';
import { emails } from './emails';
import { general } from './general';
import { http } from './http';
import { ladders } from './ladders';
import { money } from './money';
import { notices } from './notices';
import { teams } from './teams';
import { tournaments } from './tournaments';

export const SERVER_CATALOGUE: Catalogue = {
  ...VALIDATION_CATALOGUE,
  ...general,
  ...http,
  ...account,
  ...teams,
  ...tournaments,
  ...ladders,
  ...money,
  ...admin,
  ...emails,
  ...notices,
  ...discord,
};
