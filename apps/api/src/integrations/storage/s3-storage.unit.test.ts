import type { AddressInfo } from 'node:net';
import aws4 from 'aws4';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Storage, signS3Request } from './s3-storage';
import { credentials, fakeS3, region } from '../../../test/fake-s3';

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
