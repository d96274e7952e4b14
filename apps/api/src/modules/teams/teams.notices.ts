/**
 * The teams' notices (decision 0037): join requests and their answers, removals and a deleted team,
 * each recorded in the transaction of the change it tells about.
 */
import { NOTICE_LINKS } from '@arena/shared/app-links';
import type { Tx } from '../../db/client';
import { recordEvent } from '../notifications/domain-events';
import { userName } from '../users/users.service';
import { teamRosterIds } from './teams.repository';

export const teamNotices = {
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
        link: NOTICE_LINKS.teamManagement,
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
            link: NOTICE_LINKS.myParticipations,
          }
        : {
            title: `Your request to join ${team.teamName} was declined`,
            body: `The captain of ${team.teamName} declined your request to join.`,
            link: NOTICE_LINKS.myParticipations,
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
        link: NOTICE_LINKS.myParticipations,
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
        link: NOTICE_LINKS.myParticipations,
      },
    });
  },
};
