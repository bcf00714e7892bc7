/// <reference types="vite/client" />
import type { AppBridge } from '../shared/ipc';

interface ImportMetaEnv {
  /** 'web' for the browser bundle, 'electron' for the desktop renderer (set by the build). */
  readonly VITE_PLATFORM: 'web' | 'electron';
  /** Backend API base URL of the web build; defaults to the same origin's /api. */
  readonly VITE_API_URL?: string;
  /** Staging backend used when this client is newer than the server. */
  readonly VITE_STAGING_API_URL?: string;
}

declare global {
  interface Window {
    /** The desktop preload bridge; absent in the browser. Only platform/desktop.ts reads it. */
    app?: AppBridge;
  }
}
