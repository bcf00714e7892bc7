import { APP_VERSION } from '../../shared/api/constants';
import { initCall } from '../../shared/api/calls/session';
import type { Services } from '../state';

// The app start asks for the init data (route table, versions) before anything else, TanStack Query included.

/** app.init for this client's version. */
export const fetchInit = (services: Services) =>
  services.api.call(initCall, { query: { version: APP_VERSION } });
