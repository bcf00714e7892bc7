import type { ComponentType } from 'react';
import type { LazyRouteFunction, RouteObject } from 'react-router-dom';
import type { Country } from '../../shared/api/constants';

/** Route handle: the top-bar title of a page, which may depend on the country. */
export interface RouteHandle {
  title?: string | ((country: Country) => string);
}

/**
 * Route-level code splitting: `page(() => import('./X').then((m) => m.X))` loads a page's chunk when it
 * is first visited, through the app's chunk loader (which waits out an outage).
 */
export type PageLoader = (load: () => Promise<ComponentType>) => LazyRouteFunction<RouteObject>;

/** A feature's routes (its routes.tsx), made with the app's page loader. */
export type FeatureRoutes = (page: PageLoader) => RouteObject[];

export const titled = (title: RouteHandle['title'], route: RouteObject): RouteObject => ({
  ...route,
  handle: { title } satisfies RouteHandle,
});
