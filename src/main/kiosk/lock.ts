import type { Input } from 'electron';
import { verifyPin } from './pin';

export type KioskInputAction = 'allow' | 'block' | 'admin';

type KeyInput = Pick<Input, 'key' | 'code' | 'control' | 'meta' | 'alt' | 'shift'>;

const ZOOM_KEYS = new Set(['+', '=', '-', '_', '0']);
const ZOOM_CODES = new Set(['Equal', 'Minus', 'Digit0', 'NumpadAdd', 'NumpadSubtract', 'Numpad0']);
/** Browser shortcuts that reload, print, open windows or show source; none has a use in the quiz. */
const BLOCKED_WITH_MODIFIER = new Set(['r', 'n', 'p', 'u', 'o', 's', 'j']);
const DEVTOOLS_KEYS = new Set(['i', 'j', 'c']);
const BLOCKED_KEYS = new Set([
  'F5',
  'F11',
  'F12',
  'BrowserRefresh',
  'BrowserBack',
  'BrowserForward',
  'ZoomIn',
  'ZoomOut',
]);

/**
 * What the kiosk window does with a key press, before the page or any menu sees it: close and quit
 * shortcuts open the admin dialog; reload, devtools, zoom, full screen, new windows and history
 * navigation (back to the previous participant's pages) are swallowed; everything else reaches the quiz.
 */
export function classifyKioskInput(input: KeyInput): KioskInputAction {
  const key = input.key.length === 1 ? input.key.toLowerCase() : input.key;
  const modifier = input.control || input.meta;
  if ((modifier && (key === 'q' || key === 'w')) || (input.alt && key === 'F4')) return 'admin';
  if (BLOCKED_KEYS.has(key)) return 'block';
  if (modifier && (ZOOM_KEYS.has(key) || ZOOM_CODES.has(input.code))) return 'block';
  if (modifier && BLOCKED_WITH_MODIFIER.has(key)) return 'block';
  if (modifier && (input.shift || input.alt) && DEVTOOLS_KEYS.has(key)) return 'block';
  if (input.alt && (key === 'ArrowLeft' || key === 'ArrowRight' || key === 'Home')) return 'block';
  return 'allow';
}

interface PreventableEvent {
  preventDefault(): void;
}

/** The parts of a BrowserWindow the lock uses (a fake in tests). */
export interface KioskWindowLike {
  on(event: 'close' | 'session-end', listener: (event: PreventableEvent) => void): unknown;
  webContents: {
    on(event: 'before-input-event', listener: (event: PreventableEvent, input: Input) => void): unknown;
    on(event: 'devtools-opened' | 'zoom-changed', listener: () => void): unknown;
    closeDevTools(): void;
    setZoomLevel(level: number): void;
    setVisualZoomLevelLimits(minimum: number, maximum: number): Promise<void>;
  };
}

export interface KioskLockOptions {
  window: KioskWindowLike;
  app: { on(event: 'before-quit', listener: (event: PreventableEvent) => void): unknown; quit(): void };
  /** Removes the application menu and with it the default reload, zoom and devtools accelerators. */
  removeMenu: () => void;
  /** The OS is shutting down or logging off: quitting must not be refused then. */
  onSystemShutdown: (listener: () => void) => void;
  adminPinHash: string;
  /** Tells the renderer to show the admin dialog. */
  requestAdmin: () => void;
  now?: () => number;
}

export interface KioskLock {
  /** Checks the PIN; when right, quitting is allowed and the quit someone asked for goes ahead. */
  unlock(pin: string): Promise<boolean>;
  /** For the updater's quit-and-install and an OS shutdown. */
  allowQuit(): void;
}

/** Wrong PINs in a row before further attempts are refused for a while (a PIN is short). */
export const MAX_PIN_FAILURES = 5;
export const PIN_LOCKOUT_MS = 60_000;

export function installKioskLock(options: KioskLockOptions): KioskLock {
  const { window, app, requestAdmin, now = Date.now } = options;
  let quitAllowed = false;
  let failures = 0;
  let lockedUntil = 0;

  const refuseUnlessAllowed = (event: PreventableEvent) => {
    if (quitAllowed) return;
    event.preventDefault();
    requestAdmin();
  };
  const allowQuit = () => {
    quitAllowed = true;
  };

  options.removeMenu();
  window.on('close', refuseUnlessAllowed);
  app.on('before-quit', refuseUnlessAllowed);
  window.on('session-end', allowQuit);
  options.onSystemShutdown(allowQuit);

  const contents = window.webContents;
  contents.on('before-input-event', (event, input) => {
    const action = classifyKioskInput(input);
    if (action === 'allow') return;
    event.preventDefault();
    if (action === 'admin' && input.type === 'keyDown') requestAdmin();
  });
  // devTools is off in the kiosk preferences; this only backs that up.
  contents.on('devtools-opened', () => contents.closeDevTools());
  // Ctrl + mouse wheel and pinch zoom bypass the keyboard.
  contents.on('zoom-changed', () => contents.setZoomLevel(0));
  contents.setVisualZoomLevelLimits(1, 1).catch(() => {});

  // One check at a time: guesses sent at once would otherwise all pass the lockout test before the first
  // wrong one is counted.
  let checks: Promise<unknown> = Promise.resolve();
  const unlock = (pin: string): Promise<boolean> => {
    const result = checks.then(() => check(pin));
    checks = result.catch(() => undefined);
    return result;
  };

  async function check(pin: string): Promise<boolean> {
    if (now() < lockedUntil) return false;
    if (!(await verifyPin(pin, options.adminPinHash))) {
      failures += 1;
      if (failures >= MAX_PIN_FAILURES) {
        failures = 0;
        lockedUntil = now() + PIN_LOCKOUT_MS;
      }
      return false;
    }
    failures = 0;
    allowQuit();
    // After the reply has gone out: the admin asked to leave kiosk mode.
    setTimeout(() => app.quit(), 0);
    return true;
  }

  return { unlock, allowQuit };
}
