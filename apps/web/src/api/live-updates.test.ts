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

  it("a check-in, a drop or a waitlist change refreshes the page's lists; a promotion the captain's credits too", () => {
    for (const type of ['enrolment.checked_in', 'enrolment.dropped', 'waitlist.joined', 'waitlist.left']) {
      expect(has(keysForEvent(type, 6, ['participants']), ['tournament-details', 6]), type).toBe(true);
    }
    const promoted = keysForEvent('waitlist.promoted', 6, ['participants']);
    expect(has(promoted, ['account', 'enrolled-tournaments'])).toBe(true);
    expect(has(promoted, ['user-profile'])).toBe(true);
    // As a notification (no topics), too.
    expect(has(keys('waitlist.promoted'), ['user-profile'])).toBe(true);
  });

  it('money and team events refresh the balances and the teams', () => {
    expect(has(keys('prize.paid'), ['user-profile'])).toBe(true);
    expect(has(keys('withdrawal.paid'), ['wallet'])).toBe(true);
    expect(has(keys('team.join_requested'), ['teams'])).toBe(true);
    expect(has(keys('admin.dispute_opened'), ['admin'])).toBe(true);
  });

  it("a match event refreshes that match's room and the organiser's control room and disputes", () => {
    const keys = keysForEvent('match.opponent_reported', 6, ['bracket'], 31);
    expect(has(keys, ['match-room', 31])).toBe(true);
    expect(has(keys, ['admin', 'control-room', 6])).toBe(true);
    expect(has(keys, ['admin', 'disputes'])).toBe(true);
    expect(has(keys, ['admin', 'control-room'])).toBe(false);
  });

  it('a message, a screenshot or a veto step refreshes only the match room (its veto too), not the bracket', () => {
    for (const type of [
      'match.message',
      'admin.match_message',
      'match.evidence_added',
      'match.veto_step',
      'match.veto_turn',
      'admin.match_veto',
    ]) {
      expect(keysForEvent(type, 6, [], 31)).toEqual([['match-room', 31]]);
    }
    // The organisers' own event refreshes their screens (the control room among them).
    expect(has(keysForEvent('admin.evidence_added', 6, [], 31), ['admin'])).toBe(true);
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
