import type { AppBridge } from '../../shared/ipc';
import type { Platform } from './platform';

/** The desktop app: the token lives in main (OS keychain), reached through the preload bridge. */
export function desktopPlatform(bridge: AppBridge): Platform {
  const info = bridge.getInfo();
  return {
    kind: 'desktop',
    apiBaseUrl: async () => (await info).apiBaseUrl,
    stagingApiBaseUrl: null,
    token: {
      get: () => bridge.getToken(),
      set: (token) => bridge.setToken(token),
      clear: () => bridge.clearToken(),
    },
  };
}
