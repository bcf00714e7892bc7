/**
 * The contract between the Electron main process and the preload bridge: channel names, payload
 * schemas and the type of `window.app`. Main parses every payload with these schemas before a handler
 * runs, because a compromised renderer can send anything.
 */
import { z } from 'zod';

/** The global name under which the preload exposes the bridge: `window.app`. */
export const APP_BRIDGE_KEY = 'app';

/** Channels the renderer invokes (request/response). */
export const IpcInvoke = {
  infoGet: 'app:info:get',
  tokenGet: 'app:token:get',
  tokenSet: 'app:token:set',
  tokenClear: 'app:token:clear',
  connectivityGet: 'app:connectivity:get',
} as const;
export type IpcInvokeChannel = (typeof IpcInvoke)[keyof typeof IpcInvoke];

/** Channels main sends to the renderer (events). */
export const IpcEvent = {
  connectivityChanged: 'app:connectivity:changed',
} as const;
export type IpcEventChannel = (typeof IpcEvent)[keyof typeof IpcEvent];

/** Payload of channels that take no argument. */
export const noPayloadSchema = z.undefined();

/** Bearer tokens are opaque strings; the bound keeps a hostile renderer from parking megabytes in main. */
export const tokenSchema = z.string().min(1).max(4096);

export const connectivitySchema = z.boolean();

export const appInfoSchema = z.object({
  version: z.string(),
  platform: z.string(),
  kiosk: z.boolean(),
  /** Base URL of the backend API, e.g. `http://localhost:8080/api`. */
  apiBaseUrl: z.url({ protocol: /^https?$/ }),
});
export type AppInfo = z.infer<typeof appInfoSchema>;

/** The one object the preload exposes as `window.app` on desktop. */
export interface AppBridge {
  getInfo(): Promise<AppInfo>;
  getToken(): Promise<string | null>;
  setToken(token: string): Promise<void>;
  clearToken(): Promise<void>;
  /**
   * Calls `listener` with the current connectivity, then on every change.
   * Returns the function that unsubscribes.
   */
  onConnectivity(listener: (online: boolean) => void): () => void;
}
