import type { QueryClient } from '@tanstack/react-query';
import { hashKey } from '@tanstack/react-query';
import { queryClientAtom } from 'jotai-tanstack-query';
import type { User } from '../../shared/api/entities';
import { createQueryClient } from './queryClient';
import { createRealtimeCache, type RealtimeCache } from './realtimeCache';
import type { Services } from './services';
import { ME_KEY, meDataAtom } from './session';
import type { AppStore } from './store';

/** TanStack Query's client and the realtime patching of its cache. */
export interface QueryRuntime {
  queryClient: QueryClient;
  realtimeCache: RealtimeCache;
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
 * Makes the query runtime of `services` and puts its client into their store for the query atoms. It
 * is loaded with the first signed-in screen, never on a visitor's first page (issue 10 budget).
 */
export function createQueryRuntime(
  services: Pick<Services, 'store' | 'realtime'>,
  queryClient: QueryClient = createQueryClient(),
): QueryRuntime {
  const realtimeCache = createRealtimeCache(queryClient, services.realtime);
  services.store.set(queryClientAtom, queryClient);
  connectSessionToCache(services.store, queryClient);
  return { queryClient, realtimeCache };
}
