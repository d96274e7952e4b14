/** Names that open the public pages (decision 0046): a team's name to /team?id=, a player's to /player?id=. */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { playerHref, teamHref } from '../lib/routes';

export function TeamLink({ teamId, children }: { teamId: number | null | undefined; children: ReactNode }) {
  if (!teamId) return <>{children}</>;
  return (
    <Link to={teamHref(teamId)} className="profile-link">
      {children}
    </Link>
  );
}

export function PlayerLink({ userId, children }: { userId: number | null | undefined; children: ReactNode }) {
  if (!userId) return <>{children}</>;
  return (
    <Link to={playerHref(userId)} className="profile-link">
      {children}
    </Link>
  );
}
