/** Toasts of the error catalogue: top-right, closed after 5000 ms (spec 000 section 9). */
import { toast } from 'react-toastify';
import { TOAST_AUTO_CLOSE_MS } from '@arena/shared/constants';
import { errorMessageOf } from './api-client';

export const TOAST_OPTIONS = { position: 'top-right', autoClose: TOAST_AUTO_CLOSE_MS } as const;

export function showSuccess(message: string | null | undefined): void {
  if (message) toast.success(message);
}

export function showError(message: string): void {
  toast.error(message);
}

/** The same message shown again (e.g. by two failing calls at once) replaces, never stacks. */
export function showInfo(message: string): void {
  toast.info(message, { toastId: message });
}

/** Shows the catalogue's sentence for a failed call (400 first error, otherwise the message). */
export function showApiError(error: unknown): void {
  toast.error(errorMessageOf(error));
}
