import { describe, expect, it, vi } from 'vitest';
import { IpcInvoke } from '../../shared/ipc';
import { createMemoryTokenStore } from '../tokenStore';
import { registerArticleIpc } from './article';
import { registerConnectivityIpc } from './connectivity';
import { registerInfoIpc } from './info';
import { registerKioskIpc } from './kiosk';
import { fakeIpcHandle } from './testing';
import { registerTokenIpc } from './token';
import { registerUpdateIpc } from './update';

describe('IPC channels', () => {
  it('has a validated handler for every channel of the bridge, and for nothing else', () => {
    const { handle, channels } = fakeIpcHandle();
    registerInfoIpc(handle, {
      version: '5.3.17',
      platform: 'linux',
      kiosk: false,
      apiBaseUrl: 'http://localhost:8080/api',
      tokenStorage: 'memory',
    });
    registerTokenIpc(handle, createMemoryTokenStore());
    registerConnectivityIpc(handle, { isOnline: () => true, reportDown: vi.fn(), stop: vi.fn() });
    registerArticleIpc(handle, { open: vi.fn(), close: vi.fn() });
    registerKioskIpc(handle, null);
    registerUpdateIpc(handle, { check: vi.fn(), download: vi.fn(), install: vi.fn() });
    expect(channels().sort()).toEqual(Object.values(IpcInvoke).sort());
    expect(channels().every((channel) => channel.startsWith('app:'))).toBe(true);
  });
});
