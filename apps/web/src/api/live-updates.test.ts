import { describe, expect, it } from 'vitest';
import { keysForEvent, routeOfLink } from './live-updates';

const has = (keys: readonly unknown[], key: readonly unknown[]) =>
  keys.some((k) => JSON.stringify(k) === JSON.stringify(key));

describe('what a live event makes stale', () => {
  it("a result refreshes that tournament's bracket and my matches, not every tournament's", () => {
    const keys = keysForEvent('match.confirmed', 6, ['bracket', 'results']);
    expect(has(keys, ['tournament-bracket', 6])).toBe(true);
    expect(has(keys, ['my-matches', 6])).toBe(true);
    expect(has(keys, ['tournament-bracket'])).toBe(false);
    expect(has(keys, ['tournament-details', 6])).toBe(false);
  });

  it('a change of state or participants refreshes the page, the lists and the bracket', () => {
    const keys = keysForEvent('enrolment.confirmed', 6, ['participants']);
    expect(has(keys, ['tournament-details', 6])).toBe(true);
    expect(has(keys, ['tournaments-list'])).toBe(true);
    // Entering changes the captain's teams, credits and enrolments too.
    expect(has(keys, ['teams'])).toBe(true);
    expect(has(keys, ['user-profile'])).toBe(true);
  });

  it('money and team events refresh the balances and the teams', () => {
    expect(has(keys('prize.paid'), ['user-profile'])).toBe(true);
    expect(has(keys('withdrawal.paid'), ['wallet'])).toBe(true);
    expect(has(keys('team.join_requested'), ['teams'])).toBe(true);
    expect(has(keys('admin.dispute_opened'), ['admin'])).toBe(true);
  });

  it('a notification without a tournament refreshes every copy of what it concerns', () => {
    expect(has(keysForEvent('match.opponent_reported', null), ['my-matches'])).toBe(true);
  });
});

function keys(type: string) {
  return keysForEvent(type, null, []);
}

describe("a notification's link", () => {
  it('becomes a route of this app', () => {
    expect(routeOfLink('#/viewtournament?id=3')).toBe('/viewtournament?id=3');
    expect(routeOfLink('https://arena.example/#/myprofile?menu=6')).toBe('/myprofile?menu=6');
    expect(routeOfLink('/myprofile')).toBe('/myprofile');
  });

  it('is refused when it would lead out of the app', () => {
    expect(routeOfLink('#//evil.example/x')).toBeNull();
    expect(routeOfLink('https://evil.example/')).toBeNull();
    expect(routeOfLink('#/\\evil.example')).toBeNull();
    expect(routeOfLink('javascript:alert(1)')).toBeNull();
  });
});
