import { imageUrlPattern } from '../../../shared/domain/images';

/**
 * An image address from the server as an <img> may load it: raster or SVG data: URLs (an SVG in an
 * <img> runs no script), https, and the address of an image stored on our server. Anything else (javascript:, other schemes, garbage) gives null and
 * the item shows no picture. The page's CSP is the second wall.
 */
export function safeImageSrc(value: string | null | undefined): string | null {
  if (!value) return null;
  const trimmed = value.trim();
  if (/^data:image\/(png|jpeg|gif|webp|svg\+xml)[;,]/i.test(trimmed)) return trimmed;
  // An image uploaded in the back office, served by our own server (docs/product-rules.md#images).
  if (imageUrlPattern.test(trimmed)) return trimmed;
  try {
    return new URL(trimmed).protocol === 'https:' ? trimmed : null;
  } catch {
    return null;
  }
}
