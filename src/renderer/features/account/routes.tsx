import { navMessages } from '../../../shared/messages/nav';
import { titled, type FeatureRoutes } from '../../app/routeKit';

/** /app/my-account, loaded with its route. */
export const accountRoutes: FeatureRoutes = (page) => [
  titled(navMessages.myAccount, {
    path: 'my-account',
    element: page(async () => (await import('./AccountPage')).AccountPage),
  }),
];
