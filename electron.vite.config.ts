import { defineConfig } from 'electron-vite';
import { axiosXhrOnly } from './scripts/vite/axiosXhrOnly';
import { reactRouterProduction } from './scripts/vite/reactRouterProduction';
import type { Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';

/**
 * electron-vite forces `base: './'` for production renderers. Under `app://bundle/app/dashboard` that
 * would resolve assets to /app/assets/..., so the desktop bundle uses absolute asset URLs instead.
 */
const absoluteBase: Plugin = {
  name: 'weiterbildungsquiz:absolute-base',
  config: () => ({ base: '/' }),
};

/**
 * A baseline policy in the built page itself. Main sends the exact policy (with the configured backend)
 * as a header for every page of app://bundle; browsers enforce both, so the header stays the tight one
 * and this one still holds if the page is ever shown without it. The backend and the crash-report
 * endpoint are known only at run time, hence any http(s) and ws(s) origin for connections here: the
 * header narrows them (src/main/contentSecurityPolicy.chromium.test.ts runs both in Chromium).
 */
const BASELINE_CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "connect-src 'self' https: wss: http: ws:",
  "img-src 'self' data: https: http:",
  "style-src 'self' 'unsafe-inline'",
].join('; ');

const baselineContentSecurityPolicy: Plugin = {
  name: 'weiterbildungsquiz:baseline-csp',
  // The dev server needs inline scripts for hot reload; main relaxes its header for it too.
  apply: 'build',
  // Right after the charset, before any script or style it has to govern.
  transformIndexHtml: (html) => {
    const charset = /<meta charset="?utf-8"?\s*\/?>/i;
    if (!charset.test(html)) throw new Error('index.html: no <meta charset="utf-8"> to put the CSP after');
    const meta = `<meta http-equiv="Content-Security-Policy" content="${BASELINE_CONTENT_SECURITY_POLICY}" />`;
    return html.replace(charset, (found) => `${found}\n    ${meta}`);
  },
};

export default defineConfig(({ command }) => {
  const production = command === 'build';
  return {
    main: {
      build: {
        outDir: 'out/main',
        lib: { entry: resolve('src/main/index.ts') },
        // zod is pure and small: bundled, the installer needs one package fewer (electron-builder.yml).
        externalizeDeps: { exclude: ['zod'] },
        sourcemap: !production,
      },
    },
    preload: {
      build: {
        outDir: 'out/preload',
        lib: { entry: resolve('src/preload/index.ts') },
        // Sandboxed preloads run as CommonJS and can require only `electron`: everything else is bundled.
        externalizeDeps: false,
        rolldownOptions: {
          output: { format: 'cjs', entryFileNames: '[name].cjs' },
          // The preload needs only channel names from src/shared/ipc.ts: building its zod schemas has no
          // side effect, so they and zod (about 100 kB) drop out of the bundle.
          treeshake: { manualPureFunctions: ['z'] },
        },
        sourcemap: !production,
      },
    },
    renderer: {
      root: 'src/renderer',
      plugins: [
        react(),
        axiosXhrOnly(),
        reactRouterProduction(),
        absoluteBase,
        baselineContentSecurityPolicy,
      ],
      define: { 'import.meta.env.VITE_PLATFORM': JSON.stringify('electron') },
      build: {
        outDir: resolve('out/renderer'),
        rolldownOptions: { input: resolve('src/renderer/index.html') },
        // electron-vite leaves the renderer unminified by default (about 2.5 times the size).
        minify: production,
        sourcemap: false,
      },
    },
  };
});
