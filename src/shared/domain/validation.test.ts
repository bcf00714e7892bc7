import { describe, it, expect } from 'vitest';
import { validationMessages } from '../messages/validation';
import {
  emailSchema,
  fieldErrors,
  isValidEmail,
  isValidGutberatenId,
  isValidPlz,
  isVatFieldVisible,
  loginFormSchema,
  resetPasswordFormSchema,
  signupFormSchema,
} from './validation';
import {
  accessCodeFormSchema,
  accountNameFormSchema,
  addressFormSchema,
  changeEmailFormSchema,
  changePasswordFormSchema,
  deleteAccountFormSchema,
  errorReportFormSchema,
  feedbackFormSchema,
} from './forms';

const m = validationMessages;
const errorsOf = (schema: { safeParse: (v: unknown) => Parameters<typeof fieldErrors>[0] }, value: unknown) =>
  fieldErrors(schema.safeParse(value));

describe('isValidPlz', () => {
  it('accepts 4 or 5 digits after trimming', () => {
    expect(isValidPlz('8001')).toBe(true);
    expect(isValidPlz(' 10115 ')).toBe(true);
  });
  it('rejects everything else', () => {
    for (const plz of ['', '123', '123456', '12a45', '١٢٣٤', '12 34']) expect(isValidPlz(plz)).toBe(false);
  });
});

describe('isValidEmail', () => {
  it('accepts ordinary addresses', () => {
    expect(isValidEmail('anna.muster@example.de')).toBe(true);
    expect(isValidEmail(' a+b@sub.example.ch ')).toBe(true);
  });
  it('rejects malformed or overlong addresses', () => {
    for (const email of ['anna', 'anna@', '@example.de', 'anna@example', 'an na@example.de', 'a@b.c']) {
      expect(isValidEmail(email)).toBe(false);
    }
    expect(isValidEmail(`${'a'.repeat(64)}@${'b'.repeat(187)}.de`)).toBe(false);
  });
});

describe('emailSchema', () => {
  it('asks for an address when empty, for a valid one otherwise', () => {
    expect(emailSchema.safeParse('  ').error?.issues.map((i) => i.message)).toEqual([m.emailRequired]);
    expect(emailSchema.safeParse(undefined).error?.issues[0]?.message).toBe(m.emailRequired);
    expect(emailSchema.safeParse('anna@').error?.issues[0]?.message).toBe(m.emailInvalid);
    expect(emailSchema.parse(' anna@example.de ')).toBe('anna@example.de');
  });
});

