/** A player's role, ban, deletion, VIP, second-factor, e-mail verification and under-18 state as badges. */
import type { AdminPlayer } from '@arena/shared/admin';
import { StatusBadge } from './status-badge';
import './player-badges.css';

export function isVip(player: AdminPlayer, now = Date.now()): boolean {
  return player.vip_expires_at !== null && Date.parse(player.vip_expires_at) > now;
}

export function PlayerBadges({ player }: { player: AdminPlayer }) {
  return (
    <span className="admin-badges">
      {player.role === 'admin' && <StatusBadge tone="info">Admin</StatusBadge>}
      {player.deleted_at ? (
        <StatusBadge tone="neutral">Deleted</StatusBadge>
      ) : player.banned_at ? (
        <StatusBadge tone="danger">Banned</StatusBadge>
      ) : (
        <StatusBadge tone="success">Active</StatusBadge>
      )}
      {isVip(player) && <StatusBadge tone="warning">VIP</StatusBadge>}
      {player.two_factor && <StatusBadge tone="info">2FA</StatusBadge>}
      {!player.deleted_at && player.email_verified_at === null && (
        <StatusBadge tone="warning">E-mail unverified</StatusBadge>
      )}
      {player.under_18 && <StatusBadge tone="danger">Under 18</StatusBadge>}
    </span>
  );
}
