// The login area's requests: /login is a visitor's first page and loads without TanStack Query, so no query atoms.
import {
  forgotPasswordCall,
  registerCall,
  resendVerificationCall,
  resetPasswordCall,
  tokenRequestCall,
} from '../../../../shared/api/calls/session';
import type { CallBody } from '../../../../shared/api/call';
import type { Country } from '../../../../shared/api/constants';
import type { Session, User } from '../../../../shared/api/entities';
import { apiErrorSchema, type ApiError } from '../../../../shared/api/errors';
import { isHttpError } from '../../../api/http';
import type { Services } from '../../../state';
import { signIn } from '../sessionService';

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

/** A failure with a server reply becomes `{success: false, data}`; anything else is rethrown. */
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

/** The one-time token goes in the Authorization header. */
export function impersonate(services: Services, token: string, country: Country): Promise<AuthResult> {
  return authenticate(services, () =>
    services.api.call(tokenRequestCall, {
      body: { country, device_name: deviceName(services) },
      headers: { Authorization: `Bearer ${token}` },
    }),
  );
}

/** Asks for a password reset link (the country picks the mail's wording and links). */
export const requestPasswordReset = (services: Services, email: string, country: Country | null) =>
  services.api.call(forgotPasswordCall, { body: { email, ...(country ? { country } : {}) } });

/** Sends the verification mail again. */
export const resendVerification = (services: Services) =>
  services.api.call(resendVerificationCall, { params: { user: 'me' } });
