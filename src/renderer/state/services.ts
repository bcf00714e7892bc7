import { createApiClient, type ApiClient, type Transport } from '../api/http';
import { createRealtimeClient, type Connect, type RealtimeClient } from '../api/realtime';
import { ResourceRegistry } from '../api/resourceRegistry';
import { sessionAtom } from '../features/session/sessionAtoms';
import { detectPlatform, type Platform } from '../platform';
import { connectNetworkState } from './network';
import { store as appStore } from './store';

/** Services created once at start: the platform and, on top of it, the API, realtime and resource layers. */
export interface Services {
  platform: Platform;
  api: ApiClient;
  realtime: RealtimeClient;
  resources: ResourceRegistry;
}

/** Stand-ins for the network, for tests. */
export interface ServiceOptions {
  transport?: Transport;
  connect?: Connect;
}

export function createServices(
  platform: Platform = detectPlatform(),
  store: typeof appStore = appStore,
  { transport, connect }: ServiceOptions = {},
): Services {
  const api = createApiClient(platform, { transport });
  const realtime = createRealtimeClient(platform, connect);
  const resources = new ResourceRegistry(api, realtime, store);
  connectNetworkState(platform, store);

  // SPEC §4: the socket exists only while a user is signed in; their lists go when they do.
  let userId: number | null = null;
  store.sub(sessionAtom, () => {
    const session = store.get(sessionAtom);
    const user = session.status === 'user' ? session.user : null;
    if ((user?.id ?? null) !== userId) resources.clear();
    userId = user?.id ?? null;
    realtime.setToken(user?.jwt ?? null);
  });
  return { platform, api, realtime, resources };
}
