import '../home.css';
import './how-it-works-section.css';
import { useT } from '../../../lib/i18n/i18n-provider';
/** How it works: sign up, compete, win and earn. */
const steps = [
  {
    title: 'home.how.signUpTitle',
    text: 'home.how.signUpText',
    icon: 'M12 12a5 5 0 1 0 0-10 5 5 0 0 0 0 10Zm0 2c-4.4 0-8 2.2-8 5v3h16v-3c0-2.8-3.6-5-8-5Z',
  },
  {
    title: 'home.how.competeTitle',
    text: 'home.how.competeText',
    icon: 'M6.9 4 4 6.9l4.6 4.6-3.3 3.3-1.8-1.8L2 14.5 5.5 18 4 19.5 5.5 21 7 19.5l3.5 3.5 1.5-1.5-1.8-1.8 3.3-3.3 4.6 4.6 2.9-2.9L6.9 4ZM20 2h-4l-5.3 5.3 2.8 2.8L18.8 5 22 4Z',
  },
  {
    title: 'home.how.winTitle',
    text: 'home.how.winText',
    icon: 'M18 2H6v2H2v3c0 2.5 1.9 4.6 4.3 4.9A6 6 0 0 0 11 15.9V19H7v3h10v-3h-4v-3.1a6 6 0 0 0 4.7-4C20.1 11.6 22 9.5 22 7V4h-4V2ZM4 7V6h2v3.8A3 3 0 0 1 4 7Zm16 0a3 3 0 0 1-2 2.8V6h2v1Z',
  },
];

export function HowItWorksSection() {
  const { t } = useT();
  return (
    <section id="how-it-works" className="home-section home-section--alt" aria-labelledby="how-title">
      <div className="container">
        <div className="section-header">
          <p className="section-eyebrow">{t('home.how.eyebrow')}</p>
          <h2 id="how-title" className="section-title">
            {t('home.how.title')}
          </h2>
        </div>
        <ol className="row g-4 list-unstyled mb-0">
          {steps.map((step, index) => (
            <li key={step.title} className="col-12 col-md-4">
              <article className="step-card h-100">
                <span className="step-card__number" aria-hidden="true">
                  0{index + 1}
                </span>
                <svg className="step-card__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                  <path d={step.icon} fill="currentColor" />
                </svg>
                <h3 className="step-card__title">{t(step.title)}</h3>
                <p className="step-card__text mb-0">{t(step.text)}</p>
              </article>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
