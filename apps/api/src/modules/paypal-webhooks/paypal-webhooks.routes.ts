/** POST /api/paypal/webhook: PayPal's notifications, verified before anything happens (decision 0012). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PAYMENT_MESSAGES } from '@arena/shared/payments';
import { envelopeSchema, ok } from '../../http/envelope';
import { refuseNulCharacter } from '../../http/nul-character';
import type { PaypalWebhooksService } from './paypal-webhooks.service';

/** Malformed JSON is the service's to refuse (as an unverifiable event); here only what parses is checked. */
function parseJsonOrUndefined(raw: string): unknown {
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

const header = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);

export const paypalWebhooksRoutes: FastifyPluginAsyncZod<{ webhooks: PaypalWebhooksService }> = async (
  app,
  options,
) => {
  // The event must go back to PayPal's verification byte for byte: keep the body as received (this
  // parser applies to this plugin's route only).
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: 256 * 1024 },
    (_r, body, done) => {
      const raw = String(body);
      try {
        // The NUL rule (decision 0013) holds here too: an event that carries one could not be stored.
        refuseNulCharacter(parseJsonOrUndefined(raw));
      } catch (error) {
        done(error as Error);
        return;
      }
      done(null, raw);
    },
  );

  app.post(
    '/api/paypal/webhook',
    {
      schema: {
        tags: ['payments'],
        operationId: 'receivePayPalWebhook',
        summary: 'PayPal webhook events (register {PUBLIC_URL}/api/paypal/webhook with PayPal)',
        description:
          'Each event is verified with PayPal (verify-webhook-signature, PAYPAL_WEBHOOK_ID) before anything ' +
          'happens; unverifiable events answer 400 and change nothing. Events are stored by id and processed ' +
          'once; a replay answers 200 and does nothing. Handles CHECKOUT.ORDER.APPROVED, PAYMENT.CAPTURE.* ' +
          '(completed, pending, refunded, reversed) and PAYMENT.PAYOUTS-ITEM.*.',
        body: z.string().describe('The PayPal event, JSON'),
        response: {
          200: envelopeSchema({ data: z.object({ outcome: z.string(), replay: z.boolean() }) }),
        },
      },
    },
    async (request) => {
      const result = await options.webhooks.receive(request.body, {
        authAlgo: header(request.headers['paypal-auth-algo']),
        certUrl: header(request.headers['paypal-cert-url']),
        transmissionId: header(request.headers['paypal-transmission-id']),
        transmissionSig: header(request.headers['paypal-transmission-sig']),
        transmissionTime: header(request.headers['paypal-transmission-time']),
      });
      return ok(PAYMENT_MESSAGES.webhookReceived, { data: result });
    },
  );
};
