/**
 * POST /api/invite-player-form-submit (bearer): the join request saved from an invitation link,
 * sent automatically after a login (spec 000 section 4).
 */
import { apiRequest } from '../../../lib/api-client';
import { getInviteData, storeInviteData, type InviteData } from '../../../lib/storage';
import { showApiError, showInfo, showSuccess } from '../../../lib/toast';

export const CAPTAIN_OWN_TEAM = 'You are the captain on this team.';

export function submitInvite(invite: InviteData) {
  return apiRequest('/api/invite-player-form-submit', { method: 'POST', body: invite });
}

/** Sends the saved invitation, if any, for the user who just logged in. */
export async function submitPendingInvite(userId: number): Promise<void> {
  const invite = getInviteData();
  if (!invite) return;
  if (Number(invite.user_id) === userId) {
    // The captain cannot join their own team; the saved link has no further use.
    storeInviteData(null);
    showInfo(CAPTAIN_OWN_TEAM);
    return;
  }
  try {
    const answer = await submitInvite(invite);
    storeInviteData(null);
    showSuccess(answer.message);
  } catch (error) {
    showApiError(error);
  }
}
