/** Build-time configuration electron-vite compiles into main (variables prefixed MAIN_VITE_ or VITE_). */
interface ImportMetaEnv {
  /** Sentry DSN baked into a packaged build; SENTRY_DSN at run time overrides it. */
  readonly MAIN_VITE_SENTRY_DSN?: string;
  /** The renderer's build DSN (src/renderer/errors/crash.ts), which the page's CSP must allow. */
  readonly VITE_SENTRY_DSN?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
