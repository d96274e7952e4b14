/**
 * The OpenAPI document's conventions (decision 0013), in one place: the tags, and the error answers of every
 * route, derived from what the route is (secured, takes a body, has path parameters) plus the business
 * refusals its schema declares, all pointing at one shared ErrorEnvelope.
 */
import type { SwaggerTransform, SwaggerTransformObject } from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { WEBHOOK_EVENTS, WEBHOOK_EVENT_DATA } from '@arena/shared/webhooks';

/** Refusals that only the route's rules know of: it declares them in its schema (`refusals: [409]`). */
export type DeclaredRefusal = 401 | 404 | 409 | 429;

declare module 'fastify' {
  interface FastifySchema {
    /** Refusals beyond what the route's shape implies: 401 bad signature, 404 unknown or not yours, 409, 429. */
    refusals?: readonly DeclaredRefusal[];
  }
}

export const OPENAPI_TAGS = [
  { name: 'operations', description: 'Liveness and readiness checks for load balancers and orchestrators' },
  { name: 'account', description: 'Sign-up, sign-in, sessions, password reset and the signed-in profile' },
  { name: 'catalogue', description: 'Public games and tournaments, as visitors and players browse them' },
  { name: 'pages', description: 'Terms, privacy policy, about-us content and the contact form' },
  { name: 'teams', description: 'Teams of 1 to 4 players: creation, invitations, rosters and leaving' },
  { name: 'profiles', description: 'Public player and team pages: ratings, records, matches and placings' },
  { name: 'enrolment', description: 'Entering a team into a tournament and leaving it before the start' },
  { name: 'ladders', description: 'Season ladders: standings, joining, challenges and their matches' },
  { name: 'payments', description: 'Credits, the VIP plan and VIP tokens bought with PayPal in GBP' },
  { name: 'wallet', description: 'Prize money: the PayPal e-mail payouts go to, and withdrawal requests' },
  { name: 'brackets', description: 'Live brackets, my matches and score reports by captains' },
  {
    name: 'discord',
    description: 'The /arena Discord command (HTTP interactions) and linking a Discord account in My Account',
  },
  {
    name: 'notifications',
    description:
      'In-app notifications, preferences, e-mail unsubscribe and live updates (Server-Sent Events)',
  },
  {
    name: 'admin',
    description: 'The organiser console: admins only (anyone else gets the answer of an unknown route)',
  },
];

/** Every error answer the API gives, once; routes point at these. */
const ERROR_ANSWERS = {
  400: {
    name: 'BadRequest',
    description:
      'The request is not valid: a field breaks a rule (one sentence per broken rule in `error`), the body is not valid JSON, the URL is malformed, or text holds the NUL character',
  },
  401: {
    name: 'BadSignature',
    description:
      'The request is not signed as the route requires (Discord interactions: a missing, stale or wrong Ed25519 signature)',
  },
  403: { name: 'SessionRequired', description: 'No session, or it has expired: sign in again' },
  404: {
    name: 'NotFound',
    description: 'The resource does not exist or is not yours (admin routes answer anyone but an admin so)',
  },
  409: {
    name: 'Conflict',
    description: 'The resource is not in a state that allows this (already done, taken, started or over)',
  },
  413: { name: 'PayloadTooLarge', description: 'The body is over 64 KiB, or an upload over its own limit' },
  414: { name: 'UriTooLong', description: 'A path parameter is over 100 characters' },
  415: {
    name: 'UnsupportedMediaType',
    description: 'The body is not JSON (or, for uploads, not multipart/form-data with a JPEG or PNG)',
  },
  429: { name: 'TooManyRequests', description: 'Too many attempts: retry after the Retry-After header' },
  500: {
    name: 'InternalError',
    description: 'An unexpected error; `request_id` identifies it in the server log',
  },
  503: {
    name: 'Unavailable',
    description: 'The database or a provider (PayPal) is unavailable: retry after the Retry-After header',
  },
} as const;

