// DOM matchers for the renderer's unit tests (toBeVisible, toHaveTextContent, ...): assert what a user sees,
// not merely that a query found an element.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Every test starts on an empty page: what the last one rendered is unmounted.
afterEach(cleanup);
