import { describe, it, expect } from 'vitest';
import { applyDiscount, formatPrice, grossCents, orderTotal, quoteOrder, vatCents } from './price';

describe('orderTotal', () => {
  it('charges 20.00 per unit by default', () => {
    expect(orderTotal({ units: 3 })).toBe(6000);
    expect(orderTotal({ units: 0 })).toBe(0);
    expect(orderTotal({ units: 2, pricePerUnitCents: 1550 })).toBe(3100);
  });

  it('rejects quantities that cannot be ordered', () => {
    expect(() => orderTotal({ units: -1 })).toThrow(RangeError);
    expect(() => orderTotal({ units: 1.5 })).toThrow(RangeError);
    expect(() => orderTotal({ units: Number.NaN })).toThrow(RangeError);
  });
});

describe('applyDiscount', () => {
  it('uses the relative discount when it is above 0', () => {
    expect(applyDiscount(6000, { discount_relative: 0.1, discount_absolute: 50 })).toBe(5400);
    expect(applyDiscount(2000, { discount_relative: 1 / 3, discount_absolute: 0 })).toBe(1333);
  });

  it('otherwise takes the absolute discount in currency units', () => {
    expect(applyDiscount(6000, { discount_relative: 0, discount_absolute: 10 })).toBe(5000);
    expect(applyDiscount(6000, { discount_relative: null, discount_absolute: 0.29 })).toBe(5971);
  });

  it('never goes below 0', () => {
    expect(applyDiscount(2000, { discount_relative: 0, discount_absolute: 100 })).toBe(0);
    expect(applyDiscount(2000, { discount_relative: 1.5 })).toBe(0);
  });

  it('leaves the total alone without a discount', () => {
    expect(applyDiscount(2000, {})).toBe(2000);
    expect(applyDiscount(2000, { discount_relative: -0.5, discount_absolute: -3 })).toBe(2000);
  });
});

describe('vatCents and grossCents', () => {
  it('applies the country rate, rounded to whole cents', () => {
    expect(vatCents(2000, 'de')).toBe(380);
    expect(vatCents(2000, 'at')).toBe(400);
    expect(vatCents(1333, 'de')).toBe(253);
    expect(grossCents(2000, 'de')).toBe(2380);
  });
});

describe('formatPrice', () => {
  it('suffixes euros for de and at', () => {
    expect(formatPrice(1200, 'de')).toBe('12,00 €');
    expect(formatPrice(5, 'at')).toBe('0,05 €');
    expect(formatPrice(123456789, 'de')).toBe('1.234.567,89 €');
  });

  it('prefixes CHF for ch', () => {
    expect(formatPrice(1200, 'ch')).toBe('CHF 12,00');
    expect(formatPrice(100000, 'ch')).toBe('CHF 1.000,00');
  });

  it('handles negative amounts and stray fractions', () => {
    expect(formatPrice(-2050, 'de')).toBe('-20,50 €');
    expect(formatPrice(1999.6, 'de')).toBe('20,00 €');
    expect(() => formatPrice(Number.NaN, 'de')).toThrow(RangeError);
  });
});

describe('quoteOrder', () => {
  it('adds German and Austrian VAT after the discount', () => {
    expect(quoteOrder({ units: 3, country: 'de', discount: { discount_relative: 0.1 } })).toEqual({
      subtotalCents: 6000,
      discountCents: 600,
      netCents: 5400,
      vatRate: 0.19,
      vatCents: 1026,
      grossCents: 6426,
    });
    expect(quoteOrder({ units: 2, country: 'at' })).toMatchObject({
      netCents: 4000,
      vatCents: 800,
      grossCents: 4800,
    });
  });

  it('charges no VAT in ch and never a negative amount', () => {
    expect(quoteOrder({ units: 1, country: 'ch', discount: { discount_absolute: 20 } })).toEqual({
      subtotalCents: 2000,
      discountCents: 2000,
      netCents: 0,
      vatRate: 0,
      vatCents: 0,
      grossCents: 0,
    });
  });
});
