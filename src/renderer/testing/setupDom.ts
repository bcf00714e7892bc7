// DOM matchers for the renderer's unit tests (toBeVisible, toHaveTextContent, ...): assert what a user sees,
// not merely that a query found an element.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';

// Every test starts on an empty page: what the last one rendered is unmounted.
afterEach(cleanup);

// The files of a worker share one page (vitest.config.ts): each starts with empty web storage, and what a
// file stubbed or spied on is put back when it ends.
beforeAll(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});
afterAll(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});
