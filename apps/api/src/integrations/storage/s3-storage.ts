/**
 * Public files in S3-compatible object storage (AWS S3, MinIO, Cloudflare R2, …), so that several API
 * instances share one store (decision 0010). Requests are signed with AWS Signature Version 4; the API
 * serves the objects at the same /storage/<path> addresses as the local folder.
 */
import { createHash, createHmac } from 'node:crypto';
import type { FileStorage } from './local-storage';

export interface S3Options {
  /** e.g. https://s3.eu-west-2.amazonaws.com or http://minio:9000 */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Optional key prefix inside the bucket, e.g. "arena/". */
  prefix?: string;
  fetch?: typeof fetch;
  now?: () => Date;
}

export interface StoredObject {
  body: Buffer;
  contentType: string;
}

export interface ObjectStorage extends FileStorage {
  /** Null when there is no such object. */
  get(relativePath: string): Promise<StoredObject | null>;
}

const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

/** RFC 3986 encoding of one path segment, as SigV4 wants it. */
const encodeSegment = (segment: string) =>
  encodeURIComponent(segment).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  svg: 'image/svg+xml',
};

export function contentTypeOf(relativePath: string): string {
  return CONTENT_TYPES[relativePath.split('.').pop()?.toLowerCase() ?? ''] ?? 'application/octet-stream';
}

/** Signs a request (path-style URL) and answers the headers to send with it. */
export function signS3Request(
  options: Pick<S3Options, 'region' | 'accessKeyId' | 'secretAccessKey'>,
  request: { method: string; url: URL; headers: Record<string, string>; body: Buffer | string },
  now: Date,
): Record<string, string> {
  const amzDate = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  const day = amzDate.slice(0, 8);
  const payloadHash = sha256Hex(request.body);
  const length = Buffer.byteLength(request.body);
  const headers: Record<string, string> = {
    ...Object.fromEntries(Object.entries(request.headers).map(([k, v]) => [k.toLowerCase(), v.trim()])),
    // Signed, so a proxy cannot truncate an upload without breaking the signature.
    ...(length > 0 ? { 'content-length': String(length) } : {}),
    host: request.url.host,
    'x-amz-content-sha256': payloadHash,
    'x-amz-date': amzDate,
  };
  const names = Object.keys(headers).sort();
  const canonicalQuery = [...request.url.searchParams.entries()]
    .map(([k, v]) => `${encodeSegment(k)}=${encodeSegment(v)}`)
    .sort()
    .join('&');
  const canonicalRequest = [
    request.method,
    request.url.pathname,
    canonicalQuery,
    names.map((name) => `${name}:${headers[name]}\n`).join(''),
    names.join(';'),
    payloadHash,
  ].join('\n');
  const scope = `${day}/${options.region}/s3/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  const key = hmac(
    hmac(hmac(hmac(`AWS4${options.secretAccessKey}`, day), options.region), 's3'),
    'aws4_request',
  );
  const signature = createHmac('sha256', key).update(stringToSign).digest('hex');
  return {
    ...headers,
    authorization: `AWS4-HMAC-SHA256 Credential=${options.accessKeyId}/${scope}, SignedHeaders=${names.join(';')}, Signature=${signature}`,
  };
}

const isStoragePath = (relativePath: string) =>
  !relativePath.split('/').some((segment) => segment === '..' || segment === '' || segment === '.');

export function createS3Storage(options: S3Options): ObjectStorage {
  const send = options.fetch ?? fetch;
  const now = options.now ?? (() => new Date());
  const prefix = options.prefix ?? '';
  const urlOf = (relativePath: string) => {
    if (!isStoragePath(relativePath)) throw new Error(`not a storage path: ${relativePath}`);
    const key = `${prefix}${relativePath}`.split('/').map(encodeSegment).join('/');
    return new URL(`${options.endpoint.replace(/\/+$/, '')}/${encodeSegment(options.bucket)}/${key}`);
  };
  const request = async (
    method: string,
    relativePath: string,
    body: Buffer = Buffer.alloc(0),
    headers: Record<string, string> = {},
  ) => {
    const url = urlOf(relativePath);
    const signed = signS3Request(options, { method, url, headers, body }, now());
    return send(url, { method, headers: signed, body: method === 'PUT' ? new Uint8Array(body) : undefined });
  };
  const fail = async (what: string, response: Response) => {
    throw new Error(`S3 ${what} failed with ${response.status}: ${(await response.text()).slice(0, 200)}`);
  };
  const get = async (relativePath: string): Promise<StoredObject | null> => {
    const response = await request('GET', relativePath);
    if (response.status === 404) return null;
    if (!response.ok) await fail(`GET ${relativePath}`, response);
    return {
      body: Buffer.from(await response.arrayBuffer()),
      contentType: response.headers.get('content-type') ?? contentTypeOf(relativePath),
    };
  };
  return {
    async put(relativePath, content) {
      const response = await request('PUT', relativePath, content, {
        'content-type': contentTypeOf(relativePath),
      });
      if (!response.ok) await fail(`PUT ${relativePath}`, response);
      return relativePath;
    },
    async remove(relativePath) {
      const response = await request('DELETE', relativePath);
      if (!response.ok && response.status !== 404) await fail(`DELETE ${relativePath}`, response);
    },
    get,
    async read(relativePath) {
      if (!isStoragePath(relativePath)) return null;
      return (await get(relativePath))?.body ?? null;
    },
  };
}
