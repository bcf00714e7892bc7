import type { Input } from 'electron';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { classifyKioskInput, installKioskLock, MAX_PIN_FAILURES, PIN_LOCKOUT_MS } from './lock';
import { hashPin } from './pin';

const key = (spec: Partial<Input> & { key: string }): Input => ({
  type: 'keyDown',
  code: '',
  isAutoRepeat: false,
  isComposing: false,
  shift: false,
  control: false,
  alt: false,
  meta: false,
  location: 0,
  modifiers: [],
  ...spec,
});

describe('classifyKioskInput', () => {
  it.each([
    ['reload', key({ key: 'r', control: true })],
    ['hard reload', key({ key: 'R', control: true, shift: true })],
    ['reload on macOS', key({ key: 'r', meta: true })],
    ['F5', key({ key: 'F5' })],
    ['devtools', key({ key: 'I', control: true, shift: true })],
    ['devtools on macOS', key({ key: 'i', meta: true, alt: true })],
    ['console', key({ key: 'J', control: true, shift: true })],
    ['F12', key({ key: 'F12' })],
    ['zoom in', key({ key: '+', control: true, code: 'BracketRight' })],
    ['zoom in (US)', key({ key: '=', control: true, code: 'Equal' })],
    ['zoom out', key({ key: '-', control: true, code: 'Slash' })],
    ['zoom reset', key({ key: '0', meta: true, code: 'Digit0' })],
    ['numpad zoom', key({ key: 'Add', control: true, code: 'NumpadAdd' })],
    ['full screen toggle', key({ key: 'F11' })],
    ['new window', key({ key: 'n', control: true })],
    ['print', key({ key: 'p', control: true })],
    ['view source', key({ key: 'u', control: true })],
    ['history back', key({ key: 'ArrowLeft', alt: true })],
    ['browser back key', key({ key: 'BrowserBack' })],
  ])('blocks %s', (_name, input) => {
    expect(classifyKioskInput(input)).toBe('block');
  });

  it.each([
    ['Ctrl+Q', key({ key: 'q', control: true })],
    ['Cmd+Q', key({ key: 'q', meta: true })],
    ['Ctrl+W', key({ key: 'w', control: true })],
    ['Alt+F4', key({ key: 'F4', alt: true })],
  ])('turns %s into an admin request', (_name, input) => {
    expect(classifyKioskInput(input)).toBe('admin');
  });

  it.each([
    ['a letter', key({ key: 'r' })],
    ['Enter', key({ key: 'Enter' })],
    ['Escape (closes our dialogs)', key({ key: 'Escape' })],
    ['Tab', key({ key: 'Tab', shift: true })],
    ['copy', key({ key: 'c', control: true })],
    ['paste', key({ key: 'v', control: true })],
    ['a digit', key({ key: '0', code: 'Digit0' })],
    ['arrow keys', key({ key: 'ArrowLeft' })],
  ])('lets %s reach the quiz', (_name, input) => {
    expect(classifyKioskInput(input)).toBe('allow');
  });
});

type Listener = (...args: never[]) => void;

function fakeKiosk() {
  const windowListeners = new Map<string, Listener>();
  const contentsListeners = new Map<string, Listener>();
  const appListeners = new Map<string, Listener>();
  let shutdown = () => {};
  const contents = {
    on: vi.fn((name: string, listener: Listener) => contentsListeners.set(name, listener)),
    closeDevTools: vi.fn(),
    setZoomLevel: vi.fn(),
    setVisualZoomLevelLimits: vi.fn(() => Promise.resolve()),
  };
  const window = {
    on: vi.fn((name: string, listener: Listener) => windowListeners.set(name, listener)),
    webContents: contents,
  };
  const app = {
    on: vi.fn((name: string, listener: Listener) => appListeners.set(name, listener)),
    quit: vi.fn(),
  };
  const fire = (listeners: Map<string, Listener>, name: string, ...args: unknown[]) => {
    const event = { preventDefault: vi.fn() };
    (listeners.get(name) as ((...a: unknown[]) => void) | undefined)?.(event, ...args);
    return event.preventDefault;
  };
  return {
    window,
    app,
    contents,
    shutdown: () => shutdown(),
    onSystemShutdown: (listener: () => void) => (shutdown = listener),
    closeWindow: () => fire(windowListeners, 'close'),
    endSession: () => fire(windowListeners, 'session-end'),
    quit: () => fire(appListeners, 'before-quit'),
    press: (input: Input) => fire(contentsListeners, 'before-input-event', input),
    emit: (name: string) => (contentsListeners.get(name) as (() => void) | undefined)?.(),
  };
}

