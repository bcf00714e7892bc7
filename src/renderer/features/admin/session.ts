import type { AdminAccount } from '../../../shared/api/calls/admin';
import { ADMIN_SESSION } from '../../../shared/api/constants';
import { atom, type AppStore, type Services } from '../../state';

/**
 * The back office's own session (docs/product-rules.md#back-office), apart from the learner's: its bearer
 * lives in this tab's sessionStorage (never the learner's storage, gone with the tab) and reaches the
 * server only on /api/admin calls, through the one HTTP client (`api.setAdminToken`).
 */
const TOKEN_KEY = 'quiz.admin.token';

/** Why the sign-in screen shows: a sentence for the person who just left. */
export type AdminSessionEnd = 'ended' | 'idle' | 'signed-out';

export interface AdminSessionState {
  /** The account as the sign-in or `admin.me` gave it; null before the first reply. */
  account: AdminAccount | null;
  /** Set when a session ended, until the next sign-in. */
  ended: AdminSessionEnd | null;
  /** When the last back-office request succeeded: the session ends after ADMIN_SESSION.idleMs without one. */
  lastActivity: number;
}

export const adminSessionAtom = atom<AdminSessionState>({ account: null, ended: null, lastActivity: 0 });

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Storage blocked by the browser: the session then lasts as long as the page.
    return null;
  }
}

export const readAdminToken = (): string | null => storage()?.getItem(TOKEN_KEY) ?? null;

/** A confirmed sign-in: the token kept for this tab, the account shown. */
export function startAdminSession(store: AppStore, token: string, account: AdminAccount): void {
  storage()?.setItem(TOKEN_KEY, token);
  store.set(adminSessionAtom, { account, ended: null, lastActivity: Date.now() });
}

/** A request of this session succeeded: the idle clock starts again. */
export function touchAdminSession(store: AppStore, account?: AdminAccount): void {
  const current = store.get(adminSessionAtom);
  store.set(adminSessionAtom, { ...current, account: account ?? current.account, lastActivity: Date.now() });
}

/** The session is over (signed out, refused by the server, idle): the token goes, the sign-in says why. */
export function endAdminSession(services: Services, ended: AdminSessionEnd): void {
  storage()?.removeItem(TOKEN_KEY);
  services.store.set(adminSessionAtom, { account: null, ended, lastActivity: 0 });
  if (services.queriesLoaded) services.queryClient.removeQueries({ queryKey: ['admin'] });
}

/** Whether the session has gone idle by the client's clock (the server decides too, on the next request). */
export const isIdle = (state: AdminSessionState, now: number): boolean =>
  state.lastActivity > 0 && now - state.lastActivity >= ADMIN_SESSION.idleMs;
