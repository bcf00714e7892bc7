import { Navigate, type RouteObject } from 'react-router-dom';
import { PATHS } from '../../../shared/domain/paths';
import type { PageLoader } from '../../app/routeKit';

/**
 * /admin, the back office: its own sign-in and session (session.ts), a layout with the staff's navigation
 * and its pages, each a chunk of its own, loaded with TanStack Query only when someone opens /admin. The
 * router leaves it out of the desktop app (its kiosk mode included). Nothing here names a catalog string,
 * so the router's chunk carries none of the back office.
 */
export function adminRoutes(page: PageLoader, loadQueries: () => Promise<void>): RouteObject[] {
  return [
    {
      path: 'admin',
      element: page(async () => (await Promise.all([import('./AdminRealm'), loadQueries()]))[0].AdminRealm),
      children: [
        {
          path: 'login',
          element: page(async () => (await import('./SignInPage')).SignInPage),
        },
        {
          element: page(async () => (await import('./AdminLayout')).AdminLayout),
          children: [
            {
              index: true,
              element: page(async () => (await import('./ComingPages')).OverviewPage),
            },
            {
              path: 'questions',
              element: page(async () => (await import('./ComingPages')).QuestionsPage),
            },
            {
              path: 'reports',
              element: page(async () => (await import('./ComingPages')).ReportsPage),
            },
            {
              path: 'audit',
              element: page(async () => (await import('./AuditLogPage')).AuditLogPage),
            },
          ],
        },
        { path: '*', element: <Navigate to={PATHS.admin} replace /> },
      ],
    },
  ];
}
