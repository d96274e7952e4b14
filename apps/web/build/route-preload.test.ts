import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../src/lib/routes';
import { STORAGE_KEYS } from '@arena/shared/constants';
import { getTournamentDetails } from '../src/features/tournaments/api/get-tournament-details';
import { FIRST_DATA, FIRST_DATA_MARK } from '../src/lib/first-data';
import { preloadMap, preloadScript, routeModules, type ChunkInfo } from './route-preload';

const appDir = path.resolve(import.meta.dirname, '../src/app');
const routeTableSource = fs.readFileSync(path.join(appDir, 'route-table.tsx'), 'utf8');

function chunk(fileName: string, imports: string[] = [], extra: Partial<ChunkInfo> = {}): ChunkInfo {
  return { fileName, imports, isEntry: false, facadeModuleId: null, ...extra };
}

describe('route preloading (the opened page downloads with the first script)', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    window.location.hash = '';
    window.localStorage.clear();
    vi.restoreAllMocks();
  });

  it('finds the module of every page of the route table', () => {
    const modules = routeModules(routeTableSource, appDir);
    // Every public path of the app, the home page included, has its module; none is guessed.
    expect([...modules.keys()].sort()).toEqual(
      Object.values(routes)
        .map((route) => route.path)
        .sort(),
    );
    expect(modules.get(routes.myProfile.path)).toBe(path.join(appDir, 'routes/my-account-route'));
    for (const modulePath of modules.values()) expect(fs.existsSync(`${modulePath}.tsx`)).toBe(true);
  });

  it("lists a page's chunks and stylesheets beyond those of the first download", () => {
    const modules = new Map([
      ['/', '/app/src/home'],
      ['/myprofile', '/app/src/account'],
    ]);
    const chunks = [
      chunk('assets/index.js', ['assets/react.js'], { isEntry: true }),
      chunk('assets/react.js'),
      chunk('assets/home.js', ['assets/react.js', 'assets/card.js'], {
        facadeModuleId: '/app/src/home.tsx',
        viteMetadata: { importedCss: new Set(['assets/home.css']) },
      }),
      chunk('assets/card.js', ['assets/react.js'], {
        viteMetadata: { importedCss: new Set(['assets/card.css']) },
      }),
      chunk('assets/account.js', ['assets/card.js', 'assets/forms.js'], {
        facadeModuleId: '/app/src/account.tsx',
      }),
      chunk('assets/forms.js'),
    ];
    expect(preloadMap(modules, chunks)).toEqual({
      '/': ['assets/home.js', 'assets/card.js', 'assets/home.css', 'assets/card.css'],
      '/myprofile': ['assets/account.js', 'assets/card.js', 'assets/forms.js', 'assets/card.css'],
    });
    expect(() => preloadMap(new Map([['/gone', '/app/src/gone']]), chunks)).toThrow(/no chunk for \/gone/);
  });

  it('finds a route whose chunk also holds modules other chunks import (no facade of its own)', () => {
    const modules = new Map([['/myprofile', '/app/src/account']]);
    const chunks = [
      chunk('assets/index.js', [], { isEntry: true, moduleIds: ['/app/src/main.tsx'] }),
      chunk('assets/account.js', ['assets/forms.js'], {
        moduleIds: ['/app/src/account-words.json', '/app/src/account.tsx'],
      }),
      chunk('assets/panel.js', ['assets/account.js'], { facadeModuleId: '/app/src/panel.tsx' }),
      chunk('assets/forms.js'),
    ];
    expect(preloadMap(modules, chunks)).toEqual({ '/myprofile': ['assets/account.js', 'assets/forms.js'] });
  });

  it('asks the browser for the files of the page in the address, with their query and case ignored', () => {
    const script = preloadScript(
      { '/viewtournament': ['assets/view.js', 'assets/view.css'], '/': ['assets/home.js'] },
      '/',
    );
    window.location.hash = '#/ViewTournament?id=18';
    new Function(script)();
    const links = [...document.head.querySelectorAll('link')].map((link) => ({
      rel: link.rel,
      as: link.getAttribute('as'),
      href: link.getAttribute('href'),
      crossOrigin: link.getAttribute('crossorigin'),
    }));
    expect(links).toEqual([
      { rel: 'modulepreload', as: null, href: '/assets/view.js', crossOrigin: '' },
      { rel: 'preload', as: 'style', href: '/assets/view.css', crossOrigin: '' },
    ]);

    document.head.innerHTML = '';
    window.location.hash = '';
    new Function(script)();
    expect([...document.head.querySelectorAll('link')].map((link) => link.getAttribute('href'))).toEqual([
      '/assets/home.js',
    ]);

    document.head.innerHTML = '';
    window.location.hash = '#/nowhere';
    new Function(script)();
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
  });

  it("starts a visitor's tournament data at the address the page itself asks for, and nothing for a player", async () => {
    const script = preloadScript({}, '/', FIRST_DATA);
    const dataLinks = () =>
      [...document.head.querySelectorAll('link[as="fetch"]')].map((link) => ({
        rel: link.getAttribute('rel'),
        href: link.getAttribute('href'),
        crossOrigin: link.getAttribute('crossorigin'),
      }));
    window.location.hash = '#/viewtournament?id=18&tab=teams';
    new Function(script)();
    const [hint] = dataLinks();
    expect(hint).toEqual({ rel: 'preload', href: '/api/tournament-details?id=18', crossOrigin: '' });

    // The page's own call asks for exactly that address (a visitor's), so the browser hands it the answer.
    const fetchSpy = vi
      .spyOn(window, 'fetch')
      .mockRejectedValue(new DOMException('stopped here', 'AbortError'));
    await expect(getTournamentDetails(18, null)).rejects.toThrow();
    expect(String(fetchSpy.mock.calls[0]?.[0])).toBe(hint!.href);
    // Same mode and credentials as the hint (CORS, same-origin), or the browser would fetch it twice.
    expect(fetchSpy.mock.calls[0]?.[1]).toMatchObject({ credentials: 'same-origin' });
    expect(fetchSpy.mock.calls[0]?.[1]?.mode ?? 'cors').toBe('cors');

    for (const hash of [
      '#/viewtournament',
      '#/viewtournament?id=abc',
      '#/viewtournament?id=0',
      '#/tournament',
    ]) {
      document.head.innerHTML = '';
      window.location.hash = hash;
      new Function(script)();
      expect(dataLinks(), hash).toEqual([]);
    }

    // The app got there first (this script can arrive after the app's own): it asks, the script does not.
    document.head.innerHTML = '';
    window.location.hash = '#/viewtournament?id=18';
    document.documentElement.setAttribute(FIRST_DATA_MARK, '');
    new Function(script)();
    expect(dataLinks()).toEqual([]);
    document.documentElement.removeAttribute(FIRST_DATA_MARK);

    // A signed-in player's call carries the session, which a preload cannot send.
    document.head.innerHTML = '';
    window.localStorage.setItem(STORAGE_KEYS.token, 'a-session');
    window.location.hash = '#/viewtournament?id=18';
    new Function(script)();
    expect(dataLinks()).toEqual([]);
  });
});
