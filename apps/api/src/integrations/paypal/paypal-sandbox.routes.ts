/**
 * The built-in PayPal-compatible sandbox (DESIGN section 6): OAuth2, Orders v2 and Payouts v1 in PayPal's
 * own wire format, with state in the database, so every purchase and payout flow runs offline end to end
 * through the same REST client that talks to PayPal.
 */
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { FastifyError, FastifyPluginAsync, FastifyReply, preHandlerAsyncHookHandler } from 'fastify';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import {
  paypalSandboxOrders,
  paypalSandboxPayouts,
  paypalSandboxRefunds,
} from '../../db/schema/paypal-sandbox';
import { systemClock, type Clock } from '../../lib/clock';
import { decimalToPence, penceToDecimal } from './paypal-rest.provider';
import { sandboxSignature, type SandboxWebhooks } from './paypal-sandbox-webhooks';

export const SANDBOX_CLIENT_ID = 'arena-sandbox';
export const SANDBOX_CLIENT_SECRET = 'arena-sandbox-secret';
export const SANDBOX_MERCHANT_ID = 'ARENASANDBOX01';
export const SANDBOX_PREFIX = '/api/paypal-sandbox';

export interface PayPalSandboxOptions {
  db: Db;
  clock?: Clock;
  /** Where the sandbox sends its webhooks; none: it emits nothing. */
  webhooks?: SandboxWebhooks;
  /** Guards the test and console controls (an Arena admin session). */
  requireAdmin?: preHandlerAsyncHookHandler;
}

/** What a test or the admin console may make the next capture of an order do. */
export const sandboxCaptureOutcomes = ['COMPLETED', 'PENDING', 'DECLINED'] as const;
/** What a test or the admin console may make a payout item become. */
export const sandboxPayoutOutcomes = [
  'SUCCESS',
  'FAILED',
  'RETURNED',
  'UNCLAIMED',
  'BLOCKED',
  'DENIED',
] as const;

/** PayPal's webhook event type for each payout item status. */
const PAYOUT_ITEM_EVENTS: Record<string, string> = {
  SUCCESS: 'PAYMENT.PAYOUTS-ITEM.SUCCEEDED',
  FAILED: 'PAYMENT.PAYOUTS-ITEM.FAILED',
  RETURNED: 'PAYMENT.PAYOUTS-ITEM.RETURNED',
  UNCLAIMED: 'PAYMENT.PAYOUTS-ITEM.UNCLAIMED',
  BLOCKED: 'PAYMENT.PAYOUTS-ITEM.BLOCKED',
  DENIED: 'PAYMENT.PAYOUTS-ITEM.DENIED',
  CANCELED: 'PAYMENT.PAYOUTS-ITEM.CANCELED',
};

/** Why PayPal would say an item did not reach the receiver (errors.name of a payout item). */
const PAYOUT_ITEM_ERRORS: Record<string, string> = {
  FAILED: 'RECEIVER_UNREGISTERED: the receiver could not be paid',
  RETURNED: 'RECEIVER_REFUSED: the receiver refused the payment',
  UNCLAIMED: 'RECEIVER_UNCONFIRMED: the receiver has not claimed the payment',
  BLOCKED: 'RISK_DECLINED: the payment was blocked',
  DENIED: 'DENIED: the payment was denied',
};

type OrderRow = typeof paypalSandboxOrders.$inferSelect;
type PayoutRow = typeof paypalSandboxPayouts.$inferSelect;

const ORDERS = `${SANDBOX_PREFIX}/v2/checkout/orders`;
const PAYOUTS = `${SANDBOX_PREFIX}/v1/payments/payouts`;
const TOKEN_URL = `${SANDBOX_PREFIX}/v1/oauth2/token`;
const APPROVE_URL = `${ORDERS}/:id/approve`;
const CAPTURES = `${SANDBOX_PREFIX}/v2/payments/captures`;
const PAYOUT_ITEMS = `${SANDBOX_PREFIX}/v1/payments/payouts-item`;
const CHECKOUT_URL = `${SANDBOX_PREFIX}/checkoutnow`;
const CONTROLS = `${SANDBOX_PREFIX}/controls`;
export const SANDBOX_CERT_URL = `${SANDBOX_PREFIX}/v1/notifications/certs/arena-sandbox`;
/**
 * The token endpoint authenticates with Basic auth; approval is the buyer's browser, not the merchant; the
 * controls need an Arena admin session instead.
 */
const ROUTES_WITHOUT_BEARER = new Set([TOKEN_URL, APPROVE_URL, CHECKOUT_URL, `${CHECKOUT_URL}/approve`]);

