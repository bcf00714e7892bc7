import { useMemo, useState } from 'react';
import { BrowserRouter, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { CrashBoundary } from '../errors/CrashBoundary';
import { ServicesProvider, type Services } from '../state';
import { preloadMatches, RouteTableContext } from './routeKit';
import { createRoutes } from './router';

/** The matched routes of the current location; their chunks start loading together. */
function AppRoutes({ routes }: { routes: RouteObject[] }) {
  const { pathname } = useLocation();
  useMemo(() => preloadMatches(routes, pathname), [routes, pathname]);
  return useRoutes(routes);
}

export function App({ services }: { services: Services }) {
  const [routes] = useState(() => createRoutes(services));
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
