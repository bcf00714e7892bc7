import type { ClearStorageDataOptions } from 'electron';
import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { IpcInvoke } from '../../shared/ipc';
import { registerKioskIpc } from '../ipc/kiosk';
import { fakeIpcHandle } from '../ipc/testing';
import { startKioskMode } from './kioskMode';
import { hashPin } from './pin';
import { clearSessions, PARTICIPANT_STORAGES, startIdleBackstop, wipeParticipant } from './wipe';

function recorder() {
  const calls: string[] = [];
  const record =
    (name: string) =>
    async (...args: unknown[]) => {
      calls.push(args.length ? `${name} ${JSON.stringify(args[0])}` : name);
    };
  const session = (label: string) => ({
    clearStorageData: vi.fn(record(`${label}.clearStorageData`)),
    clearCache: vi.fn(record(`${label}.clearCache`)),
    clearAuthCache: vi.fn(record(`${label}.clearAuthCache`)),
  });
  const page = {
    executeJavaScript: vi.fn(record('page.executeJavaScript')),
    loadURL: vi.fn(record('page.loadURL')),
    navigationHistory: { clear: vi.fn(() => void calls.push('page.history.clear')) },
  };
  return {
    calls,
    page,
    sessions: [session('app'), session('articles')],
    clearToken: vi.fn(record('token.clear')),
    closeArticles: vi.fn(() => void calls.push('articles.close')),
  };
}

describe('wipeParticipant', () => {
  it('clears every storage type, caches and the token, then starts afresh', async () => {
    const r = recorder();
    await wipeParticipant({ ...r, entryUrl: 'app://bundle/' });
    expect(PARTICIPANT_STORAGES).toEqual([
      'cookies',
      'filesystem',
      'indexdb',
      'localstorage',
      'shadercache',
      'serviceworkers',
      'cachestorage',
    ]);
    // Checked by the typecheck: an Electron upgrade that adds or removes a storage type fails here.
    expectTypeOf<(typeof PARTICIPANT_STORAGES)[number]>().toEqualTypeOf<
      NonNullable<ClearStorageDataOptions['storages']>[number]
    >();
    const storages = JSON.stringify({ storages: PARTICIPANT_STORAGES });
    expect(r.calls).toEqual([
      'articles.close',
      'token.clear',
      'page.executeJavaScript "window.sessionStorage.clear()"',
      'page.loadURL "about:blank"',
      `app.clearStorageData ${storages}`,
      'app.clearCache',
      'app.clearAuthCache',
      `articles.clearStorageData ${storages}`,
      'articles.clearCache',
      'articles.clearAuthCache',
      'page.loadURL "app://bundle/"',
      'page.history.clear',
    ]);
  });

  it('still wipes the storages when the page cannot run script', async () => {
    const r = recorder();
    r.page.executeJavaScript.mockRejectedValueOnce(new Error('render process gone'));
    await wipeParticipant({ ...r, entryUrl: 'app://bundle/' });
    expect(r.sessions[0]!.clearStorageData).toHaveBeenCalled();
  });

  it('clears every session even when a step before or between fails, then says the wipe failed', async () => {
    const r = recorder();
    r.clearToken.mockRejectedValueOnce(new Error('keychain locked'));
    // Electron rejects loadURL when a navigation is aborted (ERR_ABORTED).
    r.page.loadURL.mockRejectedValueOnce(new Error('ERR_ABORTED (-3) loading about:blank'));
    r.sessions[0]!.clearCache.mockRejectedValueOnce(new Error('cache busy'));
    await expect(wipeParticipant({ ...r, entryUrl: 'app://bundle/' })).rejects.toThrow(/wipe incomplete/);
    for (const session of r.sessions) {
      expect(session.clearStorageData).toHaveBeenCalledWith({ storages: [...PARTICIPANT_STORAGES] });
      expect(session.clearAuthCache).toHaveBeenCalled();
    }
    expect(r.sessions[1]!.clearCache).toHaveBeenCalled();
    expect(r.page.loadURL).toHaveBeenLastCalledWith('app://bundle/');
    expect(r.page.navigationHistory.clear).toHaveBeenCalled();
  });
});

describe('clearSessions', () => {
  it('clears every storage type and the caches of each session', async () => {
    const r = recorder();
    await clearSessions(r.sessions);
    for (const session of r.sessions) {
      expect(session.clearStorageData).toHaveBeenCalledWith({ storages: [...PARTICIPANT_STORAGES] });
      expect(session.clearCache).toHaveBeenCalled();
      expect(session.clearAuthCache).toHaveBeenCalled();
    }
  });
});

