/**
 * The kiosk file the desktop app reads with `--kiosk-config` (its schema: kioskConfigSchema in the main
 * process): the course preset, the access code, the admin PIN's hash, the idle time and the kiosk secret.
 */
export interface KioskFile {
  idleLogoutSeconds: number;
  adminPinHash: string;
  accessCode: string;
  coursePreset: string;
  kioskSecret: string;
}

export const KIOSK_FILE_NAME = 'kiosk.json';

export const kioskFileText = (file: KioskFile): string => `${JSON.stringify(file, null, 2)}\n`;

/** Hands the file to the browser as a download. */
export function downloadKioskFile(file: KioskFile, doc: Document = document): void {
  const url = URL.createObjectURL(new Blob([kioskFileText(file)], { type: 'application/json' }));
  const link = doc.createElement('a');
  link.href = url;
  link.download = KIOSK_FILE_NAME;
  doc.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
