import { useEffect, useState } from 'react';
import { BrowserRouter, useLocation, useRoutes, type Location, type RouteObject } from 'react-router-dom';
import { CrashBoundary } from '../errors/CrashBoundary';
import { decideRoute } from '../../shared/domain/routing';
import { countryAtom, ServicesProvider, type Services } from '../state';
import { preloadMatches, RouteTableContext } from './routeKit';
import { createRoutes } from './router';

/**
 * The routes of the location whose chunks have loaded: after a navigation the current page stays (the
 * address already shows the new one) until every chunk the new location needs is there, as a data
 * router does, so no page blinks to the splash and an outage meanwhile keeps the page under its modal.
 */
function AppRoutes({ routes }: { routes: RouteObject[] }) {
  const location = useLocation();
  const [shown, setShown] = useState(location);
  useEffect(() => {
    if (shown === location) return;
    let current = true;
    void preloadMatches(routes, location.pathname).then(() => current && setShown(location));
    return () => {
      current = false;
    };
  }, [routes, location, shown]);
  return useRoutes(routes, shown);
}

/**
 * Without a stored session the guard will send the visitor on (`/` to the login, say) once the app has
 * started: that page's chunks load while the app starts, not after.
 */
export async function preloadVisitorPage(
  services: Pick<Services, 'platform' | 'store'>,
  routes: RouteObject[],
  location: Pick<Location, 'pathname' | 'search'>,
): Promise<void> {
  if (await services.platform.token.get()) return;
  const target = decideRoute({
    user: null,
    country: services.store.get(countryAtom),
    pathname: location.pathname,
    search: location.search,
  });
  if (target) await preloadMatches(routes, target.split('?')[0]!);
}

/**
 * The app's routes, with the chunks of the page the visitor opens (and of the page the guard will send a
 * visitor without a session on to) already loading: called before the first render, so they load while
 * React renders the splash rather than after.
 */
export function startRoutes(
  services: Services,
  location: Pick<Location, 'pathname' | 'search'>,
): RouteObject[] {
  const routes = createRoutes(services);
  void preloadMatches(routes, location.pathname);
  void preloadVisitorPage(services, routes, location);
  return routes;
}

export function App({ services, routes }: { services: Services; routes: RouteObject[] }) {
  return (
    // The ui kit's UiProvider (react-aria's locale) sits in the app shell: the first page loads no react-aria.
    <ServicesProvider services={services}>
      <CrashBoundary reporting={services.crash}>
        <BrowserRouter>
          <RouteTableContext.Provider value={routes}>
            <AppRoutes routes={routes} />
          </RouteTableContext.Provider>
        </BrowserRouter>
      </CrashBoundary>
    </ServicesProvider>
  );
}
