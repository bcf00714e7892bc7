import { describe, it, expect } from 'vitest';
import { messages } from '../messages.de';
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
    expect(translateServerError('auth/user-disabled')).toBe(messages.serverErrors.userDisabled);
    expect(translateServerError('passwords.user')).toBe(messages.serverErrors.userNotFound);
    expect(translateServerError('passwords.token')).toBe(messages.serverErrors.resetTokenInvalid);
    expect(translateServerError('passwords.throttled')).toBe(messages.serverErrors.throttled);
    expect(translateServerError('validation.unique')).toBe(messages.serverErrors.emailTaken);
    expect(translateServerError('validation.exists')).toBe(messages.serverErrors.emailUnknown);
    expect(translateServerError('course.not-enough-coins')).toBe(messages.serverErrors.notEnoughCoins);
  });

  it('falls back to the generic message, also for prototype keys', () => {
    expect(translateServerError('something.new')).toBe(messages.serverErrors.generic);
    expect(translateServerError('toString')).toBe(messages.serverErrors.generic);
    expect(translateServerError('')).toBe(messages.serverErrors.generic);
    expect(isServerErrorCode('__proto__')).toBe(false);
  });
});
