import { describe, it, expect } from 'vitest';
import { errorCodeSentences } from '../messages/errorCodes';
import { serverErrorsMessages } from '../messages/serverErrors';
import {
  isKnownServerErrorCode,
  isTranslatedErrorCode,
  SERVER_ERROR_CODES,
  SERVER_ERRORS,
  TRANSLATED_ERROR_CODES,
  translateServerError,
} from './serverErrors';

describe('translateServerError', () => {
  it('collapses every wrong-credentials code onto one message', () => {
    for (const code of [
      'invalid_credentials',
      'auth/wrong-password',
      'auth/user-not-found',
      'auth/invalid-credential',
    ]) {
      expect(translateServerError(code)).toBe('Die Zugangsdaten sind ungültig.');
    }
  });

  it('translates the remaining codes', () => {
    expect(translateServerError('auth/user-disabled')).toBe(serverErrorsMessages.userDisabled);
    expect(translateServerError('passwords.user')).toBe(serverErrorsMessages.userNotFound);
    expect(translateServerError('passwords.token')).toBe(serverErrorsMessages.resetTokenInvalid);
    expect(translateServerError('passwords.throttled')).toBe(serverErrorsMessages.throttled);
    expect(translateServerError('validation.unique')).toBe(serverErrorsMessages.emailTaken);
    expect(translateServerError('validation.exists')).toBe(serverErrorsMessages.emailUnknown);
    expect(translateServerError('course.not-enough-coins')).toBe(serverErrorsMessages.notEnoughCoins);
  });

  it('falls back to the generic message, also for prototype keys', () => {
    expect(translateServerError('something.new')).toBe(serverErrorsMessages.generic);
    expect(translateServerError('toString')).toBe(serverErrorsMessages.generic);
    expect(translateServerError('')).toBe(serverErrorsMessages.generic);
    expect(isTranslatedErrorCode('__proto__')).toBe(false);
  });
});

describe('the server error codes', () => {
  it('give a translated code the sentence the server sends with it', () => {
    for (const code of TRANSLATED_ERROR_CODES) {
      if (isKnownServerErrorCode(code)) expect(translateServerError(code)).toBe(errorCodeSentences[code]);
    }
  });

  it('know every code the server sends, and only those', () => {
    expect(isKnownServerErrorCode('course.duplicate')).toBe(true);
    expect(isKnownServerErrorCode('auth/wrong-password')).toBe(false);
    expect(isKnownServerErrorCode('toString')).toBe(false);
    expect(new Set(SERVER_ERROR_CODES).size).toBe(SERVER_ERROR_CODES.length);
    for (const code of SERVER_ERROR_CODES) expect(SERVER_ERRORS[code], code).toBeGreaterThanOrEqual(400);
    for (const code of SERVER_ERROR_CODES) expect(SERVER_ERRORS[code], code).toBeLessThan(600);
  });
});
