import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { tournamentDetailsQuery } from '../features/tournaments/api/get-tournament-details';
import { makeTournament } from '../../test/catalogue-fixtures';
import { mockApi, ok } from '../../test/http';
import { HERO_BANNER_SIZES } from '../lib/banner-sources';
import { FIRST_DATA_MARK } from '../lib/first-data';
import { prefetchFirstPage } from './first-page-data';
import { createQueryClient } from './query-client';

describe("the opened page's first data", () => {
  beforeEach(() => {
    // Test files may share the document: start without another file's preloads.
    document.head.innerHTML = '';
  });
  afterEach(() => {
    document.head.innerHTML = '';
    document.documentElement.removeAttribute(FIRST_DATA_MARK);
  });

  it("fills the tournament page's own query and preloads its banner, before the page's code has arrived", async () => {
    const tournament = makeTournament({ id: 7, tournament_banner: 'tournaments/final-cup.jpg' });
    const api = mockApi({
      'GET /api/tournament-details': ok('Tournament details', {
        tournament,
        tournamentParticipants: [],
      }),
    });
    const client = createQueryClient();
    // What the page's first render would see: the banner already asked for when the answer reaches the cache
    // (that render is a long task on a phone; a preload made after it would wait for it).
    const preloadsWhenCached: number[] = [];
    const unsubscribe = client.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'success')
        preloadsWhenCached.push(document.head.querySelectorAll('link[rel="preload"][as="image"]').length);
    });
    expect(prefetchFirstPage(client, '#/ViewTournament?id=7')).toBe(true);
    // The route-preload script, if it runs after this, leaves the call to the app.
    expect(document.documentElement.hasAttribute(FIRST_DATA_MARK)).toBe(true);
    const key = tournamentDetailsQuery(7, null).queryKey;
    await expect.poll(() => client.getQueryData(key)).toMatchObject({ tournament: { id: 7 } });
    expect(api.requests.map((request) => request.url)).toEqual(['/api/tournament-details?id=7']);
    unsubscribe();
    expect(preloadsWhenCached).toEqual([1]);
    await expect
      .poll(() =>
        [...document.head.querySelectorAll('link[rel="preload"][as="image"]')].map((link) => ({
          srcset: link.getAttribute('imagesrcset'),
          sizes: link.getAttribute('imagesizes'),
        })),
      )
      // The same copies and sizes as the hero's own <img> (decision 0025): one image fetched, the right one.
      .toEqual([
        {
          srcset:
            '/storage/tournaments/final-cup.jpg?w=480 480w, /storage/tournaments/final-cup.jpg?w=720 720w, /storage/tournaments/final-cup.jpg 960w',
          sizes: HERO_BANNER_SIZES,
        },
      ]);
  });

  it('asks for nothing on other pages or without a tournament id', () => {
    const api = mockApi();
    const client = createQueryClient();
    for (const hash of ['', '#/', '#/tournament', '#/viewtournament', '#/viewtournament?id=x']) {
      expect(prefetchFirstPage(client, hash), hash).toBe(false);
    }
    expect(api.requests).toHaveLength(0);
    expect(document.documentElement.hasAttribute(FIRST_DATA_MARK)).toBe(false);
  });
});
