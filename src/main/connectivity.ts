import { PROBE_INTERVAL_MS } from '../shared/api/constants';

export interface ConnectivityMonitor {
  isOnline(): boolean;
  /** A request failed without any response (reported by the renderer): down, and probe until it answers. */
  reportDown(): void;
  stop(): void;
}

export interface ConnectivityOptions {
  /** Resolves true when the backend answered `GET /placebo` at all; false on a network failure. */
  probe: () => Promise<boolean>;
  /** The operating system's view (Electron's `net.isOnline()`): false means surely offline. */
  isOsOnline: () => boolean;
  onChange: (online: boolean) => void;
  /** 5 s between probes while down. */
  probeIntervalMs?: number;
  /** How often the OS state is read: main has no online/offline event, and the read is local. */
  osPollIntervalMs?: number;
}

/**
 * The network watch (docs/product-rules.md#network) in main: down when the renderer reports a request without
 * response or the OS goes offline; while down, `/placebo` is probed every 5 s (at once when the OS reports
 * the network back) until the backend answers. Nothing is probed while up, and `onChange` runs on changes
 * only.
 */
export function createConnectivityMonitor({
  probe,
  isOsOnline,
  onChange,
  probeIntervalMs = PROBE_INTERVAL_MS,
  osPollIntervalMs = 2_000,
}: ConnectivityOptions): ConnectivityMonitor {
  let online = true;
  let osOnline = isOsOnline();
  let probeTimer: ReturnType<typeof setTimeout> | undefined;
  let probing = false;
  let stopped = false;

  const setOnline = (next: boolean) => {
    if (next === online) return;
    online = next;
    onChange(online);
  };

  const scheduleProbe = (delayMs: number) => {
    clearTimeout(probeTimer);
    probeTimer = setTimeout(() => void runProbe(), delayMs);
  };

  async function runProbe(): Promise<void> {
    if (stopped || online || probing) return;
    probing = true;
    const answered = await probe()
      .catch(() => false)
      .finally(() => (probing = false));
    if (stopped || online) return;
    if (answered) setOnline(true);
    else scheduleProbe(probeIntervalMs);
  }

  const markDown = () => {
    if (stopped || !online) return;
    setOnline(false);
    scheduleProbe(probeIntervalMs);
  };

  const osTimer = setInterval(() => {
    const next = isOsOnline();
    if (next === osOnline) return;
    osOnline = next;
    if (!osOnline) markDown();
    // The network is back: ask the backend now rather than at the next tick.
    else if (!online && !probing) {
      clearTimeout(probeTimer);
      void runProbe();
    }
  }, osPollIntervalMs);

  if (!osOnline) markDown();

  return {
    isOnline: () => online,
    reportDown: markDown,
    stop: () => {
      stopped = true;
      clearTimeout(probeTimer);
      clearInterval(osTimer);
    },
  };
}

/**
 * The backend is back when `/placebo` answers 2xx, as in the browser (platform/web.ts): a 502/503 from
 * a proxy means it is still out of reach, and replaying the held requests would only fail them.
 */
export type ProbeFetch = (
  url: string,
  init: { cache: 'no-store'; signal: AbortSignal },
) => Promise<{ ok: boolean; body: ReadableStream | null }>;

export async function probePlacebo(
  fetchImpl: ProbeFetch,
  apiBaseUrl: string,
  timeoutMs = PROBE_INTERVAL_MS,
): Promise<boolean> {
  try {
    const response = await fetchImpl(`${apiBaseUrl}/placebo`, {
      cache: 'no-store',
      signal: AbortSignal.timeout(timeoutMs),
    });
    await response.body?.cancel();
    return response.ok;
  } catch {
    return false;
  }
}
