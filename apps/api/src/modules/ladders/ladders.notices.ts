/**
 * The ladders' notices (decision 0048), each recorded in the transaction of the change it tells about: a team
 * challenged by name, a challenge accepted (both teams), the season's end (every team, with its final rank and
 * whether it entered the playoff).
 */
import { NOTICE_LINKS } from '@arena/shared/app-links';
import type { Tx } from '../../db/client';
import { recordEvent } from '../notifications/domain-events';
import { teamRosterIds } from '../teams/teams.service';

export const ladderNotices = {
  async challenged(
    tx: Tx,
    input: { ladderId: number; ladderName: string; teamId: number; challengerName: string; bestOf: number },
  ) {
    await recordEvent(tx, {
      type: 'ladder.challenged',
      recipients: await teamRosterIds(tx, input.teamId),
      teamId: input.teamId,
      notice: {
        title: `${input.challengerName} challenged your team`,
        body: `${input.challengerName} challenged your team to a best-of-${input.bestOf} on ${input.ladderName}. Accept it on the ladder page.`,
        link: NOTICE_LINKS.ladder(input.ladderId),
      },
    });
  },

  async accepted(
    tx: Tx,
    input: {
      ladderName: string;
      tournamentId: number;
      matchId: number;
      teams: Array<{ id: number; name: string }>;
    },
  ) {
    const [first, second] = input.teams;
    for (const team of input.teams) {
      const other = team === first ? second : first;
      await recordEvent(tx, {
        type: 'ladder.challenge_accepted',
        recipients: await teamRosterIds(tx, team.id),
        tournamentId: input.tournamentId,
        matchId: input.matchId,
        teamId: team.id,
        notice: {
          title: `Ladder match: ${first?.name ?? ''} v ${second?.name ?? ''}`,
          body: `Your ladder match against ${other?.name ?? 'your opponent'} on ${input.ladderName} is ready. Play it and report the score in the match room.`,
          link: NOTICE_LINKS.match(input.matchId),
        },
      });
    }
  },

  async seasonEnded(
    tx: Tx,
    input: {
      ladderId: number;
      ladderName: string;
      teamId: number;
      rank: number;
      playoff: { name: string; entered: boolean; reason?: string | undefined } | null;
    },
  ) {
    const playoff = input.playoff;
    const tail = !playoff
      ? ''
      : playoff.entered
        ? ` Your team is entered in ${playoff.name} free of charge.`
        : playoff.reason
          ? ` Your team could not be entered in ${playoff.name}: ${playoff.reason}`
          : '';
    await recordEvent(tx, {
      type: 'ladder.season_ended',
      recipients: await teamRosterIds(tx, input.teamId),
      teamId: input.teamId,
      data: { rank: input.rank, playoff_entered: playoff?.entered ?? false },
      notice: {
        title: `${input.ladderName}: the season is over`,
        body: `The season of ${input.ladderName} has ended; your team finished #${input.rank}.${tail}`,
        link: NOTICE_LINKS.ladder(input.ladderId),
      },
    });
  },
};
