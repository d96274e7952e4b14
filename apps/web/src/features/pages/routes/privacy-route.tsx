/**
 * /privacypolicy (spec 001 section 2): the page fetches its content but shows the static policy below (in the
 * shown language; the English is the spec's); a failed fetch is only logged.
 */
import { useEffect } from 'react';
import { PageBanner } from '../../../components/page-banner';
import { formatDate } from '../../../lib/format';
import { useContentPage } from '../api/get-content-page';
import '../pages.css';
import { usePagesT } from '../i18n';

/** The policy's sections (spec 001 section 2), by their keys: literal, for the catalogue check. */
const sections = [
  { title: 'pages.privacy.collect.title', text: 'pages.privacy.collect.text' },
  { title: 'pages.privacy.why.title', text: 'pages.privacy.why.text' },
  { title: 'pages.privacy.bases.title', text: 'pages.privacy.bases.text' },
  { title: 'pages.privacy.sharing.title', text: 'pages.privacy.sharing.text' },
  { title: 'pages.privacy.cookies.title', text: 'pages.privacy.cookies.text' },
  { title: 'pages.privacy.retention.title', text: 'pages.privacy.retention.text' },
  { title: 'pages.privacy.minors.title', text: 'pages.privacy.minors.text' },
  { title: 'pages.privacy.rights.title', text: 'pages.privacy.rights.text' },
  { title: 'pages.privacy.dnt.title', text: 'pages.privacy.dnt.text' },
  { title: 'pages.privacy.updates.title', text: 'pages.privacy.updates.text' },
  { title: 'pages.privacy.contact.title', text: 'pages.privacy.contact.text' },
];

export function PrivacyRoute() {
  const { t } = usePagesT();
  const page = useContentPage('privacy-policy');
  const { isError, error } = page;
  useEffect(() => {
    if (isError) console.warn('The privacy policy could not be loaded', error);
  }, [isError, error]);

  return (
    <>
      <title>{t('pages.privacy.pageTitle')}</title>
      <PageBanner
        eyebrow={t('pages.legal')}
        title={t('pages.privacy.title')}
        subtitle={page.data ? t('pages.lastUpdated', { date: formatDate(page.data.updated_at) }) : undefined}
      />
      <div className="container page-body">
        <article className="legal-card legal-text">
          <p className="lead">{t('pages.privacy.lead')}</p>
          {sections.map((section) => (
            <section key={section.title}>
              <h2>{t(section.title)}</h2>
              <p>{t(section.text)}</p>
            </section>
          ))}
        </article>
      </div>
    </>
  );
}
