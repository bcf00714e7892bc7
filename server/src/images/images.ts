import { createHash } from 'node:crypto';
import sharp, { type OutputInfo } from 'sharp';
import { IMAGE_UPLOAD, type ImageUpload } from '../../../src/shared/domain/images';
import { errorCodeSentences } from '../../../src/shared/messages/errorCodes';
import { one, type Db } from '../db/database';
import { HttpError, ErrorCode } from '../errors';

/**
 * Images uploaded in the back office (docs/product-rules.md#images). The bytes decide: only what decodes
 * as PNG, JPEG or WebP within 2 MB is taken, turned upright, stripped of its metadata, fitted into its
 * purpose's box and stored once as WebP under its SHA-256, which is its address.
 */
export type ImagePurpose = 'logo' | 'article' | 'ad';

const BOXES: Record<ImagePurpose, { width: number; height: number }> = {
  logo: { width: 256, height: 256 },
  article: { width: 960, height: 540 },
  ad: { width: 1200, height: 1200 },
};

/** A 2 MB file may still unpack to a giant picture; larger ones are refused before they are decoded. */
const MAX_INPUT_PIXELS = 40_000_000;
const FORMATS = new Set(['png', 'jpeg', 'webp']);

/** The body limit of a call carrying one image beside a few fields. */
export const IMAGE_BODY_LIMIT = Math.ceil(IMAGE_UPLOAD.maxBytes / 3) * 4 + 64 * 1024;

export const imageUrl = (sha256: string) => `/api/images/${sha256}.webp`;

const refuse = (field: string, code: typeof ErrorCode.imageUnsupported | typeof ErrorCode.imageTooLarge) =>
  new HttpError(code, { [field]: [errorCodeSentences[code]] });

/** The upload as a stored image's address; refuses what is not an image of the three types or too large. */
export async function storeImage(
  db: Db,
  upload: ImageUpload,
  purpose: ImagePurpose,
  now: Date,
  field = 'image',
): Promise<string> {
  const bytes = Buffer.from(upload.data, 'base64');
  if (bytes.length > IMAGE_UPLOAD.maxBytes) throw refuse(field, ErrorCode.imageTooLarge);
  if (bytes.length === 0) throw refuse(field, ErrorCode.imageUnsupported);
  let webp: { data: Buffer; info: OutputInfo };
  try {
    const input = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    const { format } = await input.metadata();
    if (!format || !FORMATS.has(format)) throw refuse(field, ErrorCode.imageUnsupported);
    const box = BOXES[purpose];
    webp = await input
      .rotate()
      .resize({ ...box, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw refuse(field, ErrorCode.imageUnsupported);
  }
  const sha256 = createHash('sha256').update(webp.data).digest('hex');
  await db.query(
    `INSERT INTO images (sha256, content_type, width, height, content, created_at)
     VALUES ($1, 'image/webp', $2, $3, $4, $5) ON CONFLICT (sha256) DO NOTHING`,
    [sha256, webp.info.width, webp.info.height, webp.data, now],
  );
  return imageUrl(sha256);
}

export const readImage = (db: Db, sha256: string) =>
  one<{ content_type: string; content: Uint8Array }>(
    db,
    'SELECT content_type, content FROM images WHERE sha256 = $1',
    [sha256],
  );
