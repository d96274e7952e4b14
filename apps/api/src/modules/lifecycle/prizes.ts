/**
 * How a prize pool is divided (decision 0009), in whole pence, so that the parts always add up to the
 * pool exactly: by placing with the organiser's split, then within a team equally, remainder to the captain.
 */

/**
 * Pence per team. `placings` groups team ids by place, first place first; a group of n tied teams covers
 * n places and shares their percentages equally. Whatever rounding or missing places leave goes to the
 * winner, so the sum is always the pool.
 */
export function prizeByTeam(poolPence: number, split: number[], placings: number[][]): Map<number, number> {
  const shares = new Map<number, number>();
  if (poolPence <= 0 || placings.length === 0 || placings[0]!.length === 0) return shares;
  let place = 0;
  let allotted = 0;
  for (const group of placings) {
    if (group.length === 0) continue;
    const percent = split.slice(place, place + group.length).reduce((sum, p) => sum + p, 0);
    place += group.length;
    const groupPence = Math.floor((poolPence * percent) / 100);
    const each = Math.floor(groupPence / group.length);
    for (const teamId of group) {
      shares.set(teamId, (shares.get(teamId) ?? 0) + each);
      allotted += each;
    }
  }
  const winner = placings[0]![0]!;
  shares.set(winner, (shares.get(winner) ?? 0) + (poolPence - allotted));
  for (const [teamId, pence] of shares) if (pence === 0) shares.delete(teamId);
  return shares;
}

/** Equal parts for the roster; the pence that do not divide go to the captain. */
export function prizeByPlayer(
  teamPence: number,
  playerIds: number[],
  captainId: number,
): Map<number, number> {
  const parts = new Map<number, number>();
  const players = playerIds.includes(captainId) ? playerIds : [captainId, ...playerIds];
  const each = Math.floor(teamPence / players.length);
  for (const id of players) parts.set(id, each);
  parts.set(captainId, each + (teamPence - each * players.length));
  for (const [id, pence] of parts) if (pence === 0) parts.delete(id);
  return parts;
}
