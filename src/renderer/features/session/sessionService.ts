import {
  registerCall,
  resetPasswordCall,
  showUserCall,
  tokenDestroyCall,
  tokenRequestCall,
} from '../../../shared/api/calls/session';
import type { CallBody } from '../../../shared/api/call';
import type { Country } from '../../../shared/api/constants';
import type { Session, User } from '../../../shared/api/entities';
import { apiErrorSchema, type ApiError } from '../../../shared/api/errors';
import { isHttpError } from '../../api/http';
import type { Services } from '../../state/services';
import { countryAtom } from '../../state/country';
import { store } from '../../state/store';
import { sessionAtom } from './sessionAtoms';

/** The device name sent with sign-ins, so a user can tell their sessions apart. */
export function deviceName(services: Services): string {
  const agent = typeof navigator === 'undefined' ? '' : navigator.userAgent;
  const browser = /Edg\//.test(agent)
    ? 'Edge'
    : /Firefox\//.test(agent)
      ? 'Firefox'
      : /Chrome\//.test(agent)
        ? 'Chrome'
        : /Safari\//.test(agent)
          ? 'Safari'
          : 'Browser';
  return services.platform.kind === 'desktop' ? 'Desktop-App' : `Web (${browser})`;
}

export type AuthResult = { success: true; user: User } | { success: false; data: ApiError };

/** A failure with a server reply becomes `{success: false, data}` (SPEC §8); anything else is rethrown. */
async function authenticate(services: Services, request: () => Promise<Session>): Promise<AuthResult> {
  try {
    const session = await request();
    await signIn(services, session);
    return { success: true, user: session.user };
  } catch (error) {
    if (isHttpError(error)) {
      const parsed = apiErrorSchema.safeParse(error.data);
      return { success: false, data: parsed.success ? parsed.data : { message: String(error.message) } };
    }
    throw error;
  }
}

/** Stores the token and the user; the account's country becomes the app's country. */
export async function signIn(services: Services, session: Session): Promise<void> {
  await services.platform.token.set(session.token);
  store.set(countryAtom, session.user.country);
  store.set(sessionAtom, { status: 'user', user: session.user });
}

export const login = (
  services: Services,
  body: Omit<CallBody<typeof tokenRequestCall> & { email: string }, 'device_name'>,
) =>
  authenticate(services, () =>
    services.api.call(tokenRequestCall, { body: { ...body, device_name: deviceName(services) } }),
  );

export const register = (services: Services, body: Omit<CallBody<typeof registerCall>, 'device_name'>) =>
  authenticate(services, () =>
    services.api.call(registerCall, { body: { ...body, device_name: deviceName(services) } }),
  );

export const resetPassword = (
  services: Services,
  body: Omit<CallBody<typeof resetPasswordCall>, 'device_name'>,
) =>
  authenticate(services, () =>
    services.api.call(resetPasswordCall, { body: { ...body, device_name: deviceName(services) } }),
  );

/** SPEC §2 /impersonate: the one-time token goes in the Authorization header. */
export function impersonate(services: Services, token: string, country: Country): Promise<AuthResult> {
  return authenticate(services, () =>
    services.api.call(tokenRequestCall, {
      body: { country, device_name: deviceName(services) },
      headers: { Authorization: `Bearer ${token}` },
    }),
  );
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
