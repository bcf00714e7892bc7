import { describe, expect, it, vi } from 'vitest';
import type { AppBridge, UpdateStatus } from '../../shared/ipc';
import { desktopPlatform } from './desktop';

function fakeBridge(kiosk = false) {
  let connectivityListener: (online: boolean) => void = () => {};
  let adminListener: () => void = () => {};
  const unsubscribe = vi.fn();
  const bridge = {
    kiosk,
    getInfo: vi.fn(async () => ({
      version: '5.3.17',
      platform: 'win32',
      kiosk,
      apiBaseUrl: 'https://quiz.example.de/api',
      tokenStorage: 'keychain' as const,
    })),
    getToken: vi.fn(async () => 'token-1'),
    setToken: vi.fn(async () => {}),
    clearToken: vi.fn(async () => {}),
    onConnectivity: vi.fn((listener: (online: boolean) => void) => {
      connectivityListener = listener;
      return unsubscribe;
    }),
    reportConnectivityDown: vi.fn(),
    openArticle: vi.fn(async () => {}),
    getKioskSettings: vi.fn(async () =>
      kiosk ? { idleLogoutSeconds: 120, accessCode: 'ACME', coursePreset: '7' } : null,
    ),
    nextParticipant: vi.fn(async () => {}),
    unlockKiosk: vi.fn(async (pin: string) => pin === '4711'),
    onKioskAdminRequested: vi.fn((listener: () => void) => {
      adminListener = listener;
      return unsubscribe;
    }),
    checkForUpdate: vi.fn(async (): Promise<UpdateStatus> => ({
      decision: 'required',
      phase: 'available',
      version: '5.4.0',
      percent: null,
    })),
    downloadUpdate: vi.fn(async () => {}),
    installUpdate: vi.fn(async () => {}),
    onUpdateStatus: vi.fn(() => unsubscribe),
  } satisfies AppBridge;
  return {
    bridge,
    unsubscribe,
    setOnline: (online: boolean) => connectivityListener(online),
    requestAdmin: () => adminListener(),
  };
}

describe('desktopPlatform', () => {
  it('keeps the token in main, never in web storage', async () => {
    const { bridge } = fakeBridge();
    const platform = desktopPlatform(bridge);
    expect(platform.kind).toBe('desktop');
    expect(await platform.apiBaseUrl()).toBe('https://quiz.example.de/api');
    expect(await platform.token.get()).toBe('token-1');
    await platform.token.set('token-2');
    await platform.token.clear();
    expect(bridge.setToken).toHaveBeenCalledWith('token-2');
    expect(bridge.clearToken).toHaveBeenCalled();
    expect(window.localStorage.length).toBe(0);
  });

  it('reports failed requests to main and passes on changes only', () => {
    const fake = fakeBridge();
    const platform = desktopPlatform(fake.bridge);
    platform.connectivity.reportDown();
    expect(fake.bridge.reportConnectivityDown).toHaveBeenCalledTimes(1);

    const listener = vi.fn();
    const stop = platform.connectivity.subscribe(listener);
    fake.setOnline(true);
    fake.setOnline(false);
    fake.setOnline(false);
    fake.setOnline(true);
    expect(listener.mock.calls).toEqual([[false], [true]]);
    stop();
    expect(fake.unsubscribe).toHaveBeenCalled();
  });

  it('opens articles through main and resolves when the window closed', async () => {
    const { bridge } = fakeBridge();
    await desktopPlatform(bridge).openArticle('https://news.example.de/a');
    expect(bridge.openArticle).toHaveBeenCalledWith('https://news.example.de/a');
  });

  it('has no kiosk outside kiosk mode', () => {
    const { bridge } = fakeBridge(false);
    expect(desktopPlatform(bridge).kiosk).toBeNull();
    expect(bridge.getKioskSettings).not.toHaveBeenCalled();
  });

  it('offers the kiosk operations in the kiosk window', async () => {
    const fake = fakeBridge(true);
    const kiosk = desktopPlatform(fake.bridge).kiosk!;
    expect(await kiosk.settings).toEqual({ idleLogoutSeconds: 120, accessCode: 'ACME', coursePreset: '7' });
    expect(await kiosk.unlock('0000')).toBe(false);
    expect(await kiosk.unlock('4711')).toBe(true);
    await kiosk.nextParticipant();
    expect(fake.bridge.nextParticipant).toHaveBeenCalled();
    const admin = vi.fn();
    kiosk.onAdminRequested(admin);
    fake.requestAdmin();
    expect(admin).toHaveBeenCalledTimes(1);
  });

  it('installs updates through main', async () => {
    const { bridge } = fakeBridge();
    await desktopPlatform(bridge).installUpdate();
    expect(bridge.installUpdate).toHaveBeenCalledTimes(1);
  });
});
