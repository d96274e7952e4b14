/**
 * Copies text and says so: 'Link copied to clipboard!' or 'Failed to copy: ...' (spec 001 section 2), in the words
 * the caller gives (its area's, in the page's language).
 */
import { showError, showSuccess } from '../../../lib/toast';

export interface CopyWords {
  copied: string;
  failed: (reason: string) => string;
  /** The reason given when the browser has no clipboard at all. */
  noClipboard: string;
}

export async function copyLink(text: string, words: CopyWords): Promise<boolean> {
  try {
    if (!navigator.clipboard) throw new Error(words.noClipboard);
    await navigator.clipboard.writeText(text);
    showSuccess(words.copied);
    return true;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    showError(words.failed(reason));
    return false;
  }
}
