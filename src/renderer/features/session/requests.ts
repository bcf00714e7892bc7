import { tokenDestroyCall } from '../../../shared/api/calls/session';
import type { Services } from '../../state';

// Logout runs from the visitor's first page too (the lockscreen, a refused session), before TanStack Query loads.

/** Ends the session on the server (its token stops working). */
export const destroyToken = (services: Services) => services.api.call(tokenDestroyCall);
