import type { Seller } from './types';

/**
 * Demo operator data: the configuration's default (SELLER_* variables). Plausible but fictitious; the
 * IBANs carry valid check digits so payment codes can be scanned in a test.
 */
export const DEMO_SELLER: Seller = {
  name: 'Weiterbildungsquiz GmbH',
  address: { street: 'Musterstraße 1', postalCode: '10115', city: 'Berlin', country: 'DE' },
  email: 'rechnung@weiterbildungsquiz.example',
  phone: '+49 30 1234567-0',
  web: 'www.weiterbildungsquiz.example',
  taxNumber: '30/123/45678',
  vatId: 'DE123456789',
  swissVatNumber: 'CHE-123.456.789 MWST',
  registerCourt: 'Amtsgericht Berlin-Charlottenburg',
  registerNumber: 'HRB 123456 B',
  managingDirector: 'Erika Mustermann',
  iban: 'DE89370400440532013000',
  bic: 'COBADEFFXXX',
  bankName: 'Commerzbank',
  swissIban: 'CH4431999123000889012',
};
