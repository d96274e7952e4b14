/** Ready-made players for tests, created through the public API like real sign-ups. */
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

export const STRONG_PASSWORD = 'Str0ng!Pass';

let counter = 0;

export function newPlayer(overrides: Partial<{ name: string; email: string; password: string }> = {}) {
  counter += 1;
  const id = `${Date.now().toString(36)}${counter}`;
  return { name: `player${id}`, email: `player${id}@arena.test`, password: STRONG_PASSWORD, ...overrides };
}

export async function register(app: FastifyInstance, player = newPlayer()) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/register',
    payload: { ...player, password_confirmation: player.password, terms: true },
  });
  expect(response.statusCode, response.body).toBe(200);
  return player;
}

export async function login(
  app: FastifyInstance,
  credentials: { email: string; password: string },
  options: { remember?: boolean; ip?: string } = {},
) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/login',
    remoteAddress: options.ip,
    payload: { email: credentials.email, password: credentials.password, remember: options.remember },
  });
  expect(response.statusCode, response.body).toBe(200);
  const json = response.json<{ token: string; user: { id: number; email: string } }>();
  return { token: json.token, user: json.user, auth: { authorization: `Bearer ${json.token}` } };
}

export async function registerAndLogin(
  app: FastifyInstance,
  overrides: Parameters<typeof newPlayer>[0] = {},
) {
  const player = await register(app, newPlayer(overrides));
  return { ...player, ...(await login(app, player)) };
}
