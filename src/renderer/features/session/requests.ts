import { tokenDestroyCall } from '../../../shared/api/calls/session';
import type { Services } from '../../state';

// Logout runs from the lockscreen and the start-up (a refused session) too, where TanStack Query is not loaded.

/** Ends the session on the server (its token stops working). */
export const destroyToken = (services: Services) => services.api.call(tokenDestroyCall);
