import type { Platform } from './platform';

const TOKEN_KEY = 'token';

/** The browser: a web app can keep its bearer token only in its own storage. */
export function webPlatform(storage: Storage = window.localStorage): Platform {
  return {
    kind: 'web',
    apiBaseUrl: async () => import.meta.env.VITE_API_URL ?? '/api',
    stagingApiBaseUrl: import.meta.env.VITE_STAGING_API_URL ?? null,
    token: {
      get: async () => storage.getItem(TOKEN_KEY),
      set: async (token) => storage.setItem(TOKEN_KEY, token),
      clear: async () => storage.removeItem(TOKEN_KEY),
    },
  };
}
