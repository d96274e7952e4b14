/** The footer of every form dialog: Close, and the submit button of the dialog's form with its busy state. */
import { useUiT } from './ui-i18n';

export function FormDialogFooter({
  formId,
  busy,
  submitLabel,
  busyLabel,
  onClose,
}: {
  /** The id of the <form> in the dialog's body: the submit button sits outside it, in the footer. */
  formId: string;
  busy: boolean;
  submitLabel: string;
  /** Shown instead of the label while the request runs, e.g. 'Updating…'. */
  busyLabel?: string;
  onClose: () => void;
}) {
  const { t } = useUiT();
  return (
    <>
      <button type="button" className="btn btn-outline-light" onClick={onClose} disabled={busy}>
        {t('ui.dialog.close')}
      </button>
      <button
        type="submit"
        form={formId}
        className="btn btn-primary"
        disabled={busy}
        aria-busy={busy || undefined}
      >
        {busy && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
        {busy && busyLabel ? busyLabel : submitLabel}
      </button>
    </>
  );
}
