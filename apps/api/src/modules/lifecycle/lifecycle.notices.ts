/**
 * The lifecycle's notices (decisions 0023, 0037): a tournament starting soon, its check-in open, its
 * start, cancellation and completion, and the prizes paid, each recorded in the transaction of the change it
 * tells about.
 */
import { NOTICE_LINKS } from '@arena/shared/app-links';
import { CHECK_IN_MESSAGES } from '@arena/shared/match-day-messages';
import { poundsText as pounds } from '@arena/shared/money';
import type { Tx } from '../../db/client';
import { entryRosters, tournamentPlayerIds } from '../enrolment/enrolment.service';
import { recordEvent } from '../notifications/domain-events';
import { teamNames, teamRosters } from '../teams/teams.service';
import { teamsToTellCheckInOpen } from './lifecycle.repository';

const ordinal = (n: number) => {
  const suffix = n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${n % 10 > 3 ? 'th' : suffix}`;
};

export const lifecycleNotices = {
  async startsSoon(tx: Tx, tournament: { id: number; name: string; startsAt: Date }) {
    await recordEvent(tx, {
      type: 'tournament.starts_soon',
      recipients: await tournamentPlayerIds(tx, tournament.id),
      tournamentId: tournament.id,
      data: { starts_at: tournament.startsAt.toISOString() },
      notice: {
        title: `${tournament.name} starts soon`,
        body: `${tournament.name} starts at {{starts_at}}. Be ready for your first match.`,
        link: NOTICE_LINKS.tournament(tournament.id),
        times: { starts_at: tournament.startsAt.toISOString() },
      },
    });
  },

  /**
   * Check-in has opened (called with the tournament row locked): one event per team not told yet, entered
   * (and not checked in) or waiting, to its players; answers how many teams were told.
   */
  async checkInOpen(tx: Tx, tournament: { id: number; name: string; startsAt: Date }): Promise<number> {
    // Each reader sees the time in their own zone (decision 0032): the web app in the browser's, e-mails in the account's.
    const closesAt = '{{closes_at}}';
    const { entered, waiting } = await teamsToTellCheckInOpen(tx, tournament.id);
    // An entered team's players are its entry's roster; a waiting team's, the team's current roster.
    const enteredPlayers = await entryRosters(
      tx,
      tournament.id,
      entered.map((team) => team.teamId),
    );
    const waitingPlayers = await teamRosters(
      tx,
      waiting.map((team) => team.teamId),
    );
    const playersOf = (rows: Array<{ teamId: number; userId: number }>, teamId: number) =>
      rows.filter((row) => row.teamId === teamId).map((row) => row.userId);
    const teams = [
      ...entered.map((team) => ({
        ...team,
        waiting: false,
        players: playersOf(enteredPlayers, team.teamId),
      })),
      ...waiting.map((team) => ({ ...team, waiting: true, players: playersOf(waitingPlayers, team.teamId) })),
    ];
    for (const team of teams) {
      await recordEvent(tx, {
        type: 'tournament.check_in_open',
        recipients: team.players,
        tournamentId: tournament.id,
        teamId: team.teamId,
        data: { closes_at: tournament.startsAt.toISOString(), waiting: team.waiting },
        notice: {
          title: CHECK_IN_MESSAGES.openSubject(tournament.name),
          body: (team.waiting ? CHECK_IN_MESSAGES.openWaiting : CHECK_IN_MESSAGES.open)(
            team.teamName,
            tournament.name,
            closesAt,
          ),
          link: NOTICE_LINKS.tournament(tournament.id),
          times: { closes_at: tournament.startsAt.toISOString() },
        },
      });
    }
    // No team to tell: organisers' webhooks still hear that check-in opened (decision 0058).
    if (teams.length === 0) {
      await recordEvent(tx, {
        type: 'tournament.check_in_open',
        recipients: [],
        tournamentId: tournament.id,
        liveOnly: true,
        data: { closes_at: tournament.startsAt.toISOString(), waiting: false },
        notice: {
          title: CHECK_IN_MESSAGES.openSubject(tournament.name),
          body: CHECK_IN_MESSAGES.openSubject(tournament.name),
          link: NOTICE_LINKS.tournament(tournament.id),
        },
      });
    }
    return teams.length;
  },

  /** After the bracket is drawn (the players are still the active entries'). */
  async started(tx: Tx, tournament: { id: number; tournamentName: string }, teams: number) {
    await recordEvent(tx, {
      type: 'tournament.started',
      recipients: await tournamentPlayerIds(tx, tournament.id),
      tournamentId: tournament.id,
      data: { teams },
      notice: {
        title: `${tournament.tournamentName} has started`,
        body: `${tournament.tournamentName} has started with ${teams} teams. The bracket is live.`,
        link: NOTICE_LINKS.tournament(tournament.id),
      },
    });
  },

  /** Before the entries are closed: their players are the ones told. */
  async cancelled(tx: Tx, tournament: { id: number; tournamentName: string }, reason: string) {
    await recordEvent(tx, {
      type: 'tournament.cancelled',
      recipients: await tournamentPlayerIds(tx, tournament.id),
      tournamentId: tournament.id,
      data: { reason },
      notice: {
        title: `${tournament.tournamentName} was cancelled`,
        body: `${tournament.tournamentName} was cancelled (${reason}). Every entry fee and VIP token has been refunded.`,
        link: NOTICE_LINKS.tournament(tournament.id),
      },
    });
  },

  /** One event per placed team, so each roster reads its own placing; the first one also tells Discord. */
  async completed(tx: Tx, tournament: { id: number; tournamentName: string }, placings: number[][]) {
    const placed = placings.flat();
    const rosters = await entryRosters(tx, tournament.id, placed);
    const nameOf = await teamNames(tx, placed);
    let place = 1;
    for (const group of placings) {
      for (const teamId of group) {
        const team = nameOf(teamId);
        await recordEvent(tx, {
          type: 'tournament.completed',
          recipients: rosters.filter((p) => p.teamId === teamId).map((p) => p.userId),
          tournamentId: tournament.id,
          teamId,
          data: { placing: place, team },
          notice: {
            title: `${tournament.tournamentName} is over: ${team} placed ${ordinal(place)}`,
            body: `${tournament.tournamentName} is complete. ${team} finished ${ordinal(place)}.`,
            link: NOTICE_LINKS.tournament(tournament.id),
          },
        });
      }
      place += group.length;
    }
  },

  async prizePaid(
    tx: Tx,
    input: { tournamentId: number; tournamentName: string; userId: number; pence: number },
  ) {
    await recordEvent(tx, {
      type: 'prize.paid',
      recipients: [input.userId],
      tournamentId: input.tournamentId,
      data: { pence: input.pence },
      notice: {
        title: `Prize paid: ${pounds(input.pence)}`,
        body: `Your share of the ${input.tournamentName} prize, ${pounds(input.pence)}, is in your wallet.`,
        link: NOTICE_LINKS.wallet,
      },
    });
  },
};
