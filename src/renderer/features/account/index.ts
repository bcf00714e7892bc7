import { lazy } from 'react';

/** The public face of the account feature: the hidden developer panel (loaded on demand). */
export const DeveloperPanel = lazy(async () => ({
  default: (await import('./DeveloperPanel')).DeveloperPanel,
}));
