/**
 * /aboutus (spec 001 section 2): headings, HTML paragraphs, three steps and five bullet points, all
 * taken from the indexed content entries (shared ABOUT_ENTRY); static illustrations; Learn More.
 */
import { Link } from 'react-router';
import { ABOUT_ENTRY } from '@arena/shared/pages';
import { EmptyState } from '../../../components/empty-state';
import { PageBanner } from '../../../components/page-banner';
import { SafeHtml } from '../../../components/safe-html';
import { errorMessageOf } from '../../../lib/api-client';
import { routes } from '../../../lib/routes';
import { useAboutPage, type AboutEntry } from '../api/get-about-page';
import { PodiumArt, SquadArt } from '../components/about-art';
import '../pages.css';
import './about-route.css';
import { usePagesT } from '../i18n';

function entryAt(entries: AboutEntry[], index: number): string {
  return entries.find((entry) => entry.index === index)?.keyValue ?? '';
}

/**
 * Headings are plain text entries; strip any markup an editor left in them. An entry the organiser has not
 * written yet falls back to the section's own name, so no heading is ever empty (axe empty-heading).
 */
function headingText(value: string, fallback: string): string {
  return value.replace(/<[^>]*>/g, '').trim() || fallback;
}

export function AboutRoute() {
  const { t } = usePagesT();
  const about = useAboutPage();
  const entries = about.data ?? [];
  const learnMore = (
    <Link to={routes.tournaments.href()} className="btn btn-accent btn-lg">
      {t('pages.about.learnMore')}
    </Link>
  );

  return (
    <>
      <title>{t('pages.about.pageTitle')}</title>
      <PageBanner
        eyebrow={t('pages.about.eyebrow')}
        title={t('pages.about.title')}
        subtitle={t('pages.about.subtitle')}
      />
      {about.isPending ? (
        <div className="page-loader" role="status">
          <span className="spinner-border text-info" aria-hidden="true" />
          <span className="visually-hidden">{t('pages.loading')}</span>
        </div>
      ) : about.isError ? (
        <div className="container page-body">
          <EmptyState action={<div className="mt-3">{learnMore}</div>}>
            {errorMessageOf(about.error)}
          </EmptyState>
        </div>
      ) : entries.length === 0 ? (
        <div className="container page-body">
          <EmptyState action={<div className="mt-3">{learnMore}</div>}>{t('pages.about.empty')}</EmptyState>
        </div>
      ) : (
        <div className="about-page">
          <section className="container about-block" aria-labelledby="about-heading">
            <div className="row g-4 g-lg-5 align-items-center">
              <div className="col-12 col-lg-6">
                <p className="section-eyebrow">{t('pages.about.mission')}</p>
                <h2 id="about-heading" className="section-title">
                  {headingText(entryAt(entries, ABOUT_ENTRY.heading), t('pages.about.mission'))}
                </h2>
                <SafeHtml html={entryAt(entries, ABOUT_ENTRY.intro)} className="about-page__lead" />
                <div className="mt-4">{learnMore}</div>
              </div>
              <div className="col-12 col-lg-6">
                <SquadArt />
              </div>
            </div>
          </section>

          <section className="about-steps" aria-labelledby="about-steps-heading">
            <div className="container">
              <p className="section-eyebrow">{t('pages.about.steps')}</p>
              <h2 id="about-steps-heading" className="section-title">
                {headingText(entryAt(entries, ABOUT_ENTRY.stepsHeading), t('pages.about.steps'))}
              </h2>
              <ol className="row g-4 list-unstyled mb-0">
                {ABOUT_ENTRY.steps.map((index, position) => (
                  <li key={index} className="col-12 col-md-4">
                    <div className="about-step h-100">
                      <span className="about-step__number" aria-hidden="true">
                        0{position + 1}
                      </span>
                      <SafeHtml html={entryAt(entries, index)} />
                    </div>
                  </li>
                ))}
              </ol>
            </div>
          </section>

          <section className="container about-block" aria-labelledby="about-bullets-heading">
            <div className="row g-4 g-lg-5 align-items-center">
              <div className="col-12 col-lg-6 order-lg-2">
                <p className="section-eyebrow">{t('pages.about.why')}</p>
                <h2 id="about-bullets-heading" className="section-title">
                  {headingText(entryAt(entries, ABOUT_ENTRY.bulletsHeading), t('pages.about.why'))}
                </h2>
                <ul className="check-list list-unstyled">
                  {ABOUT_ENTRY.bullets.map((index) => (
                    <li key={index}>
                      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                        <path d="m9 16.2-3.5-3.5L4 14.2l5 5 11-11-1.5-1.5Z" fill="currentColor" />
                      </svg>
                      <SafeHtml html={entryAt(entries, index)} />
                    </li>
                  ))}
                </ul>
              </div>
              <div className="col-12 col-lg-6 order-lg-1">
                <PodiumArt />
              </div>
            </div>
          </section>

          <section className="container" aria-label={t('pages.about.hostLabel')}>
            <div className="about-closing">
              <SafeHtml html={entryAt(entries, ABOUT_ENTRY.closing)} />
              {learnMore}
            </div>
          </section>
        </div>
      )}
    </>
  );
}