describe('addressFormSchema', () => {
  const valid = {
    first_name: 'Anna',
    last_name: 'Muster',
    street: 'Hauptstr. 1',
    postal_code: '10115',
    city: 'Berlin',
  };

  it('reports every required field', () => {
    const blank = { first_name: ' ', last_name: '', street: '', postal_code: '', city: '' };
    expect(errorsOf(addressFormSchema({ country: 'de' }), blank)).toEqual({
      first_name: 'Bitte gib deinen Vornamen ein.',
      last_name: 'Bitte gib deinen Nachnamen ein.',
      street: 'Bitte gib deine Straße und Hausnummer ein.',
      postal_code: 'PLZ eingeben.',
      city: 'Bitte gib deine Stadt ein.',
    });
  });

  it('asks for the Strasse in Switzerland, where ß is not written', () => {
    expect(errorsOf(addressFormSchema({ country: 'ch' }), { ...valid, street: ' ' })).toEqual({
      street: 'Bitte gib deine Strasse und Hausnummer ein.',
    });
  });

  it('checks the PLZ format', () => {
    expect(errorsOf(addressFormSchema({ country: 'de' }), { ...valid, postal_code: '123' })).toEqual({
      postal_code: 'PLZ ungültig.',
    });
  });

  it('requires the gutberaten number only when registration is offered and ticked', () => {
    const schema = addressFormSchema({ country: 'de', gutberaten: true });
    expect(errorsOf(schema, { ...valid, gutberaten: true, gutberatenNum: ' ' })).toEqual({
      gutberatenNum: 'Bitte gib deine gut beraten-Nummer ein.',
    });
    expect(errorsOf(schema, { ...valid, gutberaten: false })).toEqual({});
    expect(
      schema.parse({ ...valid, gutberaten: true, gutberatenNum: ' 20240115-4a7k2p-03 ' }).gutberatenNum,
    ).toBe('20240115-4A7K2P-03');
    const notOffered = addressFormSchema({ country: 'de' });
    expect(notOffered.parse({ ...valid, gutberaten: true }).gutberaten).toBe(false);
  });

  it('checks the gut beraten ID format JJJJMMTT-XXXXXX-XX', () => {
    const schema = addressFormSchema({ country: 'de', gutberaten: true });
    for (const bad of [
      '42',
      '20240230-123456-01',
      '2024011-123456-01',
      '20240115-12345-01',
      '20240115_123456_01',
    ]) {
      expect(errorsOf(schema, { ...valid, gutberaten: true, gutberatenNum: bad })).toEqual({
        gutberatenNum: m.gutberatenNumInvalid,
      });
    }
    expect(isValidGutberatenId('20131231-000001-99')).toBe(true);
    expect(isValidGutberatenId('19991231-000001-99')).toBe(false);
  });

  it('reports the gutberaten number together with other missing fields', () => {
    const schema = addressFormSchema({ country: 'de', gutberaten: true });
    const errors = errorsOf(schema, { ...valid, city: undefined, gutberaten: true, gutberatenNum: '' });
    expect(errors).toEqual({ city: m.cityRequired, gutberatenNum: m.gutberatenNumRequired });
  });

  it('requires the Cicero number for Cicero only', () => {
    const ch = { ...valid, postal_code: '8001', city: 'Zürich' };
    expect(errorsOf(addressFormSchema({ country: 'ch', association: 'cicero' }), ch)).toEqual({
      ciceroNum: 'Bitte gib deine Cicero-Nummer ein',
    });
    const sav = addressFormSchema({ country: 'ch', association: 'sav' });
    expect(sav.parse({ ...ch, ciceroNum: '7' }).ciceroNum).toBeUndefined();
  });

  it('drops the VAT number where the field is hidden', () => {
    const withCompany = { ...valid, company: 'Muster GmbH', ustIdNr: 'DE123' };
    expect(addressFormSchema({ country: 'de' }).parse(withCompany).ustIdNr).toBe('DE123');
    expect(addressFormSchema({ country: 'ch' }).parse(withCompany).ustIdNr).toBeUndefined();
    expect(
      addressFormSchema({ country: 'at' }).parse({ ...withCompany, company: ' ' }).ustIdNr,
    ).toBeUndefined();
    expect(isVatFieldVisible('Muster AG', 'at')).toBe(true);
    expect(isVatFieldVisible(undefined, 'de')).toBe(false);
  });

  it('trims the values it returns', () => {
    expect(addressFormSchema({ country: 'de' }).parse({ ...valid, city: ' Berlin ' }).city).toBe('Berlin');
  });
});

describe('loginFormSchema', () => {
  it('asks for e-mail and password', () => {
    expect(errorsOf(loginFormSchema, { email: '', password: '' })).toEqual({
      email: m.emailRequired,
      password: 'Bitte gib dein Passwort ein.',
    });
  });
  it('does not enforce the minimum length on existing passwords', () => {
    expect(loginFormSchema.safeParse({ email: 'a@example.de', password: 'short' }).success).toBe(true);
  });
});

describe('signupFormSchema', () => {
  const valid = {
    first_name: 'Anna',
    last_name: 'Muster',
    email: 'a@example.de',
    password: 'geheim123',
    tos: true,
  };

  it('accepts a complete signup', () => {
    expect(signupFormSchema.safeParse(valid).success).toBe(true);
  });

  it('reports every signup message', () => {
    expect(
      errorsOf(signupFormSchema, { first_name: '', last_name: '', email: 'x', password: '', tos: false }),
    ).toEqual({
      first_name: 'Bitte gib deinen Vornamen ein.',
      last_name: 'Bitte gib deinen Nachnamen ein.',
      email: 'Bitte gib eine gültige E-Mail-Adresse ein.',
      password: 'Bitte gib ein Passwort ein',
      tos: 'Bitte akzeptiere die Bedingungen.',
    });
  });

  it('enforces 8 characters without trimming the password', () => {
    expect(errorsOf(signupFormSchema, { ...valid, password: 'kurz' })).toEqual({
      password: 'Dein Passwort muss aus mindestens 8 Zeichen bestehen',
    });
    expect(signupFormSchema.parse({ ...valid, password: ' 1234567' }).password).toBe(' 1234567');
    expect(errorsOf(signupFormSchema, { ...valid, tos: undefined })).toEqual({ tos: m.tosRequired });
  });
});

describe('resetPasswordFormSchema', () => {
  it('requires a new password of 8 characters', () => {
    expect(errorsOf(resetPasswordFormSchema, { password: '   ' })).toEqual({
      password: 'Bitte gib ein neues Passwort ein.',
    });
    expect(errorsOf(resetPasswordFormSchema, { password: 'abc' })).toEqual({ password: m.passwordTooShort });
  });
});

