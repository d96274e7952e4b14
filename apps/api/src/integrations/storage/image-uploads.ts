/**
 * Image uploads stored as files: the console's banners and bracket images, and the captains' match evidence.
 * The profile picture's rules (lib/images.ts), stored under a new random name.
 */
import '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { ADMIN_CATALOGUE_MESSAGES as M } from '@arena/shared/admin-catalogue';
import { AppError } from '../../http/errors';
import { refuseNulInMultipart } from '../../http/nul-character';
import type { FileStorage } from '../../integrations/storage/local-storage';
import { putWithVariants, removeWithVariants } from './image-variants';
import { reencodeImage, type ImageMessages, type ImageSize } from '../../lib/images';
import { randomToken } from '../../lib/tokens';

/** Banners keep their aspect ratio within this box (the seeded ones are 960x540). */
export const BANNER_SIZE: ImageSize = { width: 1920, height: 1080, fit: 'inside' };
/** A bracket picture may be tall or wide: only its largest side is bounded. */
export const BRACKET_IMAGE_SIZE: ImageSize = { width: 2400, height: 2400, fit: 'inside' };

/** A screenshot is read at its own size, only its largest side bounded (a 1440p capture stays readable). */
export const EVIDENCE_IMAGE_SIZE: ImageSize = { width: 2560, height: 2560, fit: 'inside' };

/** The one file of a multipart request, from the expected field; anything else is "Please select a file." */
export async function readImageUpload(
  request: FastifyRequest,
  field: string,
  noFile: string = M.noFile,
): Promise<Buffer> {
  return (await readImageUploadWithFields(request, field, noFile)).upload;
}

/**
 * The one file of a multipart request with the text fields sent before it (a form names the record first,
 * then the file). Fields after the file are not read: the file is the last part a client sends.
 */
export async function readImageUploadWithFields(
  request: FastifyRequest,
  field: string,
  noFile: string = M.noFile,
): Promise<{ upload: Buffer; fields: Record<string, string> }> {
  const file = await request.file();
  if (!file || file.fieldname !== field) throw new AppError('invalid', 'NO_FILE', noFile);
  refuseNulInMultipart(file);
  const fields: Record<string, string> = {};
  for (const [name, part] of Object.entries(file.fields)) {
    const value = Array.isArray(part) ? part[0] : part;
    if (value && value.type === 'field' && typeof value.value === 'string') fields[name] = value.value;
  }
  const upload = await file.toBuffer();
  if (upload.length === 0) throw new AppError('invalid', 'NO_FILE', noFile);
  return { upload, fields };
}

/**
 * Re-encodes the upload, stores it under a new random name in `folder`, and lets `commit` point the record at
 * it in a transaction. The new file is removed when the commit fails; the file it replaced, once it succeeded
 * (only files in `folder`: anything else was not put there by an upload).
 */
export async function storeReplacingImage<T>(
  storage: FileStorage,
  options: {
    folder: string;
    size: ImageSize;
    upload: Buffer;
    messages?: ImageMessages;
    /** Random bytes in the new name: 12 for public pictures; more where the name is what keeps it private. */
    nameBytes?: number;
  },
  commit: (path: string) => Promise<{ result: T; replaced: string | null }>,
): Promise<T> {
  const image = await reencodeImage(options.upload, options.size, options.messages ?? M);
  const name = randomToken(options.nameBytes ?? 12);
  const path = await putWithVariants(storage, `${options.folder}/${name}.${image.extension}`, image.content);
  let outcome: { result: T; replaced: string | null };
  try {
    outcome = await commit(path);
  } catch (error) {
    await removeWithVariants(storage, path);
    throw error;
  }
  const { replaced } = outcome;
  if (replaced && replaced !== path && replaced.startsWith(`${options.folder}/`))
    await removeWithVariants(storage, replaced);
  return outcome.result;
}