const TOKEN_LIFETIME_SECONDS = 32_400;
const TOKEN_PREFIX = 'A21AA';
const MAX_AMOUNT_PENCE = 100_000_000;
const MAX_REQUEST_ID_LENGTH = 108;
const SANDBOX_MERCHANT_EMAIL = 'merchant@arena-sandbox.test';
const SANDBOX_PAYER = {
  name: { given_name: 'Sandbox', surname: 'Buyer' },
  email_address: 'buyer@arena-sandbox.test',
  payer_id: 'ARENABUYER0001',
  address: { country_code: 'GB' },
};
const AMOUNT_PATH = "/purchase_units/@reference_id=='default'/amount";
const DESCRIPTION_PATH = "/purchase_units/@reference_id=='default'/description";

const MESSAGES = {
  INVALID_REQUEST: 'Request is not well-formed, syntactically incorrect, or violates schema.',
  UNPROCESSABLE_ENTITY:
    'The requested action could not be performed, semantically incorrect, or failed business validation.',
  RESOURCE_NOT_FOUND: 'The specified resource does not exist.',
  AUTHENTICATION_FAILURE:
    'Authentication failed due to invalid authentication credentials or a missing Authorization header.',
  VALIDATION_ERROR: 'Invalid request - see details.',
  USER_BUSINESS_ERROR: 'User business error.',
  INTERNAL_SERVER_ERROR: 'An internal server error occurred.',
} as const;
type ErrorName = keyof typeof MESSAGES;

interface ErrorDetail {
  issue: string;
  description: string;
  field?: string;
  location?: string;
  link?: Array<{ href: string; rel: string; method: string; encType?: string }>;
}

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** Upper-case alphanumerics like PayPal's ids (orders and captures 17, payout batches 13). */
function paypalId(length: number): string {
  let id = '';
  for (let i = 0; i < length; i += 1) id += ID_ALPHABET[randomInt(ID_ALPHABET.length)];
  return id;
}

/** PayPal's time format: seconds precision, UTC. */
const paypalTime = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

function sendError(
  reply: FastifyReply,
  status: number,
  name: ErrorName,
  details: ErrorDetail[] = [],
  message: string = MESSAGES[name],
) {
  return reply.code(status).send({
    name,
    message,
    debug_id: randomBytes(7).toString('hex').slice(0, 13),
    details,
    links: details.map((d) => ({
      href: `https://developer.paypal.com/docs/api/orders/v2/#error-${d.issue}`,
      rel: 'information_link',
      method: 'GET',
    })),
  });
}

const notFound = (reply: FastifyReply, what: string) =>
  sendError(reply, 404, 'RESOURCE_NOT_FOUND', [
    { issue: 'INVALID_RESOURCE_ID', description: `Specified resource ID does not exist (${what}).` },
  ]);

const unprocessable = (reply: FastifyReply, issue: string, description: string) =>
  sendError(reply, 422, 'UNPROCESSABLE_ENTITY', [{ issue, description }]);

// --- OAuth2 -----------------------------------------------------------------------------------------

/**
 * Stateless bearer tokens: an expiry and a nonce signed with HMAC. The key is the sandbox secret, which
 * is public anyway; this keeps tokens valid across API instances without a table.
 */
function signToken(payload: string): string {
  return createHmac('sha256', SANDBOX_CLIENT_SECRET).update(payload).digest('base64url');
}

function issueToken(now: Date): string {
  const expires = Math.floor(now.getTime() / 1000) + TOKEN_LIFETIME_SECONDS;
  const payload = `${expires}.${randomBytes(12).toString('base64url')}`;
  return `${TOKEN_PREFIX}${payload}.${signToken(payload)}`;
}

function sameText(a: string, b: string): boolean {
  // Equal-length digests, so timingSafeEqual never throws and leaks no length.
  return timingSafeEqual(createHash('sha256').update(a).digest(), createHash('sha256').update(b).digest());
}

