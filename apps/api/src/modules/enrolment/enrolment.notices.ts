/**
 * The enrolment's notices (decisions 0023, 0028, 0037): an entry made or taken back, a team checked
 * in, removed or dropped, and the waitlist's changes, each recorded in the transaction of the change it tells
 * about.
 */
import { NOTICE_LINKS } from '@arena/shared/app-links';
import type { EventType } from '@arena/shared/notifications';
import type { Tx } from '../../db/client';
import type { TournamentRow } from '../../db/schema/tournaments';
import { recordEvent } from '../notifications/domain-events';
import { teamName, teamRosterIds } from '../teams/teams.service';
import { entryRosterIds } from './enrolment.repository';

/** What the caller of an entry's notice already holds: then nothing is read again under its lock. */
export interface EntryFacts {
  tournament: string;
  team: string;
  /** The roster the entry enrolled, captain included. */
  players: number[];
}

/**
 * An entry's event, told to the players it enrolled (its roster at enrolment, captain included), with the names
 * of its team and tournament in the notice. The caller holds the tournament; the facts it does not pass are read
 * one after the other: a transaction's client runs one query at a time.
 */
async function tellEntry(
  tx: Tx,
  entry: { id: number; tournamentId: number; teamId: number },
  type: EventType,
  notice: (names: { team: string; tournament: string }) => { title: string; body: string },
  known: Pick<EntryFacts, 'tournament'> & Partial<EntryFacts>,
) {
  const tournament = known.tournament;
  const team = known.team ?? (await teamName(tx, entry.teamId));
  await recordEvent(tx, {
    type,
    recipients: known.players ?? (await entryRosterIds(tx, entry.id)),
    tournamentId: entry.tournamentId,
    teamId: entry.teamId,
    notice: { ...notice({ team, tournament }), link: NOTICE_LINKS.tournament(entry.tournamentId) },
  });
}

export const enrolmentNotices = {
  /** `known`: the names and roster the enrolment has in hand (it holds the tournament's lock). */
  async enrolled(tx: Tx, entry: { id: number; tournamentId: number; teamId: number }, known: EntryFacts) {
    await tellEntry(
      tx,
      entry,
      'enrolment.confirmed',
      ({ team, tournament }) => ({
        title: `${team} is in ${tournament}`,
        body: `Your team ${team} is enrolled in ${tournament}. We will tell you when your first match is ready.`,
      }),
      known,
    );
  },

  /** The captain took the team out before the start; what it paid went back. */
  async leftTournament(
    tx: Tx,
    entry: { id: number; tournamentId: number; teamId: number },
    /** The locked tournament the entry left. */
    held: { tournamentName: string },
  ) {
    await tellEntry(
      tx,
      entry,
      'enrolment.left',
      ({ team, tournament }) => ({
        title: `${team} left ${tournament}`,
        body: `Your captain took ${team} out of ${tournament}; the entry fee and any VIP tokens were refunded.`,
      }),
      { tournament: held.tournamentName },
    );
  },

  tellTeam,
  teamFacts,
  showChange,
};

/**
 * Records an event of a team in a tournament for its players (the captain and the accepted roster): checked in
 * or removed by the organiser, dropped at check-in, promoted from or skipped on the waitlist.
 */
async function tellTeam(
  tx: Tx,
  tournament: TournamentRow,
  teamId: number,
  type:
    | 'enrolment.checked_in'
    | 'enrolment.removed'
    | 'enrolment.dropped'
    | 'waitlist.promoted'
    | 'waitlist.skipped',
  notice: { title: string; body: string },
  data: Record<string, unknown> = {},
) {
  await recordEvent(tx, {
    type,
    recipients: await teamRosterIds(tx, teamId),
    tournamentId: tournament.id,
    teamId,
    notice: { ...notice, link: NOTICE_LINKS.tournament(tournament.id) },
    data,
  });
}

/** What a team's live updates name and whom they reach. */
async function teamFacts(tx: Tx, teamId: number) {
  return { name: await teamName(tx, teamId), rosterIds: await teamRosterIds(tx, teamId) };
}

/**
 * A change the tournament page's lists show (a check-in, a team joining or leaving the waitlist): live only,
 * so visitors' pages and the team's own screens follow it, with no notice to anyone (decision 0023).
 */
async function showChange(
  tx: Tx,
  tournament: Pick<TournamentRow, 'id' | 'tournamentName'>,
  teamId: number,
  type: 'enrolment.checked_in' | 'waitlist.joined' | 'waitlist.left',
  /** Read once by a caller that tells about the same team for several tournaments. */
  facts?: Awaited<ReturnType<typeof teamFacts>>,
) {
  const { name: team, rosterIds } = facts ?? (await teamFacts(tx, teamId));
  const title = {
    'enrolment.checked_in': `${team} checked in for ${tournament.tournamentName}`,
    'waitlist.joined': `${team} joined the waitlist of ${tournament.tournamentName}`,
    'waitlist.left': `${team} left the waitlist of ${tournament.tournamentName}`,
  }[type];
  await recordEvent(tx, {
    type,
    recipients: rosterIds,
    tournamentId: tournament.id,
    teamId,
    liveOnly: true,
    notice: { title, body: title, link: NOTICE_LINKS.tournament(tournament.id) },
  });
}
