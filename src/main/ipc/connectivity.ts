import { net, webContents } from 'electron';
import { IpcEvent, IpcInvoke, noPayloadSchema } from '../../shared/ipc';
import { watchConnectivity } from '../connectivity';
import type { ConnectivityWatcher } from '../connectivity';
import { isSameOrigin } from '../origin';
import type { IpcHandle } from './handle';

/** Only our own pages hear about connectivity; other web contents (e.g. devtools) are skipped. */
function sendToOurPages(rendererOrigin: string, online: boolean): void {
  for (const contents of webContents.getAllWebContents()) {
    if (!contents.isDestroyed() && isSameOrigin(contents.getURL(), rendererOrigin)) {
      contents.send(IpcEvent.connectivityChanged, online);
    }
  }
}

export function registerConnectivityIpc(handle: IpcHandle, rendererOrigin: string): ConnectivityWatcher {
  const watcher = watchConnectivity({
    probe: () => net.isOnline(),
    onChange: (online) => sendToOurPages(rendererOrigin, online),
  });
  handle(IpcInvoke.connectivityGet, noPayloadSchema, () => watcher.isOnline());
  return watcher;
}
