import { PRICE_PER_UNIT_CENTS, VAT_RATE, type Country } from '../api/constants';

/** All amounts are integer cents (Rappen in ch): floating-point currency values never leave this file. */

export interface OrderTotalInput {
  /** Hours (de, at) or credits (ch) ordered. */
  units: number;
  pricePerUnitCents?: number;
}

export interface Discount {
  /** Fraction of the total, 0..1; wins when above 0. */
  discount_relative?: number | null;
  /** Fixed amount in the currency unit (10 = 10 EUR or CHF). */
  discount_absolute?: number | null;
}

function assertWholeNonNegative(value: number, name: string): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${name} must be a non-negative whole number, got ${value}`);
  }
}

/** Net price of an order. Invalid quantities throw: a wrong invoice is worse than a failed form. */
export function orderTotal({ units, pricePerUnitCents = PRICE_PER_UNIT_CENTS }: OrderTotalInput): number {
  assertWholeNonNegative(units, 'units');
  assertWholeNonNegative(pricePerUnitCents, 'pricePerUnitCents');
  return units * pricePerUnitCents;
}

/**
 * Total after a promo code (docs/product-rules.md#checkout-and-orders): relative when above 0, else absolute;
 * never below 0.
 */
export function applyDiscount(totalCents: number, discount: Discount): number {
  assertWholeNonNegative(totalCents, 'totalCents');
  const relative = discount.discount_relative ?? 0;
  const absolute = discount.discount_absolute ?? 0;
  let reductionCents = 0;
  if (Number.isFinite(relative) && relative > 0) {
    reductionCents = Math.round(totalCents * Math.min(relative, 1));
  } else if (Number.isFinite(absolute) && absolute > 0) {
    reductionCents = Math.round(absolute * 100);
  }
  return Math.max(0, totalCents - reductionCents);
}

/** VAT on a net amount, rounded to whole cents. */
export function vatCents(netCents: number, country: Country): number {
  assertWholeNonNegative(netCents, 'netCents');
  return Math.round(netCents * VAT_RATE[country]);
}

/** Net plus VAT. */
export function grossCents(netCents: number, country: Country): number {
  return netCents + vatCents(netCents, country);
}

/**
 * '1.234,50 €' for de and at, 'CHF 1.234,50' for ch. Plain string building because Intl output differs
 * between ICU builds (narrow no-break spaces, apostrophes in de-CH).
 */
export function formatPrice(cents: number, country: Country): string {
  if (!Number.isFinite(cents)) throw new RangeError(`cannot format ${cents} as a price`);
  const rounded = Math.round(cents);
  const sign = rounded < 0 ? '-' : '';
  const abs = Math.abs(rounded);
  const whole = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const fraction = String(abs % 100).padStart(2, '0');
  const amount = `${sign}${whole},${fraction}`;
  return country === 'ch' ? `CHF ${amount}` : `${amount} €`;
}

export interface OrderQuote {
  /** Units times the unit price. */
  subtotalCents: number;
  /** What the promo code takes off (0 without one). */
  discountCents: number;
  /** Subtotal minus discount: the taxable amount. */
  netCents: number;
  /** 0.19 (de), 0.2 (at), 0 (ch, training exempt under Art. 21 MWSTG). */
  vatRate: number;
  vatCents: number;
  grossCents: number;
}

/**
 * The price of an order as client and server both compute it: units at 20.00 each, the promo discount on the
 * total, VAT on what remains. The server's figure is the one invoiced.
 */
export function quoteOrder(input: {
  units: number;
  country: Country;
  discount?: Discount | null;
}): OrderQuote {
  const subtotalCents = orderTotal({ units: input.units });
  const netCents = applyDiscount(subtotalCents, input.discount ?? {});
  const vat = vatCents(netCents, input.country);
  return {
    subtotalCents,
    discountCents: subtotalCents - netCents,
    netCents,
    vatRate: VAT_RATE[input.country],
    vatCents: vat,
    grossCents: netCents + vat,
  };
}
