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

  it('never carries evidence or messages: only the two teams and the admins may know of them', () => {
    for (const type of ['match.evidence_added', 'admin.evidence_added', 'match.message'] as const) {
      expect(isPublicUpdate(event(type)), type).toBe(false);
      expect(liveUpdateOf(event(type)).topics).toEqual([]);
    }
  });
});
