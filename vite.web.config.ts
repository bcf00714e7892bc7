import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';
import { compression } from 'vite-plugin-compression2';
import { axiosXhrOnly } from './scripts/vite/axiosXhrOnly';
import { reactRouterProduction } from './scripts/vite/reactRouterProduction';

/** The renderer as a plain web bundle, served by the reference server at /. */
export default defineConfig({
  root: 'src/renderer',
  base: '/',
  plugins: [
    react(),
    axiosXhrOnly(),
    reactRouterProduction(),
    // Each script and stylesheet also as .br and .gz beside it, which the reference server sends to a
    // browser that accepts them: the first page's 391 kB of script travel as about 105 kB.
    compression({ algorithms: ['brotliCompress', 'gzip'], include: /\.(js|css|svg)$/, threshold: 1024 }),
  ],
  define: { 'import.meta.env.VITE_PLATFORM': JSON.stringify('web') },
  build: {
    outDir: resolve('dist/web'),
    emptyOutDir: true,
    minify: true,
    sourcemap: false,
    target: 'es2022',
    // No preload lists: each lazy route's list of dependency files sat in the first page's chunk (about
    // 1.2 kB gzip for the routes so far, growing with every feature). A route's chunk names its static
    // imports itself, so the browser fetches them when it loads the route (one extra round trip at most).
    // The page itself names the entry's own imports (the bundler's helpers' chunk), so they load beside
    // the entry rather than after it; lazy routes list none.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []),
    },
    rolldownOptions: {
      treeshake: {
        // Our modules do their work through their exports; only stylesheets act by being imported. Without
        // this, a barrel import (`from '../ui'`) keeps every kit module that imports CSS, and with it
        // react-aria, in whichever chunk imports the barrel (first-page budget).
        // The one exception: the session feature's face brings the login area's stylesheets to the first page.
        moduleSideEffects: [
          { test: /[\\/]src[\\/]renderer[\\/]features[\\/]session[\\/]index\.ts$/, sideEffects: true },
          { test: /[\\/]src[\\/](renderer|shared)[\\/].*\.tsx?$/, sideEffects: false },
        ],
      },
      output: {
        codeSplitting: {
          // Everything the entry imports statically goes out as one chunk rather than a dozen small
          // shared ones: one request, and gzip compresses one file better than many.
          groups: [
            { name: 'app', tags: ['$initial'], priority: 2 },
            // The first screen a visitor sees (/country-select in the login area's frame) and the kit
            // parts it needs: one chunk, not six small ones.
            {
              name: 'lockscreen',
              test: /src[\\/]renderer[\\/]features[\\/]session[\\/]pages[\\/](LockscreenLayout|CountrySelectPage)\.tsx$/,
              priority: 1,
            },
            // The login form and what it needs (the form kit, react-hook-form with its resolver, the error
            // mapper and its sentences): one file instead of three rounds of small ones.
            {
              name: 'login',
              test: /(src[\\/]renderer[\\/](features[\\/]session[\\/]pages[\\/]LoginPage\.tsx|ui[\\/](form[\\/]|FieldFrame)|api[\\/]messageFor)|src[\\/]shared[\\/]messages[\\/]serverErrors|node_modules[\\/](react-hook-form|@hookform)[\\/])/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:8080', '/socket.io': { target: 'ws://localhost:8080', ws: true } },
  },
});
