/**
 * The contract between the Electron main process and the preload bridge: channel names, payload
 * schemas and the type of `window.app`. Main parses every payload with these schemas before a handler
 * runs, because a compromised renderer can send anything.
 */
import { z } from 'zod/mini';

/** The global name under which the preload exposes the bridge: `window.app`. */
export const APP_BRIDGE_KEY = 'app';

/**
 * Main appends this to the renderer's `process.argv` (webPreferences.additionalArguments) of the kiosk
 * window only, so the preload knows synchronously whether to offer the kiosk operations.
 */
export const KIOSK_RENDERER_ARGUMENT = '--weiterbildungsquiz-kiosk';

/** Channels the renderer invokes (request/response). */
export const IpcInvoke = {
  infoGet: 'app:info:get',
  tokenGet: 'app:token:get',
  tokenSet: 'app:token:set',
  tokenClear: 'app:token:clear',
  connectivityGet: 'app:connectivity:get',
  connectivityReportDown: 'app:connectivity:report-down',
  articleOpen: 'app:article:open',
  kioskSettingsGet: 'app:kiosk:settings',
  kioskNextParticipant: 'app:kiosk:next-participant',
  kioskUnlock: 'app:kiosk:unlock',
  updateCheck: 'app:update:check',
  updateDownload: 'app:update:download',
  updateInstall: 'app:update:install',
} as const;
export type IpcInvokeChannel = (typeof IpcInvoke)[keyof typeof IpcInvoke];

/** Channels main sends to the renderer (events). */
export const IpcEvent = {
  connectivityChanged: 'app:connectivity:changed',
  kioskAdminRequested: 'app:kiosk:admin-requested',
  updateStatus: 'app:update:status',
} as const;
export type IpcEventChannel = (typeof IpcEvent)[keyof typeof IpcEvent];

/** Payload of channels that take no argument. */
export const noPayloadSchema = z.undefined();

/** Bearer tokens are opaque strings; the bound keeps a hostile renderer from parking megabytes in main. */
export const tokenSchema = z.string().check(z.minLength(1), z.maxLength(4096));

export const connectivitySchema = z.boolean();

/** News articles open in a child window: web pages only, never file:, javascript: or our own scheme. */
export const articleUrlSchema = z.url({ protocol: /^https?$/ }).check(z.maxLength(2048));

/** The kiosk admin PIN as typed; the bound keeps hashing cheap for refused attempts. */
export const kioskPinSchema = z.string().check(z.minLength(4), z.maxLength(64));

const versionSchema = z.string().check(z.maxLength(32), z.regex(/^\d+(\.\d+){0,3}$/));

/** The version fields of `GET /app/init`, which the renderer hands to main to decide on updates. */
export const serverVersionsSchema = z.object({
  current_version: versionSchema,
  minimum_version: versionSchema,
  recommended_version: versionSchema,
});
export type ServerVersions = z.infer<typeof serverVersionsSchema>;

export const appInfoSchema = z.object({
  version: z.string(),
  platform: z.string(),
  kiosk: z.boolean(),
  /** Base URL of the backend API, e.g. `http://localhost:8080/api`. */
  apiBaseUrl: z.url({ protocol: /^https?$/ }),
  /** The staging backend's API base the installer was built with, if any (app start may switch to it). */
  stagingApiBaseUrl: z.optional(z.url({ protocol: /^https?$/ })),
  /**
   * Where the token lives: the OS keychain, or only this process's memory when the OS offers no
   * protected storage (Linux without a keyring); the renderer may tell people they sign in again
   * after a restart.
   */
  tokenStorage: z.enum(['keychain', 'memory']),
});
export type AppInfo = z.infer<typeof appInfoSchema>;

/** What the renderer learns of the kiosk config (never the PIN hash). */
export interface KioskSettings {
  idleLogoutSeconds: number;
  accessCode: string | null;
  coursePreset: string | null;
  /** The installation's kiosk secret, sent with every request (docs/product-rules.md#kiosk-sessions). */
  kioskSecret?: string;
}

/** `required`: older than minimum_version; `recommended`: older than recommended_version. */
export type UpdateDecision = 'required' | 'recommended' | 'none';

export interface UpdateStatus {
  decision: UpdateDecision;
  /** Where electron-updater stands. `unavailable`: no feed or not a packaged build. */
  phase:
    | 'idle'
    | 'checking'
    | 'available'
    | 'not-available'
    | 'downloading'
    | 'downloaded'
    | 'unavailable'
    | 'error';
  /** The version the update feed offers, once known. */
  version: string | null;
  /** Download progress in percent while downloading. */
  percent: number | null;
}

/** The one object the preload exposes as `window.app` on desktop. */
export interface AppBridge {
  /** Whether this window is the kiosk window of a training session (known synchronously). */
  readonly kiosk: boolean;
  getInfo(): Promise<AppInfo>;
  getToken(): Promise<string | null>;
  setToken(token: string): Promise<void>;
  clearToken(): Promise<void>;
  /**
   * Calls `listener` with the current connectivity, then on every change.
   * Returns the function that unsubscribes.
   */
  onConnectivity(listener: (online: boolean) => void): () => void;
  /** A request failed without any response: main marks the network down and probes /placebo. */
  reportConnectivityDown(): void;
  /** Opens an http(s) article in a sandboxed child window; resolves when the window is closed. */
  openArticle(url: string): Promise<void>;
  /** The kiosk settings, or null outside kiosk mode. */
  getKioskSettings(): Promise<KioskSettings | null>;
  /** Wipes every trace of the current participant and reloads the app at its start page. */
  nextParticipant(): Promise<void>;
  /** Checks the admin PIN; when it is right main lets the requested quit go ahead. */
  unlockKiosk(pin: string): Promise<boolean>;
  /** Main asks for the admin dialog (someone tried to close or quit the kiosk). */
  onKioskAdminRequested(listener: () => void): () => void;
  /** Decides on an update against the server's versions and asks the update feed. */
  checkForUpdate(versions: ServerVersions): Promise<UpdateStatus>;
  /** Downloads the newest version from the update feed (progress through onUpdateStatus). */
  downloadUpdate(): Promise<void>;
  /** Downloads the newest version if needed and restarts into it; rejects when the feed has none. */
  installUpdate(): Promise<void>;
  /** Calls `listener` on every updater status change (progress, downloaded, error). */
  onUpdateStatus(listener: (status: UpdateStatus) => void): () => void;
}
