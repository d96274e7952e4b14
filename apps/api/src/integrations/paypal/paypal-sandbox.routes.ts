/**
 * The built-in PayPal-compatible sandbox (decision 0012): OAuth2, Orders v2 and Payouts v1 in PayPal's
 * own wire format, with state in the database, so every purchase and payout flow runs offline end to end
 * through the same REST client that talks to PayPal. Its controls (what PayPal does next) are
 * paypal-sandbox-controls.routes.ts, behind the console's admin guard.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { decimalToPence, penceToDecimal } from './paypal-rest.provider';
import { sandboxSignature, type SandboxWebhooks } from './paypal-sandbox-webhooks';
import type { SandboxSecretsRef } from './paypal-sandbox-secrets';
import type { PayPalSandboxStore } from './paypal-sandbox.store';
import {
  CAPTURES,
  CHECKOUT_URL,
  ORDERS,
  PAYOUTS,
  PAYOUT_ITEMS,
  SANDBOX_CERT_URL,
  SANDBOX_PREFIX,
  notFound,
  orderRepresentation,
  captureRepresentation,
  payoutItemId,
  payoutItemRepresentation,
  payoutRepresentation,
  paypalId,
  paypalTime,
  refundRepresentation,
  refuseBody,
  sandboxEvents,
  sendError,
  unprocessable,
  usePayPalWireFormat,
  valueAt,
  type ErrorDetail,
} from './paypal-sandbox.wire';

export interface PayPalSandboxOptions {
  store: PayPalSandboxStore;
  /** This installation's credentials and signing key. */
  secrets: SandboxSecretsRef;
  /** Where the sandbox sends its webhooks; none: it emits nothing. */
  webhooks?: SandboxWebhooks | undefined;
}

const TOKEN_URL = `${SANDBOX_PREFIX}/v1/oauth2/token`;
const APPROVE_URL = `${ORDERS}/:id/approve`;
/** The token endpoint authenticates with Basic auth; approval is the buyer's browser, not the merchant. */
const ROUTES_WITHOUT_BEARER = new Set([TOKEN_URL, APPROVE_URL, CHECKOUT_URL, `${CHECKOUT_URL}/approve`]);

const TOKEN_LIFETIME_SECONDS = 32_400;
const TOKEN_PREFIX = 'A21AA';
const MAX_AMOUNT_PENCE = 100_000_000;
const MAX_REQUEST_ID_LENGTH = 108;
const AMOUNT_PATH = "/purchase_units/@reference_id=='default'/amount";
const DESCRIPTION_PATH = "/purchase_units/@reference_id=='default'/description";
/** An order id as the sandbox makes them (the checkout pages take it from the query). */
const ORDER_ID = /^[A-Z0-9]{17}$/;

// --- OAuth2 -----------------------------------------------------------------------------------------

/**
 * Stateless bearer tokens: an expiry and a nonce signed with HMAC under this installation's client secret,
 * which every instance shares, so tokens stay valid across instances without a table.
 */
function signToken(payload: string, key: string): string {
  return createHmac('sha256', key).update(payload).digest('base64url');
}

function issueToken(now: Date, key: string): string {
  const expires = Math.floor(now.getTime() / 1000) + TOKEN_LIFETIME_SECONDS;
  const payload = `${expires}.${randomBytes(12).toString('base64url')}`;
  return `${TOKEN_PREFIX}${payload}.${signToken(payload, key)}`;
}

function sameText(a: string, b: string): boolean {
  // Equal-length digests, so timingSafeEqual never throws and leaks no length.
  return timingSafeEqual(createHash('sha256').update(a).digest(), createHash('sha256').update(b).digest());
}

function bearerIsValid(header: string | undefined, now: Date, key: string): boolean {
  const match = /^Bearer (A21AA(\d{1,12})\.([\w-]{16}))\.([\w-]{43})$/.exec(header ?? '');
  if (!match) return false;
  const [, signed = '', expires = '', , signature = ''] = match;
  const payload = signed.slice(TOKEN_PREFIX.length);
  return sameText(signature, signToken(payload, key)) && Number(expires) * 1000 > now.getTime();
}

function basicCredentials(header: string | undefined): { id: string; secret: string } | null {
  const match = /^Basic ([A-Za-z0-9+/=]+)$/.exec(header ?? '');
  if (!match?.[1]) return null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return null;
  return { id: decoded.slice(0, colon), secret: decoded.slice(colon + 1) };
}

