import '../home.css';
import './about-section.css';
import { useT } from '../../../lib/i18n/i18n-provider';
/** About: who Arena is for and what it runs. */
export function AboutSection() {
  const { t } = useT();
  return (
    <section id="about-us" className="home-section" aria-labelledby="about-title">
      <div className="container">
        <div className="row gy-4 gx-lg-5 align-items-center">
          <div className="col-12 col-lg-6">
            <p className="section-eyebrow">{t('home.about.eyebrow')}</p>
            <h2 id="about-title" className="section-title">
              {t('home.about.title')}
            </h2>
            <p>{t('home.about.text1')}</p>
            <p className="mb-0">{t('home.about.text2')}</p>
          </div>
          <div className="col-12 col-lg-6">
            <ul className="feature-list list-unstyled mb-0">
              <li>
                <strong>{t('home.about.weeklyTitle')}</strong>
                <span>{t('home.about.weeklyText')}</span>
              </li>
              <li>
                <strong>{t('home.about.vipTitle')}</strong>
                <span>{t('home.about.vipText')}</span>
              </li>
              <li>
                <strong>{t('home.about.fairTitle')}</strong>
                <span>{t('home.about.fairText')}</span>
              </li>
            </ul>
          </div>
        </div>
      </div>
    </section>
  );
}
