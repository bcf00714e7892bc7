import { Secret, TOTP } from 'otpauth';
import { ADMIN_TOTP, PRODUCT_NAME } from '../../../src/shared/api/constants';

/**
 * The second factor of the back office (docs/product-rules.md#back-office): TOTP after RFC 6238 with the
 * parameters every authenticator app assumes (SHA-1, 6 digits, 30 s), accepting the step before and after
 * the current one for clocks that drift.
 */
const ISSUER = `${PRODUCT_NAME} Backoffice`;

const totpOf = (secret: string, label: string) =>
  new TOTP({
    issuer: ISSUER,
    label,
    algorithm: ADMIN_TOTP.algorithm,
    digits: ADMIN_TOTP.digits,
    period: ADMIN_TOTP.period,
    secret: Secret.fromBase32(secret),
  });

/** A new random secret (160 bits, as RFC 4226 recommends), in base32. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** The otpauth:// URI an authenticator app reads from the QR code. */
export const otpauthUri = (secret: string, email: string): string => totpOf(secret, email).toString();

/** The code an authenticator shows at `now` (tests and the demo accounts). */
export const totpCode = (secret: string, now: Date): string =>
  totpOf(secret, '').generate({ timestamp: now.getTime() });

/** The time step of a valid code at `now` (within one step either way), or null. */
export function totpStep(secret: string, code: string, now: Date): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpOf(secret, '').validate({
    token: code,
    timestamp: now.getTime(),
    window: ADMIN_TOTP.window,
  });
  if (delta === null) return null;
  return TOTP.counter({ period: ADMIN_TOTP.period, timestamp: now.getTime() }) + delta;
}
