/**
 * A purchase this tab is paying for is announced by the checkout itself (the spec's success message); the
 * same purchase's live notification (`purchase.completed`) would say it a second time in another toast. While
 * a checkout here is completing or waiting for PayPal, and for a short grace after (the stream may deliver a
 * little after the capture's answer), that notification goes to the bell only. A purchase completed elsewhere
 * (another tab, the webhook long after the page was closed) is still shown as a toast.
 */
export const OWN_PURCHASE_GRACE_MS = 30_000;

const OWN_PURCHASE_TYPE = 'purchase.completed';

let holds = 0;
let quietUntil = 0;

/** The checkout is busy with a payment; the returned function ends the hold (once). */
export function holdPurchaseNotices(now: () => number = Date.now): () => void {
  holds += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holds -= 1;
    quietUntil = Math.max(quietUntil, now() + OWN_PURCHASE_GRACE_MS);
  };
}

/** True when a notification of this type repeats what this tab's checkout has just said. */
export function isOwnPurchaseNotice(type: string, now: number = Date.now()): boolean {
  return type === OWN_PURCHASE_TYPE && (holds > 0 || now < quietUntil);
}
