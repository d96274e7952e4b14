/** A tournament as a card: banner, VIP badge, state, key facts and the actions the page gives it. */
import type { ReactNode } from 'react';
import type { Tournament } from '@arena/shared/catalogue';
import defaultBanner from '../assets/default-tournament-banner.svg';
import { BannerImage } from './banner-image';
import { TournamentTime } from './tournament-time';
import { useT } from '../lib/i18n/i18n-provider';
import { teamSizeLabel, tournamentFormat } from './tournament-format';
import './tournament-card.css';

/** The id of a card's title, for buttons that describe themselves by it. */
export function tournamentTitleId(id: number): string {
  return `tournament-${id}-title`;
}

export function TournamentCard({
  tournament,
  actions,
  notice,
  headingLevel = 3,
  priority = false,
}: {
  tournament: Tournament;
  actions: ReactNode;
  /** Shown under the facts, above the actions (the home page's lock for visitors); the facts stay readable. */
  notice?: ReactNode;
  headingLevel?: 2 | 3;
  /** The first card a page shows: its banner is the page's LCP image, so it loads at once and first. */
  priority?: boolean;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const state = tournament.tournament_state;
  const { t } = useT();
  const format = tournamentFormat(t);
  return (
    <article
      className={`tournament-card${tournament.tournament_category === 'vip' ? ' tournament-card--vip' : ''}`}
    >
      <div className="tournament-card__cover">
        <div className="tournament-card__media">
          <BannerImage
            path={tournament.tournament_banner}
            fallback={defaultBanner}
            sizes="(max-width: 600px) calc(100vw - 1.5rem), 480px"
            {...(priority ? { loading: 'eager', fetchPriority: 'high' } : {})}
          />
          <div className="tournament-card__badges">
            <span className={`state-badge state-badge--${state}`}>{format.state(state)}</span>
            {tournament.tournament_category === 'vip' && <span className="vip-badge">VIP</span>}
          </div>
        </div>
        <div className="tournament-card__body">
          <p className="tournament-card__game">{tournament.game_name}</p>
          <Heading id={tournamentTitleId(tournament.id)} className="tournament-card__title">
            {tournament.tournament_name}
          </Heading>
          <dl className="tournament-card__facts">
            <div>
              <dt>{t('common.card.entry')}</dt>
              <dd>{format.entry(tournament)}</dd>
            </div>
            <div>
              <dt>{t('common.card.teamSize')}</dt>
              <dd>{teamSizeLabel(tournament.team_size)}</dd>
            </div>
            <div>
              <dt>{t('common.card.teams')}</dt>
              <dd>
                {tournament.enrolled_teams}/{tournament.total_teams}
              </dd>
            </div>
            <div>
              <dt>{t('common.card.prizePool')}</dt>
              <dd className="tournament-card__prize">{format.prize(tournament.winning_prize)}</dd>
            </div>
          </dl>
          <p className="tournament-card__meta">
            <span>{tournament.region}</span>
            <span aria-hidden="true">·</span>
            <span>
              {state === 'pending' ? t('common.card.registrationEnds') : t('common.card.starts')}
              <TournamentTime
                value={
                  state === 'pending'
                    ? tournament.registration_deadline_date
                    : tournament.tournament_start_date
                }
              />
            </span>
          </p>
        </div>
      </div>
      {notice && <div className="tournament-card__notice">{notice}</div>}
      <div className="tournament-card__actions">{actions}</div>
    </article>
  );
}
