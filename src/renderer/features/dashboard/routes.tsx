import { messages } from '../../../shared/messages.de';
import { titled, type FeatureRoutes, type RouteHandle } from '../../app/routeKit';

const dashboardTitle: RouteHandle['title'] = (c) => (c === 'de' ? messages.nav.myCourses : messages.nav.quiz);

/** /app (mobile welcome; desktop redirects) and /app/dashboard. */
export const dashboardRoutes: FeatureRoutes = (page) => [
  titled(dashboardTitle, {
    index: true,
    lazy: page(async () => (await import('./WelcomePage')).WelcomePage),
  }),
  titled(dashboardTitle, {
    path: 'dashboard',
    lazy: page(async () => (await import('./DashboardPage')).DashboardPage),
  }),
];
