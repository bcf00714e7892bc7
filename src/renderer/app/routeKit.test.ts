import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { lazyPages, preloadMatches } from './routeKit';

const Page: ComponentType = () => null;

/** A page loader whose chunks resolve when the test says so, counting how often each one started. */
function pages() {
  const started: string[] = [];
  const release = new Map<string, () => void>();
  const page = lazyPages((load) => load());
  const chunk = (name: string) =>
    page(() => {
      started.push(name);
      return new Promise<ComponentType>((resolve) => release.set(name, () => resolve(Page)));
    });
  return { started, release, chunk };
}

describe('preloadMatches', () => {
  it('starts the chunks of the layout and the page of a location together, each once', async () => {
    const { started, release, chunk } = pages();
    const routes: RouteObject[] = [
      {
        path: '/',
        children: [
          { path: 'app', element: chunk('shell'), children: [{ path: 'quiz', element: chunk('quiz') }] },
          { path: 'login', element: chunk('login') },
        ],
      },
    ];
    const settled = vi.fn();
    void preloadMatches(routes, '/app/quiz').then(settled);
    expect(started).toEqual(['shell', 'quiz']);

    release.get('shell')!();
    await Promise.resolve();
    expect(settled).not.toHaveBeenCalled(); // the page's chunk is still loading
    release.get('quiz')!();
    await vi.waitFor(() => expect(settled).toHaveBeenCalled());

    void preloadMatches(routes, '/app/quiz');
    expect(started).toEqual(['shell', 'quiz']); // loaded once
  });

  it('settles when a chunk fails, which then shows where its route renders', async () => {
    const page = lazyPages((load) => load());
    const routes: RouteObject[] = [
      { path: '/x', element: page(() => Promise.reject(new Error('chunk missing'))) },
    ];
    await expect(preloadMatches(routes, '/x')).resolves.toBeDefined();
  });

  it('ignores routes without a lazy page and paths that match nothing', async () => {
    const routes: RouteObject[] = [{ path: '/plain', element: null }];
    await expect(preloadMatches(routes, '/plain')).resolves.toEqual([
      { status: 'fulfilled', value: undefined },
    ]);
    await expect(preloadMatches(routes, '/nowhere')).resolves.toEqual([]);
  });
});
