import { translatedErrorMessages, serverErrorsMessages } from '../messages/serverErrors';

/**
 * Every code the server puts in an error reply (`{ message, code, errors? }`). The server's HttpError
 * takes only these, and its message is the catalog's sentence for the code (errorCodeSentences), so
 * renaming or dropping a code breaks the typecheck of whoever sends or matches it.
 */
export const SERVER_ERROR_CODES = [
  // Requests and the framework
  'validation',
  'request.malformed',
  'request.too-large',
  'request.media-type',
  'request.too-many',
  'not_found',
  'unauthenticated',
  'forbidden',
  'service.unavailable',
  'service.overloaded',
  'idempotency.missing',
  'idempotency.invalid',
  'idempotency.reused',
  'idempotency.in-progress',
  // Session and account
  'invalid_credentials',
  'auth/user-disabled',
  'impersonation.invalid',
  'passwords.user',
  'passwords.token',
  'passwords.throttled',
  'password.wrong',
  'validation.unique',
  'validation.exists',
  // Courses and the quiz
  'course.not-found',
  'course.role-mismatch',
  'course.country',
  'course.role-required',
  'course.category',
  'course.duplicate',
  'course.limit',
  'course.not-enough-coins',
  'course.module',
  'quiz.country',
  'question.not-served',
  'question.answers-invalid',
  // Orders
  'promo.flooded',
  'promo.not-found',
  // Company quizzes and certificates
  'company.not-found',
  'company-course.not-found',
  'company-course.not-started',
  'company-course.finished',
  'company-course.not-passed',
  'company-course.certificate-requested',
  'company-code.invalid',
  'company-code.expired',
  'company-code.used-up',
  'company-question.not-asked',
  'certificate.not-found',
  // The back office's sign-in
  'admin.code-invalid',
  'admin.throttled',
  'admin.challenge-expired',
  'admin.session-expired',
  // The development error-report sink
  'envelope.invalid',
  'envelope.truncated',
  'envelope.empty',
] as const;
export type ServerErrorCode = (typeof SERVER_ERROR_CODES)[number];

/** Codes of the sign-in provider: the client meets them, this server never sends them. */
export const PROVIDER_ERROR_CODES = [
  'auth/wrong-password',
  'auth/user-not-found',
  'auth/invalid-credential',
] as const;
export type ProviderErrorCode = (typeof PROVIDER_ERROR_CODES)[number];

/**
 * The codes (docs/product-rules.md#errors) a client shows its catalog sentence for, whatever reply carried
 * them; replies with any other code show their own message or the generic one, as each screen decides.
 */
export const TRANSLATED_ERROR_CODES = [
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
] as const satisfies readonly (ServerErrorCode | ProviderErrorCode)[];
export type TranslatedErrorCode = (typeof TRANSLATED_ERROR_CODES)[number];

/** Whether the client shows the catalog's sentence for this code (one of TRANSLATED_ERROR_CODES). */
export function isTranslatedErrorCode(code: string): code is TranslatedErrorCode {
  return (TRANSLATED_ERROR_CODES as readonly string[]).includes(code);
}

/** Whether a reply's code is one this server sends (what a client may match a ServerErrorCode against). */
export function isKnownServerErrorCode(code: string): code is ServerErrorCode {
  return (SERVER_ERROR_CODES as readonly string[]).includes(code);
}

/** German message for a translated code; codes we do not translate never reach the user raw. */
export function translateServerError(code: string): string {
  return isTranslatedErrorCode(code) ? translatedErrorMessages[code] : serverErrorsMessages.generic;
}
