import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { IpcInvoke } from '../../shared/ipc';

type InvokeListener = (event: unknown, ...args: unknown[]) => Promise<unknown>;
const handlers = vi.hoisted(() => new Map<string, InvokeListener>());
vi.mock('electron', () => ({
  ipcMain: { handle: (channel: string, listener: InvokeListener) => handlers.set(channel, listener) },
}));

import { createIpcHandle } from './handle';

const fromFrame = (url: string | null) => ({ senderFrame: url === null ? null : { url } });

describe('createIpcHandle', () => {
  const handler = vi.fn((token: string) => `stored ${token}`);

  beforeEach(() => {
    handlers.clear();
    handler.mockClear();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    createIpcHandle('app://bundle')(IpcInvoke.tokenSet, z.string().min(1), handler);
  });

  const invoke = (event: unknown, ...args: unknown[]) => handlers.get(IpcInvoke.tokenSet)!(event, ...args);

  it('runs the handler for our frame with a valid payload', async () => {
    await expect(invoke(fromFrame('app://bundle/app/dashboard'), 'abc')).resolves.toBe('stored abc');
    expect(handler).toHaveBeenCalledWith('abc', expect.anything());
  });

  it.each(['https://evil.example/', 'app://bundle.evil.example/', 'file:///index.html', 'about:blank'])(
    'rejects a sender frame from %s',
    async (url) => {
      await expect(invoke(fromFrame(url), 'abc')).rejects.toThrow(/sender not allowed/);
      expect(handler).not.toHaveBeenCalled();
    },
  );

  it('rejects a destroyed sender frame', async () => {
    await expect(invoke(fromFrame(null), 'abc')).rejects.toThrow(/sender not allowed/);
  });

  it.each([[[42]], [['']], [[]], [['abc', 'extra']]])('rejects the invalid payload %j', async (args) => {
    await expect(invoke(fromFrame('app://bundle/'), ...args)).rejects.toThrow(/invalid payload/);
    expect(handler).not.toHaveBeenCalled();
  });
});
