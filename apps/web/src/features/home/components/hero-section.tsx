/** The hero: headline, VIEW TOURNAMENTS, and Login / REGISTER NOW for visitors. */
import { Link } from 'react-router';
import { GuestActions } from '../../../components/guest-actions';
import { routes } from '../../../lib/routes';
import { HeroArt } from './hero-art';
import './hero-section.css';
import '../home.css';

const claims = [
  { value: '220+', label: 'tournaments planned this year' },
  { value: '£2000+', label: 'prize pools every month' },
  { value: '£24000+', label: 'in prizes a year' },
];

export function HeroSection() {
  return (
    <section id="home" className="hero" aria-labelledby="hero-title">
      <div className="container hero__inner">
        <div className="hero__copy">
          <p className="hero__eyebrow">
            <span className="hero__live-dot" aria-hidden="true" /> EU pro &amp; community esports
          </p>
          <h1 id="hero-title" className="hero__title">
            Enter the <span className="text-gradient">Arena</span>. Compete for real prizes.
          </h1>
          <p className="hero__lead">
            Weekly 1v1, 2v2, 3v3 and 4v4 tournaments, a monthly VIP-only elite cup, and brackets that run
            themselves. Build your team, claim your slot, take the trophy.
          </p>
          <div className="hero__actions">
            <Link to={routes.tournaments.href()} className="btn btn-accent btn-lg">
              VIEW TOURNAMENTS
            </Link>
            <GuestActions className="hero__guest" />
          </div>
          <dl className="hero__claims">
            {claims.map((claim) => (
              <div key={claim.label} className="hero__claim">
                <dt className="visually-hidden">{claim.label}</dt>
                <dd className="mb-0">
                  <span className="hero__claim-value">{claim.value}</span>
                  <span className="hero__claim-label" aria-hidden="true">
                    {claim.label}
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
