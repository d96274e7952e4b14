/** Content pages (terms, privacy policy, about us) and the contact form. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CONTACT_SENT, contactSchema } from '@arena/shared/contact';
import { envelope, envelopeSchema, ok } from '../../http/envelope';
import { rateLimited } from '../../http/errors';
import type { PagesService } from './pages.service';

const pageSchema = z.object({ key: z.string(), title: z.string(), data: z.string(), updated_at: z.string() });

export const pagesRoutes: FastifyPluginAsyncZod<{ pages: PagesService }> = async (app, { pages }) => {
  const pageOperations = {
    'terms-and-conditions': 'getTermsPage',
    'privacy-policy': 'getPrivacyPolicyPage',
  } as const;
  for (const key of ['terms-and-conditions', 'privacy-policy'] as const) {
    app.get(
      `/api/page/${key}`,
      {
        schema: {
          tags: ['pages'],
          operationId: pageOperations[key],
          description: `The ${key.replace(/-/g, ' ')} as sanitised HTML, for the public page.`,
          refusals: [404],
          summary: `The ${key.replace(/-/g, ' ')} page (sanitised HTML in data.data)`,
          response: { 200: envelopeSchema({ data: pageSchema }) },
        },
      },
      async () => {
        const page = await pages.page(key);
        return ok(page.title, { data: page });
      },
    );
  }

  app.get(
    '/api/get-page-data/aboutus',
    {
      schema: {
        tags: ['pages'],
        operationId: 'getAboutUsPage',
        description: "The about-us page's content entries in index order (sanitised HTML).",
        summary: "The about-us page's indexed content entries",
        response: {
          200: envelopeSchema({
            data: z.array(z.object({ id: z.number().int(), index: z.number().int(), keyValue: z.string() })),
          }),
        },
      },
    },
    async () => ok('About us', { data: await pages.aboutUsEntries() }),
  );

  app.post(
    '/api/contactus',
    {
      // The spec's contact page reads field-keyed message lists, so this route validates for itself.
      attachValidation: true,
      schema: {
        tags: ['pages'],
        operationId: 'sendContactMessage',
        description:
          "Stores a message to the organisers (the console's contact inbox); refusals key their messages by field. Messages are limited per address.",
        refusals: [429],
        summary: 'Send a message to support; errors are keyed by field',
        body: contactSchema,
        response: {
          200: envelopeSchema(),
          // Field-keyed here; the shared error handler's list for a malformed body.
          400: envelopeSchema({
            error: z.union([z.record(z.string(), z.array(z.string())), z.array(z.string())]),
          }),
        },
      },
    },
    async (request, reply) => {
      const parsed = contactSchema.safeParse(request.body);
      if (!parsed.success) {
        const errors: Record<string, string[]> = {};
        const wrongType = new Set<string>();
        for (const issue of parsed.error.issues) {
          const field = issue.path.length > 0 ? issue.path.map(String).join('.') : 'form';
          if (wrongType.has(field)) continue;
          if (issue.code === 'invalid_type') {
            wrongType.add(field);
            errors[field] = [];
          }
          const messages = (errors[field] ??= []);
          if (!messages.includes(issue.message)) messages.push(issue.message);
        }
        const { status_code, status, message } = envelope(400, 'Please correct the highlighted fields');
        // The 400 schema allows this shape; the type provider cannot narrow a union per status code.
        return reply.status(400).send({ status_code, status, message, error: errors as never });
      }
      const limit = await app.deps.limiter.consume(`contact:ip:${request.ip}`, app.deps.limits.contactPerIp);
      if (!limit.allowed) throw rateLimited(limit.retryAfterMs);
      await pages.receiveContact(parsed.data, request.ip);
      return ok(CONTACT_SENT);
    },
  );
};
