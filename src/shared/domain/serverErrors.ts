import { serverErrorMessages, serverErrorsMessages } from '../messages/serverErrors';

/** Server error codes of SPEC §8 with a German message; the auth/… ones come from the sign-in provider. */
export const SERVER_ERROR_CODES = [
  'invalid_credentials',
  'auth/wrong-password',
  'auth/user-not-found',
  'auth/invalid-credential',
  'auth/user-disabled',
  'passwords.user',
  'passwords.token',
  'passwords.throttled',
  'validation.unique',
  'validation.exists',
  'course.not-enough-coins',
] as const;
export type ServerErrorCode = (typeof SERVER_ERROR_CODES)[number];

export function isServerErrorCode(code: string): code is ServerErrorCode {
  return (SERVER_ERROR_CODES as readonly string[]).includes(code);
}

/** German message for a server code; codes we do not know never reach the user raw. */
export function translateServerError(code: string): string {
  return isServerErrorCode(code) ? serverErrorMessages[code] : serverErrorsMessages.generic;
}
