import { PRODUCT_NAME } from '../api/constants';

/**
 * The login area's frame and its first screen, /country-select: a new visitor's first page loads only these
 * strings of the login area (docs/product-rules.md#first-page-budget).
 */
export const lockscreenMessages = {
  countrySelectTitle: 'Wähle dein Land',
  countrySelectIntro: 'Die Inhalte des Quiz richten sich nach den Regeln deines Landes.',
  countryGroupLabel: 'Land',
  continue: 'Weiter',
  learnMore: 'Mehr erfahren',
  copyright: (year: number) => `© ${year} ${PRODUCT_NAME}`,
} as const;
