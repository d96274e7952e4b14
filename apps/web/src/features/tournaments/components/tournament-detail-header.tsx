/** The top of the detail page: banner, name, description, the key facts and the action button. */
import type { Tournament } from '@arena/shared/catalogue';
import type { ViewerEntry } from '@arena/shared/enrolment';
import defaultBanner from '../../../assets/default-tournament-banner.svg';
import { BannerImage } from '../../../components/banner-image';
import { teamSizeLabel, useTournamentFormat } from '../../../components/tournament-format';
import { TournamentTime } from '../../../components/tournament-time';
import { HERO_BANNER_SIZES } from '../../../lib/banner-sources';
import { useMinuteClock } from '../../../lib/countdown';
import { AddToCalendarButton } from './add-to-calendar-button';
import { Countdown } from './tournament-countdown';
import { TournamentAction } from './tournament-action';
import './tournament-hub.css';
import '../tournaments.css';
import './tournament-detail-header.css';
import { useTournamentsT } from '../i18n';
import { STATE_KEYS } from '../i18n';

/** A date among the facts, with a countdown to it while the tournament is pending. */
function DateFact({
  term,
  value,
  countdown,
}: {
  term: string;
  value: string;
  countdown: { now: number; text: (time: string) => string; done: string } | null;
}) {
  return (
    <div className="detail-facts__item">
      <dt>{term}</dt>
      <dd className="detail-facts__time">
        <TournamentTime value={value} />
        {countdown && <Countdown target={value} {...countdown} />}
      </dd>
    </div>
  );
}

export function TournamentDetailHeader({
  tournament,
  loggedIn,
  viewerEntry = null,
  onEnroll,
  onLeave,
  onJoinWaitlist,
}: {
  tournament: Tournament;
  loggedIn: boolean;
  viewerEntry?: ViewerEntry | null;
  onEnroll: () => void;
  onLeave: () => void;
  onJoinWaitlist?: () => void;
}) {
  const { t } = useTournamentsT();
  const format = useTournamentFormat();
  const vip = tournament.tournament_category === 'vip';
  const now = useMinuteClock();
  const pending = tournament.tournament_state === 'pending';
  const upcoming = pending || tournament.tournament_state === 'underway';
  return (
    <section className="detail-hero" aria-labelledby="tournament-title">
      <div className="container">
        <div className="detail-hero__grid">
          <div className="detail-hero__media">
            <BannerImage
              path={tournament.tournament_banner}
              fallback={defaultBanner}
              loading="eager"
              fetchPriority="high"
              sizes={HERO_BANNER_SIZES}
            />
          </div>
          <div className="detail-hero__copy">
            <div className="detail-hero__badges">
              <span className={`state-badge state-badge--${tournament.tournament_state}`}>
                {t(STATE_KEYS[tournament.tournament_state])}
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
                <dt>{t('tournaments.hero.prizePool')}</dt>
                <dd>{format.prize(tournament.winning_prize)}</dd>
              </div>
              <div className="detail-facts__item">
                <dt>{t('tournaments.hero.totalTeams')}</dt>
                <dd>
                  {tournament.total_teams}
                  <span className="detail-facts__sub">
                    {t('tournaments.hero.enrolled', { count: tournament.enrolled_teams })}
                  </span>
                </dd>
              </div>
              <div className="detail-facts__item">
                <dt>{t('tournaments.hero.teamSize')}</dt>
                <dd>{teamSizeLabel(tournament.team_size)}</dd>
              </div>
              <DateFact
                term={t('tournaments.hero.registrationEnds')}
                value={tournament.registration_deadline_date}
                countdown={
                  pending
                    ? {
                        now,
                        text: (time) => t('tournaments.hero.closesIn', { time }),
                        done: t('tournaments.hero.closed'),
                      }
                    : null
                }
              />
              <DateFact
                term={t('tournaments.fact.start')}
                value={tournament.tournament_start_date}
                countdown={
                  pending
                    ? {
                        now,
                        text: (time) => t('tournaments.hero.startsIn', { time }),
                        done: t('tournaments.hero.startingSoon'),
                      }
                    : null
                }
              />
              {tournament.check_in_minutes > 0 && (
                <div className="detail-facts__item">
                  <dt>{t('tournaments.col.checkIn')}</dt>
                  <dd>{t('tournaments.hero.checkIn', { minutes: tournament.check_in_minutes })}</dd>
                </div>
              )}
            </dl>
            <div className="detail-hero__action">
              <TournamentAction
                tournament={tournament}
                loggedIn={loggedIn}
                viewerEntry={viewerEntry}
                onEnroll={onEnroll}
                onLeave={onLeave}
                onJoinWaitlist={onJoinWaitlist}
              />
              {upcoming && <AddToCalendarButton tournament={tournament} />}
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
