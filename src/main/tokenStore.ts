import type { SafeStorage } from 'electron';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where main keeps the bearer token, so the renderer never persists it itself on desktop. */
export interface TokenStore {
  /** `keychain`: encrypted on disk with an OS-held key; `memory`: gone when the app quits. */
  readonly storage: 'keychain' | 'memory';
  get(): Promise<string | null>;
  set(token: string): Promise<void>;
  clear(): Promise<void>;
}

/** Holds the token for the lifetime of the process only: people sign in again after a restart. */
export function createMemoryTokenStore(): TokenStore {
  let token: string | null = null;
  return {
    storage: 'memory',
    get: async () => token,
    set: async (next) => {
      token = next;
    },
    clear: async () => {
      token = null;
    },
  };
}

/**
 * The parts of Electron's `safeStorage` we use: only its asynchronous API, which does not block main,
 * supports key rotation and copes with a keychain that is briefly unavailable (Electron 45 deprecates
 * the synchronous one).
 */
export type SafeStorageLike = Pick<
  SafeStorage,
  'isAsyncEncryptionAvailable' | 'encryptStringAsync' | 'decryptStringAsync' | 'getSelectedStorageBackend'
>;

export interface KeychainTokenStoreOptions {
  safeStorage: SafeStorageLike;
  /** The encrypted token file, e.g. `<userData>/session-token.bin`. */
  filePath: string;
  platform: NodeJS.Platform;
  warn?: (message: string) => void;
}

const isMissingFile = (error: unknown) => (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';

/**
 * Keeps the token encrypted with `safeStorage` (macOS Keychain, Windows DPAPI, libsecret or kwallet)
 * in the user-data folder. On Linux without a keyring Chromium falls back to `basic_text`, a hard-coded
 * key that protects nothing: then, as when no encryption is available at all, the token stays in
 * memory only. Call after `app` is ready (before that the Linux backend reads `unknown`).
 */
export async function createKeychainTokenStore({
  safeStorage,
  filePath,
  platform,
  warn = (message) => console.warn(`[token] ${message}`),
}: KeychainTokenStoreOptions): Promise<TokenStore> {
  // Asked first, so that the asynchronous encryptor is initialised before its backend is read.
  if (!(await safeStorage.isAsyncEncryptionAvailable())) {
    warn('OS encryption is not available: the token is kept in memory for this session only');
    return createMemoryTokenStore();
  }
  if (platform === 'linux' && safeStorage.getSelectedStorageBackend() === 'basic_text') {
    warn('no OS keyring (safeStorage backend basic_text): the token is kept in memory for this session only');
    return createMemoryTokenStore();
  }

  const write = async (token: string): Promise<void> => {
    await mkdir(path.dirname(filePath), { recursive: true });
    // Written beside and renamed, so a crash never leaves half a token behind.
    const temporary = `${filePath}.${process.pid}.tmp`;
    await writeFile(temporary, await safeStorage.encryptStringAsync(token), { mode: 0o600 });
    await rename(temporary, filePath);
  };

  const load = async (): Promise<string | null> => {
    let encrypted: Buffer;
    try {
      encrypted = await readFile(filePath);
    } catch (error) {
      if (isMissingFile(error)) return null;
      throw error;
    }
    try {
      const { result, shouldReEncrypt } = await safeStorage.decryptStringAsync(encrypted);
      if (result.length === 0) throw new Error('empty token');
      // The OS rotated the key: the stored copy is written again with the new one.
      if (shouldReEncrypt) await write(result);
      return result;
    } catch (error) {
      // Another user's key, a reinstalled OS or a damaged file: nobody can read it, so sign in again.
      warn(`stored token unreadable, removed (${error instanceof Error ? error.message : String(error)})`);
      await rm(filePath, { force: true });
      return null;
    }
  };

  // Unset until the file has been read once; a promise, so a read in flight never overwrites a newer set.
  let current: Promise<string | null> | undefined;
  return {
    storage: 'keychain',
    get: () =>
      (current ??= load().catch((error: unknown) => {
        current = undefined; // a passing failure (permissions, disk) is retried next time
        throw error;
      })),
    set: async (token) => {
      await write(token);
      current = Promise.resolve(token);
    },
    clear: async () => {
      current = Promise.resolve(null);
      await rm(filePath, { force: true });
    },
  };
}
