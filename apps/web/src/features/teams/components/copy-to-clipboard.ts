/** Copies text and says so: 'Link copied to clipboard!' or 'Failed to copy: ...' (spec 001 section 2). */
import { showError, showSuccess } from '../../../lib/toast';

export const LINK_COPIED = 'Link copied to clipboard!';

export async function copyLink(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard) throw new Error('the clipboard is not available in this browser');
    await navigator.clipboard.writeText(text);
    showSuccess(LINK_COPIED);
    return true;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    showError(`Failed to copy: ${reason}`);
    return false;
  }
}
