import { type Country } from '../api/constants';

/** The German strings of the 'countries' area (one catalog per area, loaded with it). */
export const countriesMessages = { ch: 'Schweiz', de: 'Deutschland', at: 'Österreich' } satisfies Record<
  Country,
  string
>;
