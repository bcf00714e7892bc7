import type { ServerErrorCode } from '../domain/serverErrors';
import { adminMessages } from './admin';
import { questionDeskMessages } from './questionDesk';
import { coursesMessages } from './courses';
import { companyMessages } from './company';
import { ordersMessages } from './orders';
import { promoMessages } from './promo';
import { figuresDeskMessages } from './figuresDesk';
import { promoDeskMessages } from './promoDesk';
import { imagesMessages } from './images';
import { cancellationsMessages } from './cancellations';
import { supportDeskMessages } from './supportDesk';
import { companyResultsMessages } from './companyResults';
import { companyDeskMessages } from './companyDesk';
import { companyConsoleMessages } from './companyConsole';
import { quizMessages } from './quiz';
import { practiceMessages } from './practice';
import { reportsMessages } from './reports';
import { requestsMessages } from './requests';
import { serverErrorsMessages } from './serverErrors';
import { genericError, invalidCredentials } from './text';
import { kioskDeskMessages } from './kioskDesk';

/*
 * A module of its own, apart from the client's sentences (serverErrors.ts): this record names every area's
 * catalog, and the first page's chunk, which holds serverErrors.ts, must not carry them (bench/lib/firstPages.ts).
 */

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
  'course.complete': coursesMessages.courseComplete,
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
  'order.not-found': ordersMessages.orderNotFound,
  'document.not-found': ordersMessages.documentNotFound,
  'document.damaged': ordersMessages.documentDamaged,
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
  'promo.code-taken': promoDeskMessages.codeTaken,
  'order.item-not-found': cancellationsMessages.itemNotFound,
  'order.already-cancelled': cancellationsMessages.alreadyCancelled,
  'image.unsupported': imagesMessages.unsupported,
  'image.too-large': imagesMessages.tooLarge,
  'booking.not-retryable': figuresDeskMessages.notRetryable,
  'learner.verified': supportDeskMessages.alreadyVerified,
  'learner.confirmation': supportDeskMessages.eraseMismatch,
  'company.short-name-taken': companyDeskMessages.shortNameTaken,
  'company-admin.email-taken': companyDeskMessages.emailTaken,
  'invitation.invalid': companyDeskMessages.invitationInvalid,
  'company-certificate.revoked': companyResultsMessages.alreadyRevoked,
  'company-course.has-answers': companyConsoleMessages.hasAnswers,
  'company-course.state': companyConsoleMessages.courseState,
  'kiosk.code-unusable': kioskDeskMessages.codeUnusable,
  'envelope.invalid': serverErrorsMessages.envelopeInvalid,
  'envelope.truncated': serverErrorsMessages.envelopeTruncated,
  'envelope.empty': serverErrorsMessages.envelopeEmpty,
  'review.not-due': practiceMessages.notDue,
  'exam.not-found': practiceMessages.examNotFound,
  'exam.closed': practiceMessages.examClosed,
  'exam.empty': practiceMessages.examEmpty,
};
