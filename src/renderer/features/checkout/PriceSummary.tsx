import { useId } from 'react';
import type { Country } from '../../../shared/api/constants';
import { formatPrice, type OrderQuote } from '../../../shared/domain/price';
import { checkoutMessages as m } from '../../../shared/messages/checkout';
import type { SummaryItem } from './checkoutModel';

/**
 * The price as docs/product-rules.md#checkout-and-orders formats it: units, promo discount, net, VAT (de, at) and the total; with `items`
 * also what is ordered (the order step and the receipt).
 */
export function PriceSummary({
  quote,
  units,
  country,
  items,
  heading = m.priceHeading,
}: {
  quote: OrderQuote;
  units: number;
  country: Country;
  items?: readonly SummaryItem[];
  heading?: string;
}) {
  const money = (cents: number) => formatPrice(cents, country);
  const headingId = useId();
  return (
    <section className="checkout-price" aria-labelledby={headingId}>
      <h3 id={headingId} className="checkout-price__heading">
        {heading}
      </h3>
      <p className="checkout-price__unit">{m.pricePerUnit(country)}</p>
      {items && items.length > 0 && (
        <ul className="checkout-price__items" aria-label={m.itemsLabel}>
          {items.map((item, index) => (
            <li key={index}>
              <span>{item.label}</span>
              <span className="checkout-price__quantity">{m.unitCount(item.quantity, item.unit)}</span>
            </li>
          ))}
        </ul>
      )}
      {/* Announced politely as the amounts change, so a screen reader hears the new total. */}
      <dl className="checkout-price__rows" aria-live="polite">
        <div>
          <dt>{m.subtotal(units, country)}</dt>
          <dd>{money(quote.subtotalCents)}</dd>
        </div>
        {quote.discountCents > 0 && (
          <div>
            <dt>{m.discount}</dt>
            <dd>−{money(quote.discountCents)}</dd>
          </div>
        )}
        {country === 'ch' ? (
          <div>
            <dt>{m.vatExempt}</dt>
            <dd>{money(0)}</dd>
          </div>
        ) : (
          <>
            <div>
              <dt>{m.net}</dt>
              <dd>{money(quote.netCents)}</dd>
            </div>
            <div>
              <dt>{m.vat(Math.round(quote.vatRate * 100))}</dt>
              <dd>{money(quote.vatCents)}</dd>
            </div>
          </>
        )}
        <div className="checkout-price__total">
          <dt>{m.total}</dt>
          <dd>{money(quote.grossCents)}</dd>
        </div>
      </dl>
    </section>
  );
}
