import { tokenDestroyCall } from '../../../shared/api/calls/session';
import type { Services } from '../../state';

// Logout lives in the app's first chunk (sessionService.ts), which must not pull in TanStack Query.

/** Ends the session on the server (its token stops working). */
export const destroyToken = (services: Services) => services.api.call(tokenDestroyCall);
