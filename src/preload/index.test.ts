import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppBridge } from '../shared/ipc';
import { IpcEvent, IpcInvoke } from '../shared/ipc';

type Listener = (event: unknown, ...args: unknown[]) => void;
const fake = vi.hoisted(() => ({
  exposed: [] as Array<[string, unknown]>,
  listeners: new Map<string, Set<Listener>>(),
  invoke: undefined as unknown as (channel: string, ...args: unknown[]) => Promise<unknown>,
}));
vi.mock('electron', () => ({
  contextBridge: { exposeInMainWorld: (key: string, api: unknown) => fake.exposed.push([key, api]) },
  ipcRenderer: {
    invoke: (channel: string, ...args: unknown[]) => fake.invoke(channel, ...args),
    on: (channel: string, listener: Listener) => {
      const set = fake.listeners.get(channel) ?? new Set();
      fake.listeners.set(channel, set.add(listener));
    },
    removeListener: (channel: string, listener: Listener) => fake.listeners.get(channel)?.delete(listener),
  },
}));

const emit = (channel: string, ...args: unknown[]) =>
  fake.listeners.get(channel)?.forEach((listener) => listener({ sender: 'hidden' }, ...args));

describe('preload', () => {
  let bridge: AppBridge;
  const invoke = vi.fn<(channel: string, ...args: unknown[]) => Promise<unknown>>();

  beforeEach(async () => {
    fake.invoke = invoke;
    invoke.mockReset();
    await import('./index');
    bridge = fake.exposed[0]![1] as AppBridge;
  });

  it('exposes exactly one object, window.app, with the bridge functions only', () => {
    expect(fake.exposed.map(([key]) => key)).toEqual(['app']);
    expect(Object.keys(bridge).sort()).toEqual([
      'clearToken',
      'getInfo',
      'getToken',
      'onConnectivity',
      'setToken',
    ]);
  });

  it('forwards calls over the named channels', async () => {
    invoke.mockResolvedValue(undefined);
    await bridge.setToken('abc');
    await bridge.clearToken();
    expect(invoke.mock.calls).toEqual([[IpcInvoke.tokenSet, 'abc'], [IpcInvoke.tokenClear]]);
  });

  it('reports the current connectivity, then changes, until unsubscribed', async () => {
    invoke.mockResolvedValue(true);
    const listener = vi.fn();
    const unsubscribe = bridge.onConnectivity(listener);
    await vi.waitFor(() => expect(listener).toHaveBeenCalledWith(true));
    emit(IpcEvent.connectivityChanged, false);
    unsubscribe();
    emit(IpcEvent.connectivityChanged, true);
    expect(listener.mock.calls).toEqual([[true], [false]]);
  });
});
