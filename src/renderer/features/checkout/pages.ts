/** Both checkout pages in one chunk: one lazy import (one preload list in the first page's code). */
export { CheckoutPage } from './CheckoutPage';
export { OrderCompletePage } from './OrderCompletePage';
