/** A player's role, ban, deletion, VIP, second-factor, e-mail verification and under-18 state as badges. */
import type { AdminPlayer } from '@arena/shared/admin';
import { useAdminPeopleT } from '../i18n-people';
import { StatusBadge } from './status-badge';
import './player-badges.css';

export function isVip(player: AdminPlayer, now = Date.now()): boolean {
  return player.vip_expires_at !== null && Date.parse(player.vip_expires_at) > now;
}

export function PlayerBadges({ player }: { player: AdminPlayer }) {
  const { t } = useAdminPeopleT();
  return (
    <span className="admin-badges">
      {player.role === 'admin' && <StatusBadge tone="info">{t('adminPeople.badge.admin')}</StatusBadge>}
      {player.deleted_at ? (
        <StatusBadge tone="neutral">{t('adminPeople.badge.deleted')}</StatusBadge>
      ) : player.banned_at ? (
        <StatusBadge tone="danger">{t('adminPeople.badge.banned')}</StatusBadge>
      ) : (
        <StatusBadge tone="success">{t('adminPeople.badge.active')}</StatusBadge>
      )}
      {isVip(player) && <StatusBadge tone="warning">{t('adminPeople.badge.vip')}</StatusBadge>}
      {player.two_factor && <StatusBadge tone="info">{t('adminPeople.badge.twoFactor')}</StatusBadge>}
      {!player.deleted_at && player.email_verified_at === null && (
        <StatusBadge tone="warning">{t('adminPeople.badge.emailUnverified')}</StatusBadge>
      )}
      {player.under_18 && <StatusBadge tone="danger">{t('adminPeople.badge.under18')}</StatusBadge>}
    </span>
  );
}
