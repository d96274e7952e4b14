/** The one confirmation dialog: a question, an optional text, Close and a confirm button. */
import type { ReactNode } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useUiT } from './ui-i18n';

export function ConfirmDialog({
  show,
  title,
  children,
  confirmLabel,
  cancelLabel,
  busy = false,
  variant = 'danger',
  onConfirm,
  onCancel,
}: {
  show: boolean;
  title: ReactNode;
  children?: ReactNode;
  confirmLabel: ReactNode;
  cancelLabel?: ReactNode;
  busy?: boolean;
  variant?: 'danger' | 'primary';
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useUiT();
  return (
    <Modal
      show={show}
      onHide={onCancel}
      centered
      aria-labelledby="confirm-dialog-title"
      className="arena-modal"
    >
      <Modal.Header closeButton closeLabel={t('ui.dialog.closeLabel')}>
        <Modal.Title id="confirm-dialog-title" as="h2" className="h5">
          {title}
        </Modal.Title>
      </Modal.Header>
      {children && <Modal.Body>{children}</Modal.Body>}
      <Modal.Footer>
        <button type="button" className="btn btn-outline-light" onClick={onCancel} disabled={busy}>
          {cancelLabel ?? t('ui.dialog.close')}
        </button>
        <button
          type="button"
          className={`btn btn-${variant}`}
          onClick={onConfirm}
          disabled={busy}
          aria-busy={busy || undefined}
        >
          {busy && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
          {confirmLabel}
        </button>
      </Modal.Footer>
    </Modal>
  );
}
