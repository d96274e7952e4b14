/** A submit button that shows a busy state while its request runs. */
import type { ReactNode } from 'react';

export function SubmitButton({
  busy,
  children,
  busyLabel,
  className,
  disabled,
}: {
  busy: boolean;
  children: ReactNode;
  busyLabel?: ReactNode;
  className?: string;
  disabled?: boolean;
}) {
  return (
    <button
      type="submit"
      className={`btn btn-primary ${className ?? ''}`.trim()}
      disabled={busy || disabled}
      aria-busy={busy || undefined}
    >
      {busy && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
      {busy ? (busyLabel ?? children) : children}
    </button>
  );
}
