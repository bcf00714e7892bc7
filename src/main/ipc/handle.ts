import { ipcMain } from 'electron';
import type { IpcMainInvokeEvent } from 'electron';
import { safeParse, type core } from 'zod';
import type { IpcInvokeChannel } from '../../shared/ipc';
import { isSameOrigin } from '../origin';

export type IpcHandler<T> = (payload: T, event: IpcMainInvokeEvent) => unknown;
export type IpcHandle = <T>(
  channel: IpcInvokeChannel,
  schema: core.$ZodType<T>,
  handler: IpcHandler<T>,
) => void;

/** The frame that sent the message, not just its window: a foreign iframe inside our page is refused. */
export function isTrustedSender(event: IpcMainInvokeEvent, rendererOrigin: string): boolean {
  return isSameOrigin(event.senderFrame?.url, rendererOrigin);
}

/**
 * Returns `handle(channel, schema, handler)`, which registers an invoke handler that runs only for
 * frames of `rendererOrigin` and only with a payload that `schema` accepts. Every channel carries at
 * most one argument.
 */
export function createIpcHandle(rendererOrigin: string): IpcHandle {
  return (channel, schema, handler) => {
    ipcMain.handle(channel, async (event, ...args: unknown[]) => {
      if (!isTrustedSender(event, rendererOrigin)) {
        console.warn(`[ipc] refused ${channel} from ${event.senderFrame?.url ?? 'a destroyed frame'}`);
        throw new Error(`${channel}: sender not allowed`);
      }
      const parsed = args.length <= 1 ? safeParse(schema, args[0]) : null;
      if (!parsed?.success) throw new Error(`${channel}: invalid payload`);
      return handler(parsed.data, event);
    });
  };
}
