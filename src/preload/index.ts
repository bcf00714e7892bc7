/**
 * Exposes exactly one object, `window.app`. The renderer never sees ipcRenderer or the IPC event
 * objects, only these functions and plain values.
 */
import { contextBridge, ipcRenderer } from 'electron';
import type { IpcRendererEvent } from 'electron';
import { APP_BRIDGE_KEY, IpcEvent, IpcInvoke, KIOSK_RENDERER_ARGUMENT } from '../shared/ipc';
import type {
  AppBridge,
  AppInfo,
  IpcEventChannel,
  IpcInvokeChannel,
  KioskSettings,
  UpdateStatus,
} from '../shared/ipc';

/** Subscribes to a main-process event; the listener sees the payload, never the IPC event. */
function listen(channel: IpcEventChannel, listener: (payload: unknown) => void): () => void {
  const onEvent = (_event: IpcRendererEvent, payload: unknown) => listener(payload);
  ipcRenderer.on(channel, onEvent);
  return () => {
    ipcRenderer.removeListener(channel, onEvent);
  };
}

const isUpdateStatus = (value: unknown): value is UpdateStatus =>
  typeof value === 'object' && value !== null && 'decision' in value && 'phase' in value;

function onConnectivity(listener: (online: boolean) => void): () => void {
  let subscribed = true;
  let changeSeen = false;
  const unsubscribe = listen(IpcEvent.connectivityChanged, (online) => {
    if (typeof online !== 'boolean') return;
    changeSeen = true;
    listener(online);
  });
  ipcRenderer
    .invoke(IpcInvoke.connectivityGet)
    .then((online: unknown) => {
      // A change that arrived meanwhile is newer than this answer.
      if (subscribed && !changeSeen && typeof online === 'boolean') listener(online);
    })
    .catch((error: unknown) => console.error('[preload] connectivity unavailable', error));
  return () => {
    subscribed = false;
    unsubscribe();
  };
}

const invokeVoid = async (channel: IpcInvokeChannel, payload?: unknown) => {
  await (payload === undefined ? ipcRenderer.invoke(channel) : ipcRenderer.invoke(channel, payload));
};

const bridge: AppBridge = {
  kiosk: process.argv.includes(KIOSK_RENDERER_ARGUMENT),
  getInfo: () => ipcRenderer.invoke(IpcInvoke.infoGet) as Promise<AppInfo>,
  getToken: () => ipcRenderer.invoke(IpcInvoke.tokenGet) as Promise<string | null>,
  setToken: (token) => invokeVoid(IpcInvoke.tokenSet, token),
  clearToken: () => invokeVoid(IpcInvoke.tokenClear),
  onConnectivity,
  reportConnectivityDown: () => {
    ipcRenderer
      .invoke(IpcInvoke.connectivityReportDown)
      .catch((error: unknown) => console.error('[preload] connectivity report failed', error));
  },
  openArticle: (url) => invokeVoid(IpcInvoke.articleOpen, url),
  getKioskSettings: () => ipcRenderer.invoke(IpcInvoke.kioskSettingsGet) as Promise<KioskSettings | null>,
  nextParticipant: () => invokeVoid(IpcInvoke.kioskNextParticipant),
  unlockKiosk: (pin) => ipcRenderer.invoke(IpcInvoke.kioskUnlock, pin) as Promise<boolean>,
  onKioskAdminRequested: (listener) => listen(IpcEvent.kioskAdminRequested, () => listener()),
  checkForUpdate: (versions) => ipcRenderer.invoke(IpcInvoke.updateCheck, versions) as Promise<UpdateStatus>,
  downloadUpdate: () => invokeVoid(IpcInvoke.updateDownload),
  installUpdate: () => invokeVoid(IpcInvoke.updateInstall),
  onUpdateStatus: (listener) =>
    listen(IpcEvent.updateStatus, (status) => {
      if (isUpdateStatus(status)) listener(status);
    }),
};

contextBridge.exposeInMainWorld(APP_BRIDGE_KEY, bridge);