describe('startIdleBackstop', () => {
  let idleSeconds: number;
  let lastWipe: number;
  const wipe = vi.fn(async () => {
    lastWipe = Date.now();
  });
  let stop: () => void;

  beforeEach(() => {
    vi.useFakeTimers();
    idleSeconds = 0;
    // The station was wiped a minute before the participant's last input.
    lastWipe = Date.now() - 60_000;
    wipe.mockClear();
    stop = startIdleBackstop({
      idleLogoutSeconds: 300,
      graceSeconds: 30,
      pollMs: 5_000,
      getSystemIdleSeconds: () => idleSeconds,
      lastWipeAt: () => lastWipe,
      wipe,
    });
  });
  afterEach(() => {
    stop();
    vi.useRealTimers();
  });

  const idleFor = async (seconds: number) => {
    for (let passed = 0; passed < seconds; passed += 5) {
      idleSeconds += 5;
      await vi.advanceTimersByTimeAsync(5_000);
    }
  };

  it('waits out the renderer countdown, then wipes once per idle period', async () => {
    await idleFor(325);
    expect(wipe).not.toHaveBeenCalled();
    await idleFor(5);
    expect(wipe).toHaveBeenCalledTimes(1);
    await idleFor(600);
    expect(wipe).toHaveBeenCalledTimes(1);
  });

  it('leaves the station alone when the renderer already logged the participant out', async () => {
    await idleFor(300);
    lastWipe = Date.now();
    await idleFor(120);
    expect(wipe).not.toHaveBeenCalled();
  });

  it('does not wipe a station nobody has touched since the last wipe', async () => {
    lastWipe = Date.now();
    await idleFor(900);
    expect(wipe).not.toHaveBeenCalled();
  });

  it('starts over with new input', async () => {
    await idleFor(200);
    idleSeconds = 0;
    await idleFor(200);
    expect(wipe).not.toHaveBeenCalled();
    await idleFor(130);
    expect(wipe).toHaveBeenCalledTimes(1);
  });
});

describe('kiosk mode over IPC', () => {
  function fakeWindow() {
    return {
      on: vi.fn(),
      webContents: {
        on: vi.fn(),
        closeDevTools: vi.fn(),
        setZoomLevel: vi.fn(),
        setVisualZoomLevelLimits: vi.fn(() => Promise.resolve()),
        executeJavaScript: vi.fn(() => Promise.resolve()),
        loadURL: vi.fn(() => Promise.resolve()),
        navigationHistory: { clear: vi.fn() },
      },
    };
  }

  it('serves the settings without the PIN hash, wipes for the next participant and checks the PIN', async () => {
    const r = recorder();
    const window = fakeWindow();
    const kiosk = startKioskMode({
      config: {
        adminPinHash: await hashPin('4711'),
        idleLogoutSeconds: 120,
        accessCode: 'ACME',
        coursePreset: '7',
      },
      window,
      app: { on: vi.fn(), quit: vi.fn() },
      removeMenu: vi.fn(),
      onSystemShutdown: vi.fn(),
      requestAdmin: vi.fn(),
      clearToken: r.clearToken,
      sessions: r.sessions,
      entryUrl: 'app://bundle/',
      closeArticles: r.closeArticles,
      getSystemIdleSeconds: () => 0,
    });
    const { handle, invoke } = fakeIpcHandle();
    registerKioskIpc(handle, kiosk);

    expect(await invoke(IpcInvoke.kioskSettingsGet)).toEqual({
      idleLogoutSeconds: 120,
      accessCode: 'ACME',
      coursePreset: '7',
    });
    await Promise.all([invoke(IpcInvoke.kioskNextParticipant), invoke(IpcInvoke.kioskNextParticipant)]);
    expect(r.clearToken).toHaveBeenCalledTimes(2);
    for (const session of r.sessions) {
      expect(session.clearStorageData).toHaveBeenCalledWith({ storages: [...PARTICIPANT_STORAGES] });
    }
    expect(window.webContents.loadURL).toHaveBeenLastCalledWith('app://bundle/');
    expect(await invoke(IpcInvoke.kioskUnlock, '0000')).toBe(false);
    expect(() => invoke(IpcInvoke.kioskUnlock, '1')).toThrow();
  });

  it('does not count a failed wipe as done: the idle backstop tries again', async () => {
    vi.useFakeTimers();
    try {
      const r = recorder();
      r.sessions[0]!.clearStorageData.mockRejectedValueOnce(new Error('disk full'));
      let idle = 0;
      let clock = 1_000_000;
      const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      startKioskMode({
        config: {
          adminPinHash: await hashPin('4711'),
          idleLogoutSeconds: 60,
          accessCode: null,
          coursePreset: null,
        },
        window: fakeWindow(),
        app: { on: vi.fn(), quit: vi.fn() },
        removeMenu: vi.fn(),
        onSystemShutdown: vi.fn(),
        requestAdmin: vi.fn(),
        clearToken: r.clearToken,
        sessions: r.sessions,
        entryUrl: 'app://bundle/',
        closeArticles: r.closeArticles,
        getSystemIdleSeconds: () => idle,
        now: () => clock,
      });
      // Input a second after start, then nobody touches the station.
      clock += 1_000;
      await vi.advanceTimersByTimeAsync(1_000);
      for (let s = 0; s < 100; s += 5) {
        idle += 5;
        clock += 5_000;
        await vi.advanceTimersByTimeAsync(5_000);
      }
      // The first wipe failed (logged); a later poll wiped again, and that one cleared the storages.
      expect(error).toHaveBeenCalled();
      expect(r.sessions[0]!.clearStorageData).toHaveBeenCalledTimes(2);
      error.mockRestore();
    } finally {
      vi.useRealTimers();
    }
  });

  it('offers nothing outside kiosk mode', async () => {
    const { handle, invoke } = fakeIpcHandle();
    registerKioskIpc(handle, null);
    expect(await invoke(IpcInvoke.kioskSettingsGet)).toBeNull();
    await expect(invoke(IpcInvoke.kioskNextParticipant)).rejects.toThrow(/off/);
    expect(await invoke(IpcInvoke.kioskUnlock, '4711')).toBe(false);
  });
});
