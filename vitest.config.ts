import { statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { relative } from 'node:path';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import react from '@vitejs/plugin-react';

/**
 * The files that take longest, slowest first: a run ends when its last file does, so each of these starts at
 * once on a worker of its own while the other worker gets through the many short files. Vitest's own order
 * (projects one after the other, the larger file first) started the fuzz test last on CI, whose clone has no
 * timings of an earlier run, and the run then waited for it alone.
 */
const SLOWEST = ['server/src/fuzz.test.ts', 'server/src/routes/quiz.test.ts'];

/**
 * The slowest files first, then the other server files (each loads the whole server, seconds each), then the
 * rest; within each, the larger file first. The same order with or without timings of an earlier run.
 */
class SlowestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (spec: TestSpecification) => {
      const path = relative(this.ctx.config.root, spec.moduleId).split('\\').join('/');
      const slow = SLOWEST.indexOf(path);
      if (slow !== -1) return slow;
      return spec.project.name === 'server' ? SLOWEST.length : SLOWEST.length + 1;
    };
    const size = (spec: TestSpecification) => statSync(spec.moduleId).size;
    return [...files].sort((a, b) => rank(a) - rank(b) || size(b) - size(a));
  }
}

/**
 * Renderer tests that change what no file could undo for the next: one replaces a module (vi.mock), one
 * starts the real Sentry SDK, which wraps the page's fetch, timers and event listeners. Each runs alone.
 */
const DOM_ISOLATED = ['src/renderer/errors/crash.test.ts', 'src/renderer/errors/sentrySdk.test.ts'];

export default defineConfig({
  test: {
    sequence: { sequencer: SlowestFirst },
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
          exclude: DOM_ISOLATED,
          setupFiles: ['src/renderer/testing/setupDom.ts'],
          // The files share a worker's page and modules instead of each starting a worker of its own that
          // loads React and the app again (on CI most of this project's time). setupDom.ts gives each file
          // an empty page, empty web storage and the real timers and globals back.
          pool: 'threads',
          isolate: false,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'dom-isolated',
          environment: 'happy-dom',
          include: DOM_ISOLATED,
          setupFiles: ['src/renderer/testing/setupDom.ts'],
          pool: 'threads',
        },
      },
    ],
  },
});
