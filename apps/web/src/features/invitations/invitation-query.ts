/**
 * Reads an invitation link's query on the home page (spec 000 section 4):
 * `#/?user_id={captain}&team_id={id}&team_slug={slug}&team_token={token}`.
 */
import type { InviteData } from '../../lib/storage';

function positiveInt(value: string | null): number | null {
  if (value === null || !/^\d{1,10}$/.test(value)) return null;
  const number = Number(value);
  return number > 0 && number <= 2_147_483_647 ? number : null;
}

/** The invitation in a location's search string, or null when any part is missing or malformed. */
export function invitationFromSearch(search: string): InviteData | null {
  const params = new URLSearchParams(search);
  const userId = positiveInt(params.get('user_id'));
  const teamId = positiveInt(params.get('team_id'));
  const teamSlug = params.get('team_slug')?.trim();
  const teamToken = params.get('team_token')?.trim();
  if (userId === null || teamId === null || !teamSlug || !teamToken) return null;
  return { user_id: userId, team_id: teamId, team_slug: teamSlug, team_token: teamToken };
}
