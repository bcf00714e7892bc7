import { isWebUrl } from './origin';

/** What the opener needs of a BrowserWindow (a fake in tests). */
export interface ArticleWindowLike {
  once(event: 'closed', listener: () => void): unknown;
  isDestroyed(): boolean;
  loadURL(url: string): Promise<void>;
  focus(): void;
  close(): void;
}

export interface ArticleOpener {
  /** Shows `url` in the article window; resolves when the person has closed that window. */
  open(url: string): Promise<void>;
  /** Closes the article window, e.g. before the next kiosk participant. */
  close(): void;
}

/**
 * One article window at a time: a second article replaces the page in the open window (and its visit
 * ends with the same close), so a misbehaving page cannot pile up windows.
 */
export function createArticleOpener(createWindow: (url: string) => ArticleWindowLike): ArticleOpener {
  let current: { window: ArticleWindowLike; closed: Promise<void> } | null = null;
  return {
    open(url) {
      if (!isWebUrl(url)) return Promise.reject(new Error('articles open http(s) pages only'));
      if (current && !current.window.isDestroyed()) {
        current.window.loadURL(url).catch((error: unknown) => console.warn('[article] load failed', error));
        current.window.focus();
        return current.closed;
      }
      const window = createWindow(url);
      const closed = new Promise<void>((resolve) => {
        window.once('closed', () => {
          if (current?.window === window) current = null;
          resolve();
        });
      });
      current = { window, closed };
      return closed;
    },
    close() {
      if (current && !current.window.isDestroyed()) current.window.close();
    },
  };
}
