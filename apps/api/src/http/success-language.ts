/**
 * A success's sentence in the reader's language (decision 0062, "The server's text"): what a player did is
 * confirmed by the envelope's `message` ("Team created successfully"), which the web app shows as it comes. Only
 * answers to changes (not GET): a read's `message` names the data and nobody reads it, and the catalogue's
 * hot GETs stay as fast as they are. Refusals are translated by the error handler.
 */
import type { FastifyInstance } from 'fastify';
import { translateText } from '../i18n/server-text';
import { requestLanguage } from './languages';

export function registerSuccessLanguage(app: FastifyInstance): void {
  app.addHook('preSerialization', (request, reply, payload, done) => {
    if (request.method === 'GET' || request.method === 'HEAD' || reply.statusCode >= 300) {
      done(null, payload);
      return;
    }
    const body = payload as { message?: unknown } | null;
    if (!body || typeof body !== 'object' || typeof body.message !== 'string') {
      done(null, payload);
      return;
    }
    const language = requestLanguage(request);
    if (language === 'en') {
      done(null, payload);
      return;
    }
    done(null, { ...body, message: translateText(language, body.message) });
  });
}
