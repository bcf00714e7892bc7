import { describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { IpcInvoke } from '../../shared/ipc';
import { createMemoryTokenStore } from '../tokenStore';
import type { IpcHandle, IpcHandler } from './handle';
import { registerTokenIpc } from './token';

/** Stands in for the real helper: parses like it, without the sender check tested beside it. */
function fakeHandle() {
  const channels = new Map<string, (payload?: unknown) => unknown>();
  const handle: IpcHandle = <T>(channel: string, schema: ZodType<T>, handler: IpcHandler<T>) => {
    channels.set(channel, (payload) => handler(schema.parse(payload), {} as never));
  };
  return { handle, invoke: (channel: string, payload?: unknown) => channels.get(channel)!(payload) };
}

describe('registerTokenIpc', () => {
  it('stores, returns and clears the token', async () => {
    const { handle, invoke } = fakeHandle();
    registerTokenIpc(handle, createMemoryTokenStore());
    expect(await invoke(IpcInvoke.tokenGet)).toBeNull();
    await invoke(IpcInvoke.tokenSet, 'token-1');
    expect(await invoke(IpcInvoke.tokenGet)).toBe('token-1');
    await invoke(IpcInvoke.tokenClear);
    expect(await invoke(IpcInvoke.tokenGet)).toBeNull();
  });

  it('refuses empty and oversized tokens', () => {
    const { handle, invoke } = fakeHandle();
    registerTokenIpc(handle, createMemoryTokenStore());
    expect(() => invoke(IpcInvoke.tokenSet, '')).toThrow();
    expect(() => invoke(IpcInvoke.tokenSet, 'x'.repeat(5000))).toThrow();
  });
});
