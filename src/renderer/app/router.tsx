import { Navigate, type RouteObject } from 'react-router-dom';
import { navMessages } from '../../shared/messages/nav';
import { PATHS } from '../../shared/domain/paths';
import { accountRoutes } from '../features/account/routes';
import { adminRoutes } from '../features/admin';
import { checkoutRoutes } from '../features/checkout/routes';
import { coursesRoutes } from '../features/courses/routes';
import { dashboardRoutes } from '../features/dashboard/routes';
import { feedbackRoutes } from '../features/feedback/routes';
import { infoRoutes, publicLegalRoutes } from '../features/info/routes';
import { newsRoutes } from '../features/news/routes';
import { companyRoutes, verifyRoutes } from '../features/company/routes';
import { quizRoutes } from '../features/quiz/routes';
import { practiceRoutes } from '../features/practice/routes';
import { sessionRoutes } from '../features/session/routes';
import type { Services } from '../state';
import { Root } from './Root';
import { lazyPages, titled, type PageLoader } from './routeKit';

/**
 * Every route, composed from the features' routes.tsx; pages load through `page`. The app realm also loads
 * TanStack Query (`loadQueries`), which a visitor's pages never need.
 */
export function appRoutes(
  page: PageLoader,
  loadQueries: () => Promise<void>,
  { backOffice = false }: { backOffice?: boolean } = {},
): RouteObject[] {
  return [
    {
      path: '/',
      element: <Root />,
      children: [
        { index: true, element: <Navigate to={PATHS.app} replace /> },
        ...sessionRoutes(page),
        ...verifyRoutes(page),
        ...publicLegalRoutes(page),
        // The back office exists in the web build only: the desktop app (and its kiosk mode) never routes to it.
        ...(backOffice ? adminRoutes(page, loadQueries) : []),
        {
          path: 'app',
          element: page(async () => (await Promise.all([import('./AppShell'), loadQueries()]))[0].AppShell),
          children: [
            ...dashboardRoutes(page),
            ...quizRoutes(page),
            ...coursesRoutes(page),
            ...checkoutRoutes(page),
            ...companyRoutes(page),
            ...accountRoutes(page),
            ...feedbackRoutes(page),
            ...infoRoutes(page),
            ...newsRoutes(page),
            ...practiceRoutes(page),
            // Developer options' 'test error reporting'; the page itself admits developers only.
            titled(navMessages.devTest, {
              path: 'dev/crash',
              element: page(async () => (await import('../errors/DevCrashPage')).DevCrashPage),
            }),
          ],
        },
        { path: '*', element: <Navigate to={PATHS.app} replace /> },
      ],
    },
  ];
}

/** The app's routes; route chunks that fail during an outage load again once the network is back. */
export function createRoutes(services: Services): RouteObject[] {
  return appRoutes(lazyPages(services.loadChunk), () => services.loadQueries(), {
    backOffice: services.platform.kind === 'web' && services.platform.kiosk === null,
  });
}
