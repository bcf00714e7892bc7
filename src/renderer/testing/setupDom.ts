// DOM matchers for the renderer's unit tests (toBeVisible, toHaveTextContent, ...): assert what a user sees,
// not merely that a query found an element.
import '@testing-library/jest-dom/vitest';
