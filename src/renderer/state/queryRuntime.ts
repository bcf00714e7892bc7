import type { QueryClient } from '@tanstack/react-query';
import { hashKey } from '@tanstack/react-query';
import { queryClientAtom } from 'jotai-tanstack-query';
import type { User } from '../../shared/api/entities';
import { createRealtimeClient, type Connect, type RealtimeClient } from '../api/realtime';
import type { Platform } from '../platform';
import { createQueryClient } from './queryClient';
import { createRealtimeCache, type RealtimeCache } from './realtimeCache';
import { ME_KEY } from './queries';
import { meDataAtom, sessionAtom } from './session';
import type { AppStore } from './store';

/** TanStack Query's client, the realtime socket and the realtime patching of the cache. */
export interface QueryRuntime {
  queryClient: QueryClient;
  realtime: RealtimeClient;
  realtimeCache: RealtimeCache;
}

export interface QueryRuntimeParts {
  store: AppStore;
  platform: Platform;
  /** Stands in for socket.io's `io` (tests). */
  connect?: Connect | undefined;
  /** A realtime client instead of the socket (tests). */
  realtime?: RealtimeClient | undefined;
  queryClient?: QueryClient | undefined;
}

/**
 * Mirrors the cached user into the store as every change happens (a sign-in, a reply with the updated
 * user, a realtime event, a refetch, the reset at logout): cache events are synchronous, so a screen
 * never sees the session a tick behind the cache.
 */
function connectSessionToCache(store: AppStore, queryClient: QueryClient): void {
  const meHash = hashKey(ME_KEY);
  queryClient.getQueryCache().subscribe((event) => {
    if (event.query.queryHash !== meHash) return;
    const data = event.type === 'removed' ? undefined : (event.query.state.data as User | undefined);
    if (store.get(meDataAtom) !== data) store.set(meDataAtom, data);
  });
}

/**
 * Makes the query runtime and puts its client into the store for the query atoms. It is loaded with the first
 * signed-in screen, never on a visitor's first page; the realtime socket comes with it, since it exists only
 * while a user is signed in and that user's token opens it.
 */
export function createQueryRuntime({
  store,
  platform,
  connect,
  realtime = createRealtimeClient(platform, connect),
  queryClient = createQueryClient(),
}: QueryRuntimeParts): QueryRuntime {
  const realtimeCache = createRealtimeCache(queryClient, realtime);
  store.set(queryClientAtom, queryClient);
  connectSessionToCache(store, queryClient);
  const followSession = () => {
    const session = store.get(sessionAtom);
    realtime.setToken(session.status === 'user' ? session.user.jwt : null);
  };
  store.sub(sessionAtom, followSession);
  followSession();
  return { queryClient, realtime, realtimeCache };
}
