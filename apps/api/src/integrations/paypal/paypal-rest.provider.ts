/** The PayPal REST client (OAuth2, Orders v2, Payouts v1) behind PaymentProvider, for PayPal or the sandbox. */
import { z } from 'zod';
import {
  ProviderError,
  type CreateOrderInput,
  type HttpFetch,
  type PaymentProvider,
  type PayoutInput,
  type PayoutItem,
  type PayoutResult,
  type ProviderCapture,
  type ProviderOrder,
  type ProviderRefundRecord,
  type RefundInput,
  type RefundResult,
  type WebhookVerification,
} from './payment-provider';

export const PAYPAL_BASE_URLS = {
  sandbox: 'https://api-m.sandbox.paypal.com',
  live: 'https://api-m.paypal.com',
} as const;

export interface PayPalRestOptions {
  name: 'paypal' | 'sandbox';
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  fetch: HttpFetch;
  timeoutMs?: number;
  /** What the browser's PayPal JS SDK gets; defaults to clientId for PayPal and null for the sandbox. */
  clientIdForBrowser?: string | null;
}

/** The platform fetch, adapted to HttpFetch. */
export const nodeFetch: HttpFetch = async (url, init) => {
  const response = await fetch(url, {
    method: init.method,
    headers: init.headers,
    body: init.body,
    signal: init.signal,
  });
  return { status: response.status, text: () => response.text() };
};

const DEFAULT_TIMEOUT_MS = 15_000;
/** PayPal's limits on description and custom_id. */
const MAX_TEXT_LENGTH = 127;
const ORDER_ID_PATTERN = /^[A-Za-z0-9-]{1,64}$/;
const BATCH_ID_PATTERN = /^[A-Za-z0-9-]{1,64}$/;
/** PayPal's umbrella error names: the first detail's issue (ORDER_NOT_APPROVED...) is what a caller acts on. */
const UMBRELLA_ERROR_NAMES = new Set(['UNPROCESSABLE_ENTITY', 'INVALID_REQUEST']);

/** Integer pence as PayPal's decimal string: 1250 -> "12.50". */
export function penceToDecimal(pence: number): string {
  if (!Number.isSafeInteger(pence) || pence < 0) throw new RangeError(`Not an amount in pence: ${pence}`);
  const pounds = Math.floor(pence / 100);
  return `${pounds}.${String(pence % 100).padStart(2, '0')}`;
}

/**
 * PayPal's decimal string as integer pence, by string manipulation so that no binary floating point can
 * turn "0.29" into 28 pence. Null for anything that is not a plain non-negative amount with at most two
 * significant decimals (trailing zeros beyond the second are tolerated: "10.500").
 */
export function decimalToPence(value: string): number | null {
  const match = /^(\d{1,13})(?:\.(\d+))?$/.exec(value.trim());
  if (!match) return null;
  const [, whole = '0', fraction = ''] = match;
  if (/[^0]/.test(fraction.slice(2))) return null;
  const pence = Number(whole) * 100 + Number(fraction.slice(0, 2).padEnd(2, '0'));
  return Number.isSafeInteger(pence) ? pence : null;
}

const moneySchema = z.object({ currency_code: z.string(), value: z.string() });

const linkSchema = z.object({ rel: z.string(), href: z.string() });

const captureSchema = z.object({
  /** Always sent by PayPal; tolerated missing so that an order is still readable. */
  id: z.string().optional(),
  status: z.string(),
  amount: moneySchema.optional(),
  custom_id: z.string().optional(),
  status_details: z.object({ reason: z.string().optional() }).optional(),
  links: z.array(linkSchema).optional(),
});

const refundSchema = z.object({
  id: z.string(),
  status: z.string(),
  amount: moneySchema.optional(),
  links: z.array(linkSchema).optional(),
});

const payoutItemSchema = z.object({
  payout_item_id: z.string(),
  payout_batch_id: z.string().optional(),
  transaction_status: z.string().optional(),
  errors: z.object({ name: z.string().optional(), message: z.string().optional() }).optional(),
});

