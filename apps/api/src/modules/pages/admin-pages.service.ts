/** The console's content: terms and privacy pages, the about-us entries, and the contact inbox. */
import {
  ADMIN_CATALOGUE_MESSAGES as M,
  type AdminContactMessage,
  type AdminContentPage,
} from '@arena/shared/admin-catalogue';
import { CONTENT_PAGE_KEYS, type ContentPageKey } from '@arena/shared/pages';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../http/errors';
import type { Clock } from '../../lib/clock';
import { sanitizeRichText } from '../../lib/html';
import { recordAdminAction } from '../audit/audit.service';
import { toAdminContactMessage, toAdminContentPage } from './page.mapper';
import {
  listPageEntries,
  findContactMessage,
  findContentPages,
  listContactMessagesForAdmin,
  lockPageEntries,
  markContactMessageHandled,
  replacePageEntries,
  upsertContentPage,
} from './pages.repository';

/** What a page is called until the organiser gives it a title. */
const DEFAULT_TITLES: Record<ContentPageKey, string> = {
  'terms-and-conditions': 'Terms and Conditions',
  'privacy-policy': 'Privacy Policy',
};

const ABOUT_PAGE = 'aboutus';

const isContentPageKey = (key: string): key is ContentPageKey =>
  (CONTENT_PAGE_KEYS as readonly string[]).includes(key);

export function createAdminPagesService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  return {
    async listPages(): Promise<AdminContentPage[]> {
      const rows = await findContentPages(db, CONTENT_PAGE_KEYS);
      return CONTENT_PAGE_KEYS.map((key) =>
        toAdminContentPage(
          key,
          rows.find((row) => row.key === key),
          DEFAULT_TITLES[key],
        ),
      );
    },

    async updatePage(
      adminId: number,
      key: string,
      input: { title: string; content: string },
    ): Promise<AdminContentPage> {
      if (!isContentPageKey(key)) throw notFound('The page');
      const content = sanitizeRichText(input.content);
      return db.transaction(async (tx) => {
        const [existing] = await findContentPages(tx, [key]);
        const before = existing ? toAdminContentPage(key, existing, DEFAULT_TITLES[key]) : null;
        const row = await upsertContentPage(tx, { key, title: input.title, content, updatedAt: clock.now() });
        const after = toAdminContentPage(key, row, DEFAULT_TITLES[key]);
        await recordAdminAction(tx, {
          adminId,
          action: 'page.update',
          targetType: 'page',
          targetId: key,
          before,
          after,
        });
        return after;
      });
    },

    async aboutEntries(): Promise<string[]> {
      const rows = await listPageEntries(db, ABOUT_PAGE);
      return rows.map((row) => row.keyValue);
    },

    /** Replaces the ordered list: entry i is what the about-us page shows at index i. */
    async replaceAboutEntries(adminId: number, entries: string[]): Promise<string[]> {
      const contents = entries.map(sanitizeRichText);
      return db.transaction(async (tx) => {
        const before = (await lockPageEntries(tx, ABOUT_PAGE)).map((row) => row.keyValue);
        await replacePageEntries(tx, ABOUT_PAGE, contents, clock.now());
        await recordAdminAction(tx, {
          adminId,
          action: 'about.update',
          targetType: 'page',
          targetId: ABOUT_PAGE,
          before: { entries: before },
          after: { entries: contents },
        });
        return contents;
      });
    },

    async listContactMessages(
      status: 'all' | 'handled' | 'unhandled',
      page: { limit?: number; offset?: number },
    ) {
      const { rows, total } = await listContactMessagesForAdmin(db, status, page);
      return { messages: rows.map(toAdminContactMessage), total };
    },

    async markHandled(adminId: number, id: number): Promise<AdminContactMessage> {
      return db.transaction(async (tx) => {
        const row = await markContactMessageHandled(tx, id, clock.now());
        if (!row) {
          if (!(await findContactMessage(tx, id))) throw notFound('The message');
          throw new AppError('conflict', 'ALREADY_HANDLED', M.contactAlreadyHandled);
        }
        const after = toAdminContactMessage(row);
        await recordAdminAction(tx, {
          adminId,
          action: 'contact.handled',
          targetType: 'contact_message',
          targetId: id,
          before: { handled_at: null },
          after: { handled_at: after.handled_at },
        });
        return after;
      });
    },
  };
}

export type AdminPagesService = ReturnType<typeof createAdminPagesService>;
