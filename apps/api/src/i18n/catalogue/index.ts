/**
 * Every server catalogue, one file per area (decision 0062, "The server's text"). Add an area: write
 * `./<area>.ts` exporting a `Catalogue` and spread it here.
 */
import type { Catalogue } from '../server-text';
import { general } from './general';

export const SERVER_CATALOGUE: Catalogue = {
  ...general,
};
