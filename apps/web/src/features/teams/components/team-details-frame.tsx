/** The layout shared by the captain's and the member's team details: back, facts, action, players. */
import { useEffect, useRef, type ReactNode } from 'react';
import type { TeamPlayer } from '@arena/shared/catalogue';
import type { Team } from '@arena/shared/teams';
import { EmptyState } from '../../../components/empty-state';
import { teamSizeLabel } from '../../../components/tournament-format';
import { isLocked, LockedChip } from './team-card';
import '../teams.css';
import './team-details-frame.css';
import { useTeamsT } from '../i18n';

export function TeamDetailsFrame({
  team,
  onBack,
  action,
  beforePlayers,
  players,
  playersLoading,
  playersFailed,
  table,
  children,
}: {
  team: Team;
  onBack: () => void;
  action: ReactNode;
  beforePlayers?: ReactNode;
  players: TeamPlayer[] | undefined;
  playersLoading: boolean;
  playersFailed: boolean;
  table: (players: TeamPlayer[]) => ReactNode;
  children?: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const { t } = useTeamsT();
  // Opening the details replaces the list: move focus to their heading so keyboard users follow.
  useEffect(() => heading.current?.focus(), []);

  return (
    <div className="team-details">
      <button type="button" className="btn btn-link team-details__back" onClick={onBack}>
        <span aria-hidden="true">←</span> {t('teams.lobby.back')}
      </button>
      <h3 ref={heading} tabIndex={-1} className="team-details__title">
        {t('teams.lobby.details')}
      </h3>
      <div className="team-details__summary">
        <dl className="team-details__facts">
          <div>
            <dt>{t('teams.lobby.teamName')}</dt>
            <dd>{team.team_name}</dd>
          </div>
          <div>
            <dt>{t('teams.lobby.totalPlayers')}</dt>
            <dd>
              {team.total_players}{' '}
              <span className="team-details__format">({teamSizeLabel(team.total_players)})</span>
            </dd>
          </div>
          <div>
            <dt>{t('teams.lobby.captain')}</dt>
            <dd>{team.captain_name}</dd>
          </div>
          {isLocked(team) && (
            <div>
              <dt>{t('teams.lobby.status')}</dt>
              <dd>
                <LockedChip />
              </dd>
            </div>
          )}
        </dl>
        <div className="team-details__action">{action}</div>
      </div>
      {team.description && <p className="team-details__description">{team.description}</p>}
      {beforePlayers}
      <section className="team-details__players" aria-labelledby={`players-lobby-${team.id}`}>
        <h4 id={`players-lobby-${team.id}`} className="team-details__subtitle">
          {t('teams.lobby.title')}{' '}
          <span className="team-details__count">
            {team.accepted_players}/{team.total_players}
          </span>
        </h4>
        {playersLoading ? (
          <div className="py-4 text-center" role="status">
            <span className="spinner-border text-info" aria-hidden="true" />
            <span className="visually-hidden">{t('teams.lobby.loading')}</span>
          </div>
        ) : playersFailed || !players ? (
          <EmptyState>{t('teams.lobby.loadFailed')}</EmptyState>
        ) : (
          table(players)
        )}
      </section>
      {children}
    </div>
  );
}
