import { showUserCall } from '../../shared/api/calls/session';
import { userSchema, type User } from '../../shared/api/entities';
import { SOCKET_EVENT_HEADER } from '../../shared/api/errors';
import type { Services } from './services';

/** The signed-in user lives in the query cache under this key ('me'). */
export const ME_KEY = ['users', 'me'] as const;

/**
 * `GET users/me`: the signed-in user. Its `x-socket-event` channel keeps it live: an `updated` event
 * (a guess or a role switch in another window) merges into the cached user. The realtime token is not
 * in such events, so the merge keeps the one the user already has.
 */
export function meQuery(services: Services) {
  return {
    queryKey: ME_KEY,
    staleTime: Infinity,
    queryFn: async ({ signal }: { signal: AbortSignal }): Promise<User> => {
      const result = await services.api.send(showUserCall, { params: { user: 'me' }, signal });
      const channel = result.headers.get(SOCKET_EVENT_HEADER);
      if (channel) {
        services.realtimeCache.watch(ME_KEY, channel, (event, payload) => {
          if (event !== 'updated' || typeof payload !== 'object' || payload === null) return;
          const current = services.queryClient.getQueryData<User>(ME_KEY);
          // The realtime token never travels in an event (the server sends null): the user keeps theirs.
          const { jwt: _notInEvents, ...changes } = payload as Record<string, unknown>;
          const merged = userSchema.safeParse({ ...current, ...changes });
          if (merged.success && (!current || merged.data.id === current.id)) {
            services.queryClient.setQueryData(ME_KEY, merged.data);
          }
        });
      }
      return result.data;
    },
  };
}
