/** Consent records (issue 28, decision 0051): what a player agreed to at sign-up, with the page's version. */
import { inArray } from 'drizzle-orm';
import { CONTENT_PAGE_KEYS } from '@arena/shared/pages';
import type { DbOrTx } from '../../db/client';
import { consents } from '../../db/schema/consents';
import { pages } from '../../db/schema/pages';

/** Records the sign-up's agreement to the terms and the privacy policy, each at the version the page had then. */
export async function recordSignUpConsents(db: DbOrTx, userId: number): Promise<void> {
  const written = await db
    .select({ key: pages.key, updatedAt: pages.updatedAt })
    .from(pages)
    .where(inArray(pages.key, [...CONTENT_PAGE_KEYS]));
  const versions = new Map(written.map((page) => [page.key, page.updatedAt.toISOString()]));
  await db.insert(consents).values(
    CONTENT_PAGE_KEYS.map((document) => ({
      userId,
      document,
      version: versions.get(document) ?? null,
      source: 'registration',
    })),
  );
}
