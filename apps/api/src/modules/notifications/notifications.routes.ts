/** In-app notifications, preferences, one-click unsubscribe (RFC 8058), and the two live streams (SSE). */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  NOTIFICATIONS_PAGE_SIZE,
  NOTIFICATION_MESSAGES,
  STREAM_EVENTS,
  markReadSchema,
  notificationPreferenceSchema,
  notificationSchema,
  notificationsQuerySchema,
  tournamentStreamQuerySchema,
  updatePreferencesSchema,
} from '@arena/shared/notifications';
import { envelopeSchema, ok } from '../../http/envelope';
import { AppError } from '../../http/errors';
import { requestLanguage } from '../../http/languages';
import type { NotificationsService } from './notifications.service';
import type { StreamHub, StreamRequest } from './stream-hub';

const secured = { security: [{ bearer: [] }], tags: ['notifications'] };

const eventStream = {
  description: 'A Server-Sent Events stream (text/event-stream) that stays open; see the description',
  content: { 'text/event-stream': { schema: z.string() } },
};

function lastEventId(request: FastifyRequest): number {
  const header = request.headers['last-event-id'];
  const value = Array.isArray(header) ? header[0] : header;
  return value && /^\d{1,15}$/.test(value) ? Number(value) : 0;
}

/** Who asks for a stream: the account behind the request's session (if any) and the client's address. */
function streamRequest(request: FastifyRequest, userId: number | null): StreamRequest {
  const session = request.session;
  return {
    userId,
    session: session
      ? { id: session.sessionId, userId: session.user.id, expiresAt: session.expiresAt }
      : null,
    ip: request.ip,
    // The reader's language (decision 0062): the account's, else Accept-Language.
    language: requestLanguage(request),
  };
}

function refuseWhenFull(hub: StreamHub, asking: StreamRequest) {
  const refusal = hub.refusal(asking);
  if (refusal === 'user_full') {
    throw new AppError(
      'rate_limited',
      'TOO_MANY_STREAMS',
      'Too many live connections are open for this account',
      {
        headers: { 'retry-after': '30' },
      },
    );
  }
  if (refusal === 'client_full') {
    throw new AppError(
      'rate_limited',
      'TOO_MANY_STREAMS',
      'Too many live connections are open from this address',
      { headers: { 'retry-after': '30' } },
    );
  }
  if (refusal === 'instance_full' || refusal === 'anonymous_full') {
    throw new AppError('unavailable', 'STREAMS_FULL', 'Live updates are busy; please retry shortly', {
      headers: { 'retry-after': '5' },
    });
  }
}

/** Takes the answer over from Fastify for as long as the client stays (hooks and serialisers are done). */
function startStream(
  hub: StreamHub,
  request: FastifyRequest,
  reply: FastifyReply,
  scope: StreamRequest & { tournamentId: number | null },
) {
  reply.hijack();
  // No socket timeout for a stream: the heartbeat keeps the connection busy (decision 0013).
  request.raw.socket.setTimeout(0);
  return hub.open(reply.raw, { ...scope, requestId: request.id });
}

