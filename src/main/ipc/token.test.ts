import { describe, expect, it } from 'vitest';
import { IpcInvoke } from '../../shared/ipc';
import { createMemoryTokenStore } from '../tokenStore';
import { registerInfoIpc } from './info';
import { fakeIpcHandle } from './testing';
import { registerTokenIpc } from './token';

describe('registerTokenIpc', () => {
  it('stores, returns and clears the token', async () => {
    const { handle, invoke } = fakeIpcHandle();
    registerTokenIpc(handle, createMemoryTokenStore());
    expect(await invoke(IpcInvoke.tokenGet)).toBeNull();
    await invoke(IpcInvoke.tokenSet, 'token-1');
    expect(await invoke(IpcInvoke.tokenGet)).toBe('token-1');
    await invoke(IpcInvoke.tokenClear);
    expect(await invoke(IpcInvoke.tokenGet)).toBeNull();
  });

  it('refuses empty and oversized tokens', () => {
    const { handle, invoke } = fakeIpcHandle();
    registerTokenIpc(handle, createMemoryTokenStore());
    expect(() => invoke(IpcInvoke.tokenSet, '')).toThrow();
    expect(() => invoke(IpcInvoke.tokenSet, 'x'.repeat(5000))).toThrow();
  });
});

describe('registerInfoIpc', () => {
  it('answers the app info, including where the token lives', async () => {
    const { handle, invoke } = fakeIpcHandle();
    const info = {
      version: '5.3.17',
      platform: 'linux',
      kiosk: false,
      apiBaseUrl: 'http://localhost:8080/api',
      tokenStorage: 'memory' as const,
    };
    registerInfoIpc(handle, info);
    expect(await invoke(IpcInvoke.infoGet)).toEqual(info);
    expect(() => invoke(IpcInvoke.infoGet, 'x')).toThrow();
  });
});
