/** Wires the REST client to the built-in sandbox in-process: requests go through app.inject, no port. */
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { HttpFetch, PaymentProvider } from './payment-provider';
import { createPayPalRestProvider } from './paypal-rest.provider';
import { SANDBOX_CLIENT_ID, SANDBOX_CLIENT_SECRET, SANDBOX_PREFIX } from './paypal-sandbox.wire';

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

export function createSandboxProvider(app: FastifyInstance): PaymentProvider {
  return createPayPalRestProvider({
    name: 'sandbox',
    baseUrl: `${SANDBOX_ORIGIN}${SANDBOX_PREFIX}`,
    clientId: SANDBOX_CLIENT_ID,
    clientSecret: SANDBOX_CLIENT_SECRET,
    fetch: injectFetch(app),
  });
}
