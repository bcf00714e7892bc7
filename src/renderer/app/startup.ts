import { APP_VERSION } from '../../shared/api/constants';
import { initCall } from '../../shared/api/calls/session';
import type { Services } from '../state/services';
import type { StartupState } from '../state/init';

/** SPEC §4 App start: fetch the init data and store the route table. */
export async function startApp(services: Services): Promise<StartupState> {
  try {
    const init = await services.api.call(initCall, { query: { version: APP_VERSION } });
    services.api.setRouteTable(init.ziggy);
    return { status: 'ready', init };
  } catch (error) {
    return { status: 'failed', message: error instanceof Error ? error.message : String(error) };
  }
}
