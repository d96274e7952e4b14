/** The player and team pages' loading and not-found states, and their `?id=`. */
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { PageBanner } from '../../../components/page-banner';
import { routes } from '../../../lib/routes';
import { useProfilesT } from '../i18n';

export function pageId(value: string | null): number | undefined {
  const number = value && value.trim() ? Number(value) : NaN;
  return Number.isInteger(number) && number > 0 ? number : undefined;
}

/** `label`: what is loading, said to assistive technology ("Loading the player…"). */
export function ProfileLoading({ label }: { label: string }) {
  return (
    <div className="container page-body">
      <div className="page-loader" role="status">
        <span className="spinner-border text-info" aria-hidden="true" />
        <span className="visually-hidden">{label}</span>
      </div>
    </div>
  );
}

export function ProfileNotFound({ title, message }: { title: string; message: string }) {
  const { t } = useProfilesT();
  return (
    <>
      <title>{`Arena | ${title}`}</title>
      <PageBanner title={title} />
      <div className="container page-body">
        <EmptyState
          action={
            <Link to={routes.tournaments.href()} className="btn btn-outline-light mt-3">
              {t('profiles.browseTournaments')}
            </Link>
          }
        >
          {message}
        </EmptyState>
      </div>
    </>
  );
}
