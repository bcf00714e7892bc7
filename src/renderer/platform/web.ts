import { PROBE_INTERVAL_MS } from '../../shared/api/constants';
import type { Platform } from './platform';

const TOKEN_KEY = 'token';

export interface WebConnectivityOptions {
  /** Where the browser's 'online'/'offline' events arrive (the window). */
  events?: Pick<EventTarget, 'addEventListener'>;
  intervalMs?: number;
}

/**
 * The network watch (docs/product-rules.md#network) in the browser: once down, `/placebo` is probed every 5 s
 * until it answers. A probe succeeds only with a 2xx reply: a 502/503 from a proxy or load balancer means the
 * backend is still out of reach, and releasing the held requests then would only fail them. One probe loop at
 * a time, and at most one probe in flight: the next tick aborts a probe that hangs, so a silent network
 * cannot stall it. The browser's own 'offline' event marks the network down too, and its 'online' event
 * probes at once.
 */
export function webConnectivity({
  events = window,
  intervalMs = PROBE_INTERVAL_MS,
}: WebConnectivityOptions = {}): Platform['connectivity'] {
  const listeners = new Set<(online: boolean) => void>();
  /** Set by the HTTP client at start; until then a probe has nothing to ask and fails. */
  let probeOnce: (signal: AbortSignal) => Promise<void> = () => Promise.reject(new Error('no probe yet'));
  let online = true;
  let loop: ReturnType<typeof setInterval> | null = null;
  let inFlight: AbortController | null = null;

  const emit = (next: boolean) => {
    if (next === online) return;
    online = next;
    for (const listener of [...listeners]) listener(next);
  };

  async function probe() {
    inFlight?.abort();
    const controller = new AbortController();
    inFlight = controller;
    try {
      await probeOnce(controller.signal);
      if (inFlight !== controller) return;
      if (loop) clearInterval(loop);
      loop = null;
      emit(true);
    } catch {
      // Still unreachable: the loop tries again.
    } finally {
      if (inFlight === controller) inFlight = null;
    }
  }

  function reportDown() {
    emit(false);
    loop ??= setInterval(() => void probe(), intervalMs);
  }

  events.addEventListener('offline', reportDown);
  events.addEventListener('online', () => {
    if (!online) void probe();
  });

  return {
    reportDown,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setProbe(probe) {
      probeOnce = probe;
    },
  };
}

/** The browser: a web app can keep its bearer token only in its own storage. */
export function webPlatform(storage: Storage = window.localStorage): Platform {
  const apiBaseUrl = async (): Promise<string> => import.meta.env.VITE_API_URL ?? '/api';
  return {
    kind: 'web',
    apiBaseUrl,
    stagingApiBaseUrl: import.meta.env.VITE_STAGING_API_URL ?? null,
    token: {
      get: async () => storage.getItem(TOKEN_KEY),
      set: async (token) => storage.setItem(TOKEN_KEY, token),
      clear: async () => storage.removeItem(TOKEN_KEY),
    },
    connectivity: webConnectivity(),
    // A browser tab's closing cannot be observed without keeping a handle on a foreign page (which
    // `noopener` rules out for safety), so the visit counts at once.
    openArticle: async (url) => void window.open(url, '_blank', 'noopener,noreferrer'),
    installUpdate: async () => window.location.reload(),
    kiosk: null,
  };
}
