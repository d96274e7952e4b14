/**
 * Upload bodies for tests: multipart forms as a browser sends them, and PNG files (test-support/png.ts, shared
 * with the browser tests): a real image, or a decompression bomb's header.
 */
import { encodePng } from '../../../test-support/png';

export { encodePng };

export interface FormPart {
  name: string;
  value: string | Buffer;
  /** With a file name the part is a file, of `type` (application/octet-stream when not given). */
  filename?: string;
  type?: string;
}

/** A multipart/form-data body of these parts, in this order, with its content-type header. */
export function multipartForm(parts: FormPart[]) {
  const boundary = '----arena-test-boundary';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.filename
      ? `form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.type ?? 'application/octet-stream'}`
      : `form-data; name="${part.name}"`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n\r\n`));
    chunks.push(Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A form of one file field. */
export const multipart = (field: string, filename: string, type: string, content: Buffer) =>
  multipartForm([{ name: field, value: content, filename, type }]);

/** A small PNG whose header declares width x height: a decompression bomb. */
export const pngDeclaring = (width: number, height: number) => encodePng(width, height, Buffer.alloc(1000));
