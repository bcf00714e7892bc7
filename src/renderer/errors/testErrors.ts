/** The errors the developer options throw to test error reporting; tests look for these messages. */
export const TEST_ERRORS = {
  render: 'Testfehler aus den Entwickleroptionen: Anzeige',
  promise: 'Testfehler aus den Entwickleroptionen: Promise',
} as const;

export type TestErrorKind = keyof typeof TEST_ERRORS;

export const isTestErrorKind = (value: string | null): value is TestErrorKind =>
  value === 'render' || value === 'promise';
