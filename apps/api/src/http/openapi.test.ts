/**
 * The OpenAPI document's conventions (decision 0013) hold for every route, including routes added later:
 * a unique camelCase operationId, a summary, a description, declared tags, and every error answer documented
 * through the shared components; and the answers it documents are the answers the routes give.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAdmin } from '../../test/admin-fixtures';
import { createTestApp, type TestApp } from '../../test/harness';
import { openApiDocument, operationsOf, type OpenApiDocument, type Operation } from '../../test/openapi';

let t: TestApp;
let document: OpenApiDocument;
let all: Operation[];
beforeAll(async () => {
  t = await createTestApp();
  document = await openApiDocument(t.app);
  all = operationsOf(document);
});
afterAll(() => t.close());

const label = (operation: Operation) => `${operation.method} ${operation.path}`;
const hasBody = (operation: Operation) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(operation.method);

describe('the OpenAPI document', () => {
  it('names, summarises, describes and tags every operation', () => {
    expect(all.length).toBeGreaterThan(90);
    const declaredTags = new Map((document.tags ?? []).map((tag) => [tag.name, tag.description]));
    const seen = new Set<string>();
    for (const operation of all) {
      const { operationId, summary, description, tags } = operation.operation;
      expect(operationId, label(operation)).toMatch(/^[a-z][a-zA-Z0-9]*$/);
      expect(seen.has(operationId!), `${label(operation)}: operationId ${operationId} is used twice`).toBe(
        false,
      );
      seen.add(operationId!);
      expect(summary?.trim(), `${label(operation)}: summary`).toBeTruthy();
      expect(description?.trim(), `${label(operation)}: description`).toBeTruthy();
      expect(description, `${label(operation)}: the description says more than the summary`).not.toBe(
        summary,
      );
      expect(tags?.length, `${label(operation)}: tags`).toBeGreaterThan(0);
      for (const tag of tags ?? []) {
        expect(
          declaredTags.get(tag),
          `${label(operation)}: tag ${tag} is declared with a description`,
        ).toBeTruthy();
      }
    }
  });

  it('documents every error answer of every operation through the shared components', () => {
    const responses = document.components?.responses ?? {};
    expect(document.components?.schemas?.ErrorEnvelope).toMatchObject({
      required: ['status_code', 'status', 'message', 'error'],
    });
    for (const [name, response] of Object.entries(responses)) {
      expect(response, name).toMatchObject({
        description: expect.any(String),
        content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } },
      });
    }
    for (const operation of all) {
      const documented = operation.operation.responses ?? {};
      const expected = [400, 500, 503];
      if (operation.secured) expected.push(403);
      if (operation.pathNames.length > 0) expected.push(404, 414);
      if (operation.secured && operation.path.startsWith('/api/admin/')) expected.push(404);
      if (hasBody(operation)) expected.push(413, 415);
      expect(documented['200'], `${label(operation)}: 200`).toBeDefined();
      for (const status of expected) {
        expect(documented[String(status)], `${label(operation)}: ${status}`).toBeDefined();
      }
      for (const [status, response] of Object.entries(documented)) {
        if (status.startsWith('2')) continue;
        const ref = (response as { $ref?: string }).$ref;
        // Either a shared answer, or the route's own documented shape (the contact form's keyed errors).
        if (ref)
          expect(Object.keys(responses), `${label(operation)}: ${status}`).toContain(ref.split('/').pop());
        else expect(response, `${label(operation)}: ${status}`).toHaveProperty('content');
      }
    }
  });

  it("leaves out the PayPal sandbox's PayPal API, and documents its controls, which are Arena's", () => {
    expect(Object.keys(document.paths).filter((path) => path.includes('paypal-sandbox'))).toEqual([
      '/api/paypal-sandbox/controls/orders/{id}/next-capture',
      '/api/paypal-sandbox/controls/captures/{id}/complete',
      '/api/paypal-sandbox/controls/captures/{id}/reverse',
      '/api/paypal-sandbox/controls/payouts-item/{id}/outcome',
    ]);
  });
});

describe('the documented answers are the answers given', () => {
  let admin: Record<string, string>;
  beforeEach(async () => {
    admin = (await createAdmin(t.app, t.database)).auth;
  });

  it('answers 414 on every route with a path parameter when it is over 100 characters', async () => {
    const withParameters = all.filter((operation) => operation.pathNames.length > 0);
    expect(withParameters.length).toBeGreaterThan(15);
    for (const operation of withParameters) {
      const url = operation.path.replace(/\{[^}]+\}/g, '9'.repeat(101));
      const response = await t.app.inject({ method: operation.method as 'GET', url, headers: admin });
      expect(response.statusCode, label(operation)).toBe(414);
      expect(response.json(), label(operation)).toMatchObject({ status_code: 414, status: false });
    }
  });

  it('answers 415 on every route that takes a body when it is not JSON', async () => {
    for (const operation of all.filter(hasBody)) {
      const response = await t.app.inject({
        method: operation.method as 'POST',
        url: operation.path.replace(/\{[^}]+\}/g, '1'),
        headers: { ...admin, 'content-type': 'text/xml' },
        payload: '<x/>',
      });
      expect(response.statusCode, label(operation)).toBe(415);
      expect(response.json(), label(operation)).toMatchObject({ status_code: 415, status: false });
    }
  });
});
