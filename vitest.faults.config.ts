import { defineConfig } from 'vitest/config';

/**
 * The fault suite: real server processes killed, database connections cut, PostgreSQL restarted. It needs
 * DATABASE_URL or TEST_DATABASE_URL, runs its files one after the other (one of them restarts the database
 * the others use) and is a step of its own in `npm test`.
 */
export default defineConfig({
  test: {
    name: 'faults',
    environment: 'node',
    include: ['tests/faults/**/*.test.ts'],
    fileParallelism: false,
    testTimeout: 300_000,
    hookTimeout: 120_000,
  },
});