const payoutBatchSchema = z.object({
  batch_header: z.object({ payout_batch_id: z.string(), batch_status: z.string() }),
  items: z.array(payoutItemSchema).optional(),
});

const verificationSchema = z.object({ verification_status: z.string() });

const orderSchema = z.object({
  id: z.string(),
  status: z.enum(['CREATED', 'SAVED', 'APPROVED', 'VOIDED', 'COMPLETED', 'PAYER_ACTION_REQUIRED']),
  purchase_units: z
    .array(
      z.object({
        amount: moneySchema,
        payee: z.object({ merchant_id: z.string().optional() }).optional(),
        custom_id: z.string().optional(),
        payments: z
          .object({
            captures: z.array(captureSchema).optional(),
            refunds: z.array(refundSchema).optional(),
          })
          .optional(),
      }),
    )
    .min(1),
  links: z.array(linkSchema).optional(),
});

const tokenSchema = z.object({ access_token: z.string().min(1), expires_in: z.number().positive() });

const payoutSchema = z.object({
  batch_header: z.object({ payout_batch_id: z.string(), batch_status: z.string() }),
});

const errorSchema = z.object({
  name: z.string().optional(),
  message: z.string().optional(),
  /** The OAuth endpoint answers in RFC 6749 style instead. */
  error: z.string().optional(),
  error_description: z.string().optional(),
  details: z
    .array(
      z.object({
        field: z.string().optional(),
        issue: z.string().optional(),
        description: z.string().optional(),
        link: z.array(z.object({ href: z.string(), rel: z.string().optional() })).optional(),
      }),
    )
    .optional(),
});
type PayPalErrorBody = z.infer<typeof errorSchema>;

interface RawResponse {
  status: number;
  text: string;
}

