import { describe, expect, it } from 'vitest';
import { coursesMessages } from '../../shared/messages/courses';
import { promoMessages } from '../../shared/messages/promo';
import { serverErrorsMessages } from '../../shared/messages/serverErrors';
import { ContractError, HttpError } from './http';
import { fieldMessageFor, messageFor } from './messageFor';

const reply = (status: number, data: unknown) => new HttpError(status, data, { get: () => null });
const generic = serverErrorsMessages.generic;

describe('messageFor: one sentence for any failed request', () => {
  it('translates a catalog code the same way whatever the screen', () => {
    const refused = reply(400, { message: 'x', code: 'course.not-enough-coins' });
    const sentence = serverErrorsMessages.notEnoughCoins;
    expect(messageFor(refused)).toBe(sentence);
    expect(messageFor(refused, { serverMessage: true, fallback: 'quiz' })).toBe(sentence);
    expect(messageFor(refused, { fallback: coursesMessages.bookingFailed })).toBe(sentence);
  });

  it("shows the server's own message only where the screen allows it, and only for the statuses it names", () => {
    const other = reply(422, {
      message: 'Diese Frage wurde dir nicht gestellt.',
      code: 'question.not-served',
    });
    expect(messageFor(other)).toBe(generic);
    expect(messageFor(other, { serverMessage: true })).toBe('Diese Frage wurde dir nicht gestellt.');
    expect(messageFor(other, { serverMessage: [400] })).toBe(generic);
    expect(messageFor(reply(400, { message: 'Kategorie fehlt.' }), { serverMessage: [400] })).toBe(
      'Kategorie fehlt.',
    );
  });

  it("takes a screen's own wording of a code or a status first", () => {
    const duplicate = reply(400, { message: 'x', code: 'course.duplicate' });
    expect(messageFor(duplicate, { codes: { 'course.duplicate': coursesMessages.duplicateCategory } })).toBe(
      coursesMessages.duplicateCategory,
    );
    expect(messageFor(reply(404, {}), { statuses: { 404: promoMessages.notFound } })).toBe(
      promoMessages.notFound,
    );
  });

  it('reads a reply without a code by its first field error, when that says more than the generic error', () => {
    expect(messageFor(reply(422, { message: 'x', errors: { email: ['validation.unique'] } }))).toBe(
      serverErrorsMessages.emailTaken,
    );
    expect(
      messageFor(reply(422, { message: 'x', errors: { hours: ['validation.in'] } }), { fallback: 'f' }),
    ).toBe('f');
  });

  it('gives the fallback (by default the generic error) for a broken contract, no reply or a reply that is not ours', () => {
    expect(messageFor(new ContractError('app.users.courses.store'))).toBe(generic);
    expect(messageFor(new TypeError('Failed to fetch'), { fallback: 'offline' })).toBe('offline');
    expect(messageFor(reply(503, '<html>'), { fallback: 'später' })).toBe('später');
    expect(messageFor(reply(500, { message: 'Interner Fehler' }))).toBe(generic);
  });
});

describe('fieldMessageFor', () => {
  it("translates catalog codes, reads required codes as the form's own message, keeps sentences, hides raw codes", () => {
    expect(fieldMessageFor('validation.exists')).toBe(serverErrorsMessages.emailUnknown);
    expect(fieldMessageFor('validation.required', 'Bitte gib deine E-Mail-Adresse ein.')).toBe(
      'Bitte gib deine E-Mail-Adresse ein.',
    );
    expect(fieldMessageFor('Die PLZ passt nicht zum Ort.')).toBe('Die PLZ passt nicht zum Ort.');
    expect(fieldMessageFor('validation.weird')).toBe(generic);
  });
});
