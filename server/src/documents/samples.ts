import { quoteOrder } from '../../../src/shared/domain/price';
import type { Country } from '../../../src/shared/api/constants';
import { DEMO_SELLER } from './demoSeller';
import type { InvoiceDocument } from './types';

/** Realistic invoices for tests and the render benchmark. */
export function sampleInvoice(
  country: Country,
  options: { company?: boolean; discount?: boolean } = {},
): InvoiceDocument {
  const units = 3;
  const quote = quoteOrder({
    units,
    country,
    discount: options.discount ? { discount_relative: 0.1 } : null,
  });
  const issueDate = new Date('2026-11-24T10:00:00Z');
  const address = {
    de: { street: 'Königsallee 12', postalCode: '50667', city: 'Köln', country: 'DE' as const },
    at: { street: 'Mariahilfer Straße 3', postalCode: '1060', city: 'Wien', country: 'AT' as const },
    ch: { street: 'Bahnhofstrasse 7', postalCode: '8001', city: 'Zürich', country: 'CH' as const },
  }[country];
  const unitLabel = country === 'ch' ? 'Credits' : 'Std.';
  return {
    number: 'RE-2026-00042',
    issueDate,
    serviceDate: issueDate,
    dueDate: new Date('2026-12-08T10:00:00Z'),
    country,
    currency: country === 'ch' ? 'CHF' : 'EUR',
    seller: DEMO_SELLER,
    buyer: {
      name: 'Jürgen Müller',
      company: options.company ? 'Müller & Söhne Versicherungsmakler GmbH' : undefined,
      vatId: options.company ? (country === 'at' ? 'ATU12345678' : 'DE987654321') : undefined,
      address,
      email: 'juergen.mueller@example.com',
    },
    lines:
      country === 'ch'
        ? [
            {
              description: 'Weiterbildungs-Credits Cicero',
              detail: 'Cicero-Nr. 123456',
              quantity: units,
              unitLabel,
              unitCode: 'C62',
              unitPriceCents: 2000,
              lineTotalCents: units * 2000,
            },
          ]
        : [
            {
              description: 'IDD-Weiterbildung Modul 1: Rechtliche Themen',
              detail: 'Selbstgesteuertes E-Learning mit Lernerfolgskontrolle',
              quantity: 2,
              unitLabel,
              unitCode: 'HUR',
              unitPriceCents: 2000,
              lineTotalCents: 4000,
            },
            {
              description: 'IDD-Weiterbildung Modul 2: Spartenwissen',
              detail: 'Selbstgesteuertes E-Learning mit Lernerfolgskontrolle',
              quantity: 1,
              unitLabel,
              unitCode: 'HUR',
              unitPriceCents: 2000,
              lineTotalCents: 2000,
            },
          ],
    discount: options.discount ? { code: 'WILLKOMMEN10', cents: quote.discountCents } : undefined,
    subtotalCents: quote.subtotalCents,
    netCents: quote.netCents,
    vatRate: quote.vatRate,
    vatCents: quote.vatCents,
    grossCents: quote.grossCents,
  };
}
