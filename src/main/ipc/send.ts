import { webContents } from 'electron';
import type { IpcEventChannel } from '../../shared/ipc';
import { isSameOrigin } from '../origin';

/** Sends an event to our own pages only; article windows, devtools and foreign pages never hear it. */
export function sendToOurPages(rendererOrigin: string, channel: IpcEventChannel, payload?: unknown): void {
  for (const contents of webContents.getAllWebContents()) {
    if (!contents.isDestroyed() && isSameOrigin(contents.getURL(), rendererOrigin)) {
      contents.send(channel, payload);
    }
  }
}
