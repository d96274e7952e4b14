import { afterEach, describe, expect, it } from 'vitest';
import { holdPurchaseNotices, isOwnPurchaseNotice, OWN_PURCHASE_GRACE_MS } from './own-purchase-notices';

// Far from any real time, so another file's checkout (the files share one module graph) is long over.
const T = 10_000_000_000_000;

describe('own purchase notices', () => {
  const releases: (() => void)[] = [];
  afterEach(() => releases.splice(0).forEach((release) => release()));

  it('keeps a purchase notification out of the toasts while this tab pays and for the grace after', () => {
    expect(isOwnPurchaseNotice('purchase.completed', T)).toBe(false);
    const release = holdPurchaseNotices(() => T);
    releases.push(release);
    expect(isOwnPurchaseNotice('purchase.completed', T)).toBe(true);
    // Other notifications are never held back.
    expect(isOwnPurchaseNotice('prize.paid', T)).toBe(false);
    release();
    expect(isOwnPurchaseNotice('purchase.completed', T + OWN_PURCHASE_GRACE_MS - 1)).toBe(true);
    expect(isOwnPurchaseNotice('purchase.completed', T + OWN_PURCHASE_GRACE_MS)).toBe(false);
  });

  it('holds while any checkout pays, and a second release of the same hold changes nothing', () => {
    const start = T + 10 * OWN_PURCHASE_GRACE_MS;
    const first = holdPurchaseNotices(() => start);
    const second = holdPurchaseNotices(() => start);
    releases.push(second);
    first();
    first();
    // One checkout still pays: held whatever the clock says.
    expect(isOwnPurchaseNotice('purchase.completed', start + 5 * OWN_PURCHASE_GRACE_MS)).toBe(true);
    second();
    expect(isOwnPurchaseNotice('purchase.completed', start + OWN_PURCHASE_GRACE_MS)).toBe(false);
  });
});
