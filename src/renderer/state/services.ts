import type { QueryClient } from '@tanstack/react-query';
import type { AxiosAdapter } from 'axios';
import { queryClientAtom } from 'jotai-tanstack-query';
import { createApiClient, type ApiClient } from '../api/http';
import { createRealtimeClient, type Connect, type RealtimeClient } from '../api/realtime';
import { chunkLoader, type ChunkLoader } from '../app/chunkLoader';
import { createAppErrorReporter, type ErrorReporter } from '../errors/reporter';
import { detectPlatform, type Platform } from '../platform';
import { createCrashReporting, type CrashReporting } from './crash';
import { connectNetworkState } from './network';
import { createQueryClient } from './queryClient';
import { createRealtimeCache, type RealtimeCache } from './realtimeCache';
import { servicesAtom } from './servicesAtom';
import { sessionAtom } from './session';
import { createAppStore, type AppStore } from './store';

/**
 * Services created once at start: the platform and, on top of it, the HTTP client, the realtime socket,
 * TanStack Query's cache with its realtime patching, and the Jotai store that holds them for atoms.
 * Non-React code (the network queue, the socket, startup) reaches the store only through here.
 */
export interface Services {
  platform: Platform;
  api: ApiClient;
  realtime: RealtimeClient;
  queryClient: QueryClient;
  realtimeCache: RealtimeCache;
  store: AppStore;
  /** The global error screen's state and the error reporter (SPEC §2 global error screen). */
  crash: CrashReporting;
  /** Loads route chunks, waiting out an outage (app/chunkLoader.ts). */
  loadChunk: ChunkLoader;
  /**
   * Runs `task` unless a run under `key` is still going, in which case its promise is shared: the app
   * start (once per page, though strict mode mounts twice) and the kiosk's end of a participant's turn.
   * `keep` keeps the finished run, so the task never runs again for this page.
   */
  singleFlight<T>(key: string, task: () => Promise<T>, options?: { keep?: boolean }): Promise<T>;
}

/** Stand-ins for the network, for tests. */
export interface ServiceOptions {
  adapter?: AxiosAdapter;
  connect?: Connect;
  reporter?: ErrorReporter;
}

export function createServices(
  platform: Platform = detectPlatform(),
  store: AppStore = createAppStore(),
  { adapter, connect, reporter = createAppErrorReporter() }: ServiceOptions = {},
): Services {
  const api = createApiClient(platform, { adapter });
  platform.connectivity.setProbe?.((signal) => api.probe(signal));
  const realtime = createRealtimeClient(platform, connect);
  const queryClient = createQueryClient();
  const realtimeCache = createRealtimeCache(queryClient, realtime);
  const flights = new Map<string, Promise<unknown>>();
  const services: Services = {
    platform,
    api,
    realtime,
    queryClient,
    realtimeCache,
    store,
    crash: createCrashReporting(store, reporter),
    loadChunk: chunkLoader(platform),
    singleFlight<T>(key: string, task: () => Promise<T>, { keep = false } = {}) {
      const running = flights.get(key) as Promise<T> | undefined;
      if (running) return running;
      const run = task().finally(() => {
        if (!keep) flights.delete(key);
      });
      flights.set(key, run);
      return run;
    },
  };
  store.set(queryClientAtom, queryClient);
  store.set(servicesAtom, services);
  connectNetworkState(platform, store);

  // SPEC §4: the socket exists only while a user is signed in.
  store.sub(sessionAtom, () => {
    const session = store.get(sessionAtom);
    realtime.setToken(session.status === 'user' ? session.user.jwt : null);
  });
  return services;
}
