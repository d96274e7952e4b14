/**
 * /privacypolicy (spec 001 section 2): the page fetches its content but shows the static policy below;
 * a failed fetch is only logged.
 */
import { useEffect } from 'react';
import { PageBanner } from '../../../components/page-banner';
import { formatDate } from '../../../lib/format';
import { useContentPage } from '../api/get-content-page';
import '../pages.css';
import { usePagesT } from '../i18n';

const sections = [
  {
    title: 'What we collect',
    text: 'Your e-mail, username and password; billing address, card numbers and payment data (handled by our payment provider); and log, device and location data.',
  },
  {
    title: 'Why we use it',
    text: 'To run your account, tournaments and payments, to keep the platform secure and fair, and to answer you.',
  },
  {
    title: 'Legal bases',
    text: 'We process your data to perform our contract with you, to meet legal obligations, for our legitimate interests, and with your consent where it is needed.',
  },
  {
    title: 'Sharing',
    text: 'We share data only with the providers that run the service for us (such as payments) and where the law requires it.',
  },
  {
    title: 'Cookies',
    text: 'We use the browser storage needed to keep you signed in and to remember your choices.',
  },
  { title: 'Retention', text: 'We keep your data for as long as your account exists.' },
  {
    title: 'Minors',
    text: 'We do not knowingly serve anyone under 18. If we find such an account, we deactivate it.',
  },
  {
    title: 'Your privacy rights',
    text: 'You may ask to see, correct or delete your data. Request account changes through a ticket in our community chat or by e-mail.',
  },
  { title: 'Do-not-track', text: 'We do not respond to do-not-track signals.' },
  {
    title: 'Updates',
    text: 'We update this policy when our practices change; the latest version is always on this page.',
  },
  {
    title: 'Contact',
    text: 'Questions about this policy: contact us through the Contact Us page or our community chat.',
  },
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
          <p className="lead">
            This policy explains what personal data Arena collects, why, and the rights you have over it.
          </p>
          {sections.map((section) => (
            <section key={section.title}>
              <h2>{section.title}</h2>
              <p>{section.text}</p>
            </section>
          ))}
        </article>
      </div>
    </>
  );
}