type ErrorStatus = keyof typeof ERROR_ANSWERS;

const METHODS_WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** What the document can say about a route without running it. */
export interface RouteFacts {
  method: string;
  url: string;
  secured: boolean;
  refusals: readonly DeclaredRefusal[];
  /** An organiser's API key may call it (decision 0059): refused keys (403) and the key's rate limit (429). */
  takesApiKey?: boolean;
}

/** The error answers a route can give: derived from its facts, plus what it declares. */
export function errorStatusesOf(route: RouteFacts): ErrorStatus[] {
  const statuses = new Set<ErrorStatus>([400, 500, 503, ...route.refusals]);
  const hasPathParameters = /[:*]/.test(route.url);
  if (route.secured || route.takesApiKey) statuses.add(403);
  if (route.takesApiKey) statuses.add(429);
  // An admin route is invisible to anyone but an admin; a path parameter names a resource that may not exist.
  if ((route.secured && route.url.startsWith('/api/admin/')) || hasPathParameters) statuses.add(404);
  if (hasPathParameters) statuses.add(414);
  if (METHODS_WITH_BODY.has(route.method)) {
    statuses.add(413);
    statuses.add(415);
  }
  return [...statuses].sort((a, b) => a - b);
}

const ERROR_ENVELOPE = {
  type: 'object',
  description: 'Every refusal: the HTTP status repeated, `status` false and the sentences to show',
  required: ['status_code', 'status', 'message', 'error'],
  properties: {
    status_code: { type: 'integer', description: 'The HTTP status' },
    status: { type: 'boolean', enum: [false] },
    message: { type: 'string', description: 'The first sentence of `error`' },
    error: {
      type: 'array',
      items: { type: 'string' },
      description: 'One sentence per broken rule (the contact form keys them by field)',
    },
    request_id: { type: 'string', description: 'On 5xx answers: the id of the request in the server log' },
    code: {
      type: 'string',
      description:
        'On every refusal the API itself decides, its stable code, for a client that reacts to it; e.g. ' +
        'EMAIL_NOT_VERIFIED (offer a new link), AGE_AND_COUNTRY_REQUIRED (the profile form), ' +
        'ADMIN_SECOND_FACTOR_REQUIRED (the console needs a second factor on the account), STEP_UP_REQUIRED (confirm ' +
        'with `POST /api/step-up`, then retry)',
    },
  },
};

/**
 * The organisers' webhook events (decision 0058), as OpenAPI 3.1 `webhooks`: the body each delivery posts and the
 * Standard Webhooks headers that sign it.
 */
function webhooksDocument() {
  const header = (description: string) => ({ required: true, schema: { type: 'string' }, description });
  return Object.fromEntries(
    WEBHOOK_EVENTS.map((event) => {
      const { summary, fields } = WEBHOOK_EVENT_DATA[event];
      return [
        event,
        {
          post: {
            operationId: `webhook_${event.replace('.', '_')}`,
            summary,
            description:
              `Posted to every endpoint subscribed to \`${event}\` (and to its tournament, when the endpoint names one). ` +
              'Verify it with a Standard Webhooks library (`standardwebhooks`, `svix`) and the endpoint secret; ' +
              'answer 2xx. Other answers are retried with exponential backoff for 24 hours.',
            tags: ['admin'],
            parameters: [
              {
                in: 'header',
                name: 'webhook-id',
                ...header('The message id: the same on every attempt and replay'),
              },
              {
                in: 'header',
                name: 'webhook-timestamp',
                ...header('Seconds since the epoch of this attempt'),
              },
              {
                in: 'header',
                name: 'webhook-signature',
                ...header(
                  '`v1,<base64 HMAC-SHA256 of "id.timestamp.body">`, one per secret, space-separated',
                ),
              },
            ],
            requestBody: {
              required: true,
              content: {
                'application/json': {
                  schema: {
                    type: 'object',
                    required: ['type', 'timestamp', 'data'],
                    properties: {
                      type: { type: 'string', const: event },
                      timestamp: { type: 'string', format: 'date-time' },
                      data: {
                        type: 'object',
                        properties: Object.fromEntries(
                          Object.entries(fields).map(([name, type]) => [
                            name,
                            type === 'array'
                              ? { type: 'array', items: { type: 'integer' } }
                              : { type: [type, 'null'] },
                          ]),
                        ),
                      },
                    },
                  },
                },
              },
            },
            responses: { '200': { description: 'Received (any 2xx)' } },
          },
        },
      ];
    }),
  );
}