export const notificationsRoutes: FastifyPluginAsyncZod<{
  notifications: NotificationsService;
  hub: StreamHub;
}> = async (app, { notifications, hub }) => {
  const guard = { onRequest: app.requireUser };

  app.get(
    '/api/notifications',
    {
      ...guard,
      schema: {
        ...secured,
        operationId: 'listNotifications',
        summary: 'My notifications, newest first, paged, with the unread count',
        description:
          "The signed-in player's in-app notifications, newest first (`page`, `per_page` up to 100; `unread=1` for unread ones only). Each has a `link`: the web app's hash route of the screen it is about. `unread_count` is over all of them.",
        querystring: notificationsQuerySchema,
        response: {
          200: envelopeSchema({
            data: z.array(notificationSchema),
            unread_count: z.number().int(),
            pagination: z.object({
              page: z.number().int(),
              per_page: z.number().int(),
              total: z.number().int(),
              last_page: z.number().int(),
            }),
          }),
        },
      },
    },
    async (request) => {
      const page = request.query.page ?? 1;
      const perPage = request.query.per_page ?? NOTIFICATIONS_PAGE_SIZE;
      const result = await notifications.list(request.currentUser().id, {
        page,
        perPage,
        unreadOnly: request.query.unread === '1',
        language: requestLanguage(request),
      });
      return ok(NOTIFICATION_MESSAGES.listed, {
        data: result.items,
        unread_count: result.unread,
        pagination: {
          page,
          per_page: perPage,
          total: result.total,
          last_page: Math.max(1, Math.ceil(result.total / perPage)),
        },
      });
    },
  );

  app.post(
    '/api/notifications/read',
    {
      ...guard,
      schema: {
        ...secured,
        operationId: 'markNotificationsRead',
        summary: 'Mark notifications read: the listed ids, or all',
        description:
          "Marks the given `ids` (only the player's own; others are ignored) or, with `all: true`, every notification read. Answers the new unread count.",
        body: markReadSchema,
        response: { 200: envelopeSchema({ marked: z.number().int(), unread_count: z.number().int() }) },
      },
    },
    async (request) => {
      const result = await notifications.markRead(request.currentUser().id, request.body);
      return ok(NOTIFICATION_MESSAGES.marked, { marked: result.changed, unread_count: result.unread });
    },
  );

  app.get(
    '/api/notification-preferences',
    {
      ...guard,
      schema: {
        ...secured,
        operationId: 'getNotificationPreferences',
        summary: 'My notification preferences per category',
        description:
          'For every category, whether its notifications appear in-app and are e-mailed (both on by default).',
        response: { 200: envelopeSchema({ data: z.array(notificationPreferenceSchema) }) },
      },
    },
    async (request) =>
      ok(NOTIFICATION_MESSAGES.preferences, {
        data: await notifications.preferencesOf(request.currentUser().id),
      }),
  );

  app.put(
    '/api/notification-preferences',
    {
      ...guard,
      schema: {
        ...secured,
        operationId: 'updateNotificationPreferences',
        summary: 'Switch categories on or off, in-app and by e-mail',
        description:
          'Sets `in_app` and `email` for each listed category (the others stay as they are); answers every category.',
        body: updatePreferencesSchema,
        response: { 200: envelopeSchema({ data: z.array(notificationPreferenceSchema) }) },
      },
    },
    async (request) =>
      ok(NOTIFICATION_MESSAGES.preferencesSaved, {
        data: await notifications.updatePreferences(request.currentUser().id, request.body),
      }),
  );

  // RFC 8058: mail clients POST `List-Unsubscribe=One-Click` as a form; only this route reads forms.
  await app.register(async (plugin) => {
    const scoped = plugin.withTypeProvider<ZodTypeProvider>();
    scoped.addContentTypeParser(
      ['application/x-www-form-urlencoded', 'multipart/form-data'],
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, _body, done) => done(null, {}),
    );
    scoped.post(
      '/api/notifications/unsubscribe',
      {
        schema: {
          tags: ['notifications'],
          operationId: 'unsubscribeOneClick',
          summary: 'One-click unsubscribe from a category of e-mails (RFC 8058)',
          description:
            'The `List-Unsubscribe` target of every notification e-mail: turns e-mail off for the category the signed `token` names. Mail clients post `List-Unsubscribe=One-Click` as a form; any body is accepted.',
          querystring: z.object({ token: z.string().min(1).max(200) }),
          response: { 200: envelopeSchema({ category: z.string() }) },
        },
      },
      async (request, reply) => {
        const category = await notifications.unsubscribe(request.query.token);
        if (!category)
          throw new AppError('invalid', 'UNSUBSCRIBE_TOKEN_INVALID', 'This unsubscribe link is not valid');
        // The confirmation page's own button (a browser): back to a page saying it is done, not JSON.
        if ((request.headers.accept ?? '').includes('text/html')) {
          return reply.redirect(
            `/api/notifications/unsubscribe?token=${encodeURIComponent(request.query.token)}&done=1`,
            303,
          );
        }
        return ok(NOTIFICATION_MESSAGES.unsubscribed, { category });
      },
    );
  });

  app.get(
    '/api/notifications/unsubscribe',
    {
      schema: {
        tags: ['notifications'],
        operationId: 'unsubscribePage',
        summary: 'The page an unsubscribe link opens: confirms with a button',
        description:
          'An HTML page with one button that posts to the same address; opening the link alone changes nothing (link scanners open links).',
        querystring: z.object({ token: z.string().max(200).optional(), done: z.enum(['1']).optional() }),
        response: {
          200: { description: 'The confirmation page', content: { 'text/html': { schema: z.string() } } },
          400: {
            description: 'The link is not valid: a page saying so',
            content: { 'text/html': { schema: z.string() } },
          },
        },
      },
    },
    async (request, reply) => {
      const token = request.query.token ?? '';
      const target = token ? await notifications.readUnsubscribeToken(token) : null;
      reply
        .type('text/html; charset=utf-8')
        .header(
          'content-security-policy',
          "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'",
        );
      if (!target) {
        return reply
          .status(400)
          .send(
            unsubscribePage(
              'This unsubscribe link is not valid',
              '<p>Change your e-mail settings in My Account, Notifications.</p>',
            ),
          );
      }
      if (request.query.done) {
        return unsubscribePage(
          NOTIFICATION_MESSAGES.unsubscribed,
          '<p>Change your notification settings any time in My Account, Notifications.</p>',
        );
      }
      return unsubscribePage(
        'Unsubscribe from these e-mails?',
        `<p>You will no longer receive e-mails about: ${escapeHtml(target.category)}. In-app notifications stay on; change them any time in My Account.</p>
<form method="post" action="/api/notifications/unsubscribe?token=${encodeURIComponent(token)}" enctype="application/x-www-form-urlencoded">
<input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">Unsubscribe</button></form>`,
      );
    },
  );

  app.get(
    '/api/notifications/stream',
    {
      ...guard,
      schema: {
        ...secured,
        operationId: 'streamMyNotifications',
        summary: 'Live notifications for the signed-in player (Server-Sent Events)',
        description:
          'A text/event-stream that stays open. Events: `ready` (first), `notification` (a new notification plus `unread_count`) and `update` (something that concerns the player changed: refetch). Each event has an `id`; send the last one back as `Last-Event-ID` to get missed notifications. A comment line is sent as a heartbeat. Authorization: Bearer only (the web app reads the stream with fetch); visitors get 403. Too many open streams for one account: 429. The stream ends when its session does (sign-out, password change or reset, ban, expiry) and after an hour at most: reconnect.',
        refusals: [429],
        response: { 200: eventStream },
      },
    },
    async (request, reply) => {
      const userId = request.currentUser().id;
      const asking = streamRequest(request, userId);
      refuseWhenFull(hub, asking);
      const after = lastEventId(request);
      const stream = startStream(hub, request, reply, { ...asking, tournamentId: null });
      stream.send(STREAM_EVENTS.ready, { user_id: userId });
      if (after > 0) {
        for (const { notification, eventId } of await notifications.missedNotifications(
          userId,
          after,
          asking.language,
        )) {
          stream.send(STREAM_EVENTS.notification, notification, eventId);
        }
      }
    },
  );

  app.get(
    '/api/tournament-stream',
    {
      onRequest: app.optionalUser,
      schema: {
        tags: ['notifications'],
        operationId: 'streamTournament',
        summary: "A tournament's live updates (Server-Sent Events), public",
        description:
          'A text/event-stream that stays open: `ready` first, then `update` whenever the bracket, results, participants or state change (`topics` says which: refetch those). `Last-Event-ID` resumes after a drop. No session needed; one sent (`Authorization: Bearer`) counts the stream to the player rather than to the address, and it ends with the session. Too many streams without a session from one address: 429; the instance (or its share for visitors) full: 503.',
        querystring: tournamentStreamQuerySchema,
        refusals: [404, 429],
        response: { 200: eventStream },
      },
    },
    async (request, reply) => {
      const tournamentId = request.query.tournament_id;
      await notifications.requireTournament(tournamentId);
      const asking = streamRequest(request, null);
      refuseWhenFull(hub, asking);
      const after = lastEventId(request);
      const stream = startStream(hub, request, reply, { ...asking, tournamentId });
      stream.send(STREAM_EVENTS.ready, { tournament_id: tournamentId });
      if (after > 0) {
        for (const { update, eventId } of await notifications.missedTournamentUpdates(tournamentId, after)) {
          stream.send(STREAM_EVENTS.update, update, eventId);
        }
      }
    },
  );
};

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

function unsubscribePage(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)} - Arena</title>
<style>body{font-family:Arial,Helvetica,sans-serif;max-width:560px;margin:40px auto;padding:0 16px;color:#1b1b1b}button{padding:10px 16px;font-size:16px}</style></head>
<body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
}
