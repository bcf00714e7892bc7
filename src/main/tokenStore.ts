/** Where main keeps the bearer token, so the renderer never persists it itself on desktop. */
export interface TokenStore {
  get(): Promise<string | null>;
  set(token: string): Promise<void>;
  clear(): Promise<void>;
}

/**
 * Holds the token for the lifetime of the process only: people sign in again after a restart.
 * The keychain-backed store (Electron safeStorage) replaces it behind the same interface.
 */
export function createMemoryTokenStore(): TokenStore {
  let token: string | null = null;
  return {
    get: async () => token,
    set: async (next) => {
      token = next;
    },
    clear: async () => {
      token = null;
    },
  };
}
