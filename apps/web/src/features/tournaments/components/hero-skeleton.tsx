/**
 * The detail page's hero while the tournament loads (a reload or a shared link): the same grid, banner box,
 * title, facts and action as the real one, in grey, so the tabs below keep their place when it arrives.
 */
import { useTournamentsT } from '../i18n';
import './tournament-hub.css';

export function HeroSkeleton({
  name,
  game,
  failed,
}: {
  name: string;
  game?: string | undefined;
  failed: boolean;
}) {
  const { t } = useTournamentsT();
  if (failed) {
    return (
      <section className="detail-hero detail-hero--loading">
        <div className="container">
          <p className="page-banner__eyebrow">{game ?? t('tournaments.hero.tournament')}</p>
          <h1 className="detail-hero__title">{name}</h1>
        </div>
      </section>
    );
  }
  const line = (kind: string) => <span className={`detail-skeleton-line detail-skeleton-line--${kind}`} />;
  return (
    <section className="detail-hero detail-hero--skeleton" aria-busy="true">
      <div className="container">
        <div className="detail-hero__grid">
          <div className="detail-hero__media detail-hero__media--placeholder" />
          <div className="detail-hero__copy">
            <div className="detail-hero__badges" aria-hidden="true">
              {line('badges')}
            </div>
            <h1 className="detail-hero__title">{name}</h1>
            <div className="detail-hero__description detail-skeleton-text" aria-hidden="true">
              {line('text')}
              {line('text-end')}
            </div>
            <div className="detail-facts" aria-hidden="true">
              {['detail-facts__item--prize', '', '', '', ''].map((modifier, index) => (
                <div
                  key={index}
                  className={`detail-facts__item detail-facts__item--skeleton ${modifier}`.trim()}
                >
                  {line('label')}
                  {line(index === 0 ? 'prize' : 'value')}
                </div>
              ))}
            </div>
            <div className="detail-hero__action" aria-hidden="true">
              {line('action')}
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
