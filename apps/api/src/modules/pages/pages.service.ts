/** The public content pages (terms, privacy policy, about us) and the contact form's messages. */
import type { z } from 'zod';
import type { contactSchema } from '@arena/shared/contact';
import type { Db } from '../../db/client';
import { notFound } from '../../http/errors';
import type { Mailer } from '../../integrations/mail/mailer';
import { sanitizeRichText } from '../../lib/html';
import { pageNotices } from './pages.notices';
import { findPage, insertContactMessage, listPageEntries } from './pages.repository';

type ContactMessage = z.output<typeof contactSchema>;

export function createPagesService(deps: { db: Db; mailer: Mailer; supportEmail: string }) {
  const { db } = deps;
  return {
    /** A content page as the public sees it: its HTML sanitised on the way out. */
    async page(key: string) {
      const page = await findPage(db, key);
      if (!page) throw notFound('The page');
      return {
        key,
        title: page.title,
        data: sanitizeRichText(page.content),
        updated_at: page.updatedAt.toISOString(),
      };
    },

    async aboutUsEntries() {
      const entries = await listPageEntries(db, 'aboutus');
      return entries.map((e) => ({ id: e.id, index: e.position, keyValue: sanitizeRichText(e.keyValue) }));
    },

    /**
     * Stores the message for the console's inbox; the admins' notification and the support mail commit with
     * it and go out through the outbox (decision 0021).
     */
    async receiveContact(input: ContactMessage, ip: string): Promise<void> {
      await db.transaction(async (tx) => {
        await insertContactMessage(tx, {
          name: input.name.trim(),
          lastName: input.last_name?.trim() || null,
          email: input.email.toLowerCase(),
          contactNumber: input.contact_number,
          message: input.message,
          ip,
        });
        await pageNotices.contactMessage(tx, { name: input.name.trim(), email: input.email.toLowerCase() });
        await deps.mailer.send(
          {
            to: deps.supportEmail,
            subject: `Contact form: ${input.name.trim()} ${input.last_name?.trim() ?? ''}`.trim(),
            text: [
              `From: ${input.name} ${input.last_name ?? ''} <${input.email}>`,
              `Phone: ${input.contact_number}`,
              '',
              input.message,
            ].join('\n'),
          },
          tx,
        );
      });
    },
  };
}

export type PagesService = ReturnType<typeof createPagesService>;
