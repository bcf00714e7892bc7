import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { navMessages } from '../../shared/messages/nav';
import { PATHS } from '../../shared/domain/paths';
import { RouteErrorPage } from '../errors/RouteErrorPage';
import { accountRoutes } from '../features/account/routes';
import { checkoutRoutes } from '../features/checkout/routes';
import { coursesRoutes } from '../features/courses/routes';
import { dashboardRoutes } from '../features/dashboard/routes';
import { feedbackRoutes } from '../features/feedback/routes';
import { infoRoutes, publicLegalRoutes } from '../features/info/routes';
import { newsRoutes } from '../features/news/routes';
import { companyRoutes, verifyRoutes } from '../features/company/routes';
import { quizRoutes } from '../features/quiz/routes';
import { sessionRoutes } from '../features/session/routes';
import type { Services } from '../state';
import { Root, Splash } from './Root';
import { titled, type PageLoader } from './routeKit';

/**
 * Every route of SPEC §2, composed from the features' routes.tsx; pages load through `page`. The app
 * realm also loads TanStack Query (`loadQueries`), which a visitor's pages never need.
 */
export function appRoutes(page: PageLoader, loadQueries: () => Promise<void>): RouteObject[] {
  return [
    {
      path: '/',
      element: <Root />,
      // What shows while the first location's lazy routes load (else React Router warns on every load).
      HydrateFallback: Splash,
      errorElement: <RouteErrorPage />,
      children: [
        { index: true, element: <Navigate to={PATHS.app} replace /> },
        ...sessionRoutes(page),
        ...verifyRoutes(page),
        ...publicLegalRoutes(page),
        {
          path: 'app',
          lazy: page(async () => (await Promise.all([import('./AppShell'), loadQueries()]))[0].AppShell),
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
            // Developer options' 'test error reporting' (SPEC §2); the page itself admits developers only.
            titled(navMessages.devTest, {
              path: 'dev/crash',
              lazy: page(async () => (await import('../errors/DevCrashPage')).DevCrashPage),
            }),
          ],
        },
        { path: '*', element: <Navigate to={PATHS.app} replace /> },
      ],
    },
  ];
}

/** The app's router; route chunks that fail during an outage load again once the network is back. */
export function createRouter(services: Services) {
  const page: PageLoader = (load) => async () => ({ Component: await services.loadChunk(load) });
  return createBrowserRouter(appRoutes(page, () => services.loadQueries()));
}
