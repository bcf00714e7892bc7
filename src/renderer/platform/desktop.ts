import type { AppBridge } from '../../shared/ipc';
import type { KioskPlatform, Platform } from './platform';

/**
 * Main reports the current state first and changes after; the platform promises changes only. The
 * renderer starts out assuming the backend is reachable, so an initial `true` is no change.
 */
function subscribeToChanges(bridge: AppBridge, listener: (online: boolean) => void): () => void {
  let last = true;
  return bridge.onConnectivity((online) => {
    if (online === last) return;
    last = online;
    listener(online);
  });
}

function desktopKiosk(bridge: AppBridge): KioskPlatform {
  return {
    settings: bridge.getKioskSettings().then((settings) => {
      if (!settings) throw new Error('kiosk window without kiosk settings');
      return settings;
    }),
    nextParticipant: () => bridge.nextParticipant(),
    unlock: (pin) => bridge.unlockKiosk(pin),
    onAdminRequested: (listener) => bridge.onKioskAdminRequested(listener),
  };
}

/** The desktop app: token, connectivity, articles, kiosk and updates live in main, behind `window.app`. */
export function desktopPlatform(bridge: AppBridge): Platform {
  const info = bridge.getInfo();
  // Known once main answers, long before app start could ask for it (it asks the server first).
  let staging: string | null = null;
  void info.then(
    (value) => (staging = value.stagingApiBaseUrl ?? null),
    () => {},
  );
  return {
    kind: 'desktop',
    apiBaseUrl: async () => (await info).apiBaseUrl,
    get stagingApiBaseUrl() {
      return staging;
    },
    token: {
      get: () => bridge.getToken(),
      set: (token) => bridge.setToken(token),
      clear: () => bridge.clearToken(),
    },
    connectivity: {
      reportDown: () => bridge.reportConnectivityDown(),
      subscribe: (listener) => subscribeToChanges(bridge, listener),
    },
    openArticle: (url) => bridge.openArticle(url),
    // Main asks the update feed, downloads and restarts into the new version; rejects when there is none.
    installUpdate: () => bridge.installUpdate(),
    kiosk: bridge.kiosk ? desktopKiosk(bridge) : null,
  };
}
