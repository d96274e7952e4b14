import { describe, expect, it } from 'vitest';
import type { EventType } from '@arena/shared/notifications';
import { isPublicUpdate, liveUpdateOf } from './live-updates';
import type { DomainEventRow } from './notifications.repository';

const event = (type: EventType): DomainEventRow => ({
  id: 7,
  type,
  recipients: [1],
  notice: { title: 't', body: 'b', link: '#/' },
  tournamentId: 3,
  matchId: 11,
  teamId: 5,
  data: {},
  createdAt: new Date('2026-11-24T12:00:00Z'),
});

describe('what the public tournament stream carries', () => {
  it('carries a single report as a bracket change (the bracket shows that one captain reported)', () => {
    const reported = event('match.opponent_reported');
    expect(isPublicUpdate(reported)).toBe(true);
    expect(liveUpdateOf(reported)).toMatchObject({ tournament_id: 3, match_id: 11, topics: ['bracket'] });
  });

  it('carries every change of the lists the page shows (entries, check-ins, waitlist) as a participants change', () => {
    for (const type of [
      'enrolment.confirmed',
      'enrolment.left',
      'enrolment.checked_in',
      'enrolment.dropped',
      'waitlist.joined',
      'waitlist.left',
      'waitlist.promoted',
      'waitlist.skipped',
    ] as const) {
      expect(isPublicUpdate(event(type)), type).toBe(true);
      expect(liveUpdateOf(event(type)).topics, type).toEqual(['participants']);
    }
  });

  it('never carries evidence, messages or a no-show: only the two teams and the admins may know of them', () => {
    for (const type of [
      'match.evidence_added',
      'admin.evidence_added',
      'match.message',
      'admin.match_message',
      'match.no_show',
    ] as const) {
      expect(isPublicUpdate(event(type)), type).toBe(false);
      expect(liveUpdateOf(event(type)).topics).toEqual([]);
    }
  });
});
