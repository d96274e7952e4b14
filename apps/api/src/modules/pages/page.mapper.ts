/** Content pages and contact messages to the console's wire shapes (also the audit log's snapshots). */
import type { AdminContactMessage, AdminContentPage } from '@arena/shared/admin-catalogue';
import type { ContentPageKey } from '@arena/shared/pages';
import type { contactMessages } from '../../db/schema/pages';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export function toAdminContentPage(
  key: ContentPageKey,
  row: { title: string; content: string; updatedAt: Date } | undefined,
  defaultTitle: string,
): AdminContentPage {
  return {
    key,
    title: row?.title ?? defaultTitle,
    content: row?.content ?? '',
    updated_at: row ? row.updatedAt.toISOString() : null,
  };
}

export function toAdminContactMessage(row: typeof contactMessages.$inferSelect): AdminContactMessage {
  return {
    id: row.id,
    name: row.name,
    last_name: row.lastName,
    email: row.email,
    contact_number: row.contactNumber,
    message: row.message,
    created_at: row.createdAt.toISOString(),
    handled_at: iso(row.handledAt),
  };
}
