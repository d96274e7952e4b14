/**
 * One function per domain event (decision 0021): each reads the few facts its notice names and records the event
 * in the caller's transaction, so a service tells about a change with one line next to the change itself.
 */
import { ACCOUNT_MENU, type AccountMenu } from '@arena/shared/constants';
import type { EventType } from '@arena/shared/notifications';
import { CHECK_IN_MESSAGES } from '@arena/shared/match-day-messages';
import { assetAmountText, type Shortfall } from '@arena/shared/payments';
import { WALLET_MESSAGES } from '@arena/shared/wallet';
import type { Tx } from '../../db/client';
import { recordEvent, recordEvents, type NewDomainEvent } from './domain-events';
import type { RosterPlayer } from './email-templates';
import {
  entryPlayerIdsOfTeams,
  entryRosterIds,
  entryRostersOfTeams,
  teamName,
  teamNames,
  teamRosterIds,
  teamRosters,
  teamsToTellCheckInOpen,
  tournamentName,
  tournamentPlayerIds,
  userName,
} from './notifications.repository';

const pounds = (pence: number) => `£${(pence / 100).toFixed(2)}`;

const accountPanel = (menu: AccountMenu) => `#/myprofile?menu=${menu}`;

/**
 * Hash routes of the web app (apps/web/src/lib/routes.ts) the notifications open: the screen each is about
 * (My Account's panel by its menu number, the match room of a match both rosters can open).
 */
export const LINKS = {
  /** The captain's teams, where join requests are answered (Team Management). */
  teamManagement: accountPanel(ACCOUNT_MENU.teamManagement),
  /** The teams a player is on (My Participations): where a team that accepted, removed or dropped them shows. */
  myParticipations: accountPanel(ACCOUNT_MENU.myParticipations),
  wallet: accountPanel(ACCOUNT_MENU.wallet),
  credits: accountPanel(ACCOUNT_MENU.credits),
  vipSubscription: accountPanel(ACCOUNT_MENU.vipSubscription),
  vipTokens: accountPanel(ACCOUNT_MENU.vipTokens),
  myTournaments: accountPanel(ACCOUNT_MENU.myTournaments),
  /** The notification list and its settings (the e-mails' "change your notification settings"). */
  notificationSettings: accountPanel(ACCOUNT_MENU.notifications),
  tournament: (id: number) => `#/viewtournament?id=${id}`,
  match: (id: number) => `#/match?id=${id}`,
  adminWithdrawals: '#/admin/withdrawals',
  adminInbox: '#/admin/inbox',
  adminTournament: (id: number) => `#/admin/tournaments/${id}`,
} as const;

/** What a purchase bought, as its notices name it. */
const purchased = (order: { kind: string; quantity: number; description: string }) =>
  order.kind === 'credits'
    ? `${order.quantity} credits`
    : order.kind === 'tokens'
      ? `${order.quantity} VIP tokens`
      : order.description;

/** The My Account panel of what a purchase bought. */
const productLink = (kind: string) =>
  kind === 'credits' ? LINKS.credits : kind === 'tokens' ? LINKS.vipTokens : LINKS.vipSubscription;

