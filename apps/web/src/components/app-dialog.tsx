/**
 * The one general dialog of the app (the confirm dialog is its yes/no form): a titled modal that
 * moves focus inside, closes on Escape and gives focus back to what opened it.
 */
import { useId, type ReactNode } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useUiT } from './ui-i18n';

export function AppDialog({
  show,
  title,
  children,
  footer,
  size,
  onHide,
  busy = false,
}: {
  show: boolean;
  title: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  size?: 'sm' | 'lg' | 'xl';
  onHide: () => void;
  /** While a request runs the dialog cannot be dismissed. */
  busy?: boolean;
}) {
  const titleId = useId();
  const { t } = useUiT();
  return (
    <Modal
      show={show}
      onHide={busy ? () => undefined : onHide}
      centered
      size={size}
      aria-labelledby={titleId}
      className="arena-modal"
      backdrop={busy ? 'static' : true}
    >
      <Modal.Header closeButton={!busy} closeLabel={t('ui.dialog.closeLabel')}>
        <Modal.Title id={titleId} as="h2" className="h5">
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>{children}</Modal.Body>
      {footer && <Modal.Footer>{footer}</Modal.Footer>}
    </Modal>
  );
}
