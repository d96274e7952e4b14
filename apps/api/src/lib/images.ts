/** Uploaded pictures (profile pictures, banners, bracket images): judged by their content and re-encoded. */
import sharp from 'sharp';
import { AppError } from '../http/errors';

/** Decoding more than this many pixels is refused (a small file can declare a huge image). */
export const MAX_INPUT_PIXELS = 40_000_000;

export interface ImageMessages {
  /** Not a JPEG or PNG, whatever its name or declared type says (415). */
  onlyImages: string;
  /** The header declares more than MAX_INPUT_PIXELS (413). */
  tooManyPixels: string;
}

export interface ImageSize {
  width: number;
  height: number;
  /** cover crops to exactly width x height; inside keeps the aspect ratio within the box. */
  fit: 'cover' | 'inside';
}

export interface ReencodedImage {
  content: Buffer;
  /** The file extension to store it under. */
  extension: 'jpg' | 'png';
}

/**
 * Checks the upload by its content (JPEG or PNG only), refuses a decompression bomb before decoding it,
 * and re-encodes it in the same format: EXIF orientation applied, metadata dropped, size bounded.
 */
export async function reencodeImage(
  upload: Buffer,
  size: ImageSize,
  messages: ImageMessages,
): Promise<ReencodedImage> {
  let format: string | undefined;
  let pixels = 0;
  try {
    // Only the header is read here, so no pixel limit yet: ours comes next with its own message.
    const meta = await sharp(upload, { limitInputPixels: false }).metadata();
    format = meta.format;
    pixels = (meta.width ?? 0) * (meta.height ?? 0);
  } catch {
    throw new AppError('unsupported_type', 'NOT_AN_IMAGE', messages.onlyImages);
  }
  if (format !== 'jpeg' && format !== 'png') {
    throw new AppError('unsupported_type', 'NOT_AN_IMAGE', messages.onlyImages);
  }
  if (pixels > MAX_INPUT_PIXELS) throw new AppError('too_large', 'TOO_MANY_PIXELS', messages.tooManyPixels);
  try {
    const pipeline = sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize(size.width, size.height, { fit: size.fit, withoutEnlargement: size.fit === 'inside' });
    const content = await (format === 'png' ? pipeline.png() : pipeline.jpeg({ quality: 86 })).toBuffer();
    return { content, extension: format === 'png' ? 'png' : 'jpg' };
  } catch {
    // Declared as an image but cannot be decoded: truncated or crafted.
    throw new AppError('unsupported_type', 'NOT_AN_IMAGE', messages.onlyImages);
  }
}