const ordinal = (n: number) => {
  const suffix = n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${n % 10 > 3 ? 'th' : suffix}`;
};

/** The platform ids a player filled in, under their display names. */
function platformIds(
  player: Record<'psn' | 'xbox' | 'ea' | 'ubisoft' | 'activision' | 'discord', string | null>,
) {
  const ids: Record<string, string> = {};
  const labels = {
    psn: 'PSN',
    xbox: 'Xbox',
    ea: 'EA',
    ubisoft: 'Ubisoft',
    activision: 'Activision',
    discord: 'Discord',
  };
  for (const [key, label] of Object.entries(labels) as Array<[keyof typeof labels, string]>) {
    const value = player[key];
    if (value) ids[label] = value;
  }
  return ids;
}

/** What the caller of an entry's notice already holds: then nothing is read again under its lock. */
export interface EntryFacts {
  tournament: string;
  team: string;
  /** The roster the entry enrolled, captain included. */
  players: number[];
}

/**
 * An entry's event, told to the players it enrolled (its roster at enrolment, captain included), with the names
 * of its team and tournament in the notice. The facts the caller does not pass are read one after the other: a
 * transaction's client runs one query at a time.
 */
async function tellEntry(
  tx: Tx,
  entry: { id: number; tournamentId: number; teamId: number },
  type: EventType,
  notice: (names: { team: string; tournament: string }) => { title: string; body: string },
  known?: EntryFacts,
) {
  const tournament = known?.tournament ?? (await tournamentName(tx, entry.tournamentId));
  const team = known?.team ?? (await teamName(tx, entry.teamId));
  await recordEvent(tx, {
    type,
    recipients: known?.players ?? (await entryRosterIds(tx, entry.id)),
    tournamentId: entry.tournamentId,
    teamId: entry.teamId,
    notice: { ...notice({ team, tournament }), link: LINKS.tournament(entry.tournamentId) },
  });
}

export const notify = {
  // Teams ------------------------------------------------------------------------------------------------

  async joinRequested(
    tx: Tx,
    team: { id: number; teamName: string; captainId: number },
    requesterId: number,
  ) {
    const requester = await userName(tx, requesterId);
    await recordEvent(tx, {
      type: 'team.join_requested',
      recipients: [team.captainId],
      teamId: team.id,
      notice: {
        title: `${requester} asked to join ${team.teamName}`,
        body: `${requester} wants to join ${team.teamName}. Accept or reject the request in Team Management.`,
        link: LINKS.teamManagement,
      },
    });
  },

  async requestAnswered(tx: Tx, team: { id: number; teamName: string }, playerId: number, accepted: boolean) {
    await recordEvent(tx, {
      type: accepted ? 'team.request_accepted' : 'team.request_rejected',
      recipients: [playerId],
      teamId: team.id,
      notice: accepted
        ? {
            title: `You joined ${team.teamName}`,
            body: `The captain of ${team.teamName} accepted your request.`,
            link: LINKS.myParticipations,
          }
        : {
            title: `Your request to join ${team.teamName} was declined`,
            body: `The captain of ${team.teamName} declined your request to join.`,
            link: LINKS.myParticipations,
          },
    });
  },

  async removedFromTeam(tx: Tx, team: { id: number; teamName: string }, playerId: number) {
    await recordEvent(tx, {
      type: 'team.member_removed',
      recipients: [playerId],
      teamId: team.id,
      notice: {
        title: `You were removed from ${team.teamName}`,
        body: `The captain of ${team.teamName} removed you from the team.`,
        link: LINKS.myParticipations,
      },
    });
  },

  /** Before the team row is marked deleted: the roster is read while it is still the team's. */
  async teamDeleted(tx: Tx, team: { id: number; teamName: string; captainId: number }) {
    const players = (await teamRosterIds(tx, team.id)).filter((id) => id !== team.captainId);
    await recordEvent(tx, {
      type: 'team.deleted',
      recipients: players,
      teamId: team.id,
      notice: {
        title: `${team.teamName} was deleted`,
        body: `The captain deleted ${team.teamName}; you are no longer on it.`,
        link: LINKS.myParticipations,
      },
    });
  },

  // Enrolment --------------------------------------------------------------------------------------------

  /** `known`: the names and roster the enrolment has in hand (it holds the tournament's lock). */
  async enrolled(tx: Tx, entry: { id: number; tournamentId: number; teamId: number }, known?: EntryFacts) {
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
  async leftTournament(tx: Tx, entry: { id: number; tournamentId: number; teamId: number }) {
    await tellEntry(tx, entry, 'enrolment.left', ({ team, tournament }) => ({
      title: `${team} left ${tournament}`,
      body: `Your captain took ${team} out of ${tournament}; the entry fee and any VIP tokens were refunded.`,
    }));
  },

  // Tournament lifecycle ---------------------------------------------------------------------------------

  async startsSoon(tx: Tx, tournament: { id: number; name: string; startsAt: Date }) {
    await recordEvent(tx, {
      type: 'tournament.starts_soon',
      recipients: await tournamentPlayerIds(tx, tournament.id),
      tournamentId: tournament.id,
      data: { starts_at: tournament.startsAt.toISOString() },
      notice: {
        title: `${tournament.name} starts soon`,
        body: `${tournament.name} starts at {{starts_at}}. Be ready for your first match.`,
        link: LINKS.tournament(tournament.id),
        times: { starts_at: tournament.startsAt.toISOString() },
      },
    });
  },

  /**
   * Check-in has opened (called with the tournament row locked): one event per team not told yet, entered
   * (and not checked in) or waiting, to its players; answers how many teams were told.
   */
  async checkInOpen(tx: Tx, tournament: { id: number; name: string; startsAt: Date }): Promise<number> {
    // Each reader sees the time in their own zone (decision 0032): the web app in the browser's, e-mails in the
    // account's.
    const closesAt = '{{closes_at}}';
    const { entered, waiting } = await teamsToTellCheckInOpen(tx, tournament.id);
    // An entered team's players are its entry's roster; a waiting team's, the team's current roster.
    const enteredPlayers = await entryRostersOfTeams(
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
          link: LINKS.tournament(tournament.id),
          times: { closes_at: tournament.startsAt.toISOString() },
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
        link: LINKS.tournament(tournament.id),
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
        link: LINKS.tournament(tournament.id),
      },
    });
  },

  /** One event per placed team, so each roster reads its own placing; the first one also tells Discord. */
  async completed(tx: Tx, tournament: { id: number; tournamentName: string }, placings: number[][]) {
    const placed = placings.flat();
    const rosters = await entryRostersOfTeams(tx, tournament.id, placed);
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
            link: LINKS.tournament(tournament.id),
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
        link: LINKS.wallet,
      },
    });
  },

  // Money ------------------------------------------------------------------------------------------------

  async purchaseCompleted(
    tx: Tx,
    order: { userId: number; kind: string; quantity: number; description: string; amountPence?: number },
  ) {
    const what = purchased(order);
    await recordEvent(tx, {
      type: 'purchase.completed',
      recipients: [order.userId],
      data: { kind: order.kind, quantity: order.quantity },
      notice: {
        title: `Purchase complete: ${what}`,
        body: `Your payment went through: ${what} ${order.kind === 'subscription' ? 'is active' : 'added to your account'}.`,
        link: productLink(order.kind),
      },
    });
  },

  /**
   * An admin's refund or PayPal's reversal took back (part of) a purchase: what went back to PayPal, what was
   * taken from the account, and what had already been spent (the shortfall that pauses withdrawals).
   */
  async purchaseTakenBack(
    tx: Tx,
    change: {
      userId: number;
      orderId: string;
      kind: string;
      quantity: number;
      description: string;
      how: 'refund' | 'reversal';
      pence: number;
      /** Credits or tokens taken from the balance. */
      taken: number;
      /** The VIP period this purchase added was cut short. */
      vipShortened: boolean;
      shortfall: { asset: Shortfall['asset']; amount: number } | null;
    },
  ) {
    const what = purchased(change);
    const sentences = [
      change.how === 'refund'
        ? `${pounds(change.pence)} of your payment for ${what} was refunded to your PayPal account.`
        : `PayPal reversed ${pounds(change.pence)} of your payment for ${what}.`,
    ];
    if (change.vipShortened) sentences.push('Your VIP period was shortened to match.');
    if (change.taken > 0) {
      const asset = change.kind === 'credits' ? 'credits' : 'tokens';
      const verb = change.taken === 1 ? 'was' : 'were';
      sentences.push(`${assetAmountText(asset, change.taken)} ${verb} taken back from your account.`);
    }
    if (change.shortfall) {
      sentences.push(
        `${assetAmountText(change.shortfall.asset, change.shortfall.amount)} had already been used. ${WALLET_MESSAGES.shortfallBlocksWithdrawal}`,
      );
    }
    await recordEvent(tx, {
      type: change.how === 'refund' ? 'purchase.refunded' : 'purchase.reversed',
      recipients: [change.userId],
      data: { order_id: change.orderId, kind: change.kind, shortfall: change.shortfall },
      notice: {
        title: `${change.how === 'refund' ? 'Purchase refunded' : 'Payment reversed'}: ${what}`,
        body: sentences.join(' '),
        link: change.shortfall ? LINKS.wallet : productLink(change.kind),
      },
    });
  },

  /** An admin settled a shortfall: withdrawals are open again unless another one is still open. */
  async shortfallSettled(
    tx: Tx,
    shortfall: { id: number; userId: number; asset: Shortfall['asset']; amount: number },
    stillOpen: boolean,
  ) {
    await recordEvent(tx, {
      type: 'purchase.shortfall_settled',
      recipients: [shortfall.userId],
      data: { shortfall_id: shortfall.id },
      notice: {
        title: stillOpen ? 'Shortfall settled' : 'Withdrawals open again',
        body: `The ${assetAmountText(shortfall.asset, shortfall.amount)} owed after a refunded purchase ${
          shortfall.amount === 1 ? 'is' : 'are'
        } settled${
          stillOpen
            ? '. Withdrawals stay paused until the rest is settled too.'
            : ': you can withdraw from your wallet again.'
        }`,
        link: LINKS.wallet,
      },
    });
  },

  async withdrawalRequested(tx: Tx, withdrawal: { id: number; userId: number; amountPence: number }) {
    const player = await userName(tx, withdrawal.userId);
    await recordEvent(tx, {
      type: 'admin.withdrawal_requested',
      recipients: 'admins',
      data: { withdrawal_id: withdrawal.id },
      notice: {
        title: `Withdrawal request: ${pounds(withdrawal.amountPence)}`,
        body: `${player} asked to withdraw ${pounds(withdrawal.amountPence)}.`,
        link: LINKS.adminWithdrawals,
      },
    });
  },

  /**
   * The payout was sent (pending → processing): the player's open wallet shows "Processing" at once (decision 0032).
   * Live only: the outcome (paid, failed) is the news worth a notification and an e-mail.
   */
  async withdrawalProcessing(tx: Tx, withdrawal: { id: number; userId: number; amountPence: number }) {
    await recordEvent(tx, {
      type: 'withdrawal.processing',
      recipients: [withdrawal.userId],
      data: { withdrawal_id: withdrawal.id },
      liveOnly: true,
      notice: {
        title: 'Withdrawal processing',
        body: `Your withdrawal of ${pounds(withdrawal.amountPence)} was sent to PayPal.`,
        link: LINKS.wallet,
      },
    });
  },

  async withdrawalSettled(
    tx: Tx,
    withdrawal: { id: number; userId: number; amountPence: number; netPence: number },
    outcome: 'paid' | 'rejected' | 'failed',
    reason: string | null,
  ) {
    const notices = {
      paid: {
        title: `Withdrawal paid: ${pounds(withdrawal.netPence)}`,
        body: `Your withdrawal of ${pounds(withdrawal.amountPence)} was paid to your PayPal account (${pounds(withdrawal.netPence)} after the fee).`,
      },
      rejected: {
        title: `Withdrawal rejected`,
        body: `Your withdrawal of ${pounds(withdrawal.amountPence)} was rejected${reason ? `: ${reason}` : ''}. The amount is back in your wallet.`,
      },
      failed: {
        title: `Withdrawal failed`,
        body: `PayPal could not pay your withdrawal of ${pounds(withdrawal.amountPence)}${reason ? ` (${reason})` : ''}. The amount is back in your wallet.`,
      },
    };
    await recordEvent(tx, {
      type: `withdrawal.${outcome}`,
      recipients: [withdrawal.userId],
      data: { withdrawal_id: withdrawal.id },
      notice: { ...notices[outcome], link: LINKS.wallet },
    });
  },

  async contactMessage(tx: Tx, message: { name: string; email: string }) {
    await recordEvent(tx, {
      type: 'admin.contact_message',
      recipients: 'admins',
      notice: {
        title: `New contact message from ${message.name}`,
        body: `${message.name} <${message.email}> sent a message through the contact form.`,
        link: LINKS.adminInbox,
      },
    });
  },

  // Matches (brackets) -----------------------------------------------------------------------------------

  /**
   * Matches of one tournament have both teams: each captain's roster is told, with the other roster's platform
   * ids. The facts of every match are read at once and the events recorded together (a start announces every
   * first-round match: a few statements, not a few per match).
   */
  async matchesReady(
    tx: Tx,
    tournamentId: number,
    matches: Array<{ id: number; teamIds: [number, number]; round?: string }>,
  ) {
    if (matches.length === 0) return;
    const teamIds = [...new Set(matches.flatMap((match) => match.teamIds))];
    const tournament = await tournamentName(tx, tournamentId);
    const playersOf = new Map<number, Awaited<ReturnType<typeof entryRostersOfTeams>>>();
    for (const player of await entryRostersOfTeams(tx, tournamentId, teamIds))
      playersOf.set(player.teamId, [...(playersOf.get(player.teamId) ?? []), player]);
    const nameOf = await teamNames(tx, teamIds);
    const events: NewDomainEvent[] = [];
    for (const match of matches) {
      const rosters = match.teamIds.map((id) => playersOf.get(id) ?? []);
      const names = match.teamIds.map(nameOf);
      for (const side of [0, 1] as const) {
        const other = side === 0 ? 1 : 0;
        const opponentRoster: RosterPlayer[] = rosters[other]!.map((p) => ({
          name: p.name,
          player_id: p.playerId,
          platforms: platformIds(p),
        }));
        events.push({
          type: 'match.ready',
          recipients: rosters[side]!.map((p) => p.userId),
          tournamentId,
          matchId: match.id,
          teamId: match.teamIds[side],
          data: { opponent_team: names[other], opponent_roster: opponentRoster },
          notice: {
            title: `${names[side]} vs ${names[other]} is ready`,
            body: `Your match in ${tournament} against ${names[other]} is ready to play${match.round ? ` (${match.round})` : ''}. Report the score when it is over.`,
            link: LINKS.match(match.id),
          },
        });
      }
    }
    await recordEvents(tx, events);
  },

  async opponentReported(
    tx: Tx,
    match: { id: number; tournamentId: number },
    reporterTeamId: number,
    opponentTeamId: number,
    score: { own: number; opponent: number },
  ) {
    const tournament = await tournamentName(tx, match.tournamentId);
    const reporter = await teamName(tx, reporterTeamId);
    await recordEvent(tx, {
      type: 'match.opponent_reported',
      recipients: await entryPlayerIdsOfTeams(tx, match.tournamentId, [opponentTeamId]),
      tournamentId: match.tournamentId,
      matchId: match.id,
      teamId: opponentTeamId,
      data: { reporter_score: score.own, your_score: score.opponent },
      notice: {
        title: `${reporter} reported ${score.own}-${score.opponent}`,
        body: `${reporter} reported your match in ${tournament} as ${score.own}-${score.opponent} to them. Confirm it with the same result, or report yours to open a dispute.`,
        link: LINKS.match(match.id),
      },
    });
  },

  async matchConfirmed(
    tx: Tx,
    match: { id: number; tournamentId: number; teamIds: number[] },
    winnerTeamId: number | null,
  ) {
    const tournament = await tournamentName(tx, match.tournamentId);
    const winner = winnerTeamId === null ? null : await teamName(tx, winnerTeamId);
    await recordEvent(tx, {
      type: 'match.confirmed',
      recipients: await entryPlayerIdsOfTeams(tx, match.tournamentId, match.teamIds),
      tournamentId: match.tournamentId,
      matchId: match.id,
      notice: {
        title: `Result confirmed${winner ? `: ${winner} won` : ''}`,
        body: `Both captains agreed on the result of the match in ${tournament}${winner ? `; ${winner} won` : ''}.`,
        link: LINKS.match(match.id),
      },
    });
  },

  async disputed(tx: Tx, match: { id: number; tournamentId: number; teamIds: number[] }) {
    const tournament = await tournamentName(tx, match.tournamentId);
    await recordEvent(tx, {
      type: 'match.disputed',
      recipients: await entryPlayerIdsOfTeams(tx, match.tournamentId, match.teamIds),
      tournamentId: match.tournamentId,
      matchId: match.id,
      notice: {
        title: `Your match in ${tournament} is disputed`,
        body: `The captains reported different results; an admin will decide.`,
        link: LINKS.match(match.id),
      },
    });
    await recordEvent(tx, {
      type: 'admin.dispute_opened',
      recipients: 'admins',
      tournamentId: match.tournamentId,
      matchId: match.id,
      notice: {
        title: `New dispute in ${tournament}`,
        body: `The captains of match ${match.id} reported different results.`,
        link: LINKS.adminTournament(match.tournamentId),
      },
    });
  },

  /** An admin set or corrected a result (a dispute decided): every team whose match it changed is told. */
  async resultSet(
    tx: Tx,
    match: { id: number; tournamentId: number },
    affectedTeamIds: number[],
    correction: boolean,
    reason: string | null,
  ) {
    const tournament = await tournamentName(tx, match.tournamentId);
    await recordEvent(tx, {
      type: 'match.result_set',
      recipients: await entryPlayerIdsOfTeams(tx, match.tournamentId, affectedTeamIds),
      tournamentId: match.tournamentId,
      matchId: match.id,
      data: { correction, reason },
      notice: {
        title: correction
          ? `A result in ${tournament} was corrected`
          : `An admin decided your match in ${tournament}`,
        body: correction
          ? `An administrator corrected a match result in ${tournament}; later matches follow the correction and may have to be played again.${reason ? ` Reason: ${reason}` : ''}`
          : `An administrator set the result of your match in ${tournament}.${reason ? ` Reason: ${reason}` : ''}`,
        link: LINKS.tournament(match.tournamentId),
      },
    });
  },
};
