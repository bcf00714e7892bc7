export interface ConnectivityWatcher {
  isOnline(): boolean;
  stop(): void;
}

export interface ConnectivityOptions {
  /** The operating system's view, e.g. Electron's `net.isOnline()`. */
  probe: () => boolean;
  onChange: (online: boolean) => void;
  intervalMs?: number;
}

/**
 * Polls because Electron's main process has no online/offline event. `onChange` runs only on a
 * change, so the renderer is not woken every tick.
 */
export function watchConnectivity({
  probe,
  onChange,
  intervalMs = 2000,
}: ConnectivityOptions): ConnectivityWatcher {
  let online = probe();
  const timer = setInterval(() => {
    const next = probe();
    if (next === online) return;
    online = next;
    onChange(online);
  }, intervalMs);
  return { isOnline: () => online, stop: () => clearInterval(timer) };
}
