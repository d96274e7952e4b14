/**
 * The PayPal sandbox's wire format, shared by its PayPal API and its controls: addresses, PayPal's error
 * body, its ids and times, the representations of orders, captures, refunds and payouts, and the webhook
 * events they are sent in.
 */
import { createHash, randomBytes, randomInt } from 'node:crypto';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import type { z } from 'zod';
import { penceToDecimal } from './paypal-rest.provider';
import type { SandboxWebhooks } from './paypal-sandbox-webhooks';
import type { SandboxOrderRow, SandboxPayoutRow, SandboxRefundRow } from './paypal-sandbox.store';

export const SANDBOX_PREFIX = '/api/paypal-sandbox';

export const ORDERS = `${SANDBOX_PREFIX}/v2/checkout/orders`;
export const PAYOUTS = `${SANDBOX_PREFIX}/v1/payments/payouts`;
export const CAPTURES = `${SANDBOX_PREFIX}/v2/payments/captures`;
export const PAYOUT_ITEMS = `${SANDBOX_PREFIX}/v1/payments/payouts-item`;
export const CHECKOUT_URL = `${SANDBOX_PREFIX}/checkoutnow`;
export const CONTROLS = `${SANDBOX_PREFIX}/controls`;
export const SANDBOX_CERT_URL = `${SANDBOX_PREFIX}/v1/notifications/certs/arena-sandbox`;

const SANDBOX_MERCHANT_EMAIL = 'merchant@arena-sandbox.test';
const SANDBOX_PAYER = {
  name: { given_name: 'Sandbox', surname: 'Buyer' },
  email_address: 'buyer@arena-sandbox.test',
  payer_id: 'ARENABUYER0001',
  address: { country_code: 'GB' },
};

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
export type ErrorName = keyof typeof MESSAGES;

export interface ErrorDetail {
  issue: string;
  description: string;
  field?: string;
  location?: string;
  link?: Array<{ href: string; rel: string; method: string; encType?: string }>;
}

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** Upper-case alphanumerics like PayPal's ids (orders and captures 17, payout batches 13). */
export function paypalId(length: number): string {
  let id = '';
  for (let i = 0; i < length; i += 1) id += ID_ALPHABET[randomInt(ID_ALPHABET.length)];
  return id;
}

/** PayPal's time format: seconds precision, UTC. */
export const paypalTime = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

export function sendError(
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

export const notFound = (reply: FastifyReply, what: string) =>
  sendError(reply, 404, 'RESOURCE_NOT_FOUND', [
    { issue: 'INVALID_RESOURCE_ID', description: `Specified resource ID does not exist (${what}).` },
  ]);

export const unprocessable = (reply: FastifyReply, issue: string, description: string) =>
  sendError(reply, 422, 'UNPROCESSABLE_ENTITY', [{ issue, description }]);

// --- Validation ---------------------------------------------------------------------------------------

export function valueAt(root: unknown, path: ReadonlyArray<PropertyKey>): unknown {
  let value = root;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/** The first zod issue as PayPal reports a schema violation (JSON pointer to the field). */
export function schemaDetail(error: z.ZodError, body: unknown): ErrorDetail {
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

/** A request body that fails its schema, as PayPal refuses it (400, the first field at fault). */
export const refuseBody = (
  reply: FastifyReply,
  error: z.ZodError,
  body: unknown,
  name: 'INVALID_REQUEST' | 'VALIDATION_ERROR' = 'INVALID_REQUEST',
) => sendError(reply, 400, name, [schemaDetail(error, body)]);

// --- Representations ----------------------------------------------------------------------------------

export function orderRepresentation(row: SandboxOrderRow, refunds: readonly SandboxRefundRow[] = []) {
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
        ...(captures
          ? {
              payments: {
                captures,
                ...(refunds.length > 0 ? { refunds: refunds.map((r) => refundRepresentation(r)) } : {}),
              },
            }
          : {}),
      },
    ],
    ...(row.status === 'APPROVED' || row.status === 'COMPLETED' ? { payer: SANDBOX_PAYER } : {}),
    create_time: paypalTime(row.createdAt),
    update_time: paypalTime(row.updatedAt),
    links,
  };
}

/** The order's capture as GET /v2/payments/captures/{id} shows it (null before any capture). */
export function captureRepresentation(row: SandboxOrderRow) {
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

export function refundRepresentation(refund: SandboxRefundRow, status = 'COMPLETED') {
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

export function payoutItemId(batchId: string): string {
  // Not stored: derived from the batch so that every read shows the same item id.
  return createHash('sha256').update(`item:${batchId}`).digest('hex').slice(0, 13).toUpperCase();
}

/** One payout item as GET /v1/payments/payouts-item/{id} and the webhooks show it. */
export function payoutItemRepresentation(row: SandboxPayoutRow) {
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
const batchStatusOf = (row: SandboxPayoutRow) => (row.itemStatus === 'PENDING' ? 'PROCESSING' : 'SUCCESS');

export function payoutRepresentation(row: SandboxPayoutRow) {
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

// --- Events -------------------------------------------------------------------------------------------

/** The webhook events the sandbox sends through `webhooks` (none without it). */
export function sandboxEvents(webhooks: SandboxWebhooks | undefined) {
  const emit = (eventType: string, resourceType: string, resource: Record<string, unknown>) =>
    webhooks?.emit({
      event_type: eventType,
      resource_type: resourceType,
      summary: `${eventType} (Arena sandbox)`,
      resource,
    });
  return {
    emit,
    /** The order's capture as it stands: completed, or pending review. */
    capture(row: SandboxOrderRow) {
      const capture = captureRepresentation(row);
      if (!capture) return;
      emit(
        capture.status === 'PENDING' ? 'PAYMENT.CAPTURE.PENDING' : 'PAYMENT.CAPTURE.COMPLETED',
        'capture',
        capture,
      );
    },
  };
}

// --- Plugin setup ---------------------------------------------------------------------------------------

/**
 * What every sandbox plugin sets on its own routes: PayPal's API, not Arena's, so hidden from Arena's
 * OpenAPI document (decision 0013), answering PayPal's error body, and reading the empty JSON bodies
 * PayPal's SDKs send.
 */
export function usePayPalWireFormat(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    route.schema = { ...route.schema, hide: true };
  });

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
}
