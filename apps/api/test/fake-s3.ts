/**
 * A small S3-compatible server for the S3 storage tests (the client alone, and the app on it): objects in
 * memory, and every request's signature checked against aws4, an implementation of Signature Version 4
 * independent of ours.
 */
import http from 'node:http';
import aws4 from 'aws4';

export const credentials = {
  accessKeyId: 'AKIDEXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
};
export const region = 'eu-west-2';

export function fakeS3() {
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