function bearerIsValid(header: string | undefined, now: Date): boolean {
  const match = /^Bearer (A21AA(\d{1,12})\.([\w-]{16}))\.([\w-]{43})$/.exec(header ?? '');
  if (!match) return false;
  const [, signed = '', expires = '', , signature = ''] = match;
  const payload = signed.slice(TOKEN_PREFIX.length);
  return sameText(signature, signToken(payload)) && Number(expires) * 1000 > now.getTime();
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

function valueAt(root: unknown, path: ReadonlyArray<PropertyKey>): unknown {
  let value = root;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/** The first zod issue as PayPal reports a schema violation (JSON pointer to the field). */
function schemaDetail(error: z.ZodError, body: unknown): ErrorDetail {
  const issue = error.issues[0];
  const path = issue?.path ?? [];
  const missing = path.length > 0 && valueAt(body, path) === undefined;
  return {
    field: `/${path.map(String).join('/')}`,
    location: 'body',
    issue: missing ? 'MISSING_REQUIRED_PARAMETER' : 'INVALID_PARAMETER_SYNTAX',
    description: missing
      ? 'A required field / parameter is missing.'
      : `The value of a field does not conform to the expected format (${issue?.message ?? 'invalid'}).`,
  };
}

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

// --- Representations ----------------------------------------------------------------------------------

function orderRepresentation(row: OrderRow) {
  const self = `${ORDERS}/${row.id}`;
  const links: Array<{ href: string; rel: string; method: string }> = [
    { href: self, rel: 'self', method: 'GET' },
  ];
  if (row.status === 'CREATED' || row.status === 'APPROVED') {
    links.push(
      { href: `${SANDBOX_PREFIX}/checkoutnow?token=${row.id}`, rel: 'approve', method: 'GET' },
      { href: self, rel: 'update', method: 'PATCH' },
      { href: `${self}/capture`, rel: 'capture', method: 'POST' },
    );
  }
  const amount = { currency_code: row.currency, value: penceToDecimal(row.amountPence) };
  const capture = captureRepresentation(row);
  const captures = capture ? [capture] : null;
  return {
    id: row.id,
    intent: 'CAPTURE',
    status: row.status,
    purchase_units: [
      {
        reference_id: 'default',
        amount,
        payee: { email_address: SANDBOX_MERCHANT_EMAIL, merchant_id: row.payeeMerchantId },
        ...(row.description === null ? {} : { description: row.description }),
        ...(row.customId === null ? {} : { custom_id: row.customId }),
        ...(captures ? { payments: { captures } } : {}),
      },
    ],
    ...(row.status === 'APPROVED' || row.status === 'COMPLETED' ? { payer: SANDBOX_PAYER } : {}),
    create_time: paypalTime(row.createdAt),
    update_time: paypalTime(row.updatedAt),
    links,
  };
}

/** The order's capture as GET /v2/payments/captures/{id} shows it (null before any capture). */
function captureRepresentation(row: OrderRow) {
  if (!row.captureId) return null;
  const status = row.captureStatus ?? 'COMPLETED';
  return {
    id: row.captureId,
    status,
    ...(status === 'PENDING' ? { status_details: { reason: 'PENDING_REVIEW' } } : {}),
    amount: { currency_code: row.currency, value: penceToDecimal(row.capturedPence) },
    final_capture: true,
    ...(row.customId === null ? {} : { custom_id: row.customId }),
    create_time: paypalTime(row.updatedAt),
    update_time: paypalTime(row.updatedAt),
    links: [
      { href: `${CAPTURES}/${row.captureId}`, rel: 'self', method: 'GET' },
      { href: `${CAPTURES}/${row.captureId}/refund`, rel: 'refund', method: 'POST' },
      { href: `${ORDERS}/${row.id}`, rel: 'up', method: 'GET' },
    ],
  };
}

function refundRepresentation(refund: typeof paypalSandboxRefunds.$inferSelect, status = 'COMPLETED') {
  return {
    id: refund.id,
    status,
    amount: { currency_code: refund.currency, value: penceToDecimal(refund.amountPence) },
    create_time: paypalTime(refund.createdAt),
    update_time: paypalTime(refund.createdAt),
    links: [
      { href: `${SANDBOX_PREFIX}/v2/payments/refunds/${refund.id}`, rel: 'self', method: 'GET' },
      { href: `${CAPTURES}/${refund.captureId}`, rel: 'up', method: 'GET' },
    ],
  };
}

function payoutItemId(batchId: string): string {
  // Not stored: derived from the batch so that every read shows the same item id.
  return createHash('sha256').update(`item:${batchId}`).digest('hex').slice(0, 13).toUpperCase();
}

/** One payout item as GET /v1/payments/payouts-item/{id} and the webhooks show it. */
function payoutItemRepresentation(row: PayoutRow) {
  const amount = { currency: row.currency, value: penceToDecimal(row.amountPence) };
  const fee = { currency: row.currency, value: '0.00' };
  const itemId = row.itemId ?? payoutItemId(row.batchId);
  return {
    payout_item_id: itemId,
    transaction_id: row.itemStatus === 'PENDING' ? undefined : `TX${itemId}`,
    transaction_status: row.itemStatus,
    payout_item_fee: fee,
    payout_batch_id: row.batchId,
    sender_batch_id: row.senderBatchId,
    payout_item: {
      recipient_type: 'EMAIL',
      amount,
      ...(row.note === null ? {} : { note: row.note }),
      receiver: row.receiverEmail,
      sender_item_id: row.senderBatchId.slice(0, 63),
    },
    time_processed: paypalTime(row.updatedAt),
    ...(row.itemError === null
      ? {}
      : {
          errors: {
            name: row.itemError.split(':')[0],
            message: row.itemError.split(':').slice(1).join(':').trim(),
          },
        }),
    links: [{ href: `${PAYOUT_ITEMS}/${itemId}`, rel: 'item', method: 'GET', encType: 'application/json' }],
  };
}

/** A batch is PROCESSING while its item is pending, then SUCCESS (PayPal's batch status ignores item failures). */
const batchStatusOf = (row: PayoutRow) => (row.itemStatus === 'PENDING' ? 'PROCESSING' : 'SUCCESS');

function payoutRepresentation(row: PayoutRow) {
  const amount = { currency: row.currency, value: penceToDecimal(row.amountPence) };
  const fee = { currency: row.currency, value: '0.00' };
  const self = `${PAYOUTS}/${row.batchId}`;
  return {
    batch_header: {
      payout_batch_id: row.batchId,
      batch_status: batchStatusOf(row),
      time_created: paypalTime(row.createdAt),
      ...(row.itemStatus === 'PENDING' ? {} : { time_completed: paypalTime(row.updatedAt) }),
      sender_batch_header: { sender_batch_id: row.senderBatchId, recipient_type: 'EMAIL' },
      amount,
      fees: fee,
    },
    items: [payoutItemRepresentation(row)],
    links: [{ href: self, rel: 'self', method: 'GET', encType: 'application/json' }],
  };
}

// --- Plugin -------------------------------------------------------------------------------------------

export const paypalSandboxRoutes: FastifyPluginAsync<PayPalSandboxOptions> = async (app, options) => {
  const { db } = options;
  const clock = options.clock ?? systemClock;

  const findOrder = async (id: string): Promise<OrderRow | undefined> =>
    (await db.select().from(paypalSandboxOrders).where(eq(paypalSandboxOrders.id, id)).limit(1))[0];
  const findCapture = async (id: string): Promise<OrderRow | undefined> =>
    (await db.select().from(paypalSandboxOrders).where(eq(paypalSandboxOrders.captureId, id)).limit(1))[0];
  const findPayoutItem = async (id: string): Promise<PayoutRow | undefined> =>
    (await db.select().from(paypalSandboxPayouts).where(eq(paypalSandboxPayouts.itemId, id)).limit(1))[0];
  const emit = (eventType: string, resourceType: string, resource: Record<string, unknown>) =>
    options.webhooks?.emit({
      event_type: eventType,
      resource_type: resourceType,
      summary: `${eventType} (Arena sandbox)`,
      resource,
    });
  const emitCapture = (row: OrderRow) => {
    const capture = captureRepresentation(row);
    if (!capture) return;
    const type = capture.status === 'PENDING' ? 'PAYMENT.CAPTURE.PENDING' : 'PAYMENT.CAPTURE.COMPLETED';
    emit(type, 'capture', capture);
  };

  // PayPal's SDKs send the capture with Content-Type: application/json and an empty body (or `{}`):
  // accept both here, where Fastify's own parser would refuse an empty JSON body.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text) as unknown);
    } catch {
      const error = new Error('Body is not valid JSON') as FastifyError;
      Object.assign(error, { statusCode: 400, code: 'FST_ERR_CTP_INVALID_JSON_BODY' });
      done(error, undefined);
    }
  });

  // PayPal's API, not Arena's: PayPal documents it, and it exists only without PayPal credentials, so Arena's
  // OpenAPI document leaves it out (decision 0013).
  app.addHook('onRoute', (route) => {
    route.schema = { ...route.schema, hide: true };
  });

  // Only this plugin's routes accept a form body: the OAuth2 token request is form-encoded.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  // PayPal's error format for anything Fastify itself refuses (bad JSON, media type, size), never the app's.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'paypal sandbox failed');
      return sendError(reply, 500, 'INTERNAL_SERVER_ERROR');
    }
    const issue =
      error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ? 'MALFORMED_REQUEST_JSON' : 'INVALID_REQUEST';
    return sendError(reply, status, 'INVALID_REQUEST', [{ issue, description: error.message }]);
  });

  app.addHook('onRequest', async (request, reply) => {
    const route = request.routeOptions.url ?? '';
    if (ROUTES_WITHOUT_BEARER.has(route) || route.startsWith(`${CONTROLS}/`)) return;
    if (!bearerIsValid(request.headers.authorization, clock.now())) {
      return sendError(reply, 401, 'AUTHENTICATION_FAILURE');
    }
  });

  app.post(TOKEN_URL, async (request, reply) => {
    const credentials = basicCredentials(request.headers.authorization);
    if (
      !credentials ||
      !sameText(credentials.id, SANDBOX_CLIENT_ID) ||
      !sameText(credentials.secret, SANDBOX_CLIENT_SECRET)
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
      access_token: issueToken(clock.now()),
      token_type: 'Bearer',
      app_id: 'APP-ARENASANDBOX',
      expires_in: TOKEN_LIFETIME_SECONDS,
      nonce: `${paypalTime(clock.now())}${randomBytes(16).toString('base64url')}`,
    });
  });

  app.post(ORDERS, async (request, reply) => {
    const requestIdHeader = request.headers['paypal-request-id'];
    const requestId = typeof requestIdHeader === 'string' && requestIdHeader !== '' ? requestIdHeader : null;
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
    if (!parsed.success) {
      return sendError(reply, 400, 'INVALID_REQUEST', [schemaDetail(parsed.error, request.body)]);
    }
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
    if (!amount.ok) {
      return sendError(
        reply,
        amount.status,
        amount.status === 400 ? 'INVALID_REQUEST' : 'UNPROCESSABLE_ENTITY',
        [amount.detail],
      );
    }
    const now = clock.now();
    const values = {
      id: paypalId(17),
      requestId,
      status: 'CREATED',
      amountPence: amount.pence,
      currency: amount.currency,
      description: unit.description ?? null,
      customId: unit.custom_id ?? null,
      payeeMerchantId: SANDBOX_MERCHANT_ID,
      createdAt: now,
      updatedAt: now,
    };
    // A repeated PayPal-Request-Id answers the order the first request made, even when both race.
    const [created] = await db
      .insert(paypalSandboxOrders)
      .values(values)
      .onConflictDoNothing({ target: paypalSandboxOrders.requestId })
      .returning();
    if (created) return reply.code(201).send(orderRepresentation(created));
    const [existing] =
      requestId === null
        ? []
        : await db
            .select()
            .from(paypalSandboxOrders)
            .where(eq(paypalSandboxOrders.requestId, requestId))
            .limit(1);
    if (!existing) return sendError(reply, 500, 'INTERNAL_SERVER_ERROR');
    return reply.code(200).send(orderRepresentation(existing));
  });

  app.get<{ Params: { id: string } }>(`${ORDERS}/:id`, async (request, reply) => {
    const order = await findOrder(request.params.id);
    if (!order) return notFound(reply, request.params.id);
    return reply.code(200).send(orderRepresentation(order));
  });

  app.patch<{ Params: { id: string } }>(`${ORDERS}/:id`, async (request, reply) => {
    const parsed = patchSchema.safeParse(request.body);
    if (!parsed.success) {
      return sendError(reply, 400, 'INVALID_REQUEST', [schemaDetail(parsed.error, request.body)]);
    }
    const changes: Partial<Pick<OrderRow, 'amountPence' | 'currency' | 'description'>> = {};
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
        if (!amount.ok) {
          return sendError(
            reply,
            amount.status,
            amount.status === 400 ? 'INVALID_REQUEST' : 'UNPROCESSABLE_ENTITY',
            [amount.detail],
          );
        }
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
    const [updated] = await db
      .update(paypalSandboxOrders)
      .set({ ...changes, updatedAt: clock.now() })
      .where(
        and(
          eq(paypalSandboxOrders.id, request.params.id),
          inArray(paypalSandboxOrders.status, ['CREATED', 'APPROVED']),
        ),
      )
      .returning({ id: paypalSandboxOrders.id });
    if (updated) return reply.code(204).send();
    const order = await findOrder(request.params.id);
    if (!order) return notFound(reply, request.params.id);
    return unprocessable(
      reply,
      'ORDER_COMPLETED_OR_VOIDED',
      `The order is ${order.status} and cannot be changed.`,
    );
  });

  // Not a PayPal endpoint: what the payer does on paypal.com, emulated for the web app and the tests.
  app.post<{ Params: { id: string } }>(APPROVE_URL, async (request, reply) => {
    const [approved] = await db
      .update(paypalSandboxOrders)
      .set({ status: 'APPROVED', updatedAt: clock.now() })
      .where(and(eq(paypalSandboxOrders.id, request.params.id), eq(paypalSandboxOrders.status, 'CREATED')))
      .returning();
    if (approved) {
      emit('CHECKOUT.ORDER.APPROVED', 'checkout-order', orderRepresentation(approved));
      return reply.code(200).send(orderRepresentation(approved));
    }
    const order = await findOrder(request.params.id);
    if (!order) return notFound(reply, request.params.id);
    if (order.status === 'APPROVED') return reply.code(200).send(orderRepresentation(order));
    return unprocessable(
      reply,
      'ORDER_NOT_APPROVABLE',
      `The order is ${order.status} and cannot be approved.`,
    );
  });

  app.post<{ Params: { id: string } }>(`${ORDERS}/:id/capture`, async (request, reply) => {
    const header = request.headers['paypal-request-id'];
    const requestId = typeof header === 'string' && header !== '' ? header : null;
    const order = await findOrder(request.params.id);
    if (!order) return notFound(reply, request.params.id);
    // A retry with the PayPal-Request-Id of the capture that succeeded answers that capture again.
    if (order.status === 'COMPLETED' && requestId !== null && order.captureRequestId === requestId) {
      return reply.code(201).send(orderRepresentation(order));
    }
    if (order.status === 'APPROVED' && order.nextCaptureOutcome === 'DECLINED') {
      // The decline is used up: the buyer may try again (a new attempt with a new request id).
      await db
        .update(paypalSandboxOrders)
        .set({ nextCaptureOutcome: null, updatedAt: clock.now() })
        .where(and(eq(paypalSandboxOrders.id, order.id), eq(paypalSandboxOrders.status, 'APPROVED')));
      return unprocessable(
        reply,
        'INSTRUMENT_DECLINED',
        'The instrument presented was either declined by the processor or bank, or it cannot be used for this payment.',
      );
    }
    // APPROVED -> COMPLETED in one conditional statement: concurrent captures produce exactly one capture.
    const [captured] = await db
      .update(paypalSandboxOrders)
      .set({
        status: 'COMPLETED',
        captureId: paypalId(17),
        captureStatus: order.nextCaptureOutcome === 'PENDING' ? 'PENDING' : 'COMPLETED',
        captureRequestId: requestId,
        nextCaptureOutcome: null,
        capturedPence: sql`${paypalSandboxOrders.amountPence}`,
        updatedAt: clock.now(),
      })
      .where(and(eq(paypalSandboxOrders.id, request.params.id), eq(paypalSandboxOrders.status, 'APPROVED')))
      .returning();
    if (captured) {
      emitCapture(captured);
      return reply.code(201).send(orderRepresentation(captured));
    }
    const current = (await findOrder(request.params.id)) ?? order;
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
    const order = await findCapture(request.params.id);
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
    if (!parsed.success) {
      return sendError(reply, 400, 'INVALID_REQUEST', [schemaDetail(parsed.error, request.body)]);
    }
    const header = request.headers['paypal-request-id'];
    const requestId = typeof header === 'string' && header !== '' ? header : null;
    if (requestId !== null) {
      const [again] = await db
        .select()
        .from(paypalSandboxRefunds)
        .where(eq(paypalSandboxRefunds.requestId, requestId))
        .limit(1);
      if (again) return reply.code(200).send(refundRepresentation(again));
    }
    const order = await findCapture(request.params.id);
    if (!order) return notFound(reply, request.params.id);
    let refundPence = order.capturedPence - order.refundedPence;
    if (parsed.data?.amount) {
      const amount = checkAmount(parsed.data.amount.currency_code, parsed.data.amount.value, '/amount');
      if (!amount.ok) {
        return sendError(
          reply,
          amount.status,
          amount.status === 400 ? 'INVALID_REQUEST' : 'UNPROCESSABLE_ENTITY',
          [amount.detail],
        );
      }
      if (amount.currency !== order.currency) {
        return unprocessable(
          reply,
          'CURRENCY_MISMATCH',
          'The refund must be in the currency of the capture.',
        );
      }
      refundPence = amount.pence;
    }
    // One conditional statement: concurrent refunds can never return more than was captured.
    const [updated] = await db
      .update(paypalSandboxOrders)
      .set({
        refundedPence: sql`${paypalSandboxOrders.refundedPence} + ${refundPence}`,
        captureStatus: sql`CASE WHEN ${paypalSandboxOrders.refundedPence} + ${refundPence} >= ${paypalSandboxOrders.capturedPence} THEN 'REFUNDED' ELSE 'PARTIALLY_REFUNDED' END`,
        updatedAt: clock.now(),
      })
      .where(
        and(
          eq(paypalSandboxOrders.captureId, request.params.id),
          inArray(paypalSandboxOrders.captureStatus, ['COMPLETED', 'PARTIALLY_REFUNDED']),
          sql`${paypalSandboxOrders.refundedPence} + ${refundPence} <= ${paypalSandboxOrders.capturedPence}`,
        ),
      )
      .returning();
    if (!updated || refundPence <= 0) {
      return unprocessable(
        reply,
        order.captureStatus === 'REFUNDED' ? 'CAPTURE_FULLY_REFUNDED' : 'REFUND_AMOUNT_EXCEEDED',
        'The capture cannot be refunded for this amount.',
      );
    }
    const [refund] = await db
      .insert(paypalSandboxRefunds)
      .values({
        id: paypalId(17),
        captureId: request.params.id,
        requestId,
        amountPence: refundPence,
        currency: order.currency,
        createdAt: clock.now(),
      })
      .returning();
    const representation = refundRepresentation(refund!);
    emit('PAYMENT.CAPTURE.REFUNDED', 'refund', representation);
    return reply.code(201).send(representation);
  });

  app.post(PAYOUTS, async (request, reply) => {
    const parsed = createPayoutSchema.safeParse(request.body);
    if (!parsed.success) {
      return sendError(reply, 400, 'VALIDATION_ERROR', [schemaDetail(parsed.error, request.body)]);
    }
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
    const [created] = await db
      .insert(paypalSandboxPayouts)
      .values({
        batchId,
        itemId: payoutItemId(batchId),
        senderBatchId: header.sender_batch_id,
        receiverEmail: item.receiver,
        amountPence: amount.pence,
        currency: amount.currency,
        note: item.note ?? null,
        status: 'PENDING',
        itemStatus: 'PENDING',
        createdAt: clock.now(),
        updatedAt: clock.now(),
      })
      .onConflictDoNothing({ target: paypalSandboxPayouts.senderBatchId })
      .returning();
    if (created) {
      const { batch_header, links } = payoutRepresentation(created);
      return reply.code(201).send({ batch_header: { ...batch_header, batch_status: 'PENDING' }, links });
    }
    // What PayPal answers for a sender_batch_id it already holds: refused, with a link to the original.
    const [existing] = await db
      .select()
      .from(paypalSandboxPayouts)
      .where(eq(paypalSandboxPayouts.senderBatchId, header.sender_batch_id))
      .limit(1);
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
    const [payout] = await db
      .select()
      .from(paypalSandboxPayouts)
      .where(eq(paypalSandboxPayouts.batchId, request.params.batchId))
      .limit(1);
    if (!payout) return notFound(reply, request.params.batchId);
    return reply.code(200).send(payoutRepresentation(payout));
  });

  app.get<{ Params: { id: string } }>(`${PAYOUT_ITEMS}/:id`, async (request, reply) => {
    const payout = await findPayoutItem(request.params.id);
    if (!payout) return notFound(reply, request.params.id);
    return reply.code(200).send(payoutItemRepresentation(payout));
  });

  app.post<{ Params: { id: string } }>(`${PAYOUT_ITEMS}/:id/cancel`, async (request, reply) => {
    // PayPal cancels only UNCLAIMED items: the money goes back to the sender, the item ends RETURNED.
    const [cancelled] = await db
      .update(paypalSandboxPayouts)
      .set({ itemStatus: 'RETURNED', updatedAt: clock.now() })
      .where(
        and(
          eq(paypalSandboxPayouts.itemId, request.params.id),
          eq(paypalSandboxPayouts.itemStatus, 'UNCLAIMED'),
        ),
      )
      .returning();
    if (cancelled) {
      const item = payoutItemRepresentation(cancelled);
      emit('PAYMENT.PAYOUTS-ITEM.CANCELED', 'payouts_item', item);
      return reply.code(200).send(item);
    }
    const payout = await findPayoutItem(request.params.id);
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
    if (!parsed.success) {
      return sendError(reply, 400, 'VALIDATION_ERROR', [schemaDetail(parsed.error, request.body)]);
    }
    const input = parsed.data;
    const expected = sandboxSignature({
      transmissionId: input.transmission_id,
      transmissionTime: input.transmission_time,
      webhookId: input.webhook_id,
      rawEvent: JSON.stringify(input.webhook_event),
    });
    const verified = input.cert_url === SANDBOX_CERT_URL && sameText(expected, input.transmission_sig);
    return reply.code(200).send({ verification_status: verified ? 'SUCCESS' : 'FAILURE' });
  });

  // --- What the payer does on paypal.com ---------------------------------------------------------------

  app.get<{ Querystring: { token?: string } }>(CHECKOUT_URL, async (request, reply) => {
    const token = String(request.query.token ?? '');
    const order = /^[A-Z0-9]{17}$/.test(token) ? await findOrder(token) : undefined;
    const amount = order ? `${order.currency} ${penceToDecimal(order.amountPence)}` : '';
    const body = order
      ? `<p>${escapeHtml(order.description ?? 'Arena order')}: <strong>${escapeHtml(amount)}</strong></p>
<form method="post" action="${CHECKOUT_URL}/approve?token=${order.id}"><button type="submit">Approve payment</button></form>`
      : '<p>This order does not exist.</p>';
    return reply
      .code(order ? 200 : 404)
      .type('text/html; charset=utf-8')
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>PayPal sandbox checkout</title></head><body><h1>PayPal (Arena sandbox)</h1>${body}</body></html>`,
      );
  });

  app.post<{ Querystring: { token?: string } }>(`${CHECKOUT_URL}/approve`, async (request, reply) => {
    const token = String(request.query.token ?? '');
    const [approved] = /^[A-Z0-9]{17}$/.test(token)
      ? await db
          .update(paypalSandboxOrders)
          .set({ status: 'APPROVED', updatedAt: clock.now() })
          .where(and(eq(paypalSandboxOrders.id, token), eq(paypalSandboxOrders.status, 'CREATED')))
          .returning()
      : [];
    if (approved) emit('CHECKOUT.ORDER.APPROVED', 'checkout-order', orderRepresentation(approved));
    const order = approved ?? (await findOrder(token));
    const text =
      order?.status === 'APPROVED'
        ? 'Payment approved. You can close this page.'
        : 'This order cannot be approved.';
    return reply
      .code(order?.status === 'APPROVED' ? 200 : 422)
      .type('text/html; charset=utf-8')
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>PayPal sandbox checkout</title></head><body><p>${text}</p></body></html>`,
      );
  });

  // --- Controls: not PayPal's; what a test or the admin console makes PayPal do next --------------------

  const controlGuard = options.requireAdmin ? { onRequest: options.requireAdmin } : {};

  app.post<{ Params: { id: string } }>(
    `${CONTROLS}/orders/:id/next-capture`,
    controlGuard,
    async (request, reply) => {
      const outcome = z.object({ outcome: z.enum(sandboxCaptureOutcomes) }).safeParse(request.body);
      if (!outcome.success)
        return sendError(reply, 400, 'INVALID_REQUEST', [schemaDetail(outcome.error, request.body)]);
      const [updated] = await db
        .update(paypalSandboxOrders)
        .set({ nextCaptureOutcome: outcome.data.outcome === 'COMPLETED' ? null : outcome.data.outcome })
        .where(
          and(
            eq(paypalSandboxOrders.id, request.params.id),
            inArray(paypalSandboxOrders.status, ['CREATED', 'APPROVED']),
          ),
        )
        .returning();
      if (!updated) return notFound(reply, request.params.id);
      return reply.code(200).send({ id: updated.id, next_capture_outcome: outcome.data.outcome });
    },
  );

  app.post<{ Params: { id: string } }>(
    `${CONTROLS}/captures/:id/complete`,
    controlGuard,
    async (request, reply) => {
      const [completed] = await db
        .update(paypalSandboxOrders)
        .set({ captureStatus: 'COMPLETED', updatedAt: clock.now() })
        .where(
          and(
            eq(paypalSandboxOrders.captureId, request.params.id),
            eq(paypalSandboxOrders.captureStatus, 'PENDING'),
          ),
        )
        .returning();
      if (!completed) return notFound(reply, request.params.id);
      emitCapture(completed);
      return reply.code(200).send(captureRepresentation(completed));
    },
  );

  app.post<{ Params: { id: string } }>(
    `${CONTROLS}/captures/:id/reverse`,
    controlGuard,
    async (request, reply) => {
      // A chargeback: the whole remaining capture goes back to the buyer.
      const order = await findCapture(request.params.id);
      if (!order) return notFound(reply, request.params.id);
      const reversedPence = order.capturedPence - order.refundedPence;
      const [reversed] = await db
        .update(paypalSandboxOrders)
        .set({ captureStatus: 'REVERSED', refundedPence: order.capturedPence, updatedAt: clock.now() })
        .where(
          and(
            eq(paypalSandboxOrders.captureId, request.params.id),
            inArray(paypalSandboxOrders.captureStatus, ['COMPLETED', 'PARTIALLY_REFUNDED']),
          ),
        )
        .returning();
      if (!reversed || reversedPence <= 0) {
        return unprocessable(
          reply,
          'CAPTURE_NOT_REVERSIBLE',
          `The capture is ${order.captureStatus ?? 'not completed'}.`,
        );
      }
      const resource = {
        id: paypalId(17),
        status: 'COMPLETED',
        amount: { currency_code: order.currency, value: penceToDecimal(reversedPence) },
        links: [{ href: `${CAPTURES}/${order.captureId}`, rel: 'up', method: 'GET' }],
      };
      emit('PAYMENT.CAPTURE.REVERSED', 'refund', resource);
      return reply.code(200).send(resource);
    },
  );

  app.post<{ Params: { id: string } }>(
    `${CONTROLS}/payouts-item/:id/outcome`,
    controlGuard,
    async (request, reply) => {
      const outcome = z.object({ outcome: z.enum(sandboxPayoutOutcomes) }).safeParse(request.body);
      if (!outcome.success)
        return sendError(reply, 400, 'INVALID_REQUEST', [schemaDetail(outcome.error, request.body)]);
      const status = outcome.data.outcome;
      // PENDING items may become anything; UNCLAIMED ones may still be claimed (SUCCESS) or come back.
      const [updated] = await db
        .update(paypalSandboxPayouts)
        .set({
          itemStatus: status,
          status: 'SUCCESS',
          itemError: PAYOUT_ITEM_ERRORS[status] ?? null,
          updatedAt: clock.now(),
        })
        .where(
          and(
            eq(paypalSandboxPayouts.itemId, request.params.id),
            inArray(paypalSandboxPayouts.itemStatus, ['PENDING', 'UNCLAIMED']),
          ),
        )
        .returning();
      if (!updated) {
        const payout = await findPayoutItem(request.params.id);
        if (!payout) return notFound(reply, request.params.id);
        return unprocessable(reply, 'ITEM_ALREADY_SETTLED', `The item is ${payout.itemStatus}.`);
      }
      const item = payoutItemRepresentation(updated);
      emit(PAYOUT_ITEM_EVENTS[status] ?? 'PAYMENT.PAYOUTS-ITEM.SUCCEEDED', 'payouts_item', item);
      return reply.code(200).send(item);
    },
  );
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
