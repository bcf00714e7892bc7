import axios, { CanceledError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';

/** The connectivity probe: it must pass while everything else is held. */
export const PROBE_PATH = '/placebo';

/** A failure where no response arrived at all (a cancelled request is the caller's choice, not an outage). */
export const isNetworkFailure = (error: unknown): boolean =>
  axios.isAxiosError(error) && !error.response && !axios.isCancel(error);

interface Held {
  seq: number;
  release(): void;
}

const canceled = (config: InternalAxiosRequestConfig) => new CanceledError(undefined, config);

/**
 * docs/product-rules.md#network: after a request failed without any response, every request waits here until
 * the platform reports the backend reachable again; then all of them go out in the order they were issued.
 */
export class HoldQueue {
  private held: Held[] = [];
  private down = false;

  get isDown(): boolean {
    return this.down;
  }

  markDown(): void {
    this.down = true;
  }

  /** The platform's probe answered: release every held request, oldest first. */
  markUp(): void {
    this.down = false;
    const released = this.held.sort((a, b) => a.seq - b.seq);
    this.held = [];
    for (const entry of released) entry.release();
  }

  /** Resolves at once while up, else when up again; rejects when the request's signal aborts first. */
  wait(seq: number, config: InternalAxiosRequestConfig): Promise<void> {
    if (!this.down) return Promise.resolve();
    const signal = config.signal as AbortSignal | undefined;
    return new Promise((resolve, reject) => {
      const entry: Held = {
        seq,
        release: () => {
          signal?.removeEventListener('abort', onAbort);
          resolve();
        },
      };
      const onAbort = () => {
        this.held = this.held.filter((other) => other !== entry);
        reject(canceled(config));
      };
      if (signal?.aborted) return onAbort();
      signal?.addEventListener('abort', onAbort, { once: true });
      this.held.push(entry);
    });
  }
}

/**
 * Wraps axios' adapter, so holding happens once the request is complete (base URL, token, headers,
 * idempotency key), right before it leaves: released requests go out exactly in issue order, and a
 * replay is the same request with the same key. A 503 with Retry-After is repeated after that pause (a
 * few times, then it fails as usual). A request that fails without a response marks the
 * network down and waits; once the platform reports it back up it is retried, and if that attempt fails
 * the same way it is held again for the next outage rather than lost.
 */
export function holdingAdapter(
  adapter: AxiosAdapter,
  queue: HoldQueue,
  reportDown: () => void,
): AxiosAdapter {
  let issued = 0;
  return async (config) => {
    if (config.url === PROBE_PATH) return adapter(config);
    const seq = ++issued;
    let retries = 0;
    for (;;) {
      await queue.wait(seq, config);
      try {
        return await adapter(config);
      } catch (error) {
        // The server is there but cannot serve now (a 503 with Retry-After: database restart, load
        // shed): the same request, same Idempotency-Key, goes out again after that pause.
        const response = (error as { response?: { status: number; headers: Record<string, unknown> } })
          .response;
        const seconds = response?.status === 503 ? Number(response.headers['retry-after']) : NaN;
        if (seconds >= 0 && retries++ < 10) {
          await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
          continue;
        }
        if (!isNetworkFailure(error)) throw error;
        if (!queue.isDown) {
          queue.markDown();
          reportDown();
        }
      }
    }
  };
}
