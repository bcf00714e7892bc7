import type { Session } from '../../../shared/api/entities';
import { isHttpError } from '../../api/http';
import { countryAtom, meQuery, refreshUser, sessionAtom, type Services } from '../../state';
import { destroyToken } from './requests';

export { refreshUser };

// Sign-in, signup, password reset and impersonation are in pages/requests.ts: only the login area's pages
// need them, so they stay out of the app's first chunk.

/** Stores the token and the user; the account's country becomes the app's country. */
export async function signIn(services: Services, session: Session): Promise<void> {
  await Promise.all([services.platform.token.set(session.token), services.loadQueries()]);
  services.store.set(countryAtom, session.user.country);
  services.store.set(sessionAtom, { status: 'user', user: session.user });
  // Fetched once more, the user comes with its realtime channel (x-socket-event), which keeps it live.
  void refreshUser(services).catch(() => undefined);
}

/** On start: a stored token becomes the signed-in user, or is dropped when the server refuses it. */
export async function restoreSession(services: Services): Promise<void> {
  const token = await services.platform.token.get();
  if (!token) return services.store.set(sessionAtom, { status: 'visitor' });
  try {
    await services.loadQueries();
    const user = await services.queryClient.fetchQuery(meQuery(services));
    services.store.set(sessionAtom, { status: 'user', user });
  } catch (error) {
    if (isHttpError(error) && error.status === 401) {
      await services.platform.token.clear();
      return services.store.set(sessionAtom, { status: 'visitor' });
    }
    throw error;
  }
}

/** Logout deletes the token and clears the local user, even when the server cannot be told. */
export async function logout(services: Services): Promise<void> {
  try {
    await destroyToken(services);
  } catch {
    // The token is dropped locally either way; an unreachable server must not keep the user signed in.
  } finally {
    await services.platform.token.clear();
    services.store.set(sessionAtom, { status: 'visitor' });
  }
}
