import { lazy } from 'react';

/** The public face of the account feature: its route and the hidden developer panel (loaded on demand). */
export { accountRoutes } from './routes';
export const DeveloperPanel = lazy(async () => ({
  default: (await import('./DeveloperPanel')).DeveloperPanel,
}));
