import { expect, type Page } from '@playwright/test';
import { IpcInvoke } from '../../src/shared/ipc';
import type {
  AppBridge,
  AppInfo,
  IpcInvokeChannel,
  KioskSettings,
  ServerVersions,
  UpdateStatus,
} from '../../src/shared/ipc';

/**
 * A test double of the desktop app's main process, so the web build can run the renderer's desktop
 * path in Chromium (the Electron binary cannot run on our machines).
 *
 * As in the real app, the page gets one object, `window.app`, implementing `AppBridge`
 * (src/shared/ipc.ts) exactly: its requests go on the same invoke channels (`IpcInvoke`) to this class
 * in the test process (the role of `ipcRenderer.invoke` and main's handlers), and main's events come
 * back through `emit` (the role of `webContents.send`). Main's state (token, connectivity, kiosk) lives here, so it survives reloads
 * as it does in main, and the test reads and drives it directly.
 */
export class FakeDesktopMain {
  /** The token main keeps (the OS keychain on a real machine). */
  token: string | null = null;
  online = true;
  /** Every request of the page, in order: invoke channel and arguments. */
  readonly calls: { channel: IpcInvokeChannel; args: unknown[] }[] = [];
  /** Set when the right admin PIN let main quit. */
  quitRequested = false;
  private readonly articleWindows: { url: string; close: () => void }[] = [];

  constructor(
    private readonly page: Page,
    private readonly options: {
      /** Origin the page is opened on: the API base is `${origin}/api`. */
      origin: string;
      kiosk?: KioskSettings | null;
      adminPin?: string;
      tokenStorage?: AppInfo['tokenStorage'];
    },
  ) {}

  /** Before the first navigation: `window.app` exists before any script of the page runs. */
  async install(): Promise<void> {
    await this.page.exposeBinding(INVOKE_BINDING, (_source, channel: IpcInvokeChannel, args: unknown[]) =>
      this.invoke(channel, args),
    );
    await this.page.addInitScript(installBridgeInPage, {
      kiosk: Boolean(this.options.kiosk),
      invokeBinding: INVOKE_BINDING,
      channels: IpcInvoke,
    });
  }

  /** The arguments of every request on `channel`. */
  callsTo(channel: IpcInvokeChannel): unknown[][] {
    return this.calls.filter((call) => call.channel === channel).map((call) => call.args);
  }

  /** Main's connectivity watch changed its mind (a probe answered, or the OS went offline). */
  async emitConnectivity(online: boolean): Promise<void> {
    this.online = online;
    await this.emit('connectivity', online);
  }

  /**
   * Someone tried to close or quit the kiosk window, once the page listens (main sends its event
   * whether or not anyone listens; a person would simply try again).
   */
  async requestAdmin(): Promise<void> {
    // Polled from here: the page's CSP (script-src 'self') forbids waitForFunction's in-page eval.
    await expect
      .poll(() =>
        this.page.evaluate(() => (globalThis as unknown as PageGlobals).__bridge.listening('adminRequested')),
      )
      .toBeGreaterThan(0);
    await this.emit('adminRequested', undefined);
  }

  /** URLs of the article windows open right now. */
  get openArticles(): string[] {
    return this.articleWindows.map((window) => window.url);
  }

  /** The user closes the oldest article window. */
  closeArticle(): void {
    const window = this.articleWindows.shift();
    if (!window) throw new Error('no article window is open');
    window.close();
  }

  private async emit(channel: 'connectivity' | 'adminRequested', payload: unknown): Promise<void> {
    await this.page.evaluate(
      ([name, value]) => (globalThis as unknown as PageGlobals).__bridge.emit(name, value),
      [channel, payload] as const,
    );
  }

  /** Main's handlers, answering like src/main/ipc/* does. */
  private async invoke(channel: IpcInvokeChannel, args: unknown[]): Promise<unknown> {
    this.calls.push({ channel, args });
    const { kiosk = null, adminPin = '1234', origin, tokenStorage = 'keychain' } = this.options;
    switch (channel) {
      case IpcInvoke.infoGet:
        return {
          version: '5.3.17',
          platform: 'linux',
          kiosk: Boolean(kiosk),
          apiBaseUrl: `${origin}/api`,
          tokenStorage,
        } satisfies AppInfo;
      case IpcInvoke.tokenGet:
        return this.token;
      case IpcInvoke.tokenSet:
        this.token = String(args[0]);
        return undefined;
      case IpcInvoke.tokenClear:
        this.token = null;
        return undefined;
      case IpcInvoke.connectivityGet:
        return this.online;
      case IpcInvoke.connectivityReportDown:
        // Main marks the network down, tells the renderer, and probes /placebo (here: the test decides).
        if (this.online) void this.emitConnectivity(false).catch(() => {});
        return undefined;
      case IpcInvoke.articleOpen:
        return new Promise<void>((close) => this.articleWindows.push({ url: String(args[0]), close }));
      case IpcInvoke.kioskSettingsGet:
        return kiosk;
      case IpcInvoke.kioskNextParticipant:
        // Main wipes token, storages and cookies, then loads the start page afresh.
        this.token = null;
        void this.wipeAndReload();
        return undefined;
      case IpcInvoke.kioskUnlock:
        this.quitRequested ||= args[0] === adminPin;
        return args[0] === adminPin;
      case IpcInvoke.updateCheck:
        return {
          decision: 'none',
          phase: 'unavailable',
          version: null,
          percent: null,
        } satisfies UpdateStatus;
      case IpcInvoke.updateDownload:
      case IpcInvoke.updateInstall:
        throw new Error('no update feed');
      default:
        throw new Error(`the fake main has no handler for ${String(channel satisfies never)}`);
    }
  }

