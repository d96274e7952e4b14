/** The top of the detail page: banner, name, description, the key facts and the action button. */
import type { Tournament } from '@arena/shared/catalogue';
import defaultBanner from '../../../assets/default-tournament-banner.svg';
import { BannerImage } from '../../../components/banner-image';
import { formatPrize, teamSizeLabel, TOURNAMENT_STATE_LABEL } from '../../../components/tournament-format';
import { formatDateTime } from '../../../lib/format';
import { TournamentAction } from './tournament-action';

export function TournamentDetailHeader({
  tournament,
  loggedIn,
  onEnroll,
  onLeave,
}: {
  tournament: Tournament;
  loggedIn: boolean;
  onEnroll: () => void;
  onLeave: () => void;
}) {
  const vip = tournament.tournament_category === 'vip';
  return (
    <section className="detail-hero" aria-labelledby="tournament-title">
      <div className="container">
        <div className="detail-hero__grid">
          <div className="detail-hero__media">
            <BannerImage path={tournament.tournament_banner} fallback={defaultBanner} loading="eager" />
          </div>
          <div className="detail-hero__copy">
            <div className="detail-hero__badges">
              <span className={`state-badge state-badge--${tournament.tournament_state}`}>
                {TOURNAMENT_STATE_LABEL[tournament.tournament_state]}
              </span>
              {vip && <span className="vip-badge">VIP</span>}
              <span className="detail-hero__game">{tournament.game_name}</span>
            </div>
            <h1 id="tournament-title" className="detail-hero__title">
              {tournament.tournament_name}
            </h1>
            <p className="detail-hero__description">{tournament.description}</p>
            <dl className="detail-facts">
              <div className="detail-facts__item detail-facts__item--prize">
                <dt>Tournament Prize Pool</dt>
                <dd>{formatPrize(tournament.winning_prize)}</dd>
              </div>
              <div className="detail-facts__item">
                <dt>Total Teams</dt>
                <dd>
                  {tournament.total_teams}
                  <span className="detail-facts__sub">{tournament.enrolled_teams} enrolled</span>
                </dd>
              </div>
              <div className="detail-facts__item">
                <dt>Team size</dt>
                <dd>{teamSizeLabel(tournament.team_size)}</dd>
              </div>
              <div className="detail-facts__item">
                <dt>Registration ends on</dt>
                <dd>
                  <time dateTime={tournament.registration_deadline_date}>
                    {formatDateTime(tournament.registration_deadline_date)}
                  </time>
                </dd>
              </div>
            </dl>
            <div className="detail-hero__action">
              <TournamentAction
                tournament={tournament}
                loggedIn={loggedIn}
                onEnroll={onEnroll}
                onLeave={onLeave}
              />
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
