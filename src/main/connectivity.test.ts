import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { watchConnectivity } from './connectivity';

describe('watchConnectivity', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reports changes only', () => {
    const states = [true, true, false, false, true];
    let online = true;
    const onChange = vi.fn();
    const watcher = watchConnectivity({ probe: () => online, onChange, intervalMs: 1000 });
    for (const state of states) {
      online = state;
      vi.advanceTimersByTime(1000);
    }
    expect(onChange.mock.calls).toEqual([[false], [true]]);
    expect(watcher.isOnline()).toBe(true);
    watcher.stop();
  });

  it('stops polling', () => {
    const probe = vi.fn(() => true);
    watchConnectivity({ probe, onChange: () => {}, intervalMs: 1000 }).stop();
    vi.advanceTimersByTime(5000);
    expect(probe).toHaveBeenCalledTimes(1);
  });
});
