/**
 * The match room's notices (decisions 0023, 0037): a message in a match's thread and a screenshot attached,
 * told to the other roster and the organisers in the transaction of the change.
 */
import { NOTICE_LINKS } from '@arena/shared/app-links';
import type { Tx } from '../../db/client';
import { recordEvent, recordEvents } from '../notifications/domain-events';
import { teamName, teamRosterIds } from '../teams/teams.service';
import { tournamentName } from '../tournaments/tournaments.service';

export const matchRoomNotices = {
  /**
   * A message in the thread: the players of the match's teams (not its author) are told; the organisers' open
   * rooms follow it live, and it is news to them (`organisersDecide`) only where they decide the match.
   */
  async messagePosted(
    tx: Tx,
    input: {
      tournament: { id: number; name: string };
      matchId: number;
      teamIds: number[];
      authorId: number;
      message: string;
      organisersDecide: boolean;
    },
  ) {
    const { tournament, matchId } = input;
    const recipients = new Set<number>();
    for (const teamId of input.teamIds) for (const id of await teamRosterIds(tx, teamId)) recipients.add(id);
    recipients.delete(input.authorId);
    const excerpt = input.message.length > 140 ? `${input.message.slice(0, 139)}…` : input.message;
    await recordEvent(tx, {
      type: 'match.message',
      recipients: [...recipients],
      tournamentId: tournament.id,
      matchId,
      notice: {
        title: `New message in your match of ${tournament.name}`,
        body: excerpt,
        link: NOTICE_LINKS.match(matchId),
      },
    });
    await recordEvent(tx, {
      type: 'admin.match_message',
      recipients: 'admins',
      tournamentId: tournament.id,
      matchId,
      // Every admin's open room follows the thread live; a player's message is news to the organisers
      // only where they decide the match (a dispute, the no-show queue), as for evidence (decision 0023).
      liveOnly: !input.organisersDecide,
      notice: {
        title: `New message in a match of ${tournament.name} you decide`,
        body: excerpt,
        link: NOTICE_LINKS.match(matchId),
      },
    });
  },

  /**
   * A screenshot attached: the other team, and the organisers (a notice only for their queues: disputed and
   * no-show matches; elsewhere the control room shows it).
   */
  async evidenceAdded(
    tx: Tx,
    input: { matchId: number; tournamentId: number; teamId: number; otherTeamId: number | null },
    queue: { disputed: boolean; noShow: boolean },
  ) {
    // One statement at a time: a transaction's queries share one connection.
    const tournament = await tournamentName(tx, input.tournamentId);
    const team = await teamName(tx, input.teamId);
    if (input.otherTeamId !== null) {
      await recordEvent(tx, {
        type: 'match.evidence_added',
        recipients: await teamRosterIds(tx, input.otherTeamId),
        tournamentId: input.tournamentId,
        matchId: input.matchId,
        teamId: input.teamId,
        notice: {
          title: `${team} added a screenshot to your match`,
          body: `${team} attached a screenshot to your match in ${tournament}. See it in the match room.`,
          link: NOTICE_LINKS.match(input.matchId),
        },
      });
    }
    const { disputed, noShow } = queue;
    await recordEvent(tx, {
      type: 'admin.evidence_added',
      recipients: 'admins',
      tournamentId: input.tournamentId,
      matchId: input.matchId,
      teamId: input.teamId,
      liveOnly: !disputed && !noShow,
      notice: {
        title: `New evidence in ${disputed ? 'a disputed match' : 'a match'} of ${tournament}`,
        body: `${team} attached a screenshot to match ${input.matchId}${disputed ? ', which is disputed' : noShow ? ', which nobody reported by its deadline' : ''}.`,
        link: NOTICE_LINKS.adminTournament(input.tournamentId),
      },
    });
  },

  /**
   * A veto step taken (or the veto opened or completed): the open rooms of both teams and of the admins follow it
   * live; nobody is told one by one (decision 0041).
   */
  async vetoChanged(tx: Tx, input: { tournamentId: number; matchId: number; teamIds: number[] }) {
    const recipients = new Set<number>();
    for (const teamId of input.teamIds) for (const id of await teamRosterIds(tx, teamId)) recipients.add(id);
    await recordEvent(tx, {
      type: 'match.veto_step',
      recipients: [...recipients],
      tournamentId: input.tournamentId,
      matchId: input.matchId,
      liveOnly: true,
      notice: {
        title: 'The map veto of your match moved on',
        body: 'See the veto in the match room.',
        link: NOTICE_LINKS.match(input.matchId),
      },
    });
    await recordEvent(tx, {
      type: 'admin.match_veto',
      recipients: 'admins',
      tournamentId: input.tournamentId,
      matchId: input.matchId,
      liveOnly: true,
      notice: {
        title: 'A map veto moved on',
        body: `The map veto of match ${input.matchId} moved on.`,
        link: NOTICE_LINKS.match(input.matchId),
      },
    });
  },

  /**
   * The captains whose teams are now on turn in a tournament's vetoes, with the time they have (decision 0041):
   * one statement however many (a start opens every first-round veto at once).
   */
  async vetoTurns(
    tx: Tx,
    tournamentId: number,
    turns: Array<{ matchId: number; teamId: number; captainId: number; action: string; dueAt: Date }>,
  ) {
    if (turns.length === 0) return;
    const tournament = await tournamentName(tx, tournamentId);
    await recordEvents(
      tx,
      turns.map((turn) => ({
        type: 'match.veto_turn' as const,
        recipients: [turn.captainId],
        tournamentId,
        matchId: turn.matchId,
        teamId: turn.teamId,
        data: { action: turn.action, due_at: turn.dueAt.toISOString() },
        notice: {
          title: `Your turn in the map veto (${tournament})`,
          body: `Your team's next step is a ${turn.action}. If you do not act in time, a random choice is made for you.`,
          link: NOTICE_LINKS.match(turn.matchId),
        },
      })),
    );
  },
};
