import type { Country } from '../../../shared/api/constants';
import { formatPrice, type OrderQuote } from '../../../shared/domain/price';
import { checkoutMessages as m } from '../../../shared/messages/checkout';

/**
 * The price as docs/product-rules.md#checkout-and-orders formats it: units, promo discount, net, VAT (de, at)
 * and the total.
 */
export function PriceSummary({
  quote,
  units,
  country,
}: {
  quote: OrderQuote;
  units: number;
  country: Country;
}) {
  const money = (cents: number) => formatPrice(cents, country);
  return (
    <section className="checkout-price" aria-labelledby="checkout-price-heading">
      <h3 id="checkout-price-heading" className="checkout-price__heading">
        {m.priceHeading}
      </h3>
      <p className="checkout-price__unit">{m.pricePerUnit(country)}</p>
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
