import { adminSignInCall, adminSignOutCall, adminVerifyCall } from '../../../shared/api/calls/admin';
import type { CallBody, CallResponse } from '../../../shared/api/call';
import { mutationAtom } from '../../state';
import { adminCall, adminKeys } from './queries';
import { endAdminSession, startAdminSession } from './session';

/** Step 1: e-mail and password; the reply asks for a code or starts the enrollment. */
export const adminSignInAtom = mutationAtom((services) => ({
  mutationFn: (body: CallBody<typeof adminSignInCall>) => services.api.call(adminSignInCall, { body }),
}));

/** Step 2: the code. A success starts the session and fills the account's query. */
export const adminVerifyAtom = mutationAtom((services) => ({
  mutationFn: (body: CallBody<typeof adminVerifyCall>) => services.api.call(adminVerifyCall, { body }),
  onSuccess: ({ token, recovery_codes_left: _left, ...session }: CallResponse<typeof adminVerifyCall>) => {
    startAdminSession(services.store, token, session.account);
    services.queryClient.setQueryData(adminKeys.me(), session);
  },
}));

/** Sign-out: the server ends the session; the tab forgets it in any case. */
export const adminSignOutAtom = mutationAtom((services) => ({
  mutationFn: () => adminCall(services, adminSignOutCall),
  onSettled: () => endAdminSession(services, 'signed-out'),
}));
