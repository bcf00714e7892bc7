/**
 * What the renderer needs from where it runs. The browser and the desktop app implement it; features
 * call only this, never `window.app` or storage directly.
 */
export interface Platform {
  readonly kind: 'web' | 'desktop';
  /** Base path of the backend API, ending in /api. */
  apiBaseUrl(): Promise<string>;
  /** The staging backend's API base, when this build knows one (configuration, not code). */
  readonly stagingApiBaseUrl: string | null;
  readonly token: {
    get(): Promise<string | null>;
    set(token: string): Promise<void>;
    clear(): Promise<void>;
  };
}
