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
  /**
   * The network watch. The HTTP layer reports a request that failed without any response; the platform then
   * probes `/placebo` every 5 s (the browser: the renderer itself; the desktop: main, through the bridge) and
   * tells subscribers when the backend answers again. The operating system's online state may report changes
   * too.
   */
  readonly connectivity: {
    /** A request failed without a response: mark the network down and start probing. */
    reportDown(): void;
    /** Calls `listener` on every change (true = online). Returns the function that unsubscribes. */
    subscribe(listener: (online: boolean) => void): () => void;
    /**
     * Where the renderer probes itself (the browser), the probe it uses: one `GET /placebo` through the
     * app's one HTTP client, resolving on a 2xx reply. Absent where another process probes (desktop).
     */
    setProbe?(probe: (signal: AbortSignal) => Promise<void>): void;
  };
  /**
   * Opens a news article outside the app (desktop: a sandboxed child window opened by main; browser:
   * a new tab). Resolves when the user has closed it, so ad-interval visits can be counted; resolves
   * at once where closing cannot be observed.
   */
  openArticle(url: string): Promise<void>;
  /**
   * Gets the newest version when the server says this one is outdated (minimum or recommended version):
   * the browser reloads, because the server always serves its current build; the desktop app
   * downloads the update through main and restarts into it.
   */
  installUpdate(): Promise<void>;
  /** Kiosk mode for company training sessions: desktop only, null everywhere else. */
  readonly kiosk: KioskPlatform | null;
}

/** What the renderer needs from a kiosk-mode desktop app (main owns the window and the config). */
export interface KioskPlatform {
  /** Settings from the kiosk config file (never the PIN hash). */
  readonly settings: Promise<{
    idleLogoutSeconds: number;
    /** Company access code that participants' sessions join, if the operator set one. */
    accessCode: string | null;
    /** Course that participants land on (a company quiz), if the operator set one. */
    coursePreset: string | null;
    /** The installation's kiosk secret, sent with every request to the backend. */
    kioskSecret?: string;
  }>;
  /** Wipes every trace of the current participant (token, storages, cookies, caches) and reloads. */
  nextParticipant(): Promise<void>;
  /** Checks the admin PIN; true unlocks quitting. */
  unlock(pin: string): Promise<boolean>;
  /** Main asks the renderer to show the admin dialog (a quit or close was attempted). */
  onAdminRequested(listener: () => void): () => void;
}