function parseJson(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function errorBody(response: RawResponse): PayPalErrorBody {
  const parsed = errorSchema.safeParse(parseJson(response.text));
  return parsed.success ? parsed.data : {};
}

function toProviderError(response: RawResponse): ProviderError {
  const body = errorBody(response);
  const issue = body.details?.[0]?.issue;
  const name = body.name ?? body.error;
  const providerName = (name && UMBRELLA_ERROR_NAMES.has(name) && issue) || name || 'HTTP_ERROR';
  const description = body.details?.[0]?.description ?? body.message ?? body.error_description;
  const message = [`PayPal answered ${response.status} ${name ?? ''}`.trim(), issue, description]
    .filter(Boolean)
    .join(': ');
  return new ProviderError(response.status, providerName, message);
}

function parseBody<T>(schema: z.ZodType<T>, response: RawResponse, what: string): T {
  const parsed = schema.safeParse(parseJson(response.text));
  if (!parsed.success) {
    throw new ProviderError(
      response.status,
      'INVALID_RESPONSE',
      `PayPal's ${what} could not be read: ${parsed.error.issues[0]?.message ?? 'not JSON'}`,
    );
  }
  return parsed.data;
}

function pence(value: string, response: RawResponse): number {
  const amount = decimalToPence(value);
  if (amount === null) {
    throw new ProviderError(
      response.status,
      'INVALID_RESPONSE',
      `PayPal sent an unreadable amount "${value}"`,
    );
  }
  return amount;
}

/** The id at the end of the `up` link: a capture's order (…/v2/checkout/orders/{id}), a refund's capture. */
function upLinkId(links: Array<{ rel: string; href: string }> | undefined): string | null {
  const up = links?.find((link) => link.rel === 'up')?.href;
  if (!up) return null;
  const id = up.split('?')[0]?.split('/').pop() ?? '';
  return ORDER_ID_PATTERN.test(id) ? id : null;
}

function toCapture(capture: z.infer<typeof captureSchema>, response: RawResponse): ProviderCapture {
  return {
    id: capture.id ?? '',
    status: capture.status,
    amountPence: capture.amount ? pence(capture.amount.value, response) : 0,
    currency: capture.amount?.currency_code ?? '',
    reason: capture.status_details?.reason ?? null,
    orderId: upLinkId(capture.links),
    customId: capture.custom_id ?? null,
  };
}

function toPayoutItem(item: z.infer<typeof payoutItemSchema>, batchId?: string): PayoutItem {
  const error = item.errors ? [item.errors.name, item.errors.message].filter(Boolean).join(': ') : '';
  return {
    itemId: item.payout_item_id,
    batchId: item.payout_batch_id ?? batchId ?? '',
    status: item.transaction_status ?? 'PENDING',
    error: error === '' ? null : error,
  };
}

function toProviderOrder(response: RawResponse): ProviderOrder {
  const order = parseBody(orderSchema, response, 'order');
  const [unit] = order.purchase_units;
  if (!unit) throw new ProviderError(response.status, 'INVALID_RESPONSE', 'PayPal sent no purchase unit');
  const completed = (unit.payments?.captures ?? []).filter((c) => c.status === 'COMPLETED');
  let capturedPence = 0;
  let captureCurrency: string | null = null;
  for (const capture of completed) {
    if (!capture.amount) {
      throw new ProviderError(response.status, 'INVALID_RESPONSE', 'PayPal sent a capture without amount');
    }
    // Captures in two currencies cannot be summed; refuse rather than report a wrong total.
    if (captureCurrency !== null && captureCurrency !== capture.amount.currency_code) {
      throw new ProviderError(response.status, 'INVALID_RESPONSE', 'PayPal sent captures in two currencies');
    }
    captureCurrency = capture.amount.currency_code;
    capturedPence += pence(capture.amount.value, response);
  }
  const approve = order.links?.find((link) => link.rel === 'approve' || link.rel === 'payer-action');
  return {
    id: order.id,
    status: order.status,
    amountPence: pence(unit.amount.value, response),
    currency: unit.amount.currency_code,
    capturedPence,
    captureCurrency,
    payeeMerchantId: unit.payee?.merchant_id ?? null,
    customId: unit.custom_id ?? null,
    approveUrl: approve?.href ?? null,
    captures: (unit.payments?.captures ?? []).map((capture) => toCapture(capture, response)),
    refunds: (unit.payments?.refunds ?? []).map((refund) => ({
      id: refund.id,
      status: refund.status,
      amountPence: refund.amount ? pence(refund.amount.value, response) : 0,
      currency: refund.amount?.currency_code ?? '',
    })),
  };
}

const isSuccess = (response: RawResponse) => response.status >= 200 && response.status < 300;

/**
 * The batch PayPal already holds for a reused sender_batch_id. PayPal refuses a second payout batch with a
 * sender_batch_id used in the last 30 days (developer.paypal.com/api/payments.payouts-batch/v1/payouts-post:
 * "the API rejects the request with an error message that shows the duplicate sender_batch_id and includes
 * a HATEOAS link to the original payout"). Observed shape (plutov/paypal unit_test.go; PayPal-Ruby-SDK
 * issue #120): HTTP 400, name USER_BUSINESS_ERROR, details[{field: SENDER_BATCH_ID, issue: "Batch with
 * given sender_batch_id already exists" (older: "Duplicate batch request"), link: [{href: .../payouts/ID,
 * rel: self}]}].
 */
function duplicateBatch(response: RawResponse): { batchId: string | null } | null {
  if (response.status !== 400) return null;
  const body = errorBody(response);
  if (body.name !== 'USER_BUSINESS_ERROR') return null;
  const detail = body.details?.find(
    (d) =>
      d.field?.toUpperCase() === 'SENDER_BATCH_ID' ||
      /sender_batch_id already exists|duplicate batch/i.test(d.issue ?? ''),
  );
  if (!detail) return null;
  // Only the id is taken from the link: the follow-up call goes to our own base URL with our token.
  const href = detail.link?.find((l) => l.rel === undefined || l.rel === 'self')?.href ?? '';
  const batchId = href.split('?')[0]?.split('/').pop() ?? '';
  return { batchId: BATCH_ID_PATTERN.test(batchId) ? batchId : null };
}

export function createPayPalRestProvider(options: PayPalRestOptions): PaymentProvider {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const basicAuth = Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64');
  let cachedToken: { value: string; expiresAt: number } | null = null;
  let tokenRequest: Promise<string> | null = null;

  async function send(
    method: string,
    path: string,
    headers: Record<string, string>,
    body?: string,
  ): Promise<RawResponse> {
    const controller = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    // The race also bounds an HttpFetch that ignores the signal (and the reading of the body).
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        controller.abort();
        reject(
          new ProviderError(0, 'UNREACHABLE', `PayPal did not answer ${method} ${path} in ${timeoutMs} ms`),
        );
      }, timeoutMs);
    });
    const exchange = (async () => {
      const response = await options.fetch(`${baseUrl}${path}`, {
        method,
        headers: { Accept: 'application/json', ...headers },
        body,
        signal: controller.signal,
      });
      return { status: response.status, text: await response.text() };
    })();
    try {
      return await Promise.race([exchange, timeout]);
    } catch (error) {
      if (error instanceof ProviderError) throw error;
      const reason = error instanceof Error ? error.message : String(error);
      throw new ProviderError(0, 'UNREACHABLE', `PayPal could not be reached (${method} ${path}): ${reason}`);
    } finally {
      clearTimeout(timer);
    }
  }

  async function requestToken(): Promise<string> {
    const response = await send(
      'POST',
      '/v1/oauth2/token',
      { Authorization: `Basic ${basicAuth}`, 'Content-Type': 'application/x-www-form-urlencoded' },
      'grant_type=client_credentials',
    );
    if (!isSuccess(response)) throw toProviderError(response);
    const token = parseBody(tokenSchema, response, 'access token');
    // Renew a minute early (or halfway for short-lived tokens) so a call never leaves with a dying token.
    const lifetimeMs = token.expires_in * 1000;
    const expiresAt = Date.now() + Math.max(lifetimeMs - 60_000, lifetimeMs / 2);
    cachedToken = { value: token.access_token, expiresAt };
    return token.access_token;
  }

  function accessToken(): Promise<string> {
    if (cachedToken && Date.now() < cachedToken.expiresAt) return Promise.resolve(cachedToken.value);
    // Concurrent callers share one token request.
    tokenRequest ??= requestToken().finally(() => {
      tokenRequest = null;
    });
    return tokenRequest;
  }

  async function api(
    method: string,
    path: string,
    extra: { json?: unknown; rawJson?: string; headers?: Record<string, string> } = {},
  ): Promise<RawResponse> {
    const body = extra.rawJson ?? (extra.json === undefined ? undefined : JSON.stringify(extra.json));
    for (let attempt = 1; ; attempt += 1) {
      const token = await accessToken();
      const response = await send(
        method,
        path,
        {
          Authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
          ...extra.headers,
        },
        body,
      );
      if (response.status !== 401 || attempt > 1) return response;
      // Revoked or expired early: forget it (unless another call already replaced it) and retry once.
      if (cachedToken?.value === token) cachedToken = null;
    }
  }

  async function getOrder(orderId: string): Promise<ProviderOrder | null> {
    // An id PayPal could never have issued is not sent anywhere (it would end up in a URL path).
    if (!ORDER_ID_PATTERN.test(orderId)) return null;
    const response = await api('GET', `/v2/checkout/orders/${orderId}`);
    if (response.status === 404) return null;
    if (!isSuccess(response)) {
      const error = toProviderError(response);
      if (error.providerName === 'RESOURCE_NOT_FOUND') return null;
      throw error;
    }
    return toProviderOrder(response);
  }

  return {
    name: options.name,
    clientId:
      options.clientIdForBrowser !== undefined
        ? options.clientIdForBrowser
        : options.name === 'paypal'
          ? options.clientId
          : null,

    async createOrder(input: CreateOrderInput): Promise<ProviderOrder> {
      const response = await api('POST', '/v2/checkout/orders', {
        headers: { 'PayPal-Request-Id': input.requestId, Prefer: 'return=representation' },
        json: {
          intent: 'CAPTURE',
          purchase_units: [
            {
              reference_id: 'default',
              amount: { currency_code: input.currency, value: penceToDecimal(input.amountPence) },
              description: input.description.slice(0, MAX_TEXT_LENGTH),
              custom_id: input.customId,
            },
          ],
        },
      });
      if (!isSuccess(response)) throw toProviderError(response);
      return toProviderOrder(response);
    },

    getOrder,

    async captureOrder(orderId: string, requestId = `capture-${orderId}`): Promise<ProviderOrder> {
      if (!ORDER_ID_PATTERN.test(orderId)) {
        throw new ProviderError(404, 'RESOURCE_NOT_FOUND', `"${orderId}" is not a PayPal order id`);
      }
      const response = await api('POST', `/v2/checkout/orders/${orderId}/capture`, {
        // PayPal documents the capture with a JSON body ({} is enough) and refuses a request without a
        // Content-Type (415). One request id per attempt: a retry is answered from PayPal's idempotency cache.
        json: {},
        headers: { 'PayPal-Request-Id': requestId, Prefer: 'return=representation' },
      });
      if (isSuccess(response)) return toProviderOrder(response);
      const error = toProviderError(response);
      if (error.providerName === 'ORDER_ALREADY_CAPTURED') {
        // Someone (a retry, a concurrent request, the browser) captured it first: report what PayPal holds.
        const order = await getOrder(orderId);
        if (order) return order;
      }
      throw error;
    },

    async getCapture(captureId: string): Promise<ProviderCapture | null> {
      if (!ORDER_ID_PATTERN.test(captureId)) return null;
      const response = await api('GET', `/v2/payments/captures/${captureId}`);
      if (response.status === 404) return null;
      if (!isSuccess(response)) throw toProviderError(response);
      return toCapture(parseBody(captureSchema, response, 'capture'), response);
    },

    async getRefund(refundId: string): Promise<ProviderRefundRecord | null> {
      if (!ORDER_ID_PATTERN.test(refundId)) return null;
      const response = await api('GET', `/v2/payments/refunds/${refundId}`);
      if (response.status === 404) return null;
      if (!isSuccess(response)) throw toProviderError(response);
      const refund = parseBody(refundSchema, response, 'refund');
      if (!refund.amount)
        throw new ProviderError(response.status, 'INVALID_RESPONSE', 'PayPal sent a refund without amount');
      return {
        id: refund.id,
        status: refund.status,
        amountPence: pence(refund.amount.value, response),
        currency: refund.amount.currency_code,
        captureId: upLinkId(refund.links),
      };
    },

    async refundCapture(input: RefundInput): Promise<RefundResult> {
      if (!ORDER_ID_PATTERN.test(input.captureId)) {
        throw new ProviderError(404, 'RESOURCE_NOT_FOUND', `"${input.captureId}" is not a PayPal capture id`);
      }
      const response = await api('POST', `/v2/payments/captures/${input.captureId}/refund`, {
        headers: { 'PayPal-Request-Id': input.requestId, Prefer: 'return=representation' },
        json: {
          amount: { currency_code: input.currency, value: penceToDecimal(input.amountPence) },
          note_to_payer: input.note.slice(0, 255),
        },
      });
      if (!isSuccess(response)) throw toProviderError(response);
      const refund = parseBody(refundSchema, response, 'refund');
      return {
        id: refund.id,
        status: refund.status,
        amountPence: refund.amount ? pence(refund.amount.value, response) : input.amountPence,
      };
    },

    async getPayoutBatchItems(batchId: string): Promise<PayoutItem[]> {
      if (!BATCH_ID_PATTERN.test(batchId)) return [];
      const response = await api('GET', `/v1/payments/payouts/${batchId}`);
      if (response.status === 404) return [];
      if (!isSuccess(response)) throw toProviderError(response);
      const batch = parseBody(payoutBatchSchema, response, 'payout batch');
      return (batch.items ?? []).map((item) => toPayoutItem(item, batch.batch_header.payout_batch_id));
    },

    async getPayoutItem(itemId: string): Promise<PayoutItem | null> {
      if (!BATCH_ID_PATTERN.test(itemId)) return null;
      const response = await api('GET', `/v1/payments/payouts-item/${itemId}`);
      if (response.status === 404) return null;
      if (!isSuccess(response)) throw toProviderError(response);
      return toPayoutItem(parseBody(payoutItemSchema, response, 'payout item'));
    },

    async cancelPayoutItem(itemId: string): Promise<PayoutItem> {
      if (!BATCH_ID_PATTERN.test(itemId)) {
        throw new ProviderError(404, 'RESOURCE_NOT_FOUND', `"${itemId}" is not a payout item id`);
      }
      const response = await api('POST', `/v1/payments/payouts-item/${itemId}/cancel`, { json: {} });
      if (!isSuccess(response)) throw toProviderError(response);
      return toPayoutItem(parseBody(payoutItemSchema, response, 'payout item'));
    },

    async verifyWebhookSignature(input: WebhookVerification): Promise<boolean> {
      // The event goes back byte for byte as it came: PayPal checks its CRC32 against the signature.
      const head = JSON.stringify({
        auth_algo: input.authAlgo,
        cert_url: input.certUrl,
        transmission_id: input.transmissionId,
        transmission_sig: input.transmissionSig,
        transmission_time: input.transmissionTime,
        webhook_id: input.webhookId,
      });
      const rawJson = `${head.slice(0, -1)},"webhook_event":${input.rawEvent}}`;
      const response = await api('POST', '/v1/notifications/verify-webhook-signature', { rawJson });
      if (!isSuccess(response)) throw toProviderError(response);
      return parseBody(verificationSchema, response, 'verification').verification_status === 'SUCCESS';
    },

    async sendPayout(input: PayoutInput): Promise<PayoutResult> {
      const value = penceToDecimal(input.amountPence);
      const response = await api('POST', '/v1/payments/payouts', {
        json: {
          sender_batch_header: {
            sender_batch_id: input.senderBatchId,
            email_subject: 'You have a payout from Arena',
            recipient_type: 'EMAIL',
          },
          items: [
            {
              recipient_type: 'EMAIL',
              amount: { value, currency: input.currency },
              receiver: input.receiverEmail,
              note: input.note,
              sender_item_id: input.senderBatchId,
            },
          ],
        },
      });
      if (isSuccess(response)) {
        const { batch_header } = parseBody(payoutSchema, response, 'payout');
        return { batchId: batch_header.payout_batch_id, status: batch_header.batch_status };
      }
      const duplicate = duplicateBatch(response);
      if (!duplicate) throw toProviderError(response);
      // A retry of a payout PayPal already holds: it was not sent again; report the original batch.
      // PayPal documents the link as always present; without it the original batch id is unknown.
      if (duplicate.batchId === null) return { batchId: '', status: 'DUPLICATE', alreadySent: true };
      // The status is a courtesy: the money went out already, so failing to read it must not turn the
      // payout into an error a caller could take for "not paid" (and refund).
      const existing = await api('GET', `/v1/payments/payouts/${duplicate.batchId}`).catch(() => null);
      if (existing && isSuccess(existing)) {
        const { batch_header } = parseBody(payoutSchema, existing, 'payout');
        return {
          batchId: batch_header.payout_batch_id,
          status: batch_header.batch_status,
          alreadySent: true,
        };
      }
      return { batchId: duplicate.batchId, status: 'DUPLICATE', alreadySent: true };
    },
  };
}
