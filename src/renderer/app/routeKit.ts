import {
  createContext,
  createElement,
  use,
  useContext,
  useMemo,
  type ComponentType,
  type ReactElement,
} from 'react';
import { matchRoutes, useLocation, type RouteObject } from 'react-router-dom';
import type { Country } from '../../shared/api/constants';

/** Route handle: the top-bar title of a page, which may depend on the country. */
export interface RouteHandle {
  title?: string | ((country: Country) => string);
}

/**
 * Route-level code splitting: `element: page(async () => (await import('./X')).X)` loads a page's chunk
 * when its route first matches, through the app's chunk loader (which waits out an outage).
 */
export type PageLoader = (load: () => Promise<ComponentType>) => ReactElement;

/** A feature's routes (its routes.tsx), made with the app's page loader. */
export type FeatureRoutes = (page: PageLoader) => RouteObject[];

export const titled = (title: RouteHandle['title'], route: RouteObject): RouteObject => ({
  ...route,
  handle: { title } satisfies RouteHandle,
});

/** How each lazy page's chunk starts loading, by its element (see `preloadMatches`). */
const preloads = new WeakMap<object, () => Promise<unknown>>();

/**
 * A page loader on top of `loadChunk`: each page's chunk loads once, and its element remembers how to start
 * that load, so every route a location matches can load at once. Unlike React.lazy, a page whose chunk is
 * already there renders at once: React.lazy suspends on its first render even then, and React holds a
 * boundary's content back for up to 300 ms after its fallback showed, which delayed the first page's paint.
 */
export function lazyPages(loadChunk: <T>(load: () => Promise<T>) => Promise<T>): PageLoader {
  return (load) => {
    let loaded: ComponentType | undefined;
    let loading: Promise<ComponentType> | undefined;
    const start = () => (loading ??= loadChunk(load).then((Page) => (loaded = Page)));
    function LazyPage() {
      return createElement(loaded ?? use(start()));
    }
    const element = createElement(LazyPage);
    preloads.set(element, start);
    return element;
  };
}

/**
 * Loads the chunk of every lazy route `pathname` matches, layouts and page together, instead of one
 * after the other as each renders. Settles when all have loaded or failed (a failure shows when its
 * route renders: the crash screen).
 */
export function preloadMatches(routes: RouteObject[], pathname: string): Promise<unknown> {
  const loads = (matchRoutes(routes, pathname) ?? []).map((match) => {
    const element = match.route.element;
    return element && typeof element === 'object' ? preloads.get(element)?.() : undefined;
  });
  return Promise.allSettled(loads);
}

/** The app's route table, for what needs the matched routes outside the router (the page titles). */
export const RouteTableContext = createContext<RouteObject[]>([]);

/** The title of the deepest matched route that names one. */
export function useRouteTitle(country: Country): string | undefined {
  const table = useContext(RouteTableContext);
  const location = useLocation();
  // Matched once per location, not on every render of the shell (it renders on every change of the user).
  const matches = useMemo(() => matchRoutes(table, location) ?? [], [table, location]);
  for (let i = matches.length - 1; i >= 0; i--) {
    const title = (matches[i]?.route.handle as RouteHandle | undefined)?.title;
    if (title) return typeof title === 'function' ? title(country) : title;
  }
  return undefined;
}
