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
