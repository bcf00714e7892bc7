import type { RouteObject } from 'react-router-dom';
import type { PageLoader } from '../../app/routeKit';

/**
 * /admin, the back office: one lazy route whose chunk (AdminRealm) holds the realm's own route table, so
 * the first page's chunk carries nothing of it but this entry. It loads TanStack Query with it. The router
 * leaves it out of the desktop app (its kiosk mode included).
 */
export function adminRoutes(page: PageLoader, loadQueries: () => Promise<void>): RouteObject[] {
  return [
    {
      path: 'admin/*',
      element: page(async () => {
        const [{ AdminRealm, adminPages }] = await Promise.all([import('./AdminRealm'), loadQueries()]);
        // Made once, with the chunk: a table made while rendering would be made anew each time a page suspends.
        const routes = adminPages(page);
        return function AdminRealmRoutes() {
          return <AdminRealm routes={routes} />;
        };
      }),
    },
  ];
}
