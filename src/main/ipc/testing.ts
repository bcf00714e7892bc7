import { parse, type core } from 'zod';
import type { IpcHandle, IpcHandler } from './handle';

/**
 * For tests of `register*Ipc` modules: parses payloads like the real helper (whose sender check is
 * tested in handle.test.ts) and lets the test invoke channels directly.
 */
export function fakeIpcHandle() {
  const channels = new Map<string, (payload?: unknown) => unknown>();
  const handle: IpcHandle = <T>(channel: string, schema: core.$ZodType<T>, handler: IpcHandler<T>) => {
    channels.set(channel, (payload) => handler(parse(schema, payload), {} as never));
  };
  const invoke = (channel: string, payload?: unknown) => {
    const handler = channels.get(channel);
    if (!handler) throw new Error(`no handler for ${channel}`);
    return handler(payload);
  };
  return { handle, invoke, channels: () => [...channels.keys()] };
}
