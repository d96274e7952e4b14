import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Whole-page content (terms, privacy policy): sanitised HTML, edited in the admin console. */
export const pages = pgTable('pages', {
  key: text('key').primaryKey(),
  title: text('title').notNull(),
  content: text('content').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Indexed content entries of a page (the about-us page reads them by index). */
export const pageEntries = pgTable(
  'page_entries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    page: text('page').notNull(),
    position: integer('position').notNull(),
    keyValue: text('key_value').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('page_entries_page_position_unique').on(t.page, t.position),
    index('page_entries_page_idx').on(t.page),
  ],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    lastName: text('last_name'),
    email: text('email').notNull(),
    contactNumber: text('contact_number').notNull(),
    message: text('message').notNull(),
    ip: text('ip'),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt)],
);
