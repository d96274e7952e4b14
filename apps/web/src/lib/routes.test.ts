import { describe, expect, it } from 'vitest';
import { NOTICE_LINKS } from '@arena/shared/app-links';
import { ACCOUNT_MENU } from '@arena/shared/constants';
import { routeOfLink } from '../api/live-updates';
import { accountPanelHref, adminRoutes, matchRoomHref, routes, viewTournamentLink } from './routes';

/** Every path the router serves, with `:id` standing for any id. */
const paths = [...Object.values(routes), ...Object.values(adminRoutes)].map((route) => route.path);
const served = (href: string) => {
  const path = href.split('?')[0]!;
  return paths.some((candidate) => new RegExp(`^${candidate.replace(':id', '\\d+')}$`).test(path));
};

describe('the links of notices and of the web', () => {
  it('open screens the web serves, from the one shared table (decision 0037)', () => {
    const links = Object.values(NOTICE_LINKS).map((link) => (typeof link === 'function' ? link(7) : link));
    for (const link of links) expect(served(routeOfLink(link)!), link).toBe(true);
    expect(NOTICE_LINKS.tournament(3)).toBe('#/viewtournament?id=3');
    expect(NOTICE_LINKS.match(4)).toBe('#/match?id=4');
    expect(NOTICE_LINKS.wallet).toBe(`#/myprofile?menu=${ACCOUNT_MENU.wallet}`);
  });

  it('are the same hrefs in the web', () => {
    expect(routeOfLink(NOTICE_LINKS.tournament(3))).toBe(viewTournamentLink({ id: 3 }).to);
    expect(routeOfLink(NOTICE_LINKS.match(4))).toBe(matchRoomHref(4));
    expect(routeOfLink(NOTICE_LINKS.wallet)).toBe(accountPanelHref(ACCOUNT_MENU.wallet));
    expect(routeOfLink(NOTICE_LINKS.adminTournament(5))).toBe(adminRoutes.tournament.href(5));
  });
});
