/**
 * POST /api/update-time-zone {time_zone} (bearer): the browser's zone, so the account's e-mails give times in
 * it (decision 0032). Sent once per tab and account; nothing on screen depends on it, so a failure is not shown.
 */
import { useEffect } from 'react';
import { apiRequest } from '../lib/api-client';

const sentFor = new Set<number>();

export function updateTimeZone(timeZone: string) {
  return apiRequest('/api/update-time-zone', { method: 'POST', body: { time_zone: timeZone } });
}

/** Reports the browser's zone for the signed-in account, once per tab. */
export function useReportTimeZone(userId: number | null) {
  useEffect(() => {
    if (userId === null || sentFor.has(userId)) return;
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (!zone) return;
    sentFor.add(userId);
    updateTimeZone(zone).catch(() => {
      // Not shown: e-mails keep the zone reported last (or the product's), and the next tab tries again.
      sentFor.delete(userId);
    });
  }, [userId]);
}
