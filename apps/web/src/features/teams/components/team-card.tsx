/** One team on a card: name, size as 'N Players', description, and the panel's buttons. */
import type { ReactNode } from 'react';
import type { Team } from '@arena/shared/teams';
import { LockIcon } from '../../../components/lock-icon';
import { teamSizeLabel } from '../../../components/tournament-format';
import './team-card.css';
import '../teams.css';
import { useTeamsT } from '../i18n';

export function isLocked(team: Pick<Team, 'status'>): boolean {
  return team.status === 'lock';
}

export function TeamCard({ team, actions, meta }: { team: Team; actions: ReactNode; meta?: ReactNode }) {
  const { t } = useTeamsT();
  const headingId = `team-card-${team.id}`;
  return (
    <article className="team-card" aria-labelledby={headingId}>
      <div className="team-card__top">
        <span className="team-card__format" aria-hidden="true">
          {teamSizeLabel(team.total_players)}
        </span>
        {isLocked(team) && <LockedChip />}
      </div>
      <h3 id={headingId} className="team-card__name">
        {team.team_name}
      </h3>
      <p className="team-card__players">
        {t('teams.players', { count: team.total_players })}
        <span className="team-card__roster">{t('teams.onRoster', { count: team.accepted_players })}</span>
      </p>
      {meta}
      {team.description && <p className="team-card__description">{team.description}</p>}
      <div className="team-card__actions">{actions}</div>
    </article>
  );
}

/** Says a team is locked because it is in a tournament. */
export function LockedChip() {
  const { t } = useTeamsT();
  return (
    <span className="locked-chip" title={t('teams.lockedTitle')}>
      <LockIcon size={12} />
      {t('teams.locked')}
    </span>
  );
}
