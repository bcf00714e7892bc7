import { atom } from 'jotai';
import type { User } from '../../shared/api/entities';
import { ME_KEY, meQuery } from './queries';
import type { Services } from './services';
import { servicesAtom } from './servicesAtom';

export type SessionState = { status: 'restoring' } | { status: 'visitor' } | { status: 'user'; user: User };

/** Fetches the signed-in user again (coins, role, verification); every screen showing it follows. */
export function refreshUser(services: Services): Promise<User> {
  return services.queryClient.fetchQuery({ ...meQuery(services), staleTime: 0 });
}

/**
 * The one way a reply carrying the signed-in user (an account change, a role switch, the quiz filter,
 * developer options) reaches the screens: the user's query takes it at once, and every screen showing
 * the user follows.
 */
export function applyUser(services: Services, user: User): void {
  services.queryClient.setQueryData(ME_KEY, user);
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
 * The session (docs/product-rules.md#account-and-session). Reading gives the state; writing `{status: 'user',
 * user}` (sign-in, or a reply that carries the updated user) puts the user into the query cache, and writing
 * any other state forgets the user's server state.
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
    if (next.status === 'user') applyUser(services, next.user);
    set(authStatusAtom, next.status);
  },
);

export const currentUserAtom = atom((get) => {
  const session = get(sessionAtom);
  return session.status === 'user' ? session.user : null;
});
