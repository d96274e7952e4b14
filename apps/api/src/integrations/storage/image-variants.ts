/**
 * Narrower copies of public pictures for small screens (decision 0025): `/storage/<path>?w=480` or `?w=720`
 * answers the picture resized to that width. The copies are made when the picture is stored (or, for older
 * pictures, on first request) and kept beside it under `.variants/`. Stored names are random per upload, so a
 * copy never goes stale; it is removed with its original.
 */
import sharp from 'sharp';
import { IMAGE_VARIANT_WIDTHS } from '@arena/shared/constants';
import { MAX_INPUT_PIXELS } from '../../lib/images';
import type { FileStorage } from './local-storage';

/** The widths offered (shared: the web app's srcset names the same ones). */
export const VARIANT_WIDTHS: readonly number[] = IMAGE_VARIANT_WIDTHS;

const IMAGE_PATH = /^[\w-]+(\/[\w-]+)*\/[\w-]+\.(jpg|jpeg|png)$/i;

/** Public pictures only: never private evidence, never a copy of a copy. */
export function hasVariants(relativePath: string): boolean {
  return IMAGE_PATH.test(relativePath) && !relativePath.startsWith('match_evidence/');
}

export const variantPath = (relativePath: string, width: number) => `.variants/w${width}/${relativePath}`;

async function resized(content: Buffer, relativePath: string, width: number): Promise<Buffer> {
  const pipeline = sharp(content, { limitInputPixels: MAX_INPUT_PIXELS }).resize({
    width,
    withoutEnlargement: true,
  });
  return (/\.png$/i.test(relativePath) ? pipeline.png() : pipeline.jpeg({ quality: 80 })).toBuffer();
}

/**
 * Makes and keeps the narrower copies of a picture just stored, so pages never wait for one (an upload or the
 * demo seed pays for it, not a player's page). A copy that cannot be made now is made on its first request.
 */
export async function putVariants(
  storage: FileStorage,
  relativePath: string,
  content: Buffer,
): Promise<void> {
  if (!hasVariants(relativePath)) return;
  for (const width of VARIANT_WIDTHS) {
    await resized(content, relativePath, width)
      .then((copy) => storage.put(variantPath(relativePath, width), copy))
      .catch(() => undefined);
  }
}

/** Stores a public picture and its narrower copies; answers the picture's path. */
export async function putWithVariants(
  storage: FileStorage,
  relativePath: string,
  content: Buffer,
): Promise<string> {
  const stored = await storage.put(relativePath, content);
  await putVariants(storage, relativePath, content);
  return stored;
}

/**
 * The copy of `relativePath` at `width`: the kept one, or one made now and kept. Null when there is no such
 * original or it cannot be resized (the caller then serves the original).
 */
export async function imageVariant(
  storage: Pick<FileStorage, 'put'>,
  read: (relativePath: string) => Promise<Buffer | null>,
  relativePath: string,
  width: number,
): Promise<Buffer | null> {
  const kept = await read(variantPath(relativePath, width));
  if (kept) return kept;
  const original = await read(relativePath);
  if (!original) return null;
  try {
    const content = await resized(original, relativePath, width);
    await storage.put(variantPath(relativePath, width), content);
    return content;
  } catch {
    return null;
  }
}

/** Removes a stored picture and the copies made of it. */
export async function removeWithVariants(storage: FileStorage, relativePath: string): Promise<void> {
  await storage.remove(relativePath);
  if (hasVariants(relativePath)) {
    for (const width of VARIANT_WIDTHS) await storage.remove(variantPath(relativePath, width));
  }
}