  private async wipeAndReload(): Promise<void> {
    try {
      await this.page.context().clearCookies();
      await this.page.evaluate(() => {
        const page = globalThis as unknown as PageGlobals;
        page.localStorage.clear();
        page.sessionStorage.clear();
      });
      await this.page.goto(`${this.options.origin}/`);
    } catch {
      // The test may already be over.
    }
  }
}

const INVOKE_BINDING = '__fakeDesktopMain';

/** What the in-page script touches (the node project's types know no DOM). */
interface PageGlobals {
  app?: AppBridge;
  __bridge: { emit(channel: string, payload: unknown): void; listening(channel: string): number };
  localStorage: { clear(): void };
  sessionStorage: { clear(): void };
  [binding: string]: unknown;
}

/**
 * Runs in the page before its scripts (serialised by Playwright: no outer references). Mirrors
 * src/preload/index.ts: plain functions, events delivered as payloads only, `onConnectivity` reporting
 * the current state first unless a change arrived meanwhile.
 */
function installBridgeInPage({
  kiosk,
  invokeBinding,
  channels,
}: {
  kiosk: boolean;
  invokeBinding: string;
  channels: typeof IpcInvoke;
}) {
  const page = globalThis as unknown as PageGlobals;
  const invokeMain = page[invokeBinding] as (channel: string, args: unknown[]) => Promise<unknown>;
  const invoke = <T>(channel: IpcInvokeChannel, ...args: unknown[]) =>
    invokeMain(channel, args) as Promise<T>;
  const listeners = {
    connectivity: new Set<(online: boolean) => void>(),
    adminRequested: new Set<() => void>(),
    updateStatus: new Set<(status: UpdateStatus) => void>(),
  };
  const listen = <L>(set: Set<L>, listener: L) => {
    set.add(listener);
    return () => void set.delete(listener);
  };

  const bridge: AppBridge = {
    kiosk,
    getInfo: () => invoke(channels.infoGet),
    getToken: () => invoke(channels.tokenGet),
    setToken: (token: string) => invoke(channels.tokenSet, token),
    clearToken: () => invoke(channels.tokenClear),
    onConnectivity(listener) {
      let subscribed = true;
      let changeSeen = false;
      const unsubscribe = listen(listeners.connectivity, (online: boolean) => {
        changeSeen = true;
        listener(online);
      });
      void invoke<boolean>(channels.connectivityGet).then((online) => {
        if (subscribed && !changeSeen) listener(online);
      });
      return () => {
        subscribed = false;
        unsubscribe();
      };
    },
    reportConnectivityDown: () => void invoke(channels.connectivityReportDown),
    openArticle: (url: string) => invoke(channels.articleOpen, url),
    getKioskSettings: () => invoke(channels.kioskSettingsGet),
    nextParticipant: () => invoke(channels.kioskNextParticipant),
    unlockKiosk: (pin: string) => invoke(channels.kioskUnlock, pin),
    onKioskAdminRequested: (listener) => listen(listeners.adminRequested, listener),
    checkForUpdate: (versions: ServerVersions) => invoke(channels.updateCheck, versions),
    downloadUpdate: () => invoke(channels.updateDownload),
    installUpdate: () => invoke(channels.updateInstall),
    onUpdateStatus: (listener) => listen(listeners.updateStatus, listener),
  };
  // Like contextBridge.exposeInMainWorld: a frozen object the page cannot replace.
  Object.defineProperty(page, 'app', { value: Object.freeze(bridge), enumerable: true });
  page.__bridge = {
    emit(channel, payload) {
      if (channel === 'connectivity') listeners.connectivity.forEach((l) => l(payload as boolean));
      if (channel === 'adminRequested') listeners.adminRequested.forEach((l) => l());
    },
    listening: (channel) => listeners[channel as keyof typeof listeners].size,
  };
}
