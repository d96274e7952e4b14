/** The page for unknown routes, failed chunks and thrown errors: 'Unexpected Application Error!'. */
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { useT } from '../lib/i18n/i18n-provider';
import type { Translator } from '../lib/i18n/translator';
import { routes } from '../lib/routes';
import { AppShell } from './layout/app-shell';
import { CHUNK_LOAD_FAILED } from './lazy-route';

/**
 * What went wrong, in the page's language where the words are ours: the router's 'Not Found' and a chunk that did
 * not load. Any other error's own message is shown as it is (a developer's sentence, not the interface's).
 */
function describe(error: unknown, t: Translator['t']): string {
  if (isRouteErrorResponse(error)) {
    const text = error.statusText === 'Not Found' ? t('layout.error.notFound') : error.statusText;
    return `${error.status} ${text}`.trim();
  }
  if (error instanceof Error)
    return error.message === CHUNK_LOAD_FAILED ? t('layout.error.chunkFailed') : error.message;
  if (typeof error === 'string') return error;
  return t('layout.error.unknown');
}

export function ErrorPage() {
  const error = useRouteError();
  const { t } = useT();
  return (
    <AppShell>
      <section className="error-page container py-5 text-center">
        <title>{t('layout.error.pageTitle')}</title>
        <p className="error-page__code" aria-hidden="true">
          {isRouteErrorResponse(error) ? error.status : 'GG?'}
        </p>
        <h1 className="display-6 fw-bold">{t('layout.error.title')}</h1>
        <h2 className="h4 text-body-secondary mb-4">{describe(error, t)}</h2>
        <Link to={routes.home.href()} className="btn btn-primary btn-lg">
          {t('layout.error.backHome')}
        </Link>
      </section>
    </AppShell>
  );
}
