import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * React Router publishes a development and a production build of the same code, but its package exports
 * name only the development one: its warnings (a `<Link>` outside a router, a relative path that resolves
 * oddly, …) then ship in every bundle, and run on every navigation. For builds this points `react-router`
 * and `react-router/dom` at the production files; `vite` (dev server) and the tests keep the warnings.
 */
export function reactRouterProduction(): Plugin {
  const require = createRequire(import.meta.url);
  const dist = join(dirname(require.resolve('react-router/package.json')), 'dist', 'production');
  return {
    name: 'react-router-production',
    apply: 'build',
    config: () => ({
      resolve: {
        alias: [
          { find: /^react-router$/, replacement: join(dist, 'index.mjs') },
          { find: /^react-router\/dom$/, replacement: join(dist, 'dom-export.mjs') },
        ],
      },
    }),
  };
}
