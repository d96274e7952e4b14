/** Wires the REST client to the built-in sandbox in-process: requests go through app.inject, no port. */
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { HttpFetch, PaymentProvider } from './payment-provider';
import { createPayPalRestProvider } from './paypal-rest.provider';
import type { SandboxSecretsRef } from './paypal-sandbox-secrets';
import { SANDBOX_PREFIX } from './paypal-sandbox.wire';

/** A host that resolves nowhere: only the path and query of the URL are used. */
const SANDBOX_ORIGIN = 'http://paypal-sandbox.internal';

const METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS']);

export function injectFetch(app: FastifyInstance): HttpFetch {
  return async (url, init) => {
    const { pathname, search } = new URL(url);
    const method = init.method.toUpperCase();
    if (!METHODS.has(method)) throw new TypeError(`Unsupported HTTP method ${init.method}`);
    const response = await app.inject({
      method: method as InjectOptions['method'],
      url: `${pathname}${search}`,
      headers: init.headers,
      payload: init.body,
    });
    return { status: response.statusCode, text: async () => response.body };
  };
}

/**
 * The REST client with this installation's credentials (decision 0030), made on its first call: the secrets
 * are read from the database then, not when the app is built.
 */
export function createSandboxProvider(app: FastifyInstance, secrets: SandboxSecretsRef): PaymentProvider {
  let client: Promise<PaymentProvider> | null = null;
  const rest = () => {
    client ??= secrets.get().then(
      ({ clientId, clientSecret }) =>
        createPayPalRestProvider({
          name: 'sandbox',
          baseUrl: `${SANDBOX_ORIGIN}${SANDBOX_PREFIX}`,
          clientId,
          clientSecret,
          fetch: injectFetch(app),
        }),
      (error: unknown) => {
        client = null;
        throw error;
      },
    );
    return client;
  };
  return {
    name: 'sandbox',
    clientId: null,
    createOrder: async (input) => (await rest()).createOrder(input),
    getOrder: async (orderId) => (await rest()).getOrder(orderId),
    captureOrder: async (orderId, requestId) => (await rest()).captureOrder(orderId, requestId),
    getCapture: async (captureId) => (await rest()).getCapture(captureId),
    getRefund: async (refundId) => (await rest()).getRefund(refundId),
    refundCapture: async (input) => (await rest()).refundCapture(input),
    sendPayout: async (input) => (await rest()).sendPayout(input),
    getPayoutBatchItems: async (batchId) => (await rest()).getPayoutBatchItems(batchId),
    getPayoutItem: async (itemId) => (await rest()).getPayoutItem(itemId),
    cancelPayoutItem: async (itemId) => (await rest()).cancelPayoutItem(itemId),
    verifyWebhookSignature: async (input) => (await rest()).verifyWebhookSignature(input),
  };
}
