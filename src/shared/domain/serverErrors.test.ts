import { describe, it, expect } from 'vitest';
import { serverErrorsMessages } from '../messages/serverErrors';
import { isServerErrorCode, translateServerError } from './serverErrors';

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
    expect(isServerErrorCode('__proto__')).toBe(false);
  });
});
