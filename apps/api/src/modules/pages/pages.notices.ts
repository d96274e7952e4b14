/** The pages' notices (decision 0037): a contact message, told to the organisers in its transaction. */
import { NOTICE_LINKS } from '@arena/shared/app-links';
import type { Tx } from '../../db/client';
import { recordEvent } from '../notifications/domain-events';

export const pageNotices = {
  async contactMessage(tx: Tx, message: { name: string; email: string }) {
    await recordEvent(tx, {
      type: 'admin.contact_message',
      recipients: 'admins',
      notice: {
        title: `New contact message from ${message.name}`,
        body: `${message.name} <${message.email}> sent a message through the contact form.`,
        link: NOTICE_LINKS.adminInbox,
      },
    });
  },
};
