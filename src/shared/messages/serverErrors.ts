import type { ServerErrorCode, TranslatedErrorCode } from '../domain/serverErrors';
import { adminMessages } from './admin';
import { questionDeskMessages } from './questionDesk';
import { coursesMessages } from './courses';
import { companyMessages } from './company';
import { promoMessages } from './promo';
import { quizMessages } from './quiz';
import { reportsMessages } from './reports';
import { requestsMessages } from './requests';
import { genericError, invalidCredentials } from './text';

/** The German strings of the 'serverErrors' area (one catalog per area, loaded with it). */
export const serverErrorsMessages = {
  invalidCredentials,
  userDisabled: 'Dein Benutzerkonto wurde deaktiviert.',
  userNotFound: 'Dieser Benutzer existiert nicht.',
  resetTokenInvalid: 'Der Token zum Zurücksetzen des Passworts ist ungültig.',
  throttled: 'Es wurden zu viele Anfragen gesendet. Bitte versuche es später erneut.',
  emailTaken: 'Es existiert bereits ein Benutzer mit dieser E-Mail-Adresse.',
  emailUnknown: 'Es existiert kein Benutzer mit dieser E-Mail-Adresse.',
  notEnoughCoins:
    'Es sind nicht genügend Fragen vorhanden, um diesen Kurs zu starten. Bitte versuche es später erneut.',
  generic: genericError,
  /** Changing the e-mail or password with a wrong current password. */
  passwordWrong: 'Das Passwort ist nicht korrekt.',
  invalidData: 'Die übermittelten Daten sind ungültig.',
  notFound: 'Nicht gefunden.',
  unauthenticated: 'Bitte melde dich an.',
  forbidden: 'Keine Berechtigung.',
  requestMalformed: 'Die Anfrage ist fehlerhaft.',
  requestTooLarge: 'Die Anfrage ist zu groß.',
  requestMediaType: 'Dieses Datenformat wird nicht unterstützt.',
  requestTooMany: 'Zu viele Anfragen. Bitte versuche es später erneut.',
  /** The development error-report sink (a Sentry envelope that cannot be read). */
  envelopeInvalid: 'Der Umschlag ist kein gültiges JSON.',
  envelopeTruncated: 'Der Umschlag ist unvollständig.',
  envelopeEmpty: 'Der Umschlag ist leer.',
  /** The development helpers' own 'not found' sentences. */
  attachmentNotFound: 'Diesen Anhang gibt es nicht.',
  questionNotFound: 'Diese Frage existiert nicht.',
  newsProviderNotFound: 'Für dieses Land gibt es keinen Anbieter.',
} as const;

/** The sentences a client shows for the codes it translates; the provider ('auth/…') codes share a few. */
export const translatedErrorMessages: Record<TranslatedErrorCode, string> = {
  invalid_credentials: invalidCredentials,
  'auth/wrong-password': invalidCredentials,
  'auth/user-not-found': invalidCredentials,
  'auth/invalid-credential': invalidCredentials,
  'auth/user-disabled': serverErrorsMessages.userDisabled,
  'passwords.user': serverErrorsMessages.userNotFound,
  'passwords.token': serverErrorsMessages.resetTokenInvalid,
  'passwords.throttled': serverErrorsMessages.throttled,
  'validation.unique': serverErrorsMessages.emailTaken,
  'validation.exists': serverErrorsMessages.emailUnknown,
  'course.not-enough-coins': serverErrorsMessages.notEnoughCoins,
};

/** The server's message for each code it sends: an error reply's message is this sentence. */
export const errorCodeSentences: Record<ServerErrorCode, string> = {
  validation: serverErrorsMessages.invalidData,
  'request.malformed': serverErrorsMessages.requestMalformed,
  'request.too-large': serverErrorsMessages.requestTooLarge,
  'request.media-type': serverErrorsMessages.requestMediaType,
  'request.too-many': serverErrorsMessages.requestTooMany,
  not_found: serverErrorsMessages.notFound,
  unauthenticated: serverErrorsMessages.unauthenticated,
  forbidden: serverErrorsMessages.forbidden,
  'service.unavailable': requestsMessages.unavailable,
  'service.overloaded': requestsMessages.overloaded,
  'idempotency.missing': requestsMessages.idempotencyKeyMissing,
  'idempotency.invalid': requestsMessages.idempotencyKeyInvalid,
  'idempotency.reused': requestsMessages.idempotencyKeyReused,
  'idempotency.in-progress': requestsMessages.idempotencyKeyInProgress,
  invalid_credentials: invalidCredentials,
  'auth/user-disabled': serverErrorsMessages.userDisabled,
  'impersonation.invalid': genericError,
  'passwords.user': serverErrorsMessages.userNotFound,
  'passwords.token': serverErrorsMessages.resetTokenInvalid,
  'passwords.throttled': serverErrorsMessages.throttled,
  'password.wrong': serverErrorsMessages.passwordWrong,
  'validation.unique': serverErrorsMessages.emailTaken,
  'validation.exists': serverErrorsMessages.emailUnknown,
  'course.not-found': coursesMessages.notFound,
  'course.role-mismatch': coursesMessages.roleMismatch,
  'course.country': coursesMessages.countryOnly,
  'course.role-required': coursesMessages.roleRequired,
  'course.category': coursesMessages.categoryUnavailable,
  'course.duplicate': coursesMessages.duplicateCategory,
  'course.limit': coursesMessages.limitReached,
  'course.not-enough-coins': serverErrorsMessages.notEnoughCoins,
  'course.module': coursesMessages.moduleNotDeletable,
  'quiz.country': quizMessages.swissOnly,
  'question.not-served': quizMessages.notServed,
  'question.answers-invalid': quizMessages.answersInvalid,
  'promo.flooded': promoMessages.flooded,
  'promo.not-found': promoMessages.notFound,
  'company.not-found': companyMessages.companyNotFound,
  'company-course.not-found': companyMessages.courseNotFound,
  'company-course.not-started': companyMessages.courseNotStarted,
  'company-course.finished': companyMessages.courseFinished,
  'company-course.not-passed': companyMessages.certifyNotPassed,
  'company-course.certificate-requested': companyMessages.certifyAlready,
  'company-code.invalid': companyMessages.codeInvalid,
  'company-code.expired': companyMessages.codeExpired,
  'company-code.used-up': companyMessages.codeUsedUp,
  'company-question.not-asked': companyMessages.questionNotAsked,
  'certificate.not-found': companyMessages.certificateNotFound,
  'admin.code-invalid': adminMessages.codeInvalid,
  'admin.throttled': adminMessages.throttled,
  'admin.challenge-expired': adminMessages.challengeExpired,
  'admin.session-expired': adminMessages.sessionExpired,
  'report.duplicate': reportsMessages.duplicate,
  'report.not-answered': reportsMessages.notAnswered,
  'report.not-found': reportsMessages.notFound,
  'report.decided': reportsMessages.decided,
  'question.own-approval': questionDeskMessages.ownApproval,
  'question.state': questionDeskMessages.wrongState,
  'question.version-open': questionDeskMessages.versionOpen,
  'question.key-taken': questionDeskMessages.keyTaken,
  'question.export-too-large': questionDeskMessages.exportTooLarge,
  'envelope.invalid': serverErrorsMessages.envelopeInvalid,
  'envelope.truncated': serverErrorsMessages.envelopeTruncated,
  'envelope.empty': serverErrorsMessages.envelopeEmpty,
};
