/**
 * Passkeys through HTTP (decision 0053) with a software authenticator: a P-256 key made here, attestation
 * 'none', clientDataJSON, authenticator data and the CBOR attestation object built by hand.
 */
import { createHash, createSign, generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { isoCBOR } from '@simplewebauthn/server/helpers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSKEY_MESSAGES } from '@arena/shared/passkeys';
import { TWO_FACTOR_MESSAGES } from '@arena/shared/two-factor';
import { sessions } from '../../db/schema/sessions';
import { passkeys } from '../../db/schema/two-factor';
import { users } from '../../db/schema/users';
import { totpCode } from '../../lib/totp';
import { body, createTestApp, type TestApp } from '../../../test/harness';
import { registerAndLogin } from '../../../test/fixtures';

const ORIGIN = 'https://arena.example';
const RP_ID = 'arena.example';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { publicUrl: ORIGIN } });
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as Record<string, unknown>, headers });

const b64url = (bytes: Uint8Array | Buffer) => Buffer.from(bytes).toString('base64url');
const sha = (data: Uint8Array | Buffer | string) => createHash('sha256').update(data).digest();

/** FLAGS: user present (0x01), user verified (0x04), attested credential data (0x40). */
const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

class SoftAuthenticator {
  readonly credentialId = randomBytes(16);
  private readonly privateKey: KeyObject;
  private readonly publicJwk: { x: string; y: string };
  counter = 0;

  constructor() {
    const pair = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.privateKey = pair.privateKey;
    const jwk = pair.publicKey.export({ format: 'jwk' });
    this.publicJwk = { x: jwk.x!, y: jwk.y! };
  }

  private coseKey(): Uint8Array {
    return isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2], // kty: EC2
        [3, -7], // alg: ES256
        [-1, 1], // crv: P-256
        [-2, Buffer.from(this.publicJwk.x, 'base64url')],
        [-3, Buffer.from(this.publicJwk.y, 'base64url')],
      ]),
    );
  }

  private authData(flags: number, rpId: string, attested: boolean): Buffer {
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(this.counter);
    const parts = [sha(rpId), Buffer.from([flags]), counter];
    if (attested) {
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(this.credentialId.length);
      parts.push(Buffer.alloc(16), idLength, this.credentialId, Buffer.from(this.coseKey()));
    }
    return Buffer.concat(parts);
  }

  private clientData(type: string, challenge: string, origin: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  /** The browser's RegistrationResponseJSON for these creation options. */
  register(options: { challenge: string }, opts: { origin?: string; rpId?: string; flags?: number } = {}) {
    const clientDataJSON = this.clientData('webauthn.create', options.challenge, opts.origin ?? ORIGIN);
    const authData = this.authData(opts.flags ?? UP | UV | AT, opts.rpId ?? RP_ID, true);
    const attestationObject = isoCBOR.encode(
      new Map<string, unknown>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', new Uint8Array(authData)],
      ]) as never,
    );
    return {
      id: b64url(this.credentialId),
      rawId: b64url(this.credentialId),
      type: 'public-key',
      response: {
        clientDataJSON: b64url(clientDataJSON),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
      clientExtensionResults: {},
    };
  }

  /** The browser's AuthenticationResponseJSON for these request options (the counter moves on first). */
  authenticate(options: { challenge: string }, opts: { origin?: string; counter?: number } = {}) {
    this.counter = opts.counter ?? this.counter + 1;
    const clientDataJSON = this.clientData('webauthn.get', options.challenge, opts.origin ?? ORIGIN);
    const authData = this.authData(UP | UV, RP_ID, false);
    const signer = createSign('SHA256');
    signer.update(Buffer.concat([authData, sha(clientDataJSON)]));
    const signature = signer.sign(this.privateKey);
    return {
      id: b64url(this.credentialId),
      rawId: b64url(this.credentialId),
      type: 'public-key',
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        userHandle: null,
      },
      clientExtensionResults: {},
    };
  }
}

type Player = Awaited<ReturnType<typeof registerAndLogin>>;

async function registrationOptions(player: Player) {
  const response = await post('/api/passkeys/registration-options', {}, player.auth);
  expect(response.statusCode, response.body).toBe(200);
  return body<{ options: { challenge: string; rp: { id: string }; excludeCredentials: { id: string }[] } }>(
    response,
  ).options;
}

