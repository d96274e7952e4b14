import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, createTestApp, type TestApp } from '../../../test/harness';
import { registerAndLogin, STRONG_PASSWORD } from '../../../test/fixtures';
import { multipart, pngDeclaring } from '../../../test/upload-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type UserBody = {
  user: { name: string; email: string; user_details: Record<string, string | number | null> };
};

const update = (auth: Record<string, string>, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/update-user-profile', headers: auth, payload });

const upload = (auth: Record<string, string>, form: ReturnType<typeof multipart>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/update-user-profile-picture',
    headers: { ...auth, ...form.headers },
    payload: form.payload,
  });

describe('POST /api/update-user-profile', () => {
  it('saves platform IDs and details, but never the username or player ID', async () => {
    const player = await registerAndLogin(t.app);
    const response = await update(player.auth, {
      email: player.email.toUpperCase(),
      psn: 'Ghost_PSN',
      discord: 'ghost',
      city: 'Leeds',
      xbox: '',
      name: 'Hacker',
      player_id: 'AR-HACKED',
    });
    const json = body<UserBody>(response);
    expect(json).toMatchObject({ status: true, message: 'Profile updated successfully' });
    expect(json.user).toMatchObject({ name: player.name, email: player.email, pending_email: null });
    expect(json.user.user_details).toMatchObject({
      psn: 'Ghost_PSN',
      discord: 'ghost',
      city: 'Leeds',
      xbox: null,
    });
    expect(json.user.user_details.player_id).not.toBe('AR-HACKED');
  });

  it('refuses a platform ID another player has, whatever its case, and a taken e-mail', async () => {
    const first = await registerAndLogin(t.app);
    const second = await registerAndLogin(t.app);
    await update(first.auth, { email: first.email, psn: 'Shadow', activision: 'Shadow#1234' });
    const psn = await update(second.auth, { email: second.email, psn: 'SHADOW' });
    expect(body(psn).error).toEqual(['This PSN ID is already used by another player.']);
    const both = await update(second.auth, {
      email: first.email.toUpperCase(),
      current_password: STRONG_PASSWORD,
      activision: 'shadow#1234',
    });
    expect(body(both).error).toEqual([
      'The email has already been taken.',
      'This Activision ID is already used by another player.',
    ]);
    // Keeping one's own IDs is fine.
    expect((await update(first.auth, { email: first.email, psn: 'shadow' })).statusCode).toBe(200);
  });

  it.each([
    [{ email: '' }, 'Email is required'],
    [{ email: 'nope' }, 'Invalid email address'],
    [{ psn: 'has space' }, 'Spaces are not allowed'],
    [{ discord: 'x'.repeat(51) }, 'Discord ID cannot exceed 50 characters'],
    [{ city: 42 }, 'City must be text'],
  ])('refuses %o with "%s"', async (overrides, message) => {
    const player = await registerAndLogin(t.app);
    const response = await update(player.auth, { email: player.email, ...overrides });
    expect(response.statusCode).toBe(400);
    expect(body(response).error[0]).toBe(message);
  });
});

describe('POST /api/update-user-profile-picture', () => {
  it('re-encodes a JPEG without its metadata, serves it, and removes the previous picture', async () => {
    const player = await registerAndLogin(t.app);
    const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#3366ff' } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'secret-gps-owner' } } })
      .toBuffer();
    const first = body<UserBody>(
      await upload(player.auth, multipart('profile_picture', 'me.jpg', 'image/jpeg', photo)),
    );
    expect(first).toMatchObject({ status: true, message: 'Profile picture updated successfully' });
    const stored = String(first.user.user_details.profile_picture);
    expect(stored).toMatch(/^profile_pictures\/[\w-]{16}\.jpg$/);
    const served = await t.app.inject({ url: `/storage/${stored}` });
    expect(served.statusCode).toBe(200);
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.width, meta.height, meta.format, meta.exif]).toEqual([512, 512, 'jpeg', undefined]);
    expect(served.rawPayload.includes(Buffer.from('secret-gps-owner'))).toBe(false);

    const png = await sharp({ create: { width: 64, height: 64, channels: 4, background: '#00000000' } })
      .png()
      .toBuffer();
    const second = body<UserBody>(
      await upload(player.auth, multipart('profile_picture', 'me.png', 'image/png', png)),
    );
    expect(String(second.user.user_details.profile_picture)).toMatch(/\.png$/);
    expect(fs.existsSync(path.join(t.config.dataDir, 'storage', stored))).toBe(false);
  });

  it('refuses a GIF and a script renamed to .jpg with 415, checking the content not the name', async () => {
    const player = await registerAndLogin(t.app);
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
      .gif()
      .toBuffer();
    for (const form of [
      multipart('profile_picture', 'cat.gif', 'image/gif', gif),
      multipart('profile_picture', 'evil.jpg', 'image/jpeg', Buffer.from('#!/bin/sh\nrm -rf /\n')),
      multipart('profile_picture', 'evil.png', 'image/png', Buffer.from('<svg onload="alert(1)"></svg>')),
    ]) {
      const response = await upload(player.auth, form);
      expect(response.statusCode).toBe(415);
      expect(body(response).error).toEqual(['Only JPEG, JPG, and PNG files are allowed.']);
    }
  });

  it('refuses a file over 5 MB with 413', async () => {
    const player = await registerAndLogin(t.app);
    const response = await upload(
      player.auth,
      multipart('profile_picture', 'big.jpg', 'image/jpeg', Buffer.alloc(5 * 1024 * 1024 + 10, 1)),
    );
    expect(response.statusCode).toBe(413);
    expect(body(response).status).toBe(false);
  });

  it('refuses an image declaring huge dimensions with 413, without decoding it', async () => {
    const player = await registerAndLogin(t.app);
    const response = await upload(
      player.auth,
      multipart('profile_picture', 'bomb.png', 'image/png', pngDeclaring(50_000, 50_000)),
    );
    expect(response.statusCode).toBe(413);
    expect(body(response).error).toEqual(['The picture is too large; use one under 40 megapixels.']);
  });

  it('says "Please select a file." without a file or under another field name', async () => {
    const player = await registerAndLogin(t.app);
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const wrongField = await upload(player.auth, multipart('avatar', 'me.png', 'image/png', png));
    expect(body(wrongField).error).toEqual(['Please select a file.']);
    const empty = await upload(
      player.auth,
      multipart('profile_picture', 'me.png', 'image/png', Buffer.alloc(0)),
    );
    expect(body(empty).error).toEqual(['Please select a file.']);
  });

  it('answers JSON sent to the upload with 415, and a visitor with 403', async () => {
    const player = await registerAndLogin(t.app);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/update-user-profile-picture',
      headers: player.auth,
      payload: { profile_picture: 'x' },
    });
    expect(json.statusCode).toBe(415);
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    expect((await upload({}, multipart('profile_picture', 'me.png', 'image/png', png))).statusCode).toBe(403);
  });
});