interface OpenApiObject {
  components?: Record<string, Record<string, unknown>>;
  paths?: Record<string, Record<string, { responses?: Record<string, unknown> }>>;
  [key: string]: unknown;
}

const toOpenApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

/**
 * @fastify/swagger's `transform` and `transformObject`: the first converts each route's zod schemas and notes
 * its facts, the second adds the shared components and every route's error answers to the finished document.
 */
export function createOpenApiTransforms() {
  const factsByOperation = new Map<string, RouteFacts>();

  const transform: SwaggerTransform = (input) => {
    const { route, url } = input;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const security = (route.schema as { security?: unknown[] } | undefined)?.security;
    for (const method of methods) {
      factsByOperation.set(`${method.toLowerCase()} ${toOpenApiPath(url)}`, {
        method: method.toUpperCase(),
        url,
        secured: Array.isArray(security) && security.length > 0,
        refusals: route.schema?.refusals ?? [],
        takesApiKey: route.schema?.apiKeyScope !== undefined,
      });
    }
    const converted = jsonSchemaTransform(input);
    if (!converted.schema) return converted;
    // Documentation only: not JSON Schema keywords, so they leave the route's schema here.
    const {
      refusals: _refusals,
      apiKeyScope,
      ...schema
    } = converted.schema as Record<string, unknown> & { apiKeyScope?: string };
    if (apiKeyScope) {
      // Either requirement is enough: the session (or none, on a public route), or a key. An http scheme has no
      // scopes in OpenAPI, so the scope the key needs is the operation's `x-api-key-scope`.
      const alternatives = Array.isArray(security) && security.length > 0 ? security : [{}];
      schema.security = [...alternatives, { apiKey: [] }];
      schema['x-api-key-scope'] = apiKeyScope;
      const described = typeof schema.description === 'string' ? `${schema.description} ` : '';
      schema.description = `${described}An API key needs the \`${apiKeyScope}\` scope.`;
    }
    return { ...converted, schema };
  };

  const transformObject: SwaggerTransformObject = (documentObject) => {
    if (!('openapiObject' in documentObject)) return documentObject.swaggerObject;
    const document = documentObject.openapiObject as unknown as OpenApiObject;
    const responses: Record<string, unknown> = {};
    for (const answer of Object.values(ERROR_ANSWERS)) {
      responses[answer.name] = {
        description: answer.description,
        content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } },
      };
    }
    document.components = {
      ...document.components,
      schemas: { ...document.components?.schemas, ErrorEnvelope: ERROR_ENVELOPE },
      responses: { ...document.components?.responses, ...responses },
    };
    for (const [path, operations] of Object.entries(document.paths ?? {})) {
      for (const [method, operation] of Object.entries(operations)) {
        const facts = factsByOperation.get(`${method} ${path}`);
        if (!facts) continue;
        operation.responses ??= {};
        for (const status of errorStatusesOf(facts)) {
          // A route that documents its own shape for a status (the contact form's keyed errors) keeps it.
          operation.responses[status] ??= { $ref: `#/components/responses/${ERROR_ANSWERS[status].name}` };
        }
      }
    }
    document.webhooks = webhooksDocument();
    return document as unknown as typeof documentObject.openapiObject;
  };

  return { transform, transformObject };
}
