/** The page for unknown routes, failed chunks and thrown errors: 'Unexpected Application Error!'. */
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { routes } from '../lib/routes';
import { AppShell } from './layout/app-shell';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return 'Unknown error';
}

export function ErrorPage() {
  const error = useRouteError();
  return (
    <AppShell>
      <section className="error-page container py-5 text-center">
        <title>Arena | Unexpected Application Error!</title>
        <p className="error-page__code" aria-hidden="true">
          {isRouteErrorResponse(error) ? error.status : 'GG?'}
        </p>
        <h1 className="display-6 fw-bold">Unexpected Application Error!</h1>
        <h2 className="h4 text-body-secondary mb-4">{describe(error)}</h2>
        <Link to={routes.home.href()} className="btn btn-primary btn-lg">
          Back to home
        </Link>
      </section>
    </AppShell>
  );
}
