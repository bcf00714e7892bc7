import { describe, expect, it, vi } from 'vitest';
import { IpcInvoke } from '../shared/ipc';
import { createArticleOpener } from './articleWindow';
import type { ArticleWindowLike } from './articleWindow';
import { registerArticleIpc } from './ipc/article';
import { fakeIpcHandle } from './ipc/testing';

function fakeWindow() {
  let onClosed = () => {};
  let destroyed = false;
  const window = {
    once: vi.fn((_event: 'closed', listener: () => void) => (onClosed = listener)),
    isDestroyed: () => destroyed,
    loadURL: vi.fn(() => Promise.resolve()),
    focus: vi.fn(),
    close: vi.fn(() => {
      destroyed = true;
      onClosed();
    }),
  } satisfies ArticleWindowLike;
  return window;
}

const settled = async (promise: Promise<unknown>) => {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
};

describe('createArticleOpener', () => {
  it('resolves when the person closes the article window', async () => {
    const window = fakeWindow();
    const create = vi.fn(() => window);
    const visit = createArticleOpener(create).open('https://news.example.de/a');
    expect(create).toHaveBeenCalledWith('https://news.example.de/a');
    expect(await settled(visit)).toBe(false);
    window.close();
    expect(await settled(visit)).toBe(true);
  });

  it('reuses the open window for a second article and opens a new one after closing', async () => {
    const windows = [fakeWindow(), fakeWindow()];
    const create = vi.fn(() => windows[create.mock.calls.length - 1]!);
    const opener = createArticleOpener(create);
    const first = opener.open('https://news.example.de/a');
    const second = opener.open('http://news.example.at/b');
    expect(create).toHaveBeenCalledTimes(1);
    expect(windows[0]!.loadURL).toHaveBeenCalledWith('http://news.example.at/b');
    opener.close();
    expect(await settled(Promise.all([first, second]))).toBe(true);
    void opener.open('https://news.example.de/c');
    expect(create).toHaveBeenCalledTimes(2);
  });

  it.each(['file:///etc/passwd', 'javascript:alert(1)', 'app://bundle/app', 'not a url'])(
    'refuses %s',
    async (url) => {
      const create = vi.fn(fakeWindow);
      await expect(createArticleOpener(create).open(url)).rejects.toThrow(/http/);
      expect(create).not.toHaveBeenCalled();
    },
  );
});

describe('registerArticleIpc', () => {
  it('validates the URL before anything opens', () => {
    const opener = { open: vi.fn(() => Promise.resolve()), close: vi.fn() };
    const { handle, invoke } = fakeIpcHandle();
    registerArticleIpc(handle, opener);
    void invoke(IpcInvoke.articleOpen, 'https://news.example.de/a');
    expect(opener.open).toHaveBeenCalledWith('https://news.example.de/a');
    for (const bad of ['file:///etc/passwd', 'javascript:alert(1)', 42, `https://x.de/${'a'.repeat(3000)}`]) {
      expect(() => invoke(IpcInvoke.articleOpen, bad)).toThrow();
    }
    expect(opener.open).toHaveBeenCalledTimes(1);
  });
});
