import type { TranslatedErrorCode } from '../domain/serverErrors';
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
  imageNotFound: 'Dieses Bild gibt es nicht.',
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
