import { PRODUCT_NAME } from '../api/constants';

/** The German strings of the 'common' area (one catalog per area, loaded with it). */
export const commonMessages = {
  productName: PRODUCT_NAME,
  loading: 'Wird geladen …',
  yes: 'Ja',
  no: 'Nein',
  close: 'Schließen',
  back: 'Zurück',
  moreActions: 'Weitere Aktionen',
  selectPlaceholder: 'Bitte auswählen',
} as const;
