/**
 * Featured competitions: the first 3 tournaments go here (their cards arrive with the tournaments
 * issue); until then the formats Arena runs.
 */
import { Link } from 'react-router';
import { routes } from '../../../lib/routes';

const formats = [
  { name: '1v1', cadence: 'Weekly', text: 'Solo duels. Pure skill, no excuses.' },
  { name: '2v2', cadence: 'Weekly', text: 'Duo brackets for the perfect partnership.' },
  { name: '3v3 · 4v4', cadence: 'Weekly', text: 'Full squads, shot-calling and set plays.' },
  { name: 'VIP Elite', cadence: 'Monthly', text: 'VIP-only cup with the biggest prize pool.', vip: true },
];

export function FeaturedCompetitionsSection() {
  return (
    <section id="featured-competitions" className="home-section" aria-labelledby="featured-title">
      <div className="container">
        <div className="section-header section-header--split">
          <div>
            <p className="section-eyebrow">Play this week</p>
            <h2 id="featured-title" className="section-title">
              Featured Competitions
            </h2>
          </div>
          <Link to={routes.tournaments.href()} className="btn btn-outline-light">
            All tournaments
          </Link>
        </div>
        <ul className="format-grid list-unstyled mb-0">
          {formats.map((format) => (
            <li key={format.name} className={`format-card${format.vip ? ' format-card--vip' : ''}`}>
              <p className="format-card__cadence">{format.cadence}</p>
              <h3 className="format-card__name">{format.name}</h3>
              <p className="format-card__text mb-0">{format.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
