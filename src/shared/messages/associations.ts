import type { Association } from '../api/constants';

/** How the Swiss professional bodies are named on screen and on documents. */
export const associationNames: Record<Association, string> = {
  cicero: 'Cicero',
  sfpo: 'SFPO',
  sav: 'SAV',
  skpe: 'SKPE',
};