async function addPasskey(player: Player, device = new SoftAuthenticator(), name = 'My phone') {
  const options = await registrationOptions(player);
  const response = await post('/api/passkeys', { name, response: device.register(options) }, player.auth);
  expect(response.statusCode, response.body).toBe(200);
  return { device, passkey: body<{ passkey: { id: number; name: string } }>(response).passkey };
}

async function loginOptions() {
  const response = await post('/api/passkey-login/options', {});
  expect(response.statusCode, response.body).toBe(200);
  return body<{ options: { challenge: string; rpId: string; userVerification: string } }>(response).options;
}

const list = async (player: Player) => {
  const response = await t.app.inject({ method: 'GET', url: '/api/passkeys', headers: player.auth });
  expect(response.statusCode, response.body).toBe(200);
  return body<{ passkeys: Record<string, unknown>[] }>(response).passkeys;
};

describe('registering a passkey', () => {
  it("answers options for PUBLIC_URL's host and keeps the verified passkey, listed with its name", async () => {
    const player = await registerAndLogin(t.app);
    const options = await registrationOptions(player);
    expect(options.rp.id).toBe(RP_ID);
    const device = new SoftAuthenticator();
    const response = await post(
      '/api/passkeys',
      { name: '  Laptop  ', response: device.register(options) },
      player.auth,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe(PASSKEY_MESSAGES.added);
    const listed = await list(player);
    expect(listed).toEqual([
      {
        id: expect.any(Number),
        name: 'Laptop',
        created_at: expect.any(String),
        last_used_at: null,
        device_type: 'singleDevice',
        backed_up: false,
      },
    ]);
    const [row] = await t.database.db.select().from(passkeys).where(eq(passkeys.userId, player.user.id));
    expect(row!.credentialId).toBe(b64url(device.credentialId));
    // The next options exclude it.
    expect((await registrationOptions(player)).excludeCredentials.map((c) => c.id)).toEqual([
      b64url(device.credentialId),
    ]);
  });

  it('refuses another origin, another relying party, no user verification and a challenge used twice', async () => {
    const player = await registerAndLogin(t.app);
    const device = new SoftAuthenticator();
    const tries = [
      device.register(await registrationOptions(player), { origin: 'https://evil.example' }),
      device.register(await registrationOptions(player), { rpId: 'evil.example' }),
      device.register(await registrationOptions(player), { flags: UP | AT }),
    ];
    for (const attempt of tries) {
      const response = await post('/api/passkeys', { name: 'Phone', response: attempt }, player.auth);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().message).toBe(PASSKEY_MESSAGES.notVerified);
    }
    const options = await registrationOptions(player);
    const good = device.register(options);
    expect((await post('/api/passkeys', { name: 'Phone', response: good }, player.auth)).statusCode).toBe(
      200,
    );
    const again = await post(
      '/api/passkeys',
      { name: 'Phone', response: device.register(options) },
      player.auth,
    );
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(PASSKEY_MESSAGES.challengeExpired);
    expect(await list(player)).toHaveLength(1);
  });

  it("refuses another player's challenge, a missing name, and asks for a session", async () => {
    const player = await registerAndLogin(t.app);
    const other = await registerAndLogin(t.app);
    const device = new SoftAuthenticator();
    const options = await registrationOptions(other);
    const stolen = await post(
      '/api/passkeys',
      { name: 'Phone', response: device.register(options) },
      player.auth,
    );
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().message).toBe(PASSKEY_MESSAGES.challengeExpired);
    const nameless = await post(
      '/api/passkeys',
      { name: ' ', response: device.register(options) },
      other.auth,
    );
    expect(nameless.statusCode).toBe(400);
    expect(nameless.json().message).toBe(PASSKEY_MESSAGES.nameRequired);
    expect((await post('/api/passkeys/registration-options', {})).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/passkeys' })).statusCode).toBe(403);
  });
});

describe('removing a passkey', () => {
  it("removes one's own; another player's or an unknown one is 404", async () => {
    const player = await registerAndLogin(t.app);
    const other = await registerAndLogin(t.app);
    const { passkey } = await addPasskey(player);
    const del = (id: number, who: Player) =>
      t.app.inject({ method: 'DELETE', url: `/api/passkeys/${id}`, headers: who.auth });
    expect((await del(passkey.id, other)).statusCode).toBe(404);
    expect(await list(player)).toHaveLength(1);
    const removed = await del(passkey.id, player);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().message).toBe(PASSKEY_MESSAGES.removed);
    expect(await list(player)).toEqual([]);
    expect((await del(passkey.id, player)).statusCode).toBe(404);
  });
});

