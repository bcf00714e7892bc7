import { translatedErrorMessages, serverErrorsMessages } from '../messages/serverErrors';

/**
 * Every code the server puts in an error reply (`{ message, code, errors? }`), with the HTTP status it is
 * sent with. The server's HttpError takes only these, its status from here and its message from the
 * catalog's sentence for the code (errorCodeSentences), so renaming or dropping a code breaks the
 * typecheck of whoever sends or matches it.
 */
export const SERVER_ERRORS = {
  // Requests and the framework
  validation: 422,
  'request.malformed': 400,
  'request.too-large': 413,
  'request.media-type': 415,
  'request.too-many': 429,
  not_found: 404,
  unauthenticated: 401,
  forbidden: 403,
  'service.unavailable': 503,
  'service.overloaded': 503,
  'idempotency.missing': 400,
  'idempotency.invalid': 400,
  'idempotency.reused': 422,
  'idempotency.in-progress': 409,
  // Session and account
  invalid_credentials: 401,
  'auth/user-disabled': 403,
  'impersonation.invalid': 401,
  'passwords.user': 422,
  'passwords.token': 422,
  'passwords.throttled': 429,
  'password.wrong': 422,
  'validation.unique': 422,
  'validation.exists': 404,
  // Courses and the quiz
  'course.not-found': 404,
  'course.role-mismatch': 403,
  'course.country': 403,
  'course.role-required': 400,
  'course.category': 404,
  'course.duplicate': 400,
  'course.limit': 400,
  'course.not-enough-coins': 400,
  'course.module': 400,
  'course.complete': 409,
  'quiz.country': 403,
  'question.not-served': 422,
  'question.answers-invalid': 422,
  // Orders
  'promo.flooded': 422,
  'promo.not-found': 404,
  // Company quizzes and certificates
  'company.not-found': 404,
  'company-course.not-found': 404,
  'company-course.not-started': 409,
  'company-course.finished': 409,
  'company-course.not-passed': 409,
  'company-course.certificate-requested': 409,
  'company-code.invalid': 404,
  'company-code.expired': 410,
  'company-code.used-up': 409,
  'company-question.not-asked': 409,
  'certificate.not-found': 404,
  'order.not-found': 404,
  // Documents archived as issued
  'document.not-found': 404,
  'document.damaged': 500,
  // The back office's sign-in
  'admin.code-invalid': 401,
  'admin.throttled': 429,
  'admin.challenge-expired': 401,
  'admin.session-expired': 401,
  // Question reports
  'report.duplicate': 409,
  'report.not-answered': 422,
  'report.not-found': 404,
  'report.decided': 409,
  // The editorial desk
  'question.own-approval': 403,
  'question.state': 409,
  'question.version-open': 409,
  'question.key-taken': 409,
  'question.export-too-large': 422,
  // The back office's promo codes
  'promo.code-taken': 409,
  // Cancelling orders in the back office
  'order.item-not-found': 404,
  'order.already-cancelled': 409,
  // Images uploaded in the back office
  'image.unsupported': 422,
  'image.too-large': 422,
  // The back office's training-database bookings
  'booking.not-retryable': 409,
  // The back office's support desk
  'learner.verified': 409,
  'learner.confirmation': 422,
  // Companies in the back office
  'company.short-name-taken': 409,
  'company-admin.email-taken': 409,
  'invitation.invalid': 404,
  // A company course's results in the company console
  'company-certificate.revoked': 409,
  // The company console
  'company-course.has-answers': 409,
  'company-course.state': 409,
  // Kiosk files in the back office
  'kiosk.code-unusable': 422,
  // The development error-report sink
  'envelope.invalid': 400,
  'envelope.truncated': 400,
  'envelope.empty': 400,
  // Practice: review and exam practice
  'review.not-due': 409,
  'exam.not-found': 404,
  'exam.closed': 409,
  'exam.empty': 422,
} as const satisfies Record<string, number>;
export type ServerErrorCode = keyof typeof SERVER_ERRORS;

/**
 * Every code of SERVER_ERRORS by name, for the code that sends one: `new HttpError(ErrorCode.courseDuplicate)`.
 */
