/** What a console block shows while it loads, and when its call failed (with a retry). */
import { errorMessageOf } from '../../../lib/api-client';
import { EmptyState } from '../../../components/empty-state';

export function LoadingState({ label }: { label: string }) {
  return (
    <div className="py-4 text-center" role="status">
      <span className="spinner-border text-info" aria-hidden="true" />
      <span className="visually-hidden">Loading {label}…</span>
    </div>
  );
}

export function ErrorState({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  return (
    <EmptyState
      action={
        onRetry && (
          <button type="button" className="btn btn-outline-light mt-2" onClick={onRetry}>
            Try again
          </button>
        )
      }
    >
      {errorMessageOf(error)}
    </EmptyState>
  );
}
