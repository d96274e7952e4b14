/**
 * The e2e servers' Discord application (decision 0060): a fixed Ed25519 key pair, so a spec can sign interactions
 * as Discord would. Its public key is every e2e server's DISCORD_PUBLIC_KEY.
 */
import { createPrivateKey, createPublicKey, sign } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';

// A test key only: the 32-byte seed wrapped in PKCS#8 (Ed25519's fixed prefix).
const SEED = Buffer.alloc(32, 7);
const privateKey = createPrivateKey({
  key: Buffer.concat([Buffer.from('302e020100300506032b657004220420', 'hex'), SEED]),
  format: 'der',
  type: 'pkcs8',
});

export const DISCORD_TEST_PUBLIC_KEY = Buffer.from(
  createPublicKey(privateKey).export({ format: 'jwk' }).x!,
  'base64url',
).toString('hex');

/** `/arena <sub>` typed by a Discord user, signed and posted as Discord posts it; answers the message text. */
export async function discordCommand(
  request: APIRequestContext,
  user: { id: string; username: string },
  sub: string,
  options: Record<string, string> = {},
): Promise<string> {
  const body = JSON.stringify({
    type: 2,
    data: {
      name: 'arena',
      options: [
        {
          name: sub,
          type: 1,
          options: Object.entries(options).map(([name, value]) => ({ name, type: 3, value })),
        },
      ],
    },
    member: { user },
  });
  const timestamp = String(Math.floor(Date.now() / 1000));
  const signature = sign(null, Buffer.from(timestamp + body), privateKey).toString('hex');
  const response = await request.post('/api/discord/interactions', {
    headers: {
      'content-type': 'application/json',
      'x-signature-ed25519': signature,
      'x-signature-timestamp': timestamp,
    },
    data: body,
  });
  if (!response.ok()) throw new Error(`interaction answered ${response.status()}: ${await response.text()}`);
  return ((await response.json()) as { data: { content: string } }).data.content;
}
