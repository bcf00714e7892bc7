import type { ClearStorageDataOptions } from 'electron';

type StorageType = NonNullable<ClearStorageDataOptions['storages']>[number];

/**
 * Every storage type Electron can clear for a session; none of a participant's data may survive.
 * (No 'websql': WebSQL went with Electron 31, and Electron 45 no longer lists the name.)
 */
export const PARTICIPANT_STORAGES = [
  'cookies',
  'filesystem',
  'indexdb',
  'localstorage',
  'shadercache',
  'serviceworkers',
  'cachestorage',
] as const satisfies readonly StorageType[];

export interface WipeableSession {
  clearStorageData(options: ClearStorageDataOptions): Promise<void>;
  clearCache(): Promise<void>;
  clearAuthCache(): Promise<void>;
}

/**
 * Runs every step even when some fail (a participant's data must not survive because an earlier step threw),
 * then throws when any failed.
 */
async function allSteps(steps: readonly (() => Promise<unknown> | void)[]): Promise<void> {
  const errors: unknown[] = [];
  for (const step of steps) {
    try {
      await step();
    } catch (error) {
      errors.push(error);
    }
  }
  if (errors.length)
    throw new AggregateError(errors, `kiosk wipe incomplete: ${errors.length} step(s) failed`);
}

/** Every storage and cache of the sessions; also run when a kiosk starts, in case the last run crashed. */
export async function clearSessions(sessions: readonly WipeableSession[]): Promise<void> {
  await allSteps(
    sessions.flatMap((target) => [
      () => target.clearStorageData({ storages: [...PARTICIPANT_STORAGES] }),
      () => target.clearCache(),
      () => target.clearAuthCache(),
    ]),
  );
}

export interface WipeablePage {
  executeJavaScript(code: string): Promise<unknown>;
  loadURL(url: string): Promise<void>;
  navigationHistory: { clear(): void };
}

export interface WipeOptions {
  clearToken: () => Promise<void>;
  /** Our session and the article windows' session. */
  sessions: readonly WipeableSession[];
  page: WipeablePage;
  entryUrl: string;
  closeArticles: () => void;
}

/**
 * Removes every trace of the previous participant: token, article window, sessionStorage (it lives in
 * the tab and survives reloads), all session storages and caches, and the back/forward history; then
 * starts the app afresh. The page first moves to about:blank so it cannot write again while we clear.
 */
export async function wipeParticipant({ clearToken, sessions, page, entryUrl, closeArticles }: WipeOptions) {
  // Each step runs whatever the others did (Electron's loadURL rejects on an aborted navigation, for one);
  // a failure is thrown at the end, so the wipe does not count as done.
  await allSteps([
    closeArticles,
    clearToken,
    // A page that cannot run script (its render process is gone) holds no sessionStorage either.
    () => page.executeJavaScript('window.sessionStorage.clear()').catch(() => {}),
    () => page.loadURL('about:blank'),
    () => clearSessions(sessions),
    () => page.loadURL(entryUrl),
    () => page.navigationHistory.clear(),
  ]);
}

export interface IdleBackstopOptions {
  idleLogoutSeconds: number;
  /** Seconds of the OS's idle time (Electron's `powerMonitor.getSystemIdleTime()`). */
  getSystemIdleSeconds: () => number;
  /** When the last wipe finished (ms epoch), whoever asked for it. */
  lastWipeAt: () => number;
  wipe: () => Promise<void>;
  /** The renderer's countdown runs first; main steps in only this much later. */
  graceSeconds?: number;
  pollMs?: number;
  now?: () => number;
}

/**
 * The renderer logs an idle participant out after its visible countdown. If the page hangs or crashed,
 * this still wipes the station: once the OS has seen no input for idleLogoutSeconds + grace and nothing
 * was wiped since that input.
 */
export function startIdleBackstop({
  idleLogoutSeconds,
  getSystemIdleSeconds,
  lastWipeAt,
  wipe,
  graceSeconds = 30,
  pollMs = 5_000,
  now = Date.now,
}: IdleBackstopOptions): () => void {
  let wiping = false;
  const timer = setInterval(() => {
    const idleSeconds = getSystemIdleSeconds();
    if (wiping || idleSeconds < idleLogoutSeconds + graceSeconds) return;
    const lastInputAt = now() - idleSeconds * 1000;
    if (lastWipeAt() >= lastInputAt) return;
    wiping = true;
    wipe()
      .catch((error: unknown) => console.error('[kiosk] idle wipe failed', error))
      .finally(() => (wiping = false));
  }, pollMs);
  return () => clearInterval(timer);
}
