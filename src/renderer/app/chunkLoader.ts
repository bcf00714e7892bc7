import type { Platform } from '../platform';

export type ChunkLoader = <T>(importer: () => Promise<T>) => Promise<T>;

/**
 * Route chunks come through the bundler, not the API client, so the hold queue does not cover them.
 * A chunk that fails to load (the network dropped during navigation) reports the network down, waits
 * for the probe to succeed and loads again; if the browser refuses a second attempt (some cache a
 * failed module for the page's lifetime, and a deploy may have replaced the chunk) the page reloads
 * at the same address, which is safe because nothing was entered on a page that never rendered.
 */
export function chunkLoader(platform: Platform, reload = () => window.location.reload()): ChunkLoader {
  return async (importer) => {
    try {
      return await importer();
    } catch {
      await untilOnline(platform);
      try {
        return await importer();
      } catch {
        reload();
        return new Promise<never>(() => {});
      }
    }
  };
}

function untilOnline(platform: Platform): Promise<void> {
  return new Promise((resolve) => {
    const stop = platform.connectivity.subscribe((online) => {
      if (!online) return;
      stop();
      resolve();
    });
    platform.connectivity.reportDown();
  });
}
