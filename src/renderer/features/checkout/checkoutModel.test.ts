import { describe, expect, it } from 'vitest';
import { bookedCourse, moduleCourse } from '../../testing/appHarness';
import { checkoutVariant, creditsFor, EMPTY_DRAFT, hoursFor, purchasesOf, quoteOf } from './checkoutModel';
import { promoFailure, promoOutcome } from './promo';
import { HttpError } from '../../api/http';
import { promoMessages } from '../../../shared/messages/promo';

const m1 = moduleCourse(1, 1, 250);
const m2 = moduleCourse(2, 2, 99);
const done = { ...bookedCourse(10, 101, 3, 300) };

describe('checkout model', () => {
  it('chooses the variant by country: credits in ch, courses only in de when asked', () => {
    expect(checkoutVariant('ch', 'courses')).toBe('credits');
    expect(checkoutVariant('de', 'courses')).toBe('courses');
    expect(checkoutVariant('at', 'courses')).toBe('modules');
    expect(checkoutVariant('de', null)).toBe('modules');
  });

  it('clamps hours to floor(coins/100) per module and credits to the association rate', () => {
    const draft = { ...EMPTY_DRAFT, hours: { 1: 5, 2: 1 } };
    expect(hoursFor(draft, m1)).toBe(2);
    expect(hoursFor(draft, m2)).toBe(0);
    expect(creditsFor({ ...draft, association: 'sav', credits: 9 }, 450)).toBe(2);
    expect(creditsFor({ ...draft, association: 'cicero', credits: 9 }, 450)).toBe(4);
    expect(creditsFor({ ...draft, association: null, credits: 9 }, 450)).toBe(0);
  });

  it('builds the purchases of each variant, leaving out zero quantities', () => {
    const context = { modules: [m1, m2], completed: [done], coins: 450 };
    expect(purchasesOf('modules', { ...EMPTY_DRAFT, hours: { 1: 2, 2: 1 } }, context)).toEqual([
      { course_id: 1, quantity: 2 },
    ]);
    expect(purchasesOf('courses', { ...EMPTY_DRAFT, courseIds: [10] }, context)).toEqual([
      { course_id: 10, quantity: 3 },
    ]);
    expect(purchasesOf('credits', { ...EMPTY_DRAFT, association: 'skpe', credits: 2 }, context)).toEqual([
      { quantity: 2, organisation: 'skpe' },
    ]);
    expect(purchasesOf('credits', { ...EMPTY_DRAFT, association: 'skpe', credits: 0 }, context)).toEqual([]);
  });

  it('prices with the promo discount and VAT', () => {
    const purchases = [{ course_id: 1, quantity: 2 }];
    expect(quoteOf(purchases, 'de', { code: 'X', discount: { discount_relative: 0.1 } }).grossCents).toBe(
      4284,
    );
    expect(quoteOf(purchases, 'at', { code: 'X', discount: { discount_absolute: 20 } }).grossCents).toBe(
      2400,
    );
    expect(quoteOf([{ quantity: 3, organisation: 'cicero' }], 'ch', null).grossCents).toBe(6000);
  });
});

describe('promo answers', () => {
  const reply = (status: string) => ({ status, discount_relative: 0.1, discount_absolute: 5 });
  it('applies VALID and shows every other status its alert', () => {
    expect(promoOutcome(' willkommen10 ', reply('VALID'))).toEqual({
      kind: 'applied',
      promo: { code: 'WILLKOMMEN10', discount: { discount_relative: 0.1, discount_absolute: 5 } },
    });
    const cases: [string, string][] = [
      ['EXPIRED', promoMessages.expired],
      ['NOTYET', promoMessages.notYet],
      ['DEPLETED', promoMessages.depleted],
      ['REDEEMED', promoMessages.redeemed],
      ['FLOODED', promoMessages.flooded],
      ['IRGENDWAS', promoMessages.unknownStatus],
    ];
    for (const [status, message] of cases)
      expect(promoOutcome('X', reply(status))).toEqual({ kind: 'refused', message });
  });

  it('says a code does not exist on 404 and cannot be checked on anything else', () => {
    expect(promoFailure(new HttpError(404, {}, { get: () => null }))).toBe(promoMessages.notFound);
    expect(promoFailure(new HttpError(500, {}, { get: () => null }))).toBe(promoMessages.checkFailed);
    expect(promoFailure(new Error('kaputt'))).toBe(promoMessages.checkFailed);
  });
});
