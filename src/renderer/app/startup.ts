import { APP_VERSION } from '../../shared/api/constants';
import { judgeClientVersion } from '../../shared/domain/version';
import { appMessages } from '../../shared/messages/app';
import { restoreSession } from '../features/session';
import { startupAtom, type Services, type StartupState } from '../state';
import { fetchInit } from './requests';

/**
 * Fetch the init data; a client newer than the server's current version moves to the staging backend (when
 * one is configured and not yet in use) and flags test mode; otherwise the route table is stored and the app
 * is ready.
 */
export async function startApp(services: Services): Promise<StartupState> {
  try {
    let init = await fetchInit(services);
    let verdict = judgeClientVersion(APP_VERSION, init);
    let testMode = false;
    if (verdict === 'newer-than-server' && services.api.useStagingBackend()) {
      testMode = true;
      init = await fetchInit(services);
      verdict = judgeClientVersion(APP_VERSION, init);
    }
    services.api.setRouteTable(init.ziggy);
    return { status: 'ready', init, verdict, testMode };
  } catch {
    return { status: 'failed', message: appMessages.startupFailed };
  }
}

/** Runs once per page load (React's strict mode mounts twice): app start, then the stored session. */
export function bootstrap(services: Services): Promise<void> {
  const run = async () => {
    let state = await startApp(services);
    if (state.status === 'ready') {
      try {
        await restoreSession(services);
      } catch {
        state = { status: 'failed', message: appMessages.startupFailed };
      }
    }
    services.store.set(startupAtom, state);
  };
  return services.singleFlight('app start', run, { keep: true });
}
