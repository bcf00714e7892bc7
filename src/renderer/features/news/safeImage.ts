import { useEffect, useState } from 'react';
import { imageUrlPattern } from '../../../shared/domain/images';
import { useServices } from '../../state';

/**
 * An image address from the server as an <img> may load it: raster or SVG data: URLs (an SVG in an
 * <img> runs no script), https, and the address of an image stored on our server. Anything else
 * (javascript:, other schemes, garbage) gives null and the item shows no picture. The page's CSP is the second wall.
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

/**
 * `safeImageSrc`, with an image stored on our server resolved against the API's origin: the web app shares
 * it, the desktop app's pages have an origin of their own (null until the API's address is known).
 */
export function useImageSrc(value: string | null | undefined): string | null {
  const safe = safeImageSrc(value);
  const { platform } = useServices();
  const stored = safe !== null && imageUrlPattern.test(safe);
  const [base, setBase] = useState<string | null>(null);
  useEffect(() => {
    if (!stored) return undefined;
    let live = true;
    platform
      .apiBaseUrl()
      .then((url) => live && setBase(url))
      .catch(() => live && setBase('/'));
    return () => {
      live = false;
    };
  }, [stored, platform]);
  if (!stored) return safe;
  if (base === null) return null;
  try {
    return new URL(safe, new URL(base, window.location.href)).href;
  } catch {
    return safe;
  }
}
