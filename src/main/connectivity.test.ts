import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IpcInvoke } from '../shared/ipc';
import { createConnectivityMonitor, probePlacebo } from './connectivity';
import type { ConnectivityMonitor } from './connectivity';
import { registerConnectivityIpc } from './ipc/connectivity';
import { fakeIpcHandle } from './ipc/testing';

describe('createConnectivityMonitor', () => {
  let backendUp: boolean;
  let osOnline: boolean;
  let monitor: ConnectivityMonitor;
  const probe = vi.fn(async () => backendUp);
  const onChange = vi.fn();

  const start = () =>
    (monitor = createConnectivityMonitor({
      probe,
      isOsOnline: () => osOnline,
      onChange,
      probeIntervalMs: 5_000,
      osPollIntervalMs: 1_000,
    }));

  beforeEach(() => {
    vi.useFakeTimers();
    backendUp = true;
    osOnline = true;
    probe.mockClear();
    onChange.mockClear();
  });
  afterEach(() => {
    monitor.stop();
    vi.useRealTimers();
  });

  it('never probes while up', async () => {
    start();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(probe).not.toHaveBeenCalled();
    expect(onChange).not.toHaveBeenCalled();
    expect(monitor.isOnline()).toBe(true);
  });

  it('goes down on a report and probes every 5 s until the backend answers', async () => {
    start();
    backendUp = false;
    monitor.reportDown();
    expect(monitor.isOnline()).toBe(false);
    expect(onChange.mock.calls).toEqual([[false]]);

    await vi.advanceTimersByTimeAsync(4_999);
    expect(probe).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(probe).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(probe).toHaveBeenCalledTimes(3);

    backendUp = true;
    await vi.advanceTimersByTimeAsync(5_000);
    expect(probe).toHaveBeenCalledTimes(4);
    expect(onChange.mock.calls).toEqual([[false], [true]]);
    expect(monitor.isOnline()).toBe(true);

    await vi.advanceTimersByTimeAsync(30_000);
    expect(probe).toHaveBeenCalledTimes(4);
  });

  it('ignores further reports while already down: one probe loop only', async () => {
    start();
    backendUp = false;
    monitor.reportDown();
    await vi.advanceTimersByTimeAsync(2_000);
    monitor.reportDown();
    monitor.reportDown();
    await vi.advanceTimersByTimeAsync(3_000);
    expect(probe).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('does not start a second probe while one is still running', async () => {
    start();
    let answer: (up: boolean) => void = () => {};
    probe.mockImplementationOnce(() => new Promise<boolean>((resolve) => (answer = resolve)));
    monitor.reportDown();
    await vi.advanceTimersByTimeAsync(5_000);
    osOnline = false;
    await vi.advanceTimersByTimeAsync(1_000);
    osOnline = true;
    await vi.advanceTimersByTimeAsync(1_000);
    expect(probe).toHaveBeenCalledTimes(1);
    answer(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(onChange.mock.calls).toEqual([[false], [true]]);
  });

  it('goes down when the OS goes offline and probes at once when it is back', async () => {
    start();
    osOnline = false;
    backendUp = false;
    await vi.advanceTimersByTimeAsync(1_000);
    expect(onChange.mock.calls).toEqual([[false]]);

    osOnline = true;
    backendUp = true;
    await vi.advanceTimersByTimeAsync(1_000);
    expect(probe).toHaveBeenCalledTimes(1);
    expect(onChange.mock.calls).toEqual([[false], [true]]);
  });

  it('starts down when the OS is offline at start', async () => {
    osOnline = false;
    start();
    expect(monitor.isOnline()).toBe(false);
    expect(onChange.mock.calls).toEqual([[false]]);
  });

  it('counts a throwing probe as down and stops probing when stopped', async () => {
    start();
    probe.mockRejectedValue(new Error('net::ERR_NAME_NOT_RESOLVED'));
    monitor.reportDown();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(probe).toHaveBeenCalledTimes(2);
    monitor.stop();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(probe).toHaveBeenCalledTimes(2);
    probe.mockReset();
  });
});

describe('probePlacebo', () => {
  it('asks /placebo and counts a 2xx answer as reachable', async () => {
    const fetchImpl = vi.fn(async () => new Response('', { status: 200 }));
    expect(await probePlacebo(fetchImpl, 'https://quiz.example.de/api')).toBe(true);
    expect(fetchImpl).toHaveBeenCalledWith(
      'https://quiz.example.de/api/placebo',
      expect.objectContaining({ cache: 'no-store', signal: expect.any(AbortSignal) }),
    );
  });

  it('is false while a proxy answers for the unreachable backend', async () => {
    const fetchImpl = vi.fn(async () => new Response('Bad Gateway', { status: 502 }));
    expect(await probePlacebo(fetchImpl, 'https://quiz.example.de/api')).toBe(false);
  });

  it('is false on a network failure', async () => {
    const fetchImpl = vi.fn(async () => {
      throw new TypeError('fetch failed');
    });
    expect(await probePlacebo(fetchImpl, 'https://quiz.example.de/api')).toBe(false);
  });
});

describe('registerConnectivityIpc', () => {
  it('answers the state and takes reports of requests without response', async () => {
    const monitor = { isOnline: vi.fn(() => true), reportDown: vi.fn(), stop: vi.fn() };
    const { handle, invoke } = fakeIpcHandle();
    registerConnectivityIpc(handle, monitor);
    expect(await invoke(IpcInvoke.connectivityGet)).toBe(true);
    await invoke(IpcInvoke.connectivityReportDown);
    expect(monitor.reportDown).toHaveBeenCalledTimes(1);
    expect(() => invoke(IpcInvoke.connectivityReportDown, 'extra')).toThrow();
  });
});