export const ErrorCode = {
  validation: 'validation',
  requestMalformed: 'request.malformed',
  requestTooLarge: 'request.too-large',
  requestMediaType: 'request.media-type',
  requestTooMany: 'request.too-many',
  notFound: 'not_found',
  unauthenticated: 'unauthenticated',
  forbidden: 'forbidden',
  serviceUnavailable: 'service.unavailable',
  serviceOverloaded: 'service.overloaded',
  idempotencyMissing: 'idempotency.missing',
  idempotencyInvalid: 'idempotency.invalid',
  idempotencyReused: 'idempotency.reused',
  idempotencyInProgress: 'idempotency.in-progress',
  invalidCredentials: 'invalid_credentials',
  authUserDisabled: 'auth/user-disabled',
  impersonationInvalid: 'impersonation.invalid',
  passwordsUser: 'passwords.user',
  passwordsToken: 'passwords.token',
  passwordsThrottled: 'passwords.throttled',
  passwordWrong: 'password.wrong',
  validationUnique: 'validation.unique',
  validationExists: 'validation.exists',
  courseNotFound: 'course.not-found',
  courseRoleMismatch: 'course.role-mismatch',
  courseCountry: 'course.country',
  courseRoleRequired: 'course.role-required',
  courseCategory: 'course.category',
  courseDuplicate: 'course.duplicate',
  courseLimit: 'course.limit',
  courseNotEnoughCoins: 'course.not-enough-coins',
  courseModule: 'course.module',
  courseComplete: 'course.complete',
  quizCountry: 'quiz.country',
  questionNotServed: 'question.not-served',
  questionAnswersInvalid: 'question.answers-invalid',
  promoFlooded: 'promo.flooded',
  promoNotFound: 'promo.not-found',
  companyNotFound: 'company.not-found',
  companyCourseNotFound: 'company-course.not-found',
  companyCourseNotStarted: 'company-course.not-started',
  companyCourseFinished: 'company-course.finished',
  companyCourseNotPassed: 'company-course.not-passed',
  companyCourseCertificateRequested: 'company-course.certificate-requested',
  companyCodeInvalid: 'company-code.invalid',
  companyCodeExpired: 'company-code.expired',
  companyCodeUsedUp: 'company-code.used-up',
  companyQuestionNotAsked: 'company-question.not-asked',
  certificateNotFound: 'certificate.not-found',
  orderNotFound: 'order.not-found',
  documentNotFound: 'document.not-found',
  documentDamaged: 'document.damaged',
  adminCodeInvalid: 'admin.code-invalid',
  adminThrottled: 'admin.throttled',
  adminChallengeExpired: 'admin.challenge-expired',
  adminSessionExpired: 'admin.session-expired',
  reportDuplicate: 'report.duplicate',
  reportNotAnswered: 'report.not-answered',
  reportNotFound: 'report.not-found',
  reportDecided: 'report.decided',
  questionOwnApproval: 'question.own-approval',
  questionState: 'question.state',
  questionVersionOpen: 'question.version-open',
  questionKeyTaken: 'question.key-taken',
  questionExportTooLarge: 'question.export-too-large',
  promoCodeTaken: 'promo.code-taken',
  orderItemNotFound: 'order.item-not-found',
  orderAlreadyCancelled: 'order.already-cancelled',
  imageUnsupported: 'image.unsupported',
  imageTooLarge: 'image.too-large',
  bookingNotRetryable: 'booking.not-retryable',
  learnerVerified: 'learner.verified',
  learnerConfirmation: 'learner.confirmation',
  companyShortNameTaken: 'company.short-name-taken',
  companyAdminEmailTaken: 'company-admin.email-taken',
  invitationInvalid: 'invitation.invalid',
  companyCertificateRevoked: 'company-certificate.revoked',
  companyCourseHasAnswers: 'company-course.has-answers',
  companyCourseState: 'company-course.state',
  kioskCodeUnusable: 'kiosk.code-unusable',
  envelopeInvalid: 'envelope.invalid',
  envelopeTruncated: 'envelope.truncated',
  envelopeEmpty: 'envelope.empty',
  reviewNotDue: 'review.not-due',
  examNotFound: 'exam.not-found',
  examClosed: 'exam.closed',
  examEmpty: 'exam.empty',
} as const satisfies Record<string, ServerErrorCode>;

/** The codes of SERVER_ERRORS, in their order. */
export const SERVER_ERROR_CODES = Object.keys(SERVER_ERRORS) as readonly ServerErrorCode[];

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
  return Object.hasOwn(SERVER_ERRORS, code);
}

/** German message for a translated code; codes we do not translate never reach the user raw. */
export function translateServerError(code: string): string {
  return isTranslatedErrorCode(code) ? translatedErrorMessages[code] : serverErrorsMessages.generic;
}
