import { atom } from 'jotai';
import { showUserCall } from '../../shared/api/calls/session';
import { userSchema, type User } from '../../shared/api/entities';
import { SOCKET_EVENT_HEADER } from '../../shared/api/errors';
import type { Services } from './services';
import { servicesAtom } from './servicesAtom';

/** The signed-in user lives in the query cache under this key ('me', SPEC §3). */
export const ME_KEY = ['users', 'me'] as const;

export type SessionState = { status: 'restoring' } | { status: 'visitor' } | { status: 'user'; user: User };

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

/** Fetches the signed-in user again (coins, role, verification); every screen showing it follows. */
export function refreshUser(services: Services): Promise<User> {
  return services.queryClient.fetchQuery({ ...meQuery(services), staleTime: 0 });
}

const authStatusAtom = atom<SessionState['status']>('restoring');

/** The user as the query cache holds it under ME_KEY, mirrored at once (queryRuntime.ts). */
export const meDataAtom = atom<User | undefined>(undefined);

/**
 * Forgets everything of the user who leaves: queries (their data is reset, the query objects stay so
 * that screens observing them follow the next user), mutations and realtime subscriptions.
 */
export function forgetServerState(services: Services): void {
  if (!services.queriesLoaded) return;
  const { queryClient } = services;
  void queryClient.cancelQueries();
  queryClient
    .getQueryCache()
    .getAll()
    .forEach((query) => query.reset());
  queryClient.getMutationCache().clear();
  services.realtimeCache.stopAll();
}

/**
 * SPEC §4 Session. Reading gives the state; writing `{status: 'user', user}` (sign-in, or a reply that
 * carries the updated user) puts the user into the query cache, and writing any other state forgets the
 * user's server state.
 */
export const sessionAtom = atom(
  (get): SessionState => {
    const status = get(authStatusAtom);
    if (status !== 'user') return { status };
    const user = get(meDataAtom);
    return user ? { status: 'user', user } : { status: 'restoring' };
  },
  (get, set, next: SessionState) => {
    const services = get(servicesAtom);
    const previous = get(meDataAtom);
    const leaving = next.status !== 'user' || (previous !== undefined && previous.id !== next.user.id);
    if (leaving && previous) forgetServerState(services);
    // A user is signed in only after services.loadQueries() (signIn, restoreSession).
    if (next.status === 'user') services.queryClient.setQueryData(ME_KEY, next.user);
    set(authStatusAtom, next.status);
  },
);

export const currentUserAtom = atom((get) => {
  const session = get(sessionAtom);
  return session.status === 'user' ? session.user : null;
});
