/**
 * The webhooks' notices (decision 0058): an endpoint that failed for its whole retry window is disabled and every
 * admin told, in the transaction that disables it.
 */
import { NOTICE_LINKS } from '@arena/shared/app-links';
import type { Tx } from '../../db/client';
import { recordEvent } from './domain-events';

export const webhooksNotices = {
  async endpointDisabled(tx: Tx, endpoint: { id: number; url: string; error: string }) {
    const host = URL.canParse(endpoint.url) ? new URL(endpoint.url).host : endpoint.url;
    await recordEvent(tx, {
      type: 'admin.webhook_disabled',
      recipients: 'admins',
      data: { endpoint_id: endpoint.id, error: endpoint.error },
      notice: {
        title: `Webhook to ${host} disabled`,
        body: `Deliveries to webhook endpoint ${endpoint.id} (${endpoint.url}) failed for 24 hours (last: ${endpoint.error}), so it was disabled. Fix the receiver, then enable it again in the console; its waiting deliveries follow.`,
        link: NOTICE_LINKS.adminWebhooks,
      },
    });
  },
};
