import { describe, expect, it } from 'vitest';
import { coursesMessages } from '../../../shared/messages/courses';
import { serverErrorsMessages } from '../../../shared/messages/serverErrors';
import { HttpError } from '../../api/http';
import { bookedCourse } from '../../testing/appHarness';
import { bookingBlocker, bookingErrorMessage } from './bookingErrors';

const httpError = (status: number, data: unknown) => new HttpError(status, data, { get: () => null });

describe('bookingBlocker', () => {
  it('refuses a category that already has a course, and a fourth course', () => {
    const two = [bookedCourse(1, 101, 1), bookedCourse(2, 102, 3)];
    expect(bookingBlocker(two, 101)).toBe(coursesMessages.duplicateCategory);
    expect(bookingBlocker(two, 103)).toBeNull();
    expect(bookingBlocker([...two, bookedCourse(3, 103, 5)], 104)).toBe(coursesMessages.limitReached);
  });
});

describe('bookingErrorMessage', () => {
  it('maps the server codes of a refused booking', () => {
    expect(bookingErrorMessage(httpError(400, { message: 'x', code: 'course.not-enough-coins' }))).toBe(
      serverErrorsMessages.notEnoughCoins,
    );
    expect(bookingErrorMessage(httpError(400, { message: 'x', code: 'course.duplicate' }))).toBe(
      coursesMessages.duplicateCategory,
    );
  });

  it("shows the server's message for HTTP 400, else 'Ein Fehler ist aufgetreten'", () => {
    expect(bookingErrorMessage(httpError(400, { message: 'Kategorie fehlt.', code: 'x' }))).toBe(
      'Kategorie fehlt.',
    );
    expect(bookingErrorMessage(httpError(400, 'kaputt'))).toBe('Ein Fehler ist aufgetreten');
    expect(bookingErrorMessage(httpError(500, { message: 'Interner Fehler' }))).toBe(
      'Ein Fehler ist aufgetreten',
    );
    expect(bookingErrorMessage(new Error('contract'))).toBe('Ein Fehler ist aufgetreten');
  });
});
