import { hashKey, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { RealtimeClient } from '../api/realtime';

/** The events of a realtime channel. */
export const REALTIME_EVENTS = ['created', 'updated', 'destroyed'] as const;
export type RealtimeEvent = (typeof REALTIME_EVENTS)[number];

export interface RealtimeCache {
  /**
   * Applies the events of `channel` to the query `queryKey` through `apply`, from now until the query
   * leaves the cache or the session ends. Watching the same pair twice changes nothing.
   */
  watch(queryKey: QueryKey, channel: string, apply: (event: RealtimeEvent, payload: unknown) => void): void;
  /** Ends every subscription (logout: the channels belong to the user who left). */
  stopAll(): void;
}

/**
 * Connects the realtime socket to TanStack Query's cache: the `x-socket-event` reply header names a query's
 * channel, and its events patch the cached data. As the data layer does everywhere, an event that arrives
 * while the query is being fetched (an auto-refresh) is not applied: the data the fetch brings stands. Events
 * sent while the socket was away are lost, so every watched query is refetched when it reconnects.
 */
export function createRealtimeCache(queryClient: QueryClient, realtime: RealtimeClient): RealtimeCache {
  const watched = new Map<string, { queryHash: string; queryKey: QueryKey; stop: () => void }>();

  const stop = (id: string) => {
    watched.get(id)?.stop();
    watched.delete(id);
  };

  queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'removed') return;
    for (const [id, entry] of watched) if (entry.queryHash === event.query.queryHash) stop(id);
  });

  realtime.onReconnect(() => {
    const keys = new Map([...watched.values()].map((entry) => [entry.queryHash, entry.queryKey]));
    keys.forEach((queryKey) => void queryClient.invalidateQueries({ queryKey, exact: true }));
  });

  return {
    watch(queryKey, channel, apply) {
      const queryHash = hashKey(queryKey);
      const id = `${queryHash}\n${channel}`;
      if (watched.has(id)) return;
      const stops = REALTIME_EVENTS.map((event) =>
        realtime.subscribe(channel, event, (payload) => {
          if (queryClient.isFetching({ queryKey, exact: true }) > 0) return;
          apply(event, payload);
        }),
      );
      watched.set(id, { queryHash, queryKey, stop: () => stops.forEach((end) => end()) });
    },
    stopAll() {
      [...watched.keys()].forEach(stop);
    },
  };
}
