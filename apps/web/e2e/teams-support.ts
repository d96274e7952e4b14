/** Helpers of the account browser tests: a signed-in player, account panels, toasts, a PNG. */
import { deflateSync } from 'node:zlib';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { loginViaApi, registerViaApi, storeSession, uniquePlayer } from './support';

/** Toasts close after 5 s; tests that look at the page underneath dismiss them first. */
export async function dismissToasts(page: Page) {
  for (const close of await page.locator('.Toastify__close-button').all()) {
    await close.click().catch(() => undefined);
  }
  await expect(page.locator('.Toastify__toast')).toHaveCount(0);
}

/** A registered, logged-in player whose session is in the page's storage. */
export async function signedInPlayer(page: Page, request: APIRequestContext, prefix: string) {
  const player = uniquePlayer(prefix);
  await registerViaApi(request, player);
  const session = await loginViaApi(request, player.email, player.password);
  await storeSession(page, session);
  return { ...player, ...session };
}

export async function openAccountPanel(page: Page, panel: string) {
  await page.goto('/#/myprofile');
  await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
  await page.getByRole('navigation', { name: 'My Account' }).getByRole('button', { name: panel }).click();
  await expect(page.getByRole('heading', { level: 2, name: panel })).toBeVisible();
}

/** A small real PNG (solid colour), built here so the test needs no fixture file. */
export function makePng(width = 16, height = 16, rgb: [number, number, number] = [124, 58, 237]): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc32 = (data: Buffer) => {
    let c = 0xffffffff;
    for (const byte of data) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The part of an invitation link after the origin: the API's PUBLIC_URL may name another host. */
export function sameOriginPath(link: string): string {
  const url = new URL(link);
  return `/${url.hash}`;
}
