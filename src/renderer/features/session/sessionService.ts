import { showUserCall, tokenDestroyCall } from '../../../shared/api/calls/session';
import type { Session, User } from '../../../shared/api/entities';
import { isHttpError } from '../../api/http';
import type { Services } from '../../state/services';
import { countryAtom } from '../../state/country';
import { store } from '../../state/store';
import { sessionAtom } from './sessionAtoms';

// Sign-in, signup, password reset and impersonation are in authService.ts: only the login area's pages
// need them, so they stay out of the app's first chunk.

/** Stores the token and the user; the account's country becomes the app's country. */
export async function signIn(services: Services, session: Session): Promise<void> {
  await services.platform.token.set(session.token);
  store.set(countryAtom, session.user.country);
  store.set(sessionAtom, { status: 'user', user: session.user });
}

/** On start: a stored token becomes the signed-in user, or is dropped when the server refuses it. */
export async function restoreSession(services: Services): Promise<void> {
  const token = await services.platform.token.get();
  if (!token) return store.set(sessionAtom, { status: 'visitor' });
  try {
    const user = await services.api.call(showUserCall, { params: { user: 'me' } });
    store.set(sessionAtom, { status: 'user', user });
  } catch (error) {
    if (isHttpError(error) && error.status === 401) {
      await services.platform.token.clear();
      return store.set(sessionAtom, { status: 'visitor' });
    }
    throw error;
  }
}

export async function refreshUser(services: Services): Promise<User> {
  const user = await services.api.call(showUserCall, { params: { user: 'me' } });
  store.set(sessionAtom, { status: 'user', user });
  return user;
}

/** SPEC §4: logout deletes the token and clears the local user, even when the server cannot be told. */
export async function logout(services: Services): Promise<void> {
  try {
    await services.api.call(tokenDestroyCall);
  } catch {
    // The token is dropped locally either way; an unreachable server must not keep the user signed in.
  } finally {
    await services.platform.token.clear();
    store.set(sessionAtom, { status: 'visitor' });
  }
}
