/** What a console block shows while it loads, and when its call failed (with a retry). */
import { errorMessageOf } from '../../../lib/api-client';
import { EmptyState } from '../../../components/empty-state';
import { useAdminT } from '../i18n';

export function LoadingState({ label }: { label: string }) {
  const { t } = useAdminT();
  return (
    <div className="py-4 text-center" role="status">
      <span className="spinner-border text-info" aria-hidden="true" />
      <span className="visually-hidden">{t('admin.loading', { label })}</span>
    </div>
  );
}

export function ErrorState({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useAdminT();
  return (
    <EmptyState
      action={
        onRetry && (
          <button type="button" className="btn btn-outline-light mt-2" onClick={onRetry}>
            {t('admin.tryAgain')}
          </button>
        )
      }
    >
      {errorMessageOf(error)}
    </EmptyState>
  );
}
