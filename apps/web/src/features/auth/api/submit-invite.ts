/**
 * POST /api/invite-player-form-submit (bearer): the join request saved from an invitation link,
 * sent automatically after a login (spec 000 section 4).
 */
import { apiRequest } from '../../../lib/api-client';
import { getInviteData, storeInviteData, type InviteData } from '../../../lib/storage';
import { showApiError, showInfo, showSuccess } from '../../../lib/toast';

export function submitInvite(invite: InviteData) {
  return apiRequest('/api/invite-player-form-submit', { method: 'POST', body: invite });
}

/**
 * Sends the saved invitation, if any, for the user who just logged in. `ownTeam` is 'You are the captain on this
 * team.' in the page's language, said when the link is the player's own team's.
 */
export async function submitPendingInvite(userId: number, ownTeam: string): Promise<void> {
  const invite = getInviteData();
  if (!invite) return;
  if (Number(invite.user_id) === userId) {
    // The captain cannot join their own team; the saved link has no further use.
    storeInviteData(null);
    showInfo(ownTeam);
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
