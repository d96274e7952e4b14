/**
 * A match's state as its player reads it, on My matches, the match room, 'Your next match' and Discord's
 * `/arena matches`. Types only from the brackets module: no zod, so the next-match panel does not load it.
 */
import type { MyMatch } from './brackets';

export function matchStatusLabel(match: MyMatch): string {
  switch (match.status) {
    case 'waiting':
      return 'Waiting for the opponent';
    case 'ready':
      return 'Ready to play';
    case 'awaiting_opponent':
      if (match.my_report) return 'Waiting for the other captain';
      return match.can_report ? 'Awaiting your report' : "Awaiting your captain's report";
    case 'disputed':
      return 'Disputed';
    case 'no_show':
      return 'With the organiser';
    case 'confirmed':
      return 'Confirmed';
  }
}