describe('signing in with a passkey', () => {
  it('opens a session with its second factor, as the login answers, and records the use', async () => {
    const player = await registerAndLogin(t.app);
    const { device } = await addPasskey(player);
    const options = await loginOptions();
    expect(options.rpId).toBe(RP_ID);
    expect(options.userVerification).toBe('required');
    const response = await post('/api/passkey-login', { response: device.authenticate(options) });
    expect(response.statusCode, response.body).toBe(200);
    const json = body<{ token: string; user: { id: number; email: string } }>(response);
    expect(json.user.id).toBe(player.user.id);
    expect(response.json().message).toBe('Login successful');
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/passkeys',
      headers: { authorization: `Bearer ${json.token}` },
    });
    expect(me.statusCode).toBe(200);
    const rows = await t.database.db.select().from(sessions).where(eq(sessions.userId, player.user.id));
    const opened = rows.find((row) => row.secondFactorAt !== null);
    expect(opened).toBeDefined();
    const [row] = await t.database.db.select().from(passkeys).where(eq(passkeys.userId, player.user.id));
    expect(row!.signCount).toBe(1);
    expect(row!.lastUsedAt).not.toBeNull();
  });

  it('refuses a replayed challenge, another origin, an unknown passkey and a counter going backwards', async () => {
    const player = await registerAndLogin(t.app);
    const { device } = await addPasskey(player);
    const options = await loginOptions();
    expect((await post('/api/passkey-login', { response: device.authenticate(options) })).statusCode).toBe(
      200,
    );
    const replay = await post('/api/passkey-login', { response: device.authenticate(options) });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().message).toBe(PASSKEY_MESSAGES.challengeExpired);

    const wrongOrigin = await post('/api/passkey-login', {
      response: device.authenticate(await loginOptions(), { origin: 'https://evil.example' }),
    });
    expect(wrongOrigin.statusCode).toBe(400);
    expect(wrongOrigin.json().message).toBe(PASSKEY_MESSAGES.notVerified);

    const stranger = new SoftAuthenticator();
    const unknown = await post('/api/passkey-login', {
      response: stranger.authenticate(await loginOptions()),
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(PASSKEY_MESSAGES.unknownPasskey);

    // The stored counter is now 2 (the wrong-origin try moved only the device's); a clone answering 1 is refused.
    const cloned = await post('/api/passkey-login', {
      response: device.authenticate(await loginOptions(), { counter: 1 }),
    });
    expect(cloned.statusCode).toBe(400);
    expect(cloned.json().message).toBe(PASSKEY_MESSAGES.notVerified);
    const fine = await post('/api/passkey-login', { response: device.authenticate(await loginOptions()) });
    expect(fine.statusCode, fine.body).toBe(200);
  });

  it('refuses a suspended account and a removed passkey', async () => {
    const player = await registerAndLogin(t.app);
    const { device, passkey } = await addPasskey(player);
    await t.database.db.update(users).set({ bannedAt: new Date() }).where(eq(users.id, player.user.id));
    const banned = await post('/api/passkey-login', { response: device.authenticate(await loginOptions()) });
    expect(banned.statusCode).toBe(400);
    expect(banned.json().message).toBe('This account has been suspended. Please contact support.');
    await t.database.db.update(users).set({ bannedAt: null }).where(eq(users.id, player.user.id));
    await t.app.inject({ method: 'DELETE', url: `/api/passkeys/${passkey.id}`, headers: player.auth });
    const gone = await post('/api/passkey-login', { response: device.authenticate(await loginOptions()) });
    expect(gone.statusCode).toBe(400);
    expect(gone.json().message).toBe(PASSKEY_MESSAGES.unknownPasskey);
  });
});

