/** Test helpers for anything that needs services and the store (no production code imports this). */
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import type { RealtimeClient } from '../api/realtime';
import { createQueryRuntime } from './queryRuntime';
import { createCrashReporting } from './crash';
import { createSingleFlight, type Services } from './services';
import type { ErrorReporter } from '../errors/reporter';
import { servicesAtom } from './servicesAtom';
import { ServicesProvider } from './servicesContext';
import { createAppStore, Provider } from './store';

/** For feature tests that drive their queries and mutations the way atoms do, through TanStack's observers. */
export { MutationObserver, QueryObserver, type MutationOptions } from '@tanstack/react-query';

/** A realtime client that never connects (tests that do not exercise realtime). */
export const silentRealtime: RealtimeClient = {
  setToken: () => {},
  subscribe: () => () => {},
  onReconnect: () => () => {},
};

/** A platform for tests that never look at it: no token, always online. */
const silentPlatform = {
  kind: 'web',
  apiBaseUrl: async () => '/api',
  stagingApiBaseUrl: null,
  token: { get: async () => null, set: async () => {}, clear: async () => {} },
  connectivity: { reportDown: () => {}, subscribe: () => () => {} },
  openArticle: async () => {},
  installUpdate: async () => {},
  kiosk: null,
};

/** A reporter with no DSN: reports go nowhere, as in a build without one. */
export const silentReporter: ErrorReporter = {
  configure: () => {},
  captureException: async () => null,
  sendFeedback: async () => {},
  setUser: () => {},
  status: 'off',
};

/**
 * Services for a test from the parts it fakes (usually `api` and `platform`): a fresh store and query
 * cache of its own, with the realtime patching on top, wired the way `createServices` wires them.
 */
export function testServices(parts: Partial<Services>): Services {
  const store = parts.store ?? createAppStore();
  const realtime = parts.realtime ?? silentRealtime;
  const runtime = createQueryRuntime({
    store,
    platform: parts.platform ?? (silentPlatform as Services['platform']),
    realtime,
    queryClient: parts.queryClient,
  });
  const services = {
    realtime,
    queryClient: runtime.queryClient,
    realtimeCache: runtime.realtimeCache,
    queriesLoaded: true,
    loadQueries: async () => {},
    crash: createCrashReporting(store, silentReporter),
    loadChunk: (load) => load(),
    singleFlight: createSingleFlight(),
    ...parts,
    store,
  } as Services;
  store.set(servicesAtom, services);
  return services;
}

/** For `createServices` in tests: the query runtime made at once instead of loaded on demand. */
export const eagerQueries = { queryRuntime: createQueryRuntime };

/** The providers the app puts around every screen: the services' store and the services. */
export function TestProviders({ services, children }: { services: Services; children: ReactNode }) {
  return (
    <Provider store={services.store}>
      <ServicesProvider services={services}>{children}</ServicesProvider>
    </Provider>
  );
}

/** Shows where the router is, for tests that check a navigation. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}
