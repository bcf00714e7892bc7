import { z } from 'zod';
import { BUNDLE_ORIGIN, originOf } from './origin';

export const DEFAULT_API_BASE_URL = 'http://localhost:8080/api';

export interface MainConfig {
  /** Backend base URL handed to the renderer, without a trailing slash. */
  apiBaseUrl: string;
  /** The origin our pages come from: the Vite dev server in development, else the bundled app. */
  rendererOrigin: string;
  /** What the main window loads first. */
  rendererEntryUrl: string;
  /** Whether pages come from the Vite dev server (it needs a looser script policy for hot reload). */
  devServer: boolean;
  /** Error reporting target of the main process; null sends nothing. */
  sentryDsn: string | null;
  /**
   * The DSN compiled into the renderer (VITE_SENTRY_DSN), which its reports go to instead of the
   * server's `sentry_dsn`; null when the build has none. Main only allows it in the page's CSP.
   */
  rendererSentryDsn: string | null;
  /** electron-updater generic feed; null uses the feed electron-builder's `publish` wrote, if any. */
  updateFeedUrl: string | null;
  /** The staging backend's API base (app start switches to it when this build is newer than the server). */
  stagingApiBaseUrl?: string;
}

/** Values compiled into a packaged build (electron-vite MAIN_VITE_* variables); the environment wins. */
export interface BuildDefaults {
  sentryDsn?: string | undefined;
  /** VITE_SENTRY_DSN, which electron-vite compiles into main as into the renderer. */
  rendererSentryDsn?: string | undefined;
  /** The backend the installer was built for (its resources' backend.json, see backendConfig.ts). */
  apiBaseUrl?: string | undefined;
  stagingApiBaseUrl?: string | null | undefined;
}

const apiBaseUrlSchema = z.url({ protocol: /^https?$/ });
const sentryDsnSchema = z.url({ protocol: /^https?$/ });
const updateFeedUrlSchema = z.url({ protocol: /^https$/ });

function optionalUrl(name: string, raw: string | undefined, schema: z.ZodType<string>): string | null {
  const value = raw?.trim();
  if (!value) return null;
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new Error(`${name} is not a valid URL for this setting, got "${value}"`);
  return parsed.data;
}

/**
 * Reads the configuration from the environment. The dev server URL is ignored in a packaged app:
 * otherwise anyone who can set an environment variable could load a foreign page with our bridge.
 */
export function loadMainConfig(
  env: NodeJS.ProcessEnv,
  isPackaged: boolean,
  buildDefaults: BuildDefaults = {},
): MainConfig {
  const rawApiBaseUrl = env['QUIZ_API_URL']?.trim() || buildDefaults.apiBaseUrl || DEFAULT_API_BASE_URL;
  const parsed = apiBaseUrlSchema.safeParse(rawApiBaseUrl);
  if (!parsed.success) {
    throw new Error(`QUIZ_API_URL must be an http(s) URL, got "${rawApiBaseUrl}"`);
  }
  const apiBaseUrl = parsed.data.replace(/\/+$/, '');
  const staging = optionalUrl(
    'QUIZ_STAGING_API_URL',
    env['QUIZ_STAGING_API_URL'] || buildDefaults.stagingApiBaseUrl || undefined,
    apiBaseUrlSchema,
  );
  const services = {
    ...(staging ? { stagingApiBaseUrl: staging.replace(/\/+$/, '') } : {}),
    sentryDsn: optionalUrl('SENTRY_DSN', env['SENTRY_DSN'] || buildDefaults.sentryDsn, sentryDsnSchema),
    // https only: an update feed is code that will run on the machine.
    updateFeedUrl: optionalUrl('QUIZ_UPDATE_URL', env['QUIZ_UPDATE_URL'], updateFeedUrlSchema),
    // As the renderer reads it: the environment at run time cannot change what its build holds.
    rendererSentryDsn: buildDefaults.rendererSentryDsn || null,
  };

  const devServerUrl = isPackaged ? undefined : env['ELECTRON_RENDERER_URL'];
  const devServerOrigin = originOf(devServerUrl);
  if (devServerUrl && devServerOrigin) {
    return {
      apiBaseUrl,
      rendererOrigin: devServerOrigin,
      rendererEntryUrl: devServerUrl,
      devServer: true,
      ...services,
    };
  }
  return {
    apiBaseUrl,
    rendererOrigin: BUNDLE_ORIGIN,
    rendererEntryUrl: `${BUNDLE_ORIGIN}/`,
    devServer: false,
    ...services,
  };
}
