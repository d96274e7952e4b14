/**
 * The events of match deadlines and forfeits (decision 0024), recorded through the notifications
 * outbox in the transaction of the change they tell about.
 */
import { BRACKET_MESSAGES } from '@arena/shared/brackets';
import type { Tx } from '../../db/client';
import { recordEvent } from '../notifications/domain-events';
import { LINKS } from '../notifications/notify';
import { entryPlayerIdsOfTeams, teamName, tournamentName } from '../notifications/notifications.service';

export const matchDayNotices = {
  /** Both rosters: the match has to be reported soon. */
  async deadlineNear(tx: Tx, match: { id: number; tournamentId: number; teamIds: number[]; deadline: Date }) {
    const tournament = await tournamentName(tx, match.tournamentId);
    await recordEvent(tx, {
      type: 'match.deadline_near',
      recipients: await entryPlayerIdsOfTeams(tx, match.tournamentId, match.teamIds),
      tournamentId: match.tournamentId,
      matchId: match.id,
      data: { report_deadline: match.deadline.toISOString() },
      notice: {
        title: `Report your match in ${tournament} soon`,
        body: `Your match in ${tournament} must be reported by {{report_deadline}}. At the deadline a single report is confirmed as reported; with no report the match goes to the organiser as a no-show.`,
        link: LINKS.match(match.id),
        times: { report_deadline: match.deadline.toISOString() },
      },
    });
  },

  /** Both rosters: the only report was confirmed when the deadline passed. */
  async autoConfirmed(
    tx: Tx,
    match: { id: number; tournamentId: number; teamIds: number[] },
    reporterTeamId: number,
  ) {
    const tournament = await tournamentName(tx, match.tournamentId);
    const reporter = await teamName(tx, reporterTeamId);
    await recordEvent(tx, {
      type: 'match.auto_confirmed',
      recipients: await entryPlayerIdsOfTeams(tx, match.tournamentId, match.teamIds),
      tournamentId: match.tournamentId,
      matchId: match.id,
      data: { reporter_team_id: reporterTeamId },
      notice: {
        title: `Result confirmed at the deadline in ${tournament}`,
        body: `The report deadline passed with only ${reporter}'s report, so that result was confirmed.`,
        link: LINKS.match(match.id),
      },
    });
  },

  /**
   * Nobody reported by the deadline: the organisers are asked to decide, and both rosters are told that the
   * match is with the organiser now (their screens stop showing a deadline and the report form).
   */
  async noShow(tx: Tx, match: { id: number; tournamentId: number; teamIds: number[] }) {
    const tournament = await tournamentName(tx, match.tournamentId);
    await recordEvent(tx, {
      type: 'match.no_show',
      recipients: await entryPlayerIdsOfTeams(tx, match.tournamentId, match.teamIds),
      tournamentId: match.tournamentId,
      matchId: match.id,
      notice: {
        title: `Your match in ${tournament} is with the organiser`,
        body: BRACKET_MESSAGES.reportAfterNoShow,
        link: LINKS.match(match.id),
      },
    });
    await recordEvent(tx, {
      type: 'admin.match_no_show',
      recipients: 'admins',
      tournamentId: match.tournamentId,
      matchId: match.id,
      notice: {
        title: `No report by the deadline in ${tournament}`,
        body: `Neither captain reported match ${match.id} by its deadline: forfeit a team or set the result.`,
        link: LINKS.adminTournament(match.tournamentId),
      },
    });
  },

  /** Both rosters: an organiser forfeited a team in their match. */
  async forfeited(
    tx: Tx,
    match: { id: number; tournamentId: number; teamIds: number[] },
    forfeitingTeamId: number,
    reason: string,
  ) {
    const tournament = await tournamentName(tx, match.tournamentId);
    const loser = await teamName(tx, forfeitingTeamId);
    await recordEvent(tx, {
      type: 'match.forfeited',
      recipients: await entryPlayerIdsOfTeams(tx, match.tournamentId, match.teamIds),
      tournamentId: match.tournamentId,
      matchId: match.id,
      data: { forfeiting_team_id: forfeitingTeamId, reason },
      notice: {
        title: `${loser} forfeited a match in ${tournament}`,
        body: `An organiser recorded a forfeit by ${loser} in ${tournament}; the other team goes through. Reason: ${reason}`,
        link: LINKS.match(match.id),
      },
    });
  },
};
