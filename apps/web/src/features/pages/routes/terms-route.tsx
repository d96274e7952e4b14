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

const terms = [
  {
    title: 'Who can play',
    text: 'You must be at least 18 years old to create an account and enter tournaments.',
  },
  {
    title: 'Entering tournaments',
    text: 'You enter tournaments by buying Tokens, Credits or VIP subscriptions to win prizes or cash.',
  },
  {
    title: 'Payments',
    text: 'Payments are made by PayPal, Visa and Mastercard, in GBP and Euros.',
  },
  {
    title: 'VIP subscription',
    text: 'The VIP subscription does not renew automatically.',
  },
  {
    title: 'Refunds',
    text: 'All sales are final and no refund is given.',
  },
  {
    title: 'Liability',
    text: 'Our liability to you is capped at £1000.',
  },
  {
    title: 'Disputes',
    text: 'Before any arbitration, both parties first try to settle a dispute through 30 days of informal negotiation.',
  },
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
              <p className="lead">
                These terms govern your use of Arena. By creating an account or entering a tournament you
                agree to them.
              </p>
              {terms.map((term) => (
                <section key={term.title}>
                  <h2>{term.title}</h2>
                  <p>{term.text}</p>
                </section>
              ))}
            </>
          )}
        </article>
      </div>
    </>
  );
}
