import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  test: {
    // One test file per core. Vitest's own default leaves one core to its main process, which on CI's two
    // cores ran the files one at a time, though the main process is mostly idle while they run.
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'src/shared/**/*.test.ts',
            'src/main/**/*.test.ts',
            'src/preload/**/*.test.ts',
            'scripts/**/*.test.ts',
            'tests/lint/**/*.test.ts',
          ],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // The migrated and seeded databases every server test starts from a copy of, made once.
          globalSetup: ['server/src/testing/globalSetup.ts'],
          // Every server test file imports the whole server; a worker keeps the modules it loaded for the
          // next file instead of loading them again. No server test replaces a module (vi.mock) or relies
          // on module state of its own: each starts its own server on its own database.
          isolate: false,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'dom',
          environment: 'happy-dom',
          include: ['src/renderer/**/*.test.{ts,tsx}'],
          setupFiles: ['src/renderer/testing/setupDom.ts'],
        },
      },
    ],
  },
});
