/**
 * /termconditions (spec 000 section 2): banner and the legal text fetched from the server (sanitised),
 * with the key terms below as the fallback when it cannot be loaded.
 */
import { PageBanner } from '../../../components/page-banner';
import { SafeHtml } from '../../../components/safe-html';
import { formatDate } from '../../../lib/format';
import { useContentPage } from '../api/get-content-page';
import '../pages.css';
import { usePagesT } from '../i18n';

/** The key terms shown when the organisers' text cannot be loaded, by their keys (literal, for the catalogue check). */
const terms = [
  { title: 'pages.terms.who.title', text: 'pages.terms.who.text' },
  { title: 'pages.terms.entering.title', text: 'pages.terms.entering.text' },
  { title: 'pages.terms.payments.title', text: 'pages.terms.payments.text' },
  { title: 'pages.terms.vip.title', text: 'pages.terms.vip.text' },
  { title: 'pages.terms.refunds.title', text: 'pages.terms.refunds.text' },
  { title: 'pages.terms.liability.title', text: 'pages.terms.liability.text' },
  { title: 'pages.terms.disputes.title', text: 'pages.terms.disputes.text' },
];

export function TermsRoute() {
  const { t } = usePagesT();
  const page = useContentPage('terms-and-conditions');
  const html = page.data?.data.trim();

  return (
    <>
      <title>{t('pages.terms.pageTitle')}</title>
      <PageBanner
        eyebrow={t('pages.legal')}
        title={t('pages.terms.title')}
        subtitle={page.data ? t('pages.lastUpdated', { date: formatDate(page.data.updated_at) }) : undefined}
      />
      <div className="container page-body">
        <article className="legal-card legal-text">
          {page.isPending ? (
            <div className="py-5 text-center" role="status">
              <span className="spinner-border text-info" aria-hidden="true" />
              <span className="visually-hidden">{t('pages.loading')}</span>
            </div>
          ) : html ? (
            <SafeHtml html={html} />
          ) : (
            <>
              <p className="lead">{t('pages.terms.lead')}</p>
              {terms.map((term) => (
                <section key={term.title}>
                  <h2>{t(term.title)}</h2>
                  <p>{t(term.text)}</p>
                </section>
              ))}
            </>
          )}
        </article>
      </div>
    </>
  );
}
