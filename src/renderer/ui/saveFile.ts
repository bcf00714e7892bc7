/** Hands a file to the browser's download (a link clicked once, its address freed a moment later). */
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

/** Thrown when a document's bytes do not match the SHA-256 it was issued with. */
export class DocumentDamagedError extends Error {}

const hex = (digest: ArrayBuffer) =>
  [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');

/** Saves a document sent as base64 only when its bytes have the SHA-256 stored when it was issued. */
export async function saveIssuedDocument(document: {
  content_base64: string;
  content_type: string;
  filename: string;
  sha256: string;
}): Promise<void> {
  const bytes = Uint8Array.from(atob(document.content_base64), (c) => c.charCodeAt(0));
  if (hex(await crypto.subtle.digest('SHA-256', bytes)) !== document.sha256) throw new DocumentDamagedError();
  saveFile(new Blob([bytes], { type: document.content_type }), document.filename);
}
