/**
 * PNG files built byte by byte for the tests of both apps (API tests in apps/api, browser tests in apps/web/e2e),
 * so no test needs a fixture file. Node only: it imports nothing of either app.
 */
import { crc32, deflateSync } from 'node:zlib';

export type Rgb = [number, number, number];

/**
 * An 8-bit RGB PNG of width x height whose compressed image data is `scanlines` (each row a filter byte, then its
 * pixels), which need not match the declared size (a decompression bomb's header declares more than it holds).
 */
export function encodePng(width: number, height: number, scanlines: Buffer): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const content = Buffer.concat([Buffer.from(type), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(content));
    return Buffer.concat([length, content, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(scanlines)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A real PNG of width x height, each pixel the colour `pixel(x, y)` gives. */
export function drawPng(width: number, height: number, pixel: (x: number, y: number) => Rgb): Buffer {
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x += 1) rows.set(pixel(x, y).map(Math.round), row + 1 + x * 3);
  }
  return encodePng(width, height, rows);
}

/** A diagonal gradient in the given hue, like a screen capture. */
export const gradientPng = (width: number, height: number, [r, g, b]: Rgb) =>
  drawPng(width, height, (x, y) => {
    const shade = (x + y) / (width + height);
    return [r * shade, g * shade, b * shade];
  });

/** One solid colour. */
export const solidPng = (width: number, height: number, rgb: Rgb) => drawPng(width, height, () => rgb);
