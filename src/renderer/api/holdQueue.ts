import { abortReason, isNetworkFailure, type HttpRequest, type Transport } from './transport';

/** The connectivity probe (SPEC §7 GET /placebo): it must pass while everything else is held. */
export const PROBE_PATH = '/placebo';

interface Held {
  seq: number;
  release(): void;
}

/**
 * SPEC §4 Network: after a request failed without any response, every request waits here until the
 * platform reports the backend reachable again; then all of them go out in the order they were issued.
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

  /** Resolves at once while up, else when up again; rejects when `signal` aborts first. */
  wait(seq: number, signal?: AbortSignal | null): Promise<void> {
    if (!this.down) return Promise.resolve();
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
        reject(abortReason(signal!));
      };
      if (signal?.aborted) return onAbort();
      signal?.addEventListener('abort', onAbort, { once: true });
      this.held.push(entry);
    });
  }
}

/**
 * Wraps the transport so that holding happens once the request is complete (base URL, token, headers),
 * right before it leaves: released requests therefore go out exactly in issue order. A request that fails without a response
 * marks the network down and waits; once the platform reports it back up the request is retried, and
 * if that attempt fails the same way it is held again for the next outage rather than lost.
 */
export function holdingTransport(transport: Transport, queue: HoldQueue, reportDown: () => void): Transport {
  let issued = 0;
  return async (request: HttpRequest) => {
    if (request.url === PROBE_PATH) return transport(request);
    const seq = ++issued;
    for (;;) {
      await queue.wait(seq, request.signal);
      try {
        return await transport(request);
      } catch (error) {
        if (!isNetworkFailure(error)) throw error;
        if (!queue.isDown) {
          queue.markDown();
          reportDown();
        }
      }
    }
  };
}