// --- Validation ---------------------------------------------------------------------------------------

type AmountCheck =
  { ok: true; pence: number; currency: string } | { ok: false; status: 400 | 422; detail: ErrorDetail };

/** An amount as PayPal checks it: syntax problems are 400s, business limits 422s. */
function checkAmount(currency: string, value: string, field: string): AmountCheck {
  const refuse = (status: 400 | 422, issue: string, description: string, at: string): AmountCheck => ({
    ok: false,
    status,
    detail: { field: at, location: 'body', issue, description },
  });
  if (!/^[A-Z]{3}$/.test(currency)) {
    return refuse(400, 'INVALID_PARAMETER_SYNTAX', 'Currency code must be 3 upper-case letters.', field);
  }
  if (!/^\d{1,13}(\.\d+)?$/.test(value)) {
    return refuse(400, 'INVALID_PARAMETER_SYNTAX', 'Amount must be a decimal string.', `${field}/value`);
  }
  if (!/^\d+(\.\d{1,2})?$/.test(value)) {
    return refuse(422, 'DECIMAL_PRECISION', 'The amount has more than 2 decimal places.', `${field}/value`);
  }
  const pence = decimalToPence(value);
  if (pence === null || pence <= 0) {
    return refuse(
      422,
      'CANNOT_BE_ZERO_OR_NEGATIVE',
      'The amount must be greater than zero.',
      `${field}/value`,
    );
  }
  if (pence > MAX_AMOUNT_PENCE) {
    return refuse(422, 'AMOUNT_LIMIT_EXCEEDED', 'The amount exceeds 1,000,000.00.', `${field}/value`);
  }
  return { ok: true, pence, currency };
}

const orderAmountSchema = z.object({ currency_code: z.string(), value: z.string() });

const createOrderSchema = z.object({
  intent: z.string(),
  purchase_units: z
    .array(
      z.object({
        reference_id: z.string().max(256).optional(),
        amount: orderAmountSchema,
        description: z.string().max(127).optional(),
        custom_id: z.string().max(127).optional(),
      }),
    )
    .min(1),
});

const patchSchema = z
  .array(z.object({ op: z.string(), path: z.string(), value: z.unknown().optional() }))
  .min(1)
  .max(10);

const createPayoutSchema = z.object({
  sender_batch_header: z.object({
    sender_batch_id: z.string().min(1).max(256),
    email_subject: z.string().max(255).optional(),
    email_message: z.string().max(1000).optional(),
    recipient_type: z.literal('EMAIL').optional(),
  }),
  items: z
    .array(
      z.object({
        recipient_type: z.literal('EMAIL').optional(),
        amount: z.object({ value: z.string(), currency: z.string() }),
        receiver: z.email().max(127),
        note: z.string().max(4000).optional(),
        sender_item_id: z.string().max(63).optional(),
      }),
    )
    .min(1),
});

/** An amount check's refusal, as orders, their patches and refunds answer it. */
const refuseAmount = (reply: FastifyReply, refusal: { status: 400 | 422; detail: ErrorDetail }) =>
  sendError(reply, refusal.status, refusal.status === 400 ? 'INVALID_REQUEST' : 'UNPROCESSABLE_ENTITY', [
    refusal.detail,
  ]);

/** The PayPal-Request-Id header (PayPal's idempotency key), or null without one. */
function paypalRequestId(request: FastifyRequest): string | null {
  const header = request.headers['paypal-request-id'];
  return typeof header === 'string' && header !== '' ? header : null;
}

