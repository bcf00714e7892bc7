import { navMessages } from '../../../shared/messages/nav';
import { titled, type FeatureRoutes, type RouteHandle } from '../../app/routeKit';

const dashboardTitle: RouteHandle['title'] = (c) => (c === 'de' ? navMessages.myCourses : navMessages.quiz);

/** /app (mobile welcome; desktop redirects) and /app/dashboard. */
export const dashboardRoutes: FeatureRoutes = (page) => [
  titled(dashboardTitle, {
    index: true,
    element: page(async () => (await import('./WelcomePage')).WelcomePage),
  }),
  titled(dashboardTitle, {
    path: 'dashboard',
    element: page(async () => (await import('./DashboardPage')).DashboardPage),
  }),
];
