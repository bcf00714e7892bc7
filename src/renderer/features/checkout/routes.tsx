import { navMessages } from '../../../shared/messages/nav';
import { titled, type FeatureRoutes } from '../../app/routeKit';

const pages = () => import('./pages');

/** /app/checkout and /app/order-complete. */
export const checkoutRoutes: FeatureRoutes = (page) => [
  titled(navMessages.checkout, { path: 'checkout', element: page(async () => (await pages()).CheckoutPage) }),
  titled(navMessages.orderComplete, {
    path: 'order-complete',
    element: page(async () => (await pages()).OrderCompletePage),
  }),
];