describe('account forms', () => {
  it('uses the an. wording for the display name', () => {
    expect(errorsOf(accountNameFormSchema, { first_name: '', last_name: '' })).toEqual({
      first_name: 'Bitte gib deinen Vornamen an.',
      last_name: 'Bitte gib deinen Nachnamen an.',
    });
  });

  it('needs the current password to change the e-mail', () => {
    expect(errorsOf(changeEmailFormSchema, { email: '', password: '' })).toEqual({
      email: m.emailRequired,
      password: 'Bitte gib dein aktuelles Passwort ein.',
    });
  });

  it('checks the new password and its repetition', () => {
    expect(
      errorsOf(changePasswordFormSchema, { password: '', new_password: '', new_password_repeat: '' }),
    ).toEqual({
      password: m.currentPasswordRequired,
      new_password: m.newPasswordRequired,
    });
    const mismatch = { password: 'alt', new_password: 'neuesPasswort', new_password_repeat: 'neuesPasswor' };
    expect(errorsOf(changePasswordFormSchema, mismatch)).toEqual({
      new_password_repeat: 'Die Passwörter stimmen nicht überein.',
    });
    // A blank current password must not hide the mismatch (every message at once).
    expect(
      errorsOf(changePasswordFormSchema, {
        password: ' ',
        new_password: 'neuesPasswort',
        new_password_repeat: 'x',
      }),
    ).toEqual({ password: m.currentPasswordRequired, new_password_repeat: m.passwordsDoNotMatch });
    expect(errorsOf(changePasswordFormSchema, { new_password: 'neuesPasswort' })).toEqual({
      password: m.currentPasswordRequired,
      new_password_repeat: m.passwordsDoNotMatch,
    });
    const ok = { password: 'alt', new_password: 'neuesPasswort', new_password_repeat: 'neuesPasswort' };
    expect(changePasswordFormSchema.safeParse(ok).success).toBe(true);
  });

  it('needs the current password to delete the account', () => {
    expect(errorsOf(deleteAccountFormSchema, {})).toEqual({ password: m.currentPasswordRequired });
  });
});

describe('feedbackFormSchema', () => {
  it('requires a rating from 1 to 5', () => {
    for (const rating of [undefined, null, 0, 6, 2.5]) {
      expect(errorsOf(feedbackFormSchema, { rating })).toEqual({ rating: 'Bitte wähle dein Feedback aus.' });
    }
  });
  it('treats text and anonymity as optional', () => {
    expect(feedbackFormSchema.parse({ rating: 5 })).toEqual({ rating: 5, anonymous: false });
    expect(feedbackFormSchema.parse({ rating: 1, feedback: ' gut ', anonymous: true })).toEqual({
      rating: 1,
      feedback: 'gut',
      anonymous: true,
    });
  });
});

describe('accessCodeFormSchema', () => {
  it('requires a code', () => {
    expect(errorsOf(accessCodeFormSchema, { code: ' ' })).toEqual({
      code: 'Bitte geben Sie einen Zugangscode ein.',
    });
    expect(accessCodeFormSchema.parse({ code: ' ABC ' })).toEqual({ code: 'ABC' });
  });
});

describe('errorReportFormSchema', () => {
  it('asks a visitor for name, e-mail and what happened', () => {
    expect(
      errorsOf(errorReportFormSchema({ loggedIn: false }), { name: '', email: '', what_happened: '' }),
    ).toEqual({
      name: m.errorReportNameRequired,
      email: m.errorReportEmailRequired,
      what_happened: m.errorReportWhatHappenedRequired,
    });
    expect(
      errorsOf(errorReportFormSchema({ loggedIn: false }), { name: 'A', email: 'nope', what_happened: 'x' }),
    ).toEqual({ email: m.emailInvalid });
  });

  it('asks a logged-in user only what happened', () => {
    expect(errorsOf(errorReportFormSchema({ loggedIn: true }), { what_happened: '' })).toEqual({
      what_happened: 'Bitte beschreibe, was passiert ist.',
    });
  });
});

describe('fieldErrors', () => {
  it('is empty for a successful parse', () => {
    expect(fieldErrors(accessCodeFormSchema.safeParse({ code: 'x' }))).toEqual({});
  });

  it('keeps the first message per dotted path', () => {
    const result = {
      success: false,
      error: {
        issues: [
          { path: ['address', 'city'], message: 'first' },
          { path: ['address', 'city'], message: 'second' },
          { path: ['items', 0], message: 'item' },
          { path: [], message: 'form' },
        ],
      },
    };
    expect(fieldErrors(result)).toEqual({ 'address.city': 'first', 'items.0': 'item', '': 'form' });
  });
});
