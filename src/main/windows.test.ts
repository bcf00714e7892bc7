import { describe, expect, it, vi } from 'vitest';

const created = vi.hoisted(() => [] as Array<{ options: Record<string, unknown>; loaded: string[] }>);
vi.mock('electron', () => ({
  BrowserWindow: class {
    readonly loaded: string[] = [];
    constructor(readonly options: Record<string, unknown>) {
      created.push(this);
    }
    once() {}
    show() {}
    loadURL(url: string) {
      this.loaded.push(url);
      return Promise.resolve();
    }
  },
}));

import { createMainWindow, WEB_PREFERENCES } from './windows';

describe('WEB_PREFERENCES', () => {
  it('is frozen', () => {
    expect(Object.isFrozen(WEB_PREFERENCES)).toBe(true);
    expect(() => {
      (WEB_PREFERENCES as { sandbox: boolean }).sandbox = false;
    }).toThrow(TypeError);
  });

  it('isolates and sandboxes the renderer', () => {
    expect(WEB_PREFERENCES).toMatchObject({
      sandbox: true,
      contextIsolation: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
      webviewTag: false,
      spellcheck: false,
    });
  });

  it('loads the CommonJS preload that electron-vite writes beside main', () => {
    expect(WEB_PREFERENCES.preload).toMatch(/[\\/]preload[\\/]index\.cjs$/);
  });
});

describe('createMainWindow', () => {
  it('uses exactly the shared preferences and loads the entry URL', () => {
    createMainWindow('app://bundle/');
    const window = created.at(-1);
    expect(window?.options['webPreferences']).toEqual(WEB_PREFERENCES);
    expect(window?.options['show']).toBe(false);
    expect(window?.loaded).toEqual(['app://bundle/']);
  });
});
