import http from 'node:http';
import type { AddressInfo } from 'node:net';
import aws4 from 'aws4';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Storage, signS3Request } from './s3-storage';
import { createTestApp } from '../../../test/harness';
import { registerAndLogin } from '../../../test/fixtures';
import { multipart } from '../../../test/upload-fixtures';

const credentials = {
  accessKeyId: 'AKIDEXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
};
const region = 'eu-west-2';

/**
 * A small S3-compatible server: objects in memory, and every request's signature checked against aws4, an
 * implementation of Signature Version 4 independent of ours.
 */
function fakeS3() {
  const objects = new Map<string, { body: Buffer; type: string }>();
  const rejected: string[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      const signedNames =
        /SignedHeaders=([^,]+)/.exec(request.headers.authorization ?? '')?.[1]?.split(';') ?? [];
      const headers = Object.fromEntries(
        signedNames
          .filter((name) => name !== 'host')
          .map((name) => [name, String(request.headers[name] ?? '')]),
      );
      const expected = aws4.sign(
        {
          host: request.headers.host,
          path: request.url,
          method: request.method,
          service: 's3',
          region,
          headers,
          // aws4 signs a Content-Length (and a Content-Type) for any body it is given, even an empty one.
          body: body.length > 0 ? body : undefined,
        },
        credentials,
      ).headers?.Authorization;
      if (expected !== request.headers.authorization) {
        rejected.push(`${request.method} ${request.url}`);
        response.writeHead(403).end('<Error><Code>SignatureDoesNotMatch</Code></Error>');
        return;
      }
      const key = decodeURIComponent(request.url ?? '');
      if (request.method === 'PUT') {
        objects.set(key, { body, type: String(request.headers['content-type'] ?? '') });
        response.writeHead(200).end();
      } else if (request.method === 'GET') {
        const object = objects.get(key);
        if (!object) response.writeHead(404).end('<Error><Code>NoSuchKey</Code></Error>');
        else response.writeHead(200, { 'content-type': object.type }).end(object.body);
      } else if (request.method === 'DELETE') {
        objects.delete(key);
        response.writeHead(204).end();
      } else response.writeHead(405).end();
    });
  });
  return { server, objects, rejected };
}

const s3 = fakeS3();
let endpoint = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => s3.server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(s3.server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => s3.server.close(() => resolve())));

describe('S3 storage', () => {
  it('signs like an independent Signature Version 4 implementation', () => {
    const url = new URL('https://s3.eu-west-2.amazonaws.com/bucket/games/a%20b.png?x-id=PutObject');
    const now = new Date('2026-11-21T10:00:00Z');
    const ours = signS3Request(
      { region, ...credentials },
      { method: 'PUT', url, headers: { 'content-type': 'image/png' }, body: 'png' },
      now,
    );
    const theirs = aws4.sign(
      {
        host: url.host,
        path: `${url.pathname}${url.search}`,
        method: 'PUT',
        service: 's3',
        region,
        headers: {
          'content-type': 'image/png',
          'X-Amz-Date': ours['x-amz-date']!,
          'x-amz-content-sha256': ours['x-amz-content-sha256']!,
        },
        body: 'png',
      },
      credentials,
    );
    expect(ours.authorization).toBe(theirs.headers?.Authorization);
  });

  it('puts, reads and removes objects under a prefix, and refuses paths that climb out', async () => {
    const storage = createS3Storage({
      endpoint,
      bucket: 'arena-files',
      region,
      prefix: 'prod/',
      ...credentials,
    });
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    expect(await storage.put('games/night owls.png', png)).toBe('games/night owls.png');
    expect(s3.objects.has('/arena-files/prod/games/night owls.png')).toBe(true);
    expect(await storage.get('games/night owls.png')).toEqual({ body: png, contentType: 'image/png' });
    await storage.remove('games/night owls.png');
    expect(await storage.get('games/night owls.png')).toBeNull();
    await expect(storage.put('../secrets.png', png)).rejects.toThrow('not a storage path');
    expect(s3.rejected).toEqual([]);
  });

  it('reports a refused signature as an error instead of pretending the file was stored', async () => {
    const storage = createS3Storage({
      endpoint,
      bucket: 'arena-files',
      region,
      accessKeyId: credentials.accessKeyId,
      secretAccessKey: 'wrong',
    });
    await expect(storage.put('games/x.png', Buffer.from('x'))).rejects.toThrow('403');
  });
});

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
