/**
 * Kiosk sessions that run themselves (docs/product-rules.md#kiosk-sessions): the facts the desktop app's main
 * process, its renderer, the back office's kiosk file and the server share.
 */

/** The request header a kiosk's renderer sends its per-installation secret in. */
export const KIOSK_SECRET_HEADER = 'x-kiosk-secret';
/** A kiosk secret: 32 random bytes in base64url, made by the server when the kiosk file is made. */
export const KIOSK_SECRET_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The bounds of a kiosk file's fields, shared by the back office's form and main's config schema. */
export const KIOSK_LIMITS = {
  /** The admin PIN the back office takes: digits only, at least this many. */
  pinMinDigits: 6,
  pinMaxDigits: 12,
  idleMinSeconds: 30,
  idleMaxSeconds: 86_400,
  idleDefaultSeconds: 300,
} as const;

/** The course preset of a kiosk file: the company course's page in the app. */
export const kioskCoursePath = (companyId: number, courseId: number): string =>
  `/app/platform/companies/${companyId}/courses/${courseId}`;
