import type { ImageUpload } from '../../../../shared/domain/images';
import { sniffImageType } from '../ImageField';

/** A chosen picture as a data: URL the preview's <img> shows (null when its bytes are no known image). */
export function uploadDataUrl(upload: ImageUpload | undefined): string | null {
  if (!upload) return null;
  try {
    const head = atob(upload.data.slice(0, 24));
    const type = sniffImageType(Uint8Array.from(head, (char) => char.charCodeAt(0)));
    return type ? `data:${type};base64,${upload.data}` : null;
  } catch {
    return null;
  }
}
