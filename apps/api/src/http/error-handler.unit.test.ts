import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerErrorHandling } from './error-handler';
import { AppError } from './errors';

const expectEnvelope = (response: { statusCode: number; body: string }, status: number) => {
  expect(response.statusCode).toBe(status);
  const json = JSON.parse(response.body) as Record<string, unknown>;
  expect(json).toMatchObject({ status_code: status, status: false });
  expect(Array.isArray(json.error) && json.error.length > 0).toBe(true);
  expect(response.body).not.toMatch(/\bat .+\.(ts|js):\d+/);
  return json as { message: string; error: string[] };
};

describe('the single error handler', () => {
  it('hides the details of an unexpected error behind 500 and a request id', async () => {
    const app = Fastify({ logger: false });
    registerErrorHandling(app);
    app.get('/api/boom', async () => {
      throw new Error('secret detail: connection string postgres://user:pw@host');
    });
    const response = await app.inject({ url: '/api/boom' });
    const json = expectEnvelope(response, 500) as { message: string; request_id?: string };
    expect(json.message).toBe('An error occurred');
    expect(json.request_id).toBeTruthy();
    expect(response.body).not.toContain('secret');
    await app.close();
  });

  it('maps a domain error to its status and sentence', async () => {
    const app = Fastify({ logger: false });
    registerErrorHandling(app);
    app.get('/api/conflict', async () => {
      throw new AppError('conflict', 'ALREADY_ENROLLED', 'This team is already enrolled');
    });
    const json = expectEnvelope(await app.inject({ url: '/api/conflict' }), 409);
    expect(json.error).toEqual(['This team is already enrolled']);
    await app.close();
  });
});
