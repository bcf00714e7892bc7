import { QueryClient } from '@tanstack/react-query';
import { isHttpError } from '../api/http';

/** Server errors worth a second try: the backend or a proxy failed, the request itself was fine. */
const TRANSIENT_STATUSES = new Set([502, 503, 504]);
const MAX_RETRIES = 2;

/**
 * The one TanStack Query client of the app. Requests that get no reply are held and replayed by the HTTP
 * layer, so a query only retries what a retry can fix: a 502/503/504. Every other failure goes to the screen
 * at once. Lists refresh in the background when a screen showing them mounts (staleTime 0: an auto-refresh on
 * every mount); realtime events keep them current in between, so a window regaining focus does not refetch.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failures, error) =>
          failures < MAX_RETRIES && isHttpError(error) && TRANSIENT_STATUSES.has(error.status),
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        networkMode: 'always',
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
