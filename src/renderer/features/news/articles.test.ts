import { describe, expect, it, vi } from 'vitest';
import type { User } from '../../../shared/api/entities';
import type { Services } from '../../state';
import { sessionAtom } from '../../state';
import { testServices } from '../../state/testing';
import {
  ARTICLE_DEVELOPER_HOOK,
  articleVisitsAtom,
  installArticleDeveloperHook,
  openArticle,
  openArticlesAtom,
  type ArticleDeveloperHook,
} from './articles';

/** A platform whose article windows the test closes. */
function articleWindows() {
  const closers: (() => void)[] = [];
  const failures: ((error: Error) => void)[] = [];
  const platformOpen = vi.fn(
    (_url: string) =>
      new Promise<void>((resolve, reject) => {
        closers.push(resolve);
        failures.push(reject);
      }),
  );
  const services = testServices({ platform: { openArticle: platformOpen } } as unknown as Partial<Services>);
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return {
    services,
    platformOpen,
    close: (i = 0) => closers[i]!(),
    fail: (i = 0) => failures[i]!(new Error('x')),
    settle,
  };
}

const user = (developer: boolean) => ({ id: 1, developer }) as unknown as User;

describe('openArticle', () => {
  it('counts a visit once its window is closed', async () => {
    const { services, platformOpen, close, settle } = articleWindows();
    const { store } = services;
    const visit = openArticle(services, 'https://news.example/a');
    expect(platformOpen).toHaveBeenCalledWith('https://news.example/a');
    expect(store.get(openArticlesAtom)).toBe(1);
    await settle();
    expect(store.get(articleVisitsAtom)).toBe(0);

    close();
    await visit;
    expect(store.get(articleVisitsAtom)).toBe(1);
    expect(store.get(openArticlesAtom)).toBe(0);
  });

  it('does not count an article that could not be opened', async () => {
    const { services, fail } = articleWindows();
    const { store } = services;
    const visit = openArticle(services, 'https://news.example/a');
    fail();
    await expect(visit).rejects.toThrow();
    expect(store.get(articleVisitsAtom)).toBe(0);
    expect(store.get(openArticlesAtom)).toBe(0);
  });
});

describe('installArticleDeveloperHook', () => {
  it('is there only while a developer is signed in', async () => {
    const target: Record<string, unknown> = {};
    const { services, close } = articleWindows();
    const { store } = services;
    const remove = installArticleDeveloperHook(services, target);
    expect(target[ARTICLE_DEVELOPER_HOOK]).toBeUndefined();

    store.set(sessionAtom, { status: 'user', user: user(false) });
    expect(target[ARTICLE_DEVELOPER_HOOK]).toBeUndefined();

    store.set(sessionAtom, { status: 'user', user: user(true) });
    const hook = target[ARTICLE_DEVELOPER_HOOK] as ArticleDeveloperHook;
    const visit = hook.openArticle('https://news.example/b');
    expect(hook.articleVisits()).toBe(0);
    close();
    expect(await visit).toBe(1);
    expect(hook.articleVisits()).toBe(1);

    store.set(sessionAtom, { status: 'visitor' });
    expect(target[ARTICLE_DEVELOPER_HOOK]).toBeUndefined();
    store.set(sessionAtom, { status: 'user', user: user(true) });
    remove();
    expect(target[ARTICLE_DEVELOPER_HOOK]).toBeUndefined();
  });
});