describe('installKioskLock', () => {
  let adminPinHash: string;
  let kiosk: ReturnType<typeof fakeKiosk>;
  const requestAdmin = vi.fn();
  const removeMenu = vi.fn();
  let clock = 0;

  beforeAll(async () => {
    adminPinHash = await hashPin('4711');
  });
  beforeEach(() => {
    kiosk = fakeKiosk();
    requestAdmin.mockClear();
    removeMenu.mockClear();
    clock = 1_000_000;
  });

  const install = () =>
    installKioskLock({
      window: kiosk.window,
      app: kiosk.app,
      removeMenu,
      onSystemShutdown: kiosk.onSystemShutdown,
      adminPinHash,
      requestAdmin,
      now: () => clock,
    });

  it('refuses to quit or close and asks for the admin dialog instead', () => {
    install();
    expect(kiosk.quit()).toHaveBeenCalled();
    expect(kiosk.closeWindow()).toHaveBeenCalled();
    expect(requestAdmin).toHaveBeenCalledTimes(2);
  });

  it('removes the menu with its reload, zoom and devtools accelerators', () => {
    install();
    expect(removeMenu).toHaveBeenCalled();
  });

  it('swallows blocked shortcuts and turns quit shortcuts into admin requests', () => {
    install();
    expect(kiosk.press(key({ key: 'r', control: true }))).toHaveBeenCalled();
    expect(kiosk.press(key({ key: 'F12' }))).toHaveBeenCalled();
    expect(requestAdmin).not.toHaveBeenCalled();
    expect(kiosk.press(key({ key: 'F4', alt: true }))).toHaveBeenCalled();
    expect(kiosk.press(key({ key: 'F4', alt: true, type: 'keyUp' }))).toHaveBeenCalled();
    expect(requestAdmin).toHaveBeenCalledTimes(1);
    expect(kiosk.press(key({ key: 'a' }))).not.toHaveBeenCalled();
  });

  it('closes devtools that open anyway and undoes zoom by wheel or pinch', () => {
    install();
    kiosk.emit('devtools-opened');
    kiosk.emit('zoom-changed');
    expect(kiosk.contents.closeDevTools).toHaveBeenCalled();
    expect(kiosk.contents.setZoomLevel).toHaveBeenCalledWith(0);
    expect(kiosk.contents.setVisualZoomLevelLimits).toHaveBeenCalledWith(1, 1);
  });

  it('quits after the right PIN, not after a wrong one', async () => {
    vi.useFakeTimers();
    try {
      const lock = install();
      expect(await lock.unlock('0000')).toBe(false);
      expect(kiosk.quit()).toHaveBeenCalled();
      expect(await lock.unlock('4711')).toBe(true);
      await vi.runAllTimersAsync();
      expect(kiosk.app.quit).toHaveBeenCalledTimes(1);
      expect(kiosk.quit()).not.toHaveBeenCalled();
      expect(kiosk.closeWindow()).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });

  it(`locks PIN entry for a minute after ${MAX_PIN_FAILURES} wrong PINs`, async () => {
    const lock = install();
    for (let attempt = 0; attempt < MAX_PIN_FAILURES; attempt++)
      expect(await lock.unlock('0000')).toBe(false);
    expect(await lock.unlock('4711')).toBe(false);
    clock += PIN_LOCKOUT_MS;
    expect(await lock.unlock('4711')).toBe(true);
  });

  it('checks PINs one after the other: guesses sent at once cannot outrun the lockout', async () => {
    const lock = install();
    const guesses = ['0000', '1111', '2222', '3333', '4444', '5555', '6666', '4711'];
    const results = await Promise.all(guesses.map((pin) => lock.unlock(pin)));
    // The right PIN came after five wrong ones: refused, as it is when they come one by one.
    expect(results).toEqual(guesses.map(() => false));
    expect(kiosk.app.quit).not.toHaveBeenCalled();
  });

  it('lets the OS shut down or log off', () => {
    install();
    kiosk.shutdown();
    expect(kiosk.quit()).not.toHaveBeenCalled();
    const other = fakeKiosk();
    kiosk = other;
    install();
    kiosk.endSession();
    expect(kiosk.closeWindow()).not.toHaveBeenCalled();
  });

  it('lets the updater quit to install', () => {
    install().allowQuit();
    expect(kiosk.quit()).not.toHaveBeenCalled();
  });
});
