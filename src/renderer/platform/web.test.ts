import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROBE_INTERVAL_MS } from '../../shared/api/constants';
import { webConnectivity, webPlatform } from './web';

type Answer = number | 'fail' | 'hang';

/**
 * The HTTP client's probe answering each call with the next scripted status, a network failure or
 * never; like axios it rejects every status outside 2xx.
 */
function fakeProbe(answers: Answer[]) {
  return vi.fn((signal: AbortSignal) => {
    const answer = answers.shift() ?? 200;
    if (answer === 'fail') return Promise.reject(new TypeError('Network Error'));
    if (answer === 'hang') {
      return new Promise<void>((_, reject) =>
        signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      );
    }
    return answer >= 200 && answer < 300 ? Promise.resolve() : Promise.reject(new Error(String(answer)));
  });
}

function setup(answers: Answer[] = []) {
  const probe = fakeProbe(answers);
  const events = new EventTarget();
  const connectivity = webConnectivity({ events });
  connectivity.setProbe!(probe);
  const changes: boolean[] = [];
  connectivity.subscribe((online) => changes.push(online));
  return { probe, events, connectivity, changes };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('web connectivity', () => {
  it('after a reported failure probes every 5 s until it answers', async () => {
    const { probe, connectivity, changes } = setup(['fail', 503, 200]);
    connectivity.reportDown();
    expect(changes).toEqual([false]);
    await vi.advanceTimersByTimeAsync(PROBE_INTERVAL_MS - 1);
    expect(probe).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(1);
    expect(probe).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(PROBE_INTERVAL_MS);
    expect(changes).toEqual([false]); // a 503 from a proxy is not the backend
    await vi.advanceTimersByTimeAsync(PROBE_INTERVAL_MS);
    expect(changes).toEqual([false, true]);

    await vi.advanceTimersByTimeAsync(10 * PROBE_INTERVAL_MS);
    expect(probe).toHaveBeenCalledTimes(3);
  });

  it('runs one probe loop however often the failure is reported', async () => {
    const { probe, connectivity, changes } = setup(['fail', 'fail', 200]);
    connectivity.reportDown();
    await vi.advanceTimersByTimeAsync(1000);
    connectivity.reportDown();
    connectivity.reportDown();
    await vi.advanceTimersByTimeAsync(PROBE_INTERVAL_MS - 1000);
    expect(probe).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2 * PROBE_INTERVAL_MS);
    expect(probe).toHaveBeenCalledTimes(3);
    expect(changes).toEqual([false, true]);
  });

  it('gives up a probe that hangs at the next tick instead of stalling', async () => {
    const { probe, connectivity, changes } = setup(['hang', 200]);
    connectivity.reportDown();
    await vi.advanceTimersByTimeAsync(PROBE_INTERVAL_MS);
    const firstSignal = probe.mock.calls[0]?.[0];
    await vi.advanceTimersByTimeAsync(PROBE_INTERVAL_MS);
    expect(firstSignal?.aborted).toBe(true);
    expect(changes).toEqual([false, true]);
  });

  it("treats the browser's offline event as down and its online event as a reason to probe at once", async () => {
    const { probe, events, changes } = setup([200]);
    events.dispatchEvent(new Event('offline'));
    expect(changes).toEqual([false]);
    events.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(probe).toHaveBeenCalledTimes(1);
    expect(changes).toEqual([false, true]);
    await vi.advanceTimersByTimeAsync(10 * PROBE_INTERVAL_MS);
    expect(probe).toHaveBeenCalledTimes(1);
  });

  it('ignores the online event while nothing is down', async () => {
    const { probe, events, changes } = setup();
    events.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(PROBE_INTERVAL_MS);
    expect(probe).not.toHaveBeenCalled();
    expect(changes).toEqual([]);
  });

  it('stops telling a listener that unsubscribed', () => {
    const { connectivity } = setup();
    const listener = vi.fn();
    const unsubscribe = connectivity.subscribe(listener);
    unsubscribe();
    connectivity.reportDown();
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('web platform', () => {
  it('keeps the token in its storage and opens articles in a new tab without an opener', async () => {
    const platform = webPlatform(window.localStorage);
    await platform.token.set('abc');
    expect(await platform.token.get()).toBe('abc');
    await platform.token.clear();
    expect(await platform.token.get()).toBeNull();

    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    await platform.openArticle('https://news.example/a');
    expect(open).toHaveBeenCalledWith('https://news.example/a', '_blank', 'noopener,noreferrer');
    expect(platform.kiosk).toBeNull();
  });
});
