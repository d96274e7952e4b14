/** The hero: headline, VIEW TOURNAMENTS, and Login / REGISTER NOW for visitors. */
import { Link } from 'react-router';
import { GuestActions } from '../../../components/guest-actions';
import { routes } from '../../../lib/routes';
import { useT } from '../../../lib/i18n/i18n-provider';
import { HeroArt } from './hero-art';
import './hero-section.css';
import '../home.css';

const claims = [
  { value: '220+', label: 'home.hero.claimTournaments' },
  { value: '£2000+', label: 'home.hero.claimMonthly' },
  { value: '£24000+', label: 'home.hero.claimYearly' },
];

export function HeroSection() {
  const { t, tRich } = useT();
  return (
    <section id="home" className="hero" aria-labelledby="hero-title">
      <div className="container hero__inner">
        <div className="hero__copy">
          <p className="hero__eyebrow">
            <span className="hero__live-dot" aria-hidden="true" /> {t('home.hero.eyebrow')}
          </p>
          <h1 id="hero-title" className="hero__title">
            {tRich('home.hero.title', {
              arena: (chunks) => <span className="text-gradient">{chunks}</span>,
            })}
          </h1>
          <p className="hero__lead">{t('home.hero.lead')}</p>
          <div className="hero__actions">
            <Link to={routes.tournaments.href()} className="btn btn-accent btn-lg">
              {t('home.hero.viewTournaments')}
            </Link>
            <GuestActions className="hero__guest" />
          </div>
          <dl className="hero__claims">
            {claims.map((claim) => (
              <div key={claim.label} className="hero__claim">
                <dt className="visually-hidden">{t(claim.label)}</dt>
                <dd className="mb-0">
                  <span className="hero__claim-value">{claim.value}</span>
                  <span className="hero__claim-label" aria-hidden="true">
                    {t(claim.label)}
                  </span>
                </dd>
              </div>
            ))}
          </dl>
        </div>
        <HeroArt />
      </div>
    </section>
  );
}
