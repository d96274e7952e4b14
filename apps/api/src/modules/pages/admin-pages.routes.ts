/** /api/admin/pages and /api/admin/contact-messages: content pages, about-us entries, the contact inbox. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ADMIN_CATALOGUE_MESSAGES as M,
  aboutEntriesInputSchema,
  adminAboutEntriesSchema,
  adminContactMessageSchema,
  adminContentPageSchema,
  contactMessagesQuery,
  contentPageInputSchema,
} from '@arena/shared/admin-catalogue';
import { paginationSchema, requiredQueryInt } from '@arena/shared/catalogue';
import { envelopeSchema, ok } from '../../http/envelope';
import { pageOf, paginationMeta } from '../../http/pagination';
import type { AdminPagesService } from './admin-pages.service';

const adminOnly = { tags: ['admin'], security: [{ bearer: [] }] };
/** Whole pages of terms can be long; the default JSON limit is for forms. */
const PAGE_BODY_LIMIT = 1024 * 1024;

export const adminPagesRoutes: FastifyPluginAsyncZod<{ content: AdminPagesService }> = async (
  app,
  { content },
) => {
  app.get(
    '/api/admin/pages',
    {
      schema: {
        ...adminOnly,
        operationId: 'listAdminPages',
        description: 'The terms and privacy pages as stored: title and sanitised HTML.',
        summary: 'The terms and privacy pages as stored (title and sanitised HTML)',
        response: { 200: envelopeSchema({ data: z.array(adminContentPageSchema) }) },
      },
    },
    async () => ok(M.pages, { data: await content.listPages() }),
  );

  app.get(
    '/api/admin/pages/aboutus/entries',
    {
      schema: {
        ...adminOnly,
        operationId: 'listAboutUsEntries',
        description: "The about-us page's entries in index order, as stored.",
        summary: 'The about-us entries in index order',
        response: { 200: envelopeSchema({ data: adminAboutEntriesSchema }) },
      },
    },
    async () => ok(M.aboutEntries, { data: { entries: await content.aboutEntries() } }),
  );

  app.put(
    '/api/admin/pages/aboutus/entries',
    {
      bodyLimit: PAGE_BODY_LIMIT,
      schema: {
        ...adminOnly,
        operationId: 'replaceAboutUsEntries',
        description:
          'Replaces the ordered about-us entries (HTML, sanitised on save); the public page reads entry i at index i.',
        summary: 'Replace the ordered about-us entries (HTML, sanitised); the page reads entry i at index i',
        body: aboutEntriesInputSchema,
        response: { 200: envelopeSchema({ data: adminAboutEntriesSchema }) },
      },
    },
    async (request) => {
      const entries = await content.replaceAboutEntries(request.currentUser().id, request.body.entries);
      return ok(M.aboutUpdated, { data: { entries } });
    },
  );

  app.put(
    '/api/admin/pages/:key',
    {
      bodyLimit: PAGE_BODY_LIMIT,
      schema: {
        ...adminOnly,
        operationId: 'updatePage',
        description:
          'Saves the terms-and-conditions or privacy-policy page (title and HTML, sanitised on save).',
        summary: 'Save the terms-and-conditions or privacy-policy page (HTML, sanitised)',
        params: z.object({ key: z.string().max(60) }),
        body: contentPageInputSchema,
        response: { 200: envelopeSchema({ data: adminContentPageSchema }) },
      },
    },
    async (request) => {
      const page = await content.updatePage(request.currentUser().id, request.params.key, request.body);
      return ok(M.pageUpdated, { data: page });
    },
  );

  app.get(
    '/api/admin/contact-messages',
    {
      schema: {
        ...adminOnly,
        operationId: 'listContactMessages',
        description:
          'Messages sent through the contact form, newest first, filtered by handled status; paged.',
        summary: 'Messages sent through the contact form, newest first; paged',
        querystring: contactMessagesQuery,
        response: {
          200: envelopeSchema({
            data: z.array(adminContactMessageSchema),
            pagination: paginationSchema.optional(),
          }),
        },
      },
    },
    async (request) => {
      const page = pageOf({ page: request.query.page ?? 1, per_page: request.query.per_page });
      const { messages, total } = await content.listContactMessages(request.query.status, page.sql);
      return ok(M.contactMessages, { data: messages, ...paginationMeta(page, total) });
    },
  );

  app.post(
    '/api/admin/contact-messages/:id/handled',
    {
      schema: {
        ...adminOnly,
        operationId: 'markContactMessageHandled',
        description: 'Marks a contact message as handled; a message already handled is refused.',
        refusals: [409],
        summary: 'Mark a contact message as handled',
        params: z.object({ id: requiredQueryInt('id') }),
        response: { 200: envelopeSchema({ data: adminContactMessageSchema }) },
      },
    },
    async (request) => {
      const message = await content.markHandled(request.currentUser().id, request.params.id);
      return ok(M.contactHandled, { data: message });
    },
  );
};
