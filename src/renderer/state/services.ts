import type { QueryClient } from '@tanstack/react-query';
import type { AxiosAdapter } from 'axios';
import { createApiClient, type ApiClient } from '../api/http';
import type { Connect, RealtimeClient } from '../api/realtime';
import { chunkLoader, type ChunkLoader } from '../app/chunkLoader';
import { createAppErrorReporter, type ErrorReporter } from '../errors/reporter';
import { detectPlatform, type Platform } from '../platform';
import { createCrashReporting, type CrashReporting } from './crash';
import { connectNetworkState } from './network';
import type { QueryRuntime, QueryRuntimeParts } from './queryRuntime';
import type { RealtimeCache } from './realtimeCache';
import { servicesAtom } from './servicesAtom';
import { createAppStore, type AppStore } from './store';

/**
 * Services created once at start: the platform and, on top of it, the HTTP client, the realtime socket,
 * TanStack Query's cache with its realtime patching, and the Jotai store that holds them for atoms.
 * Non-React code (the network queue, the socket, startup) reaches the store only through here.
 */
export interface Services {
  platform: Platform;
  api: ApiClient;
  store: AppStore;
  /**
   * TanStack Query is loaded with the first signed-in screen (a sign-in, a restored session, the app
   * realm), never on a visitor's first page. `loadQueries` loads it once; `queryClient` and
   * `realtimeCache` throw before that, which only a programming error can reach.
   */
  loadQueries(): Promise<void>;
  readonly queriesLoaded: boolean;
  readonly queryClient: QueryClient;
  /** The realtime socket: it exists only while a user is signed in, so it comes with them. */
  readonly realtime: RealtimeClient;
  readonly realtimeCache: RealtimeCache;
  /** The global error screen's state and the error reporter. */
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
  /** Tests hand in a query runtime made at once (state/testing.tsx) instead of loading it. */
  queryRuntime?: (parts: QueryRuntimeParts) => QueryRuntime;
}

export function createServices(
  platform: Platform = detectPlatform(),
  store: AppStore = createAppStore(),
  { adapter, connect, reporter = createAppErrorReporter(), queryRuntime }: ServiceOptions = {},
): Services {
  const api = createApiClient(platform, { adapter });
  platform.connectivity.setProbe?.((signal) => api.probe(signal));
  let runtime: QueryRuntime | null = null;
  const loaded = (): QueryRuntime => {
    if (!runtime) throw new Error('TanStack Query used before services.loadQueries()');
    return runtime;
  };
  const singleFlight = createSingleFlight();
  const services: Services = {
    platform,
    api,
    store,
    loadQueries: () =>
      runtime
        ? Promise.resolve()
        : singleFlight(
            'query runtime',
            async () => {
              const { createQueryRuntime } = await services.loadChunk(() => import('./queryRuntime'));
              runtime ??= createQueryRuntime({ store, platform, connect });
            },
            { keep: true },
          ),
    get queriesLoaded() {
      return runtime !== null;
    },
    get queryClient() {
      return loaded().queryClient;
    },
    get realtime() {
      return loaded().realtime;
    },
    get realtimeCache() {
      return loaded().realtimeCache;
    },
    crash: createCrashReporting(store, reporter),
    loadChunk: chunkLoader(platform),
    singleFlight,
  };
  store.set(servicesAtom, services);
  if (queryRuntime) runtime = queryRuntime({ store, platform, connect });
  connectNetworkState(platform, store);

  return services;
}

/** `Services.singleFlight`: one run per key at a time, its promise shared by every caller. */
export function createSingleFlight(): Services['singleFlight'] {
  const flights = new Map<string, Promise<unknown>>();
  return (key, task, { keep = false } = {}) => {
    const running = flights.get(key) as Promise<never> | undefined;
    if (running) return running;
    const run = task().finally(() => {
      if (!keep) flights.delete(key);
    });
    flights.set(key, run);
    return run;
  };
}
