import { z } from 'zod/mini';
import { imagesMessages } from '../messages/images';

/**
 * Images uploaded in the back office (docs/product-rules.md#images): PNG, JPEG or WebP of at most 2 MB,
 * judged by their bytes, not by a name or a declared type. They travel as base64 in a call's JSON body.
 */
export const IMAGE_UPLOAD = {
  maxBytes: 2 * 1024 * 1024,
  types: ['image/png', 'image/jpeg', 'image/webp'],
} as const;

/** The longest base64 text of an image within the limit. */
export const IMAGE_BASE64_MAX = Math.ceil(IMAGE_UPLOAD.maxBytes / 3) * 4;

/** An uploaded image in a call's body: `{ data }`, the file's bytes in base64. */
export const imageUploadSchema = z.object({
  data: z
    .string()
    .check(
      z.maxLength(IMAGE_BASE64_MAX, { error: imagesMessages.tooLarge }),
      z.regex(/^[A-Za-z0-9+/]*={0,2}$/, { error: imagesMessages.unreadable }),
    ),
});
export type ImageUpload = z.infer<typeof imageUploadSchema>;

/** The address an archived image is served at (content-addressed, so it never changes). */
export const imageUrlPattern = /^\/api\/images\/[0-9a-f]{64}\.webp$/;
