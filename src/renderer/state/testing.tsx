/** Test helpers for anything that needs services and the store (no production code imports this). */
import { queryClientAtom } from 'jotai-tanstack-query';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import type { RealtimeClient } from '../api/realtime';
import { createQueryClient } from './queryClient';
import { createRealtimeCache } from './realtimeCache';
import type { Services } from './services';
import { servicesAtom } from './servicesAtom';
import { ServicesProvider } from './servicesContext';
import { createAppStore, Provider } from './store';

/** A realtime client that never connects (tests that do not exercise realtime). */
export const silentRealtime: RealtimeClient = {
  setToken: () => {},
  subscribe: () => () => {},
  onReconnect: () => () => {},
};

/**
 * Services for a test from the parts it fakes (usually `api` and `platform`): a fresh store and query
 * cache of its own, with the realtime patching on top, wired the way `createServices` wires them.
 */
export function testServices(parts: Partial<Services>): Services {
  const store = parts.store ?? createAppStore();
  const queryClient = parts.queryClient ?? createQueryClient();
  const realtime = parts.realtime ?? silentRealtime;
  const services = {
    realtime,
    queryClient,
    realtimeCache: createRealtimeCache(queryClient, realtime),
    ...parts,
    store,
  } as Services;
  store.set(queryClientAtom, queryClient);
  store.set(servicesAtom, services);
  return services;
}

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
