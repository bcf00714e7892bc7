import { act, render, screen } from '@testing-library/react';
import { createElement, Suspense, type ComponentType } from 'react';
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

describe('lazyPages', () => {
  it('renders a page whose chunk has loaded at once, without its fallback', async () => {
    const page = lazyPages((load) => load());
    const Loaded: ComponentType = () => createElement('p', null, 'geladen');
    const element = page(async () => Loaded);
    await preloadMatches([{ path: '/x', element }], '/x');
    render(createElement(Suspense, { fallback: createElement('p', null, 'lädt') }, element));
    // In the same task as the render: no fallback committed first (React then holds the page back).
    expect(screen.getByText('geladen')).toBeDefined();
    expect(screen.queryByText('lädt')).toBeNull();
  });

  it('shows the fallback while a chunk loads, then the page', async () => {
    const page = lazyPages((load) => load());
    let resolve: (page: ComponentType) => void = () => {};
    const element = page(() => new Promise<ComponentType>((r) => (resolve = r)));
    // React's test mode runs a suspended page's retry in an awaited act, as a browser runs it by itself.
    await act(async () => {
      render(createElement(Suspense, { fallback: createElement('p', null, 'lädt') }, element));
    });
    expect(screen.getByText('lädt')).toBeDefined();
    await act(async () => resolve(() => createElement('p', null, 'geladen')));
    expect(screen.getByText('geladen')).toBeDefined();
  });
});
