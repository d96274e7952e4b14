/**
 * A match's state as its player reads it, on My matches, the match room and 'Your next match'. Kept apart
 * from My matches (whose report form brings zod) so the next-match panel does not load the form's code.
 */
import type { MyMatch } from '@arena/shared/brackets';

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
