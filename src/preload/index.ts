/**
 * Exposes exactly one object, `window.app`. The renderer never sees ipcRenderer or the IPC event
 * objects, only these functions and plain values.
 */
import { contextBridge, ipcRenderer } from 'electron';
import type { IpcRendererEvent } from 'electron';
import { APP_BRIDGE_KEY, IpcEvent, IpcInvoke } from '../shared/ipc';
import type { AppBridge, AppInfo } from '../shared/ipc';

function onConnectivity(listener: (online: boolean) => void): () => void {
  let subscribed = true;
  let changeSeen = false;
  const onChange = (_event: IpcRendererEvent, online: unknown) => {
    if (typeof online !== 'boolean') return;
    changeSeen = true;
    listener(online);
  };
  ipcRenderer.on(IpcEvent.connectivityChanged, onChange);
  ipcRenderer
    .invoke(IpcInvoke.connectivityGet)
    .then((online: unknown) => {
      // A change that arrived meanwhile is newer than this answer.
      if (subscribed && !changeSeen && typeof online === 'boolean') listener(online);
    })
    .catch((error: unknown) => console.error('[preload] connectivity unavailable', error));
  return () => {
    subscribed = false;
    ipcRenderer.removeListener(IpcEvent.connectivityChanged, onChange);
  };
}

const bridge: AppBridge = {
  getInfo: () => ipcRenderer.invoke(IpcInvoke.infoGet) as Promise<AppInfo>,
  getToken: () => ipcRenderer.invoke(IpcInvoke.tokenGet) as Promise<string | null>,
  setToken: async (token) => {
    await ipcRenderer.invoke(IpcInvoke.tokenSet, token);
  },
  clearToken: async () => {
    await ipcRenderer.invoke(IpcInvoke.tokenClear);
  },
  onConnectivity,
};

contextBridge.exposeInMainWorld(APP_BRIDGE_KEY, bridge);