/** The page the buyer sees on "paypal.com". */
const checkoutPage = (reply: FastifyReply, status: number, body: string) =>
  reply
    .code(status)
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>PayPal sandbox checkout</title></head><body>${body}</body></html>`,
    );

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

// --- Plugin -------------------------------------------------------------------------------------------

export const paypalSandboxRoutes: FastifyPluginAsync<PayPalSandboxOptions> = async (
  app,
  { store, secrets: secretsRef, webhooks },
) => {
  const { clock } = store;
  const events = sandboxEvents(webhooks);

  /** The buyer approves (CREATED to APPROVED, once, with its webhook); answers the order as it now stands. */
  const approve = async (id: string) => {
    const approved = await store.approveOrder(id);
    if (approved) events.emit('CHECKOUT.ORDER.APPROVED', 'checkout-order', orderRepresentation(approved));
    return approved ?? (await store.findOrder(id));
  };

  usePayPalWireFormat(app);

  // Only this plugin's routes accept a form body: the OAuth2 token request is form-encoded.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.addHook('onRequest', async (request, reply) => {
    if (ROUTES_WITHOUT_BEARER.has(request.routeOptions.url ?? '')) return;
    const { clientSecret } = await secretsRef.get();
    if (!bearerIsValid(request.headers.authorization, clock.now(), clientSecret)) {
      return sendError(reply, 401, 'AUTHENTICATION_FAILURE');
    }
  });

  app.post(TOKEN_URL, async (request, reply) => {
    const secrets = await secretsRef.get();
    const credentials = basicCredentials(request.headers.authorization);
    if (
      !credentials ||
      !sameText(credentials.id, secrets.clientId) ||
      !sameText(credentials.secret, secrets.clientSecret)
    ) {
      return reply
        .code(401)
        .send({ error: 'invalid_client', error_description: 'Client Authentication failed' });
    }
    const grantType = valueAt(request.body, ['grant_type']);
    if (grantType !== 'client_credentials') {
      return reply.code(400).send({
        error: 'unsupported_grant_type',
        error_description: grantType === undefined ? 'Grant Type is NULL' : 'Grant Type is not supported',
      });
    }
    return reply.code(200).send({
      scope:
        'https://uri.paypal.com/services/payments/payment https://uri.paypal.com/services/payments/payouts',
      access_token: issueToken(clock.now(), secrets.clientSecret),
      token_type: 'Bearer',
      app_id: 'APP-ARENASANDBOX',
      expires_in: TOKEN_LIFETIME_SECONDS,
      nonce: `${paypalTime(clock.now())}${randomBytes(16).toString('base64url')}`,
    });
  });

  app.post(ORDERS, async (request, reply) => {
    const requestId = paypalRequestId(request);
    if (requestId !== null && requestId.length > MAX_REQUEST_ID_LENGTH) {
      return sendError(reply, 400, 'INVALID_REQUEST', [
        {
          field: 'PayPal-Request-Id',
          location: 'header',
          issue: 'INVALID_STRING_MAX_LENGTH',
          description: `The PayPal-Request-Id is longer than ${MAX_REQUEST_ID_LENGTH} characters.`,
        },
      ]);
    }
    const parsed = createOrderSchema.safeParse(request.body);
    if (!parsed.success) return refuseBody(reply, parsed.error, request.body);
    const { intent, purchase_units: units } = parsed.data;
    if (intent !== 'CAPTURE') {
      return sendError(
        reply,
        intent === 'AUTHORIZE' ? 422 : 400,
        intent === 'AUTHORIZE' ? 'UNPROCESSABLE_ENTITY' : 'INVALID_REQUEST',
        [
          {
            field: '/intent',
            location: 'body',
            issue: 'INVALID_PARAMETER_VALUE',
            description: 'The sandbox supports intent CAPTURE only.',
          },
        ],
      );
    }
    const [unit] = units;
    if (!unit || units.length !== 1) {
      return unprocessable(reply, 'MULTIPLE_PURCHASE_UNITS_NOT_SUPPORTED', 'Send exactly one purchase unit.');
    }
    const amount = checkAmount(unit.amount.currency_code, unit.amount.value, '/purchase_units/0/amount');
    if (!amount.ok) return refuseAmount(reply, amount);
    // A repeated PayPal-Request-Id answers the order the first request made, even when both race.
    const created = await store.insertOrder({
      id: paypalId(17),
      requestId,
      amountPence: amount.pence,
      currency: amount.currency,
      description: unit.description ?? null,
      customId: unit.custom_id ?? null,
      payeeMerchantId: (await secretsRef.get()).merchantId,
    });
    if (created) return reply.code(201).send(orderRepresentation(created));
    const existing = requestId === null ? undefined : await store.findOrderByRequestId(requestId);
    if (!existing) return sendError(reply, 500, 'INTERNAL_SERVER_ERROR');
    return reply.code(200).send(orderRepresentation(existing));
  });

  app.get<{ Params: { id: string } }>(`${ORDERS}/:id`, async (request, reply) => {
    const order = await store.findOrder(request.params.id);
    if (!order) return notFound(reply, request.params.id);
    const refunds = order.captureId ? await store.refundsOfCapture(order.captureId) : [];
    return reply.code(200).send(orderRepresentation(order, refunds));
  });

  app.patch<{ Params: { id: string } }>(`${ORDERS}/:id`, async (request, reply) => {
    const parsed = patchSchema.safeParse(request.body);
    if (!parsed.success) return refuseBody(reply, parsed.error, request.body);
    const changes: { amountPence?: number; currency?: string; description?: string } = {};
    for (const [index, operation] of parsed.data.entries()) {
      const field = `/${index}/value`;
      if (operation.op !== 'replace' && operation.op !== 'add') {
        return unprocessable(reply, 'PATCH_OPERATION_NOT_SUPPORTED', `"${operation.op}" is not supported.`);
      }
      if (operation.path === AMOUNT_PATH) {
        const value = orderAmountSchema.safeParse(operation.value);
        if (!value.success) {
          return sendError(reply, 400, 'INVALID_REQUEST', [
            {
              field,
              location: 'body',
              issue: 'INVALID_PARAMETER_SYNTAX',
              description: 'Send {currency_code, value}.',
            },
          ]);
        }
        const amount = checkAmount(value.data.currency_code, value.data.value, field);
        if (!amount.ok) return refuseAmount(reply, amount);
        changes.amountPence = amount.pence;
        changes.currency = amount.currency;
      } else if (operation.path === DESCRIPTION_PATH) {
        if (typeof operation.value !== 'string' || operation.value.length > 127) {
          return sendError(reply, 400, 'INVALID_REQUEST', [
            {
              field,
              location: 'body',
              issue: 'INVALID_PARAMETER_SYNTAX',
              description: 'Send a string of 127 characters at most.',
            },
          ]);
        }
        changes.description = operation.value;
      } else {
        return unprocessable(
          reply,
          'PATCH_PATH_NOT_SUPPORTED',
          `The path "${operation.path}" cannot be patched.`,
        );
      }
    }
    // One conditional statement: a patch can never land on an order that is being captured.
    if (await store.patchOpenOrder(request.params.id, changes)) return reply.code(204).send();
    const order = await store.findOrder(request.params.id);
    if (!order) return notFound(reply, request.params.id);
    return unprocessable(
      reply,
      'ORDER_COMPLETED_OR_VOIDED',
      `The order is ${order.status} and cannot be changed.`,
    );
  });

  // Not a PayPal endpoint: what the payer does on paypal.com, emulated for the web app and the tests.
  app.post<{ Params: { id: string } }>(APPROVE_URL, async (request, reply) => {
    const order = await approve(request.params.id);
    if (!order) return notFound(reply, request.params.id);
    if (order.status === 'APPROVED') return reply.code(200).send(orderRepresentation(order));
    return unprocessable(
      reply,
      'ORDER_NOT_APPROVABLE',
      `The order is ${order.status} and cannot be approved.`,
    );
  });

  app.post<{ Params: { id: string } }>(`${ORDERS}/:id/capture`, async (request, reply) => {
    const requestId = paypalRequestId(request);
    const order = await store.findOrder(request.params.id);
    if (!order) return notFound(reply, request.params.id);
    // A retry with the PayPal-Request-Id of the capture that succeeded answers that capture again.
    if (order.status === 'COMPLETED' && requestId !== null && order.captureRequestId === requestId) {
      return reply.code(201).send(orderRepresentation(order));
    }
    if (order.status === 'APPROVED' && order.nextCaptureOutcome === 'DECLINED') {
      // The decline is used up: the buyer may try again (a new attempt with a new request id).
      await store.clearDecline(order.id);
      return unprocessable(
        reply,
        'INSTRUMENT_DECLINED',
        'The instrument presented was either declined by the processor or bank, or it cannot be used for this payment.',
      );
    }
    // APPROVED -> COMPLETED in one conditional statement: concurrent captures produce exactly one capture.
    const captured = await store.captureOrder(request.params.id, {
      captureId: paypalId(17),
      captureStatus: order.nextCaptureOutcome === 'PENDING' ? 'PENDING' : 'COMPLETED',
      captureRequestId: requestId,
    });
    if (captured) {
      events.capture(captured);
      return reply.code(201).send(orderRepresentation(captured));
    }
    const current = (await store.findOrder(request.params.id)) ?? order;
    if (current.status === 'COMPLETED') {
      if (requestId !== null && current.captureRequestId === requestId) {
        return reply.code(201).send(orderRepresentation(current));
      }
      return unprocessable(
        reply,
        'ORDER_ALREADY_CAPTURED',
        'Order already captured. If intent=CAPTURE only one capture per order is allowed.',
      );
    }
    return unprocessable(reply, 'ORDER_NOT_APPROVED', 'Payer has not yet approved the Order for payment.');
  });

  app.get<{ Params: { id: string } }>(`${CAPTURES}/:id`, async (request, reply) => {
    const order = await store.findOrderByCapture(request.params.id);
    const capture = order ? captureRepresentation(order) : null;
    if (!capture) return notFound(reply, request.params.id);
    return reply.code(200).send(capture);
  });

  const refundBodySchema = z
    .object({
      amount: z.object({ currency_code: z.string(), value: z.string() }).optional(),
      note_to_payer: z.string().max(255).optional(),
    })
    .optional();

  app.post<{ Params: { id: string } }>(`${CAPTURES}/:id/refund`, async (request, reply) => {
    const parsed = refundBodySchema.safeParse(request.body);
    if (!parsed.success) return refuseBody(reply, parsed.error, request.body);
    const requestId = paypalRequestId(request);
    if (requestId !== null) {
      const again = await store.findRefundByRequestId(requestId);
      if (again) return reply.code(200).send(refundRepresentation(again));
    }
    const order = await store.findOrderByCapture(request.params.id);
    if (!order) return notFound(reply, request.params.id);
    let refundPence = order.capturedPence - order.refundedPence;
    if (parsed.data?.amount) {
      const amount = checkAmount(parsed.data.amount.currency_code, parsed.data.amount.value, '/amount');
      if (!amount.ok) return refuseAmount(reply, amount);
      if (amount.currency !== order.currency) {
        return unprocessable(
          reply,
          'CURRENCY_MISMATCH',
          'The refund must be in the currency of the capture.',
        );
      }
      refundPence = amount.pence;
    }
    // One transaction: concurrent refunds can never return more than was captured, and two with one
    // PayPal-Request-Id make one refund, answered to both.
    const result = await store.refundOnce({
      id: paypalId(17),
      captureId: request.params.id,
      requestId,
      amountPence: refundPence,
      currency: order.currency,
    });
    if (result.outcome === 'refused') {
      return unprocessable(
        reply,
        order.captureStatus === 'REFUNDED' ? 'CAPTURE_FULLY_REFUNDED' : 'REFUND_AMOUNT_EXCEEDED',
        'The capture cannot be refunded for this amount.',
      );
    }
    const { refund } = result;
    if (result.outcome === 'again') return reply.code(200).send(refundRepresentation(refund));
    const representation = refundRepresentation(refund);
    events.emit('PAYMENT.CAPTURE.REFUNDED', 'refund', representation);
    return reply.code(201).send(representation);
  });

  app.get<{ Params: { id: string } }>(`${SANDBOX_PREFIX}/v2/payments/refunds/:id`, async (request, reply) => {
    const refund = await store.findRefund(request.params.id);
    if (!refund) return notFound(reply, request.params.id);
    return reply.code(200).send(refundRepresentation(refund));
  });

  app.post(PAYOUTS, async (request, reply) => {
    const parsed = createPayoutSchema.safeParse(request.body);
    if (!parsed.success) return refuseBody(reply, parsed.error, request.body, 'VALIDATION_ERROR');
    const { sender_batch_header: header, items } = parsed.data;
    const [item] = items;
    if (!item || items.length !== 1) {
      // The sandbox keeps one receiver per batch; Arena sends one payout per withdrawal.
      return sendError(reply, 400, 'VALIDATION_ERROR', [
        {
          field: '/items',
          location: 'body',
          issue: 'The sandbox accepts exactly one payout item per batch.',
          description: 'Send one item.',
        },
      ]);
    }
    const amount = checkAmount(item.amount.currency, item.amount.value, '/items/0/amount');
    if (!amount.ok) return sendError(reply, 400, 'VALIDATION_ERROR', [amount.detail]);
    const batchId = paypalId(13);
    const created = await store.insertPayout({
      batchId,
      itemId: payoutItemId(batchId),
      senderBatchId: header.sender_batch_id,
      receiverEmail: item.receiver,
      amountPence: amount.pence,
      currency: amount.currency,
      note: item.note ?? null,
    });
    if (created) {
      const { batch_header, links } = payoutRepresentation(created);
      return reply.code(201).send({ batch_header: { ...batch_header, batch_status: 'PENDING' }, links });
    }
    // What PayPal answers for a sender_batch_id it already holds: refused, with a link to the original.
    const existing = await store.findPayoutBySenderBatchId(header.sender_batch_id);
    if (!existing) return sendError(reply, 500, 'INTERNAL_SERVER_ERROR');
    return sendError(reply, 400, 'USER_BUSINESS_ERROR', [
      {
        field: 'SENDER_BATCH_ID',
        location: 'body',
        issue: 'Batch with given sender_batch_id already exists',
        description: 'Batch with given sender_batch_id already exists',
        link: [
          { href: `${PAYOUTS}/${existing.batchId}`, rel: 'self', method: 'GET', encType: 'application/json' },
        ],
      },
    ]);
  });

  app.get<{ Params: { batchId: string } }>(`${PAYOUTS}/:batchId`, async (request, reply) => {
    const payout = await store.findPayoutBatch(request.params.batchId);
    if (!payout) return notFound(reply, request.params.batchId);
    return reply.code(200).send(payoutRepresentation(payout));
  });

  app.get<{ Params: { id: string } }>(`${PAYOUT_ITEMS}/:id`, async (request, reply) => {
    const payout = await store.findPayoutItem(request.params.id);
    if (!payout) return notFound(reply, request.params.id);
    return reply.code(200).send(payoutItemRepresentation(payout));
  });

  app.post<{ Params: { id: string } }>(`${PAYOUT_ITEMS}/:id/cancel`, async (request, reply) => {
    const cancelled = await store.cancelUnclaimedItem(request.params.id);
    if (cancelled) {
      const item = payoutItemRepresentation(cancelled);
      events.emit('PAYMENT.PAYOUTS-ITEM.CANCELED', 'payouts_item', item);
      return reply.code(200).send(item);
    }
    const payout = await store.findPayoutItem(request.params.id);
    if (!payout) return notFound(reply, request.params.id);
    return unprocessable(
      reply,
      'ITEM_NOT_UNCLAIMED',
      `The item is ${payout.itemStatus} and cannot be cancelled.`,
    );
  });

  const verifySchema = z.object({
    auth_algo: z.string(),
    cert_url: z.string(),
    transmission_id: z.string(),
    transmission_sig: z.string(),
    transmission_time: z.string(),
    webhook_id: z.string(),
    webhook_event: z.record(z.string(), z.unknown()),
  });

  app.post(`${SANDBOX_PREFIX}/v1/notifications/verify-webhook-signature`, async (request, reply) => {
    const parsed = verifySchema.safeParse(request.body);
    if (!parsed.success) return refuseBody(reply, parsed.error, request.body, 'VALIDATION_ERROR');
    const input = parsed.data;
    const expected = sandboxSignature(
      {
        transmissionId: input.transmission_id,
        transmissionTime: input.transmission_time,
        webhookId: input.webhook_id,
        rawEvent: JSON.stringify(input.webhook_event),
      },
      (await secretsRef.get()).signingKey,
    );
    const verified = input.cert_url === SANDBOX_CERT_URL && sameText(expected, input.transmission_sig);
    return reply.code(200).send({ verification_status: verified ? 'SUCCESS' : 'FAILURE' });
  });

  // --- What the payer does on paypal.com ---------------------------------------------------------------

  app.get<{ Querystring: { token?: string } }>(CHECKOUT_URL, async (request, reply) => {
    const token = String(request.query.token ?? '');
    const order = ORDER_ID.test(token) ? await store.findOrder(token) : undefined;
    const amount = order ? `${order.currency} ${penceToDecimal(order.amountPence)}` : '';
    const body = order
      ? `<p>${escapeHtml(order.description ?? 'Arena order')}: <strong>${escapeHtml(amount)}</strong></p>
<form method="post" action="${CHECKOUT_URL}/approve?token=${order.id}"><button type="submit">Approve payment</button></form>`
      : '<p>This order does not exist.</p>';
    return checkoutPage(reply, order ? 200 : 404, `<h1>PayPal (Arena sandbox)</h1>${body}`);
  });

  app.post<{ Querystring: { token?: string } }>(`${CHECKOUT_URL}/approve`, async (request, reply) => {
    const token = String(request.query.token ?? '');
    const order = ORDER_ID.test(token) ? await approve(token) : undefined;
    const approved = order?.status === 'APPROVED';
    const text = approved ? 'Payment approved. You can close this page.' : 'This order cannot be approved.';
    return checkoutPage(reply, approved ? 200 : 422, `<p>${text}</p>`);
  });
};
