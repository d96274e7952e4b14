/**
 * /accessibility: Arena's accessibility statement (issue 29; the European Accessibility Act expects one from a
 * consumer service that takes payments). Static: what Arena meets, how it is checked, what does not meet it yet,
 * how to tell us, and where to turn when our answer is not enough. Linked from the footer of every page.
 */
import { Link } from 'react-router';
import { FORMAT_LOCALES, type FormatLanguage } from '@arena/shared/time-format';
import { PageBanner } from '../../../components/page-banner';
import { routes } from '../../../lib/routes';
import { usePagesT } from '../i18n';
import '../pages.css';

/** When the statement was last reviewed against the product; change it with the text (and its translations). */
const REVIEWED = '2026-11-28';

/** '28 November 2026', '28. November 2026', '28 listopada 2026': the language's own long date. */
function reviewedOn(language: string): string {
  const locale = FORMAT_LOCALES[language as FormatLanguage] ?? FORMAT_LOCALES.en;
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${REVIEWED}T00:00:00Z`));
}

const canDo = [
  'pages.accessibility.canDo.keyboard',
  'pages.accessibility.canDo.zoom',
  'pages.accessibility.canDo.bracket',
  'pages.accessibility.canDo.signIn',
  'pages.accessibility.canDo.motion',
  'pages.accessibility.canDo.contrast',
];

const limitations = [
  'pages.accessibility.limits.languages',
  'pages.accessibility.limits.paypal',
  'pages.accessibility.limits.images',
];

export function AccessibilityRoute() {
  const { t, tRich, locale } = usePagesT();
  const date = reviewedOn(locale);
  return (
    <>
      <title>{t('pages.accessibility.pageTitle')}</title>
      <PageBanner
        eyebrow={t('pages.legal')}
        title={t('pages.accessibility.title')}
        subtitle={t('pages.accessibility.lastReviewed', { date })}
      />
      <div className="container page-body">
        <article className="legal-card legal-text">
          <p className="lead">{t('pages.accessibility.lead')}</p>
          <section>
            <h2>{t('pages.accessibility.level.heading')}</h2>
            <p>{t('pages.accessibility.level.text')}</p>
            <p>{t('pages.accessibility.canDo.intro')}</p>
            <ul>
              {canDo.map((item) => (
                <li key={item}>{t(item)}</li>
              ))}
            </ul>
          </section>
          <section>
            <h2>{t('pages.accessibility.checks.heading')}</h2>
            <p>{t('pages.accessibility.checks.text')}</p>
          </section>
          <section>
            <h2>{t('pages.accessibility.limits.heading')}</h2>
            <ul>
              {limitations.map((item) => (
                <li key={item}>{t(item)}</li>
              ))}
            </ul>
          </section>
          <section>
            <h2>{t('pages.accessibility.tellUs.heading')}</h2>
            <p>
              {tRich('pages.accessibility.tellUs.text', {
                contact: (chunks) => <Link to={routes.contactUs.href()}>{chunks}</Link>,
              })}
            </p>
          </section>
          <section>
            <h2>{t('pages.accessibility.notEnough.heading')}</h2>
            <p>{t('pages.accessibility.notEnough.text')}</p>
          </section>
          <section>
            <h2>{t('pages.accessibility.about.heading')}</h2>
            <p className="mb-0">{t('pages.accessibility.about.text', { date })}</p>
          </section>
        </article>
      </div>
    </>
  );
}
