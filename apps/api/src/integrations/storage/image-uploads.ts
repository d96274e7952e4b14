/** Banner and bracket-image uploads of the console: the profile picture's rules, stored like banners. */
import '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { ADMIN_CATALOGUE_MESSAGES as M } from '@arena/shared/admin-catalogue';
import { AppError } from '../../http/errors';
import { refuseNulInMultipart } from '../../http/nul-character';
import type { FileStorage } from '../../integrations/storage/local-storage';
import { reencodeImage, type ImageSize } from '../../lib/images';
import { randomToken } from '../../lib/tokens';

/** Banners keep their aspect ratio within this box (the seeded ones are 960x540). */
export const BANNER_SIZE: ImageSize = { width: 1920, height: 1080, fit: 'inside' };
/** A bracket picture may be tall or wide: only its largest side is bounded. */
export const BRACKET_IMAGE_SIZE: ImageSize = { width: 2400, height: 2400, fit: 'inside' };

/** The one file of a multipart request, from the expected field; anything else is "Please select a file." */
export async function readImageUpload(request: FastifyRequest, field: string): Promise<Buffer> {
  const file = await request.file();
  if (!file || file.fieldname !== field) throw new AppError('invalid', 'NO_FILE', M.noFile);
  refuseNulInMultipart(file);
  const upload = await file.toBuffer();
  if (upload.length === 0) throw new AppError('invalid', 'NO_FILE', M.noFile);
  return upload;
}

/**
 * Re-encodes the upload, stores it under a new random name in `folder`, and lets `commit` point the record at
 * it in a transaction. The new file is removed when the commit fails; the file it replaced, once it succeeded
 * (only files in `folder`: anything else was not put there by an upload).
 */
export async function storeReplacingImage<T>(
  storage: FileStorage,
  options: { folder: string; size: ImageSize; upload: Buffer },
  commit: (path: string) => Promise<{ result: T; replaced: string | null }>,
): Promise<T> {
  const image = await reencodeImage(options.upload, options.size, M);
  const path = await storage.put(`${options.folder}/${randomToken(12)}.${image.extension}`, image.content);
  let outcome: { result: T; replaced: string | null };
  try {
    outcome = await commit(path);
  } catch (error) {
    await storage.remove(path);
    throw error;
  }
  const { replaced } = outcome;
  if (replaced && replaced !== path && replaced.startsWith(`${options.folder}/`))
    await storage.remove(replaced);
  return outcome.result;
}
