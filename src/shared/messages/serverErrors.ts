import type { ServerErrorCode } from '../domain/serverErrors';
import { genericError, invalidCredentials } from './text';

/** The German strings of the 'serverErrors' area (DESIGN.md: one catalog per area, loaded with it). */
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
} as const;

/** Server codes of SPEC §8; the provider ('auth/…') codes collapse onto the same few sentences. */
export const serverErrorMessages: Record<ServerErrorCode, string> = {
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
