import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { countryAtom, createAppStore, type Services } from '../state';
import { testServices } from '../state/testing';
import { preloadVisitorPage, startRoutes } from './App';
import { lazyPages } from './routeKit';

/** Routes whose chunks note when they start loading. */
function routes() {
  const started: string[] = [];
  const page = lazyPages((load) => load());
  const chunk = (name: string) =>
    page(async () => {
      started.push(name);
      return (() => null) as ComponentType;
    });
  const table: RouteObject[] = [
    {
      path: '/',
      children: [
        { path: 'app', element: chunk('app') },
        { element: chunk('lockscreen'), children: [{ path: 'login', element: chunk('login') }] },
        { path: 'country-select', element: chunk('country-select') },
      ],
    },
  ];
  return { started, table };
}

function services(token: string | null, country: 'de' | null): Pick<Services, 'platform' | 'store'> {
  const store = createAppStore();
  store.set(countryAtom, country);
  const platform = { token: { get: async () => token } } as unknown as Services['platform'];
  return { platform, store };
}

describe('preloadVisitorPage', () => {
  it('loads the login page a returning visitor is about to be sent to from /', async () => {
    const { started, table } = routes();
    await preloadVisitorPage(services(null, 'de'), table, { pathname: '/', search: '' });
    expect(started).toEqual(['lockscreen', 'login']);
  });

  it('loads the country selection for a first visit', async () => {
    const { started, table } = routes();
    await preloadVisitorPage(services(null, null), table, { pathname: '/app', search: '' });
    expect(started).toEqual(['country-select']);
  });

  it('loads nothing for a stored session: where it lands depends on the user', async () => {
    const { started, table } = routes();
    await preloadVisitorPage(services('token-1', 'de'), table, { pathname: '/', search: '' });
    expect(started).toEqual([]);
  });
});

describe('startRoutes', () => {
  it("starts loading a returning visitor's login page with the route table, before anything renders", async () => {
    const store = createAppStore();
    store.set(countryAtom, 'de');
    const loadChunk = vi.fn(() => new Promise<never>(() => {}));
    const platform = { kind: 'web', kiosk: null, token: { get: async () => null } };
    const app = testServices({ store, loadChunk, platform: platform as unknown as Services['platform'] });
    const table = startRoutes(app, { pathname: '/', search: '' });
    expect(table.length).toBeGreaterThan(0);
    // The root route itself is no lazy page; the login area's frame and the login page are.
    await vi.waitFor(() => expect(loadChunk).toHaveBeenCalledTimes(2));
  });
});
