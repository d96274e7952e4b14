/**
 * The opened page's first API call, started by the app's first script (decision 0020: fast on a phone). Every page
 * is a lazy chunk, so without this a page asks for its data only once its code has arrived and rendered, and
 * the tournament page's banner (its largest paint) is found one network wave later still. The answer lands in
 * the query cache under the page's own key, so the page renders from it; the banner is preloaded as soon as
 * its address is known. Only the tournament page does this: it is the page shared most, opened cold.
 */
import type { QueryClient } from '@tanstack/react-query';
import { tournamentDetailsQuery } from '../features/tournaments/api/get-tournament-details';
import { positiveInt } from '../features/tournaments/navigation-state';
import { HERO_BANNER_SIZES, preloadBanner } from '../lib/banner-sources';
import { FIRST_DATA_MARK } from '../lib/first-data';
import { routes } from '../lib/routes';
import { getStoredUser } from '../lib/storage';
import { storageUrl } from '../lib/storage-url';

/** Starts the data of the page at `hash` (e.g. `#/viewtournament?id=3`); answers whether it started any. */
export function prefetchFirstPage(client: QueryClient, hash: string): boolean {
  const [path = '', search = ''] = hash.replace(/^#/, '').split('?');
  if (path.replace(/(.)\/$/, '$1').toLowerCase() !== routes.viewTournament.path.toLowerCase()) return false;
  const id = positiveInt(new URLSearchParams(search).get('id'));
  if (id === undefined) return false;
  // The route-preload script may not have run yet: it then leaves this call to the app instead of asking twice.
  document.documentElement.setAttribute(FIRST_DATA_MARK, '');
  // The same key the page uses (the viewer's id is part of it), so the page finds this answer in the cache.
  const query = tournamentDetailsQuery(id, getStoredUser()?.id ?? null);
  void client
    .fetchQuery({
      ...query,
      queryFn: async (context) => {
        const details = await query.queryFn!(context);
        const banner = storageUrl(details.tournament.tournament_banner);
        // The hero's own preload (same copies and sizes), so the browser fetches the one the page will show.
        // Here, before the answer reaches the cache: the page's first render (the hero and everything under it)
        // would otherwise hold the request back by a long task.
        if (banner) preloadBanner(banner, HERO_BANNER_SIZES);
        return details;
      },
    })
    // The page asks again and shows what went wrong.
    .catch(() => undefined);
  return true;
}
