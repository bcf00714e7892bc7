import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppBridge, UpdateStatus } from '../shared/ipc';
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

  beforeAll(async () => {
    fake.invoke = invoke;
    await import('./index');
    bridge = fake.exposed[0]![1] as AppBridge;
  });
  beforeEach(() => invoke.mockReset());

  it('exposes exactly one object, window.app, with one function per operation', () => {
    expect(fake.exposed.map(([key]) => key)).toEqual(['app']);
    expect(Object.keys(bridge).sort()).toEqual([
      'checkForUpdate',
      'clearToken',
      'downloadUpdate',
      'getInfo',
      'getKioskSettings',
      'getToken',
      'installUpdate',
      'kiosk',
      'nextParticipant',
      'onConnectivity',
      'onKioskAdminRequested',
      'onUpdateStatus',
      'openArticle',
      'reportConnectivityDown',
      'setToken',
      'unlockKiosk',
    ]);
    const members = Object.entries(bridge).filter(([key]) => key !== 'kiosk');
    expect(members.every(([, value]) => typeof value === 'function')).toBe(true);
  });

  it('is no kiosk unless main flagged the window', () => {
    expect(bridge.kiosk).toBe(false);
  });

  it('forwards calls over the named channels', async () => {
    invoke.mockResolvedValue(undefined);
    const versions = { current_version: '5.3.17', minimum_version: '5.0.0', recommended_version: '5.3.17' };
    await bridge.setToken('abc');
    await bridge.clearToken();
    await bridge.openArticle('https://news.example.de/a');
    await bridge.nextParticipant();
    await bridge.unlockKiosk('4711');
    await bridge.getKioskSettings();
    await bridge.checkForUpdate(versions);
    await bridge.downloadUpdate();
    await bridge.installUpdate();
    bridge.reportConnectivityDown();
    expect(invoke.mock.calls).toEqual([
      [IpcInvoke.tokenSet, 'abc'],
      [IpcInvoke.tokenClear],
      [IpcInvoke.articleOpen, 'https://news.example.de/a'],
      [IpcInvoke.kioskNextParticipant],
      [IpcInvoke.kioskUnlock, '4711'],
      [IpcInvoke.kioskSettingsGet],
      [IpcInvoke.updateCheck, versions],
      [IpcInvoke.updateDownload],
      [IpcInvoke.updateInstall],
      [IpcInvoke.connectivityReportDown],
    ]);
  });

  it('logs a refused connectivity report instead of leaking the rejection', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    // A plain function: through the vi.fn, vitest reported this handled rejection as a test error.
    fake.invoke = () => Promise.reject(new Error('sender not allowed'));
    try {
      bridge.reportConnectivityDown();
      await vi.waitFor(() =>
        expect(error).toHaveBeenCalledWith(expect.stringContaining('report'), expect.any(Error)),
      );
    } finally {
      fake.invoke = invoke;
      error.mockRestore();
    }
  });

  it('reports the current connectivity, then changes, until unsubscribed', async () => {
    invoke.mockResolvedValue(true);
    const listener = vi.fn();
    const unsubscribe = bridge.onConnectivity(listener);
    await vi.waitFor(() => expect(listener).toHaveBeenCalledWith(true));
    emit(IpcEvent.connectivityChanged, false);
    emit(IpcEvent.connectivityChanged, 'garbage');
    unsubscribe();
    emit(IpcEvent.connectivityChanged, true);
    expect(listener.mock.calls).toEqual([[true], [false]]);
  });

  it('passes admin requests and update status on, without the IPC event', () => {
    const admin = vi.fn();
    const status = vi.fn();
    const stopAdmin = bridge.onKioskAdminRequested(admin);
    const stopStatus = bridge.onUpdateStatus(status);
    const downloaded: UpdateStatus = {
      decision: 'required',
      phase: 'downloaded',
      version: '5.4.0',
      percent: 100,
    };
    emit(IpcEvent.kioskAdminRequested);
    emit(IpcEvent.updateStatus, downloaded);
    emit(IpcEvent.updateStatus, null);
    stopAdmin();
    stopStatus();
    emit(IpcEvent.kioskAdminRequested);
    expect(admin.mock.calls).toEqual([[]]);
    expect(status.mock.calls).toEqual([[downloaded]]);
  });
});
