import { defineConfig } from 'electron-vite';
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

export default defineConfig(({ command }) => {
  const production = command === 'build';
  return {
    main: {
      build: {
        outDir: 'out/main',
        lib: { entry: resolve('src/main/index.ts') },
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
      plugins: [react(), absoluteBase],
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
