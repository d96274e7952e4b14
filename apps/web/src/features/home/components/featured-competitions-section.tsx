/**
 * Featured competitions (spec 000 section 2): the first 3 tournaments with ENROLL NOW. Visitors see every
 * fact of each card, with the lock and REGISTER NOW in place of a live-looking enrol button (decision
 * 0016); ENROLL NOW still tells them 'Please Login First'. Players get the enrolment dialog.
 */
import { Suspense, useState } from 'react';
import { Link } from 'react-router';
import type { Tournament } from '@arena/shared/catalogue';
import { PAGE_SIZE } from '@arena/shared/constants';
import { EmptyState } from '../../../components/empty-state';
import { LazyEnrolTeamDialog } from '../../../components/lazy-enrol-team-dialog';
import { LockIcon } from '../../../components/lock-icon';
import { TournamentCard, tournamentTitleId } from '../../../components/tournament-card';
import { useT } from '../../../lib/i18n/i18n-provider';
import { routes } from '../../../lib/routes';
import { useStoredUser } from '../../../lib/session';
import { showError } from '../../../lib/toast';
import { useFeaturedTournaments } from '../../../api/get-tournaments-list';
import '../home.css';
import './featured-competitions-section.css';

export function FeaturedCompetitionsSection() {
  const { t } = useT();
  const user = useStoredUser();
  const featured = useFeaturedTournaments(user?.id ?? null);
  const [enrolling, setEnrolling] = useState<Tournament | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);

  const enrol = (tournament: Tournament) => {
    if (!user) {
      showError(t('home.featured.pleaseLogin'));
      return;
    }
    setEnrolling(tournament);
    setDialogOpen(true);
  };

  return (
    <section id="featured-competitions" className="home-section" aria-labelledby="featured-title">
      <div className="container">
        <div className="section-header section-header--split">
          <div>
            <p className="section-eyebrow">{t('home.featured.eyebrow')}</p>
            <h2 id="featured-title" className="section-title">
              {t('home.featured.title')}
            </h2>
          </div>
          <Link to={routes.tournaments.href()} className="btn btn-outline-light">
            {t('home.featured.all')}
          </Link>
        </div>
        {featured.isPending ? (
          <div role="status">
            <span className="visually-hidden">{t('home.featured.loading')}</span>
            <ul className="card-grid list-unstyled mb-0" aria-hidden="true">
              {Array.from({ length: PAGE_SIZE.featuredTournaments }, (_, index) => (
                <li key={index} className="card-skeleton">
                  <div className="card-skeleton__media" />
                  <div className="card-skeleton__line" />
                  <div className="card-skeleton__line card-skeleton__line--short" />
                </li>
              ))}
            </ul>
          </div>
        ) : featured.data && featured.data.length > 0 ? (
          <ul className="card-grid list-unstyled mb-0">
            {featured.data.map((tournament) => (
              <li key={tournament.id}>
                <TournamentCard
                  tournament={tournament}
                  notice={user ? undefined : <LockNotice />}
                  actions={
                    <button
                      type="button"
                      className={`btn w-100 ${user ? 'btn-accent' : 'btn-outline-light'}`}
                      onClick={() => enrol(tournament)}
                      aria-describedby={tournamentTitleId(tournament.id)}
                    >
                      {t('home.featured.enroll')}
                    </button>
                  }
                />
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState />
        )}
      </div>
      {user && enrolling && (
        <Suspense fallback={null}>
          <LazyEnrolTeamDialog
            key={enrolling.id}
            tournament={enrolling}
            show={dialogOpen}
            onHide={() => setDialogOpen(false)}
          />
        </Suspense>
      )}
    </section>
  );
}

function LockNotice() {
  const { t } = useT();
  return (
    <div className="lock-notice">
      <LockIcon size={20} className="lock-notice__icon" />
      <p className="lock-notice__text">{t('home.featured.lock')}</p>
      <Link to={routes.signup.href()} className="btn btn-primary lock-notice__action">
        {t('layout.register')}
      </Link>
    </div>
  );
}