describe('a passkey as the step-up of deleting the account', () => {
  async function stepUpOptions(player: Player) {
    const response = await post('/api/passkeys/step-up-options', {}, player.auth);
    expect(response.statusCode, response.body).toBe(200);
    return body<{ options: { challenge: string; allowCredentials: { id: string }[] } }>(response).options;
  }

  it("meets the second factor of an account with two-factor sign-in; another player's passkey does not", async () => {
    const player = await registerAndLogin(t.app);
    const { device } = await addPasskey(player);
    const setup = await post('/api/two-factor/setup', {}, player.auth);
    const { secret } = body<{ secret: string }>(setup);
    const enabled = await post('/api/two-factor/enable', { code: totpCode(secret, new Date()) }, player.auth);
    expect(enabled.statusCode, enabled.body).toBe(200);

    const other = await registerAndLogin(t.app);
    const stranger = (await addPasskey(other)).device;
    const options = await stepUpOptions(player);
    expect(options.allowCredentials.map((c) => c.id)).toEqual([b64url(device.credentialId)]);
    const foreign = await post(
      '/api/delete-account',
      { password: player.password, passkey: stranger.authenticate(options) },
      player.auth,
    );
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe(TWO_FACTOR_MESSAGES.wrongCode);

    const missing = await post('/api/delete-account', { password: player.password }, player.auth);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(TWO_FACTOR_MESSAGES.required);

    const fresh = await stepUpOptions(player);
    const assertion = device.authenticate(fresh);
    const deleted = await post(
      '/api/delete-account',
      { password: player.password, passkey: assertion },
      player.auth,
    );
    expect(deleted.statusCode, deleted.body).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, player.user.id));
    expect(row!.deletedAt).not.toBeNull();
    expect(await t.database.db.select().from(passkeys).where(eq(passkeys.userId, player.user.id))).toEqual(
      [],
    );
  });

  it('makes a passkey-only account a second-factor account: its PayPal e-mail asks for the passkey, which meets it and a step-up (decision 0057)', async () => {
    const player = await registerAndLogin(t.app);
    const { device } = await addPasskey(player);
    const bare = await post('/api/update-user-paypal-email', { paypal_email: 'me@paypal.test' }, player.auth);
    expect(bare.statusCode).toBe(400);
    expect(bare.json().message).toBe(TWO_FACTOR_MESSAGES.passkeyRequired);
    // A code is no use to an account without the app.
    const code = await post(
      '/api/update-user-paypal-email',
      { paypal_email: 'me@paypal.test', code: '123456' },
      player.auth,
    );
    expect(code.json().message).toBe(TWO_FACTOR_MESSAGES.wrongCode);
    const linked = await post(
      '/api/update-user-paypal-email',
      { paypal_email: 'me@paypal.test', passkey: device.authenticate(await stepUpOptions(player)) },
      player.auth,
    );
    expect(linked.statusCode, linked.body).toBe(200);

    const confirmed = await post(
      '/api/step-up',
      { passkey: device.authenticate(await stepUpOptions(player)) },
      player.auth,
    );
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const [session] = await t.database.db
      .select({ at: sessions.secondFactorAt })
      .from(sessions)
      .where(eq(sessions.userId, player.user.id));
    expect(session!.at).not.toBeNull();
    // The same answer again: its challenge is used up.
    const options = await stepUpOptions(player);
    const answer = device.authenticate(options);
    expect((await post('/api/step-up', { passkey: answer }, player.auth)).statusCode).toBe(200);
    expect((await post('/api/step-up', { passkey: answer }, player.auth)).json().message).toBe(
      TWO_FACTOR_MESSAGES.wrongCode,
    );
  });

  it('turns two-factor sign-in by app off with a passkey instead of a code', async () => {
    const player = await registerAndLogin(t.app);
    const { device } = await addPasskey(player);
    const setup = await post('/api/two-factor/setup', {}, player.auth);
    const { secret } = body<{ secret: string }>(setup);
    expect(
      (await post('/api/two-factor/enable', { code: totpCode(secret, new Date()) }, player.auth)).statusCode,
    ).toBe(200);
    const off = await post(
      '/api/two-factor/disable',
      { password: player.password, passkey: device.authenticate(await stepUpOptions(player)) },
      player.auth,
    );
    expect(off.statusCode, off.body).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, player.user.id));
    expect(row!.twoFactorEnabledAt).toBeNull();
  });

  it('answers no options to a player without passkeys', async () => {
    const player = await registerAndLogin(t.app);
    const response = await post('/api/passkeys/step-up-options', {}, player.auth);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(PASSKEY_MESSAGES.none);
  });
});
