/**
 * A match's state as its player reads it, on My matches, the match room, 'Your next match' and Discord's
 * `/arena matches`. Types only from the brackets module: no zod, so the next-match panel does not load it.
 */
import type { MyMatch } from './brackets';

export type MatchStatusKind =
  | 'waiting'
  | 'ready'
  | 'waitingOther'
  | 'awaitingYou'
  | 'awaitingCaptain'
  | 'disputed'
  | 'noShow'
  | 'confirmed';

/** Which of the states a player reads the match is in (the web says it in the page's language). */
export function matchStatusKind(match: MyMatch): MatchStatusKind {
  switch (match.status) {
    case 'waiting':
      return 'waiting';
    case 'ready':
      return 'ready';
    case 'awaiting_opponent':
      if (match.my_report) return 'waitingOther';
      return match.can_report ? 'awaitingYou' : 'awaitingCaptain';
    case 'disputed':
      return 'disputed';
    case 'no_show':
      return 'noShow';
    case 'confirmed':
      return 'confirmed';
  }
}

const STATUS_LABELS: Record<MatchStatusKind, string> = {
  waiting: 'Waiting for the opponent',
  ready: 'Ready to play',
  waitingOther: 'Waiting for the other captain',
  awaitingYou: 'Awaiting your report',
  awaitingCaptain: "Awaiting your captain's report",
  disputed: 'Disputed',
  noShow: 'With the organiser',
  confirmed: 'Confirmed',
};

/** The state in English (the spec's words; Discord's answers translate it at the edge). */
export function matchStatusLabel(match: MyMatch): string {
  return STATUS_LABELS[matchStatusKind(match)];
}
