import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/harness';
import { registerAndLogin } from '../../../test/fixtures';
import { multipart } from '../../../test/upload-fixtures';
import { credentials, fakeS3, region } from '../../../test/fake-s3';

const s3 = fakeS3();
let endpoint = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => s3.server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(s3.server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => s3.server.close(() => resolve())));

describe('the app on S3 storage', () => {
  it('stores an uploaded picture in the bucket, serves it at /storage, and removes the one it replaces', async () => {
    s3.rejected.length = 0;
    const t = await createTestApp({
      config: {
        s3: { endpoint, bucket: 'uploads', region, prefix: '', ...credentials },
      },
    });
    try {
      const player = await registerAndLogin(t.app);
      const upload = async (content: Buffer, type: string, filename: string) => {
        const form = multipart('profile_picture', filename, type, content);
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/update-user-profile-picture',
          headers: { ...player.auth, ...form.headers },
          payload: form.payload,
        });
        expect(response.statusCode, response.body).toBe(200);
        return String(
          response.json<{ user: { user_details: { profile_picture: string } } }>().user.user_details
            .profile_picture,
        );
      };
      const jpeg = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#3366ff' } })
        .jpeg()
        .toBuffer();
      const first = await upload(jpeg, 'image/jpeg', 'me.jpg');
      expect(s3.objects.has(`/uploads/${first}`)).toBe(true);
      const served = await t.app.inject({ url: `/storage/${first}` });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/jpeg');
      expect((await sharp(served.rawPayload).metadata()).format).toBe('jpeg');
      // A narrower copy (decision 0025) is kept in the bucket beside it; never wider than the original.
      const copy = await t.app.inject({ url: `/storage/${first}?w=480` });
      expect(copy.statusCode).toBe(200);
      expect(copy.headers['content-type']).toBe('image/jpeg');
      const original = await sharp(served.rawPayload).metadata();
      expect((await sharp(copy.rawPayload).metadata()).width).toBe(Math.min(480, original.width!));
      expect(s3.objects.has(`/uploads/.variants/w480/${first}`)).toBe(true);

      const png = await sharp({ create: { width: 64, height: 64, channels: 4, background: '#00000000' } })
        .png()
        .toBuffer();
      await upload(png, 'image/png', 'me.png');
      expect(s3.objects.has(`/uploads/${first}`)).toBe(false);
      expect(s3.objects.has(`/uploads/.variants/w480/${first}`)).toBe(false);
      expect((await t.app.inject({ url: `/storage/${first}` })).statusCode).toBe(404);
      expect((await t.app.inject({ url: '/storage/..%2F..%2Fetc%2Fpasswd' })).statusCode).toBe(404);
      expect(s3.rejected).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
