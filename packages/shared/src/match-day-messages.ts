/** Check-in and waitlist sentences (decision 0023); free of zod so the player pages can import them. */

const ordinal = (n: number) => {
  const lastTwo = n % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return `${n}th`;
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
};

export const CHECK_IN_MESSAGES = {
  checkedIn: 'Your team is checked in',
  notRequired: 'This tournament does not use check-in.',
  notOpen: (minutes: number) =>
    `Check-in opens ${minutes} minute${minutes === 1 ? '' : 's'} before the tournament starts.`,
  closed: 'Check-in for this tournament has closed.',
  notCaptain: 'Only the team captain can check the team in.',
  notEntered: 'Your team is not enrolled in this tournament or on its waitlist.',
  /** The enrolment dialog says it before anyone pays (decision 0023). */
  enrolmentNotice: (minutes: number) =>
    `This tournament requires check-in: the captain must check the team in during the ${minutes} minutes before the start. A team that does not check in is dropped when the tournament starts, and its entry fee is not refunded.`,
  /** The "check-in open" notice (in-app, and e-mail per preferences), to an entered team's players. */
  openSubject: (tournament: string) => `Check-in is open for ${tournament}`,
  open: (team: string, tournament: string, closesAt: string) =>
    `Check-in for ${tournament} is open until the start (${closesAt}). The captain of ${team} must check the team in on the tournament page or in My Tournaments; a team that has not checked in when the tournament starts is dropped, and its entry fee is not refunded.`,
  /** The same notice to a team on the waitlist: from now on only checked-in waiting teams can take a place. */
  openWaiting: (team: string, tournament: string, closesAt: string) =>
    `Check-in for ${tournament} is open until the start (${closesAt}). ${team} is on the waitlist: from now on only waiting teams that have checked in can take a place that frees, so the captain should check the team in on the tournament page or in My Tournaments.`,
  droppedSubject: (tournament: string) => `${tournament}: your team was dropped (no check-in)`,
  dropped: (team: string, tournament: string) =>
    `Your team ${team} did not check in before ${tournament} started, so it was dropped from the tournament. As the enrolment terms said, the entry fee is not refunded. Your team is unlocked and can enter other tournaments.`,
  /** Dropped by a start before the advertised close of check-in: the fee comes back (decision 0028). */
  droppedRefunded: (team: string, tournament: string) =>
    `The organiser started ${tournament} before its check-in window closed, and your team ${team} had not checked in yet, so it was dropped from the tournament. Because the start came before the advertised close of check-in, the entry fee has been refunded. Your team is unlocked and can enter other tournaments.`,
} as const;

export const WAITLIST_MESSAGES = {
  joined: 'Your team is on the waitlist; it is charged only if a place frees for it',
  left: 'Your team has left the waitlist',
  leaveQuestion: 'Are you sure you want to leave the waitlist?',
  /** A waiting team's place in line (My Tournaments). */
  place: (position: number) => `On the waitlist, ${ordinal(position)} in line`,
  notFull: 'This tournament still has free places; enrol your team instead.',
  alreadyWaitlisted: 'Your team is already on the waitlist for this tournament.',
  promotedSubject: (tournament: string) => `${tournament}: your team has a place`,
  promoted: (team: string, tournament: string, fee: number) =>
    `A place freed in ${tournament} and your team ${team} has taken it from the waitlist.${fee > 0 ? ` The entry fee of ${fee} credits has been charged.` : ''}`,
  skippedSubject: (tournament: string) => `${tournament}: your team could not take a place`,
  skipped: (team: string, tournament: string, reason: string) =>
    `A place freed in ${tournament}, but your team ${team} could not take it and has left the waitlist: ${reason}`,
} as const;
