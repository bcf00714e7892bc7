import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createKeychainTokenStore } from './tokenStore';
import type { SafeStorageLike } from './tokenStore';

/** Reversible stand-in for the OS cipher: ciphertext never contains the plain token. */
const seal = (plainText: string) => Buffer.from(`sealed:${Buffer.from(plainText).toString('base64')}`);
function unseal(encrypted: Buffer): string {
  const text = encrypted.toString();
  if (!text.startsWith('sealed:')) throw new Error('Error while decrypting the ciphertext provided');
  return Buffer.from(text.slice('sealed:'.length), 'base64').toString();
}

function fakeSafeStorage({
  available = true,
  backend = 'gnome_libsecret',
  shouldReEncrypt = false,
}: {
  available?: boolean;
  backend?: ReturnType<SafeStorageLike['getSelectedStorageBackend']>;
  shouldReEncrypt?: boolean;
} = {}) {
  return {
    isAsyncEncryptionAvailable: vi.fn(async () => available),
    getSelectedStorageBackend: () => backend,
    encryptStringAsync: vi.fn(async (plainText: string) => seal(plainText)),
    decryptStringAsync: vi.fn(async (encrypted: Buffer) => ({ result: unseal(encrypted), shouldReEncrypt })),
  } satisfies SafeStorageLike;
}

describe('createKeychainTokenStore', () => {
  let dir: string;
  let filePath: string;
  const warn = vi.fn();

  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'token-'));
    filePath = path.join(dir, 'nested', 'session-token.bin');
    warn.mockReset();
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('encrypts the token into the user-data file, never in plain text', async () => {
    const safeStorage = fakeSafeStorage();
    const store = await createKeychainTokenStore({ safeStorage, filePath, platform: 'linux', warn });
    await store.set('secret-token-1');
    const onDisk = await readFile(filePath);
    expect(onDisk.toString()).not.toContain('secret-token-1');
    expect(unseal(onDisk)).toBe('secret-token-1');
    expect(store.storage).toBe('keychain');
    if (process.platform !== 'win32') expect((await stat(filePath)).mode & 0o777).toBe(0o600);
  });

  it('decrypts the stored token in a later session', async () => {
    await (
      await createKeychainTokenStore({ safeStorage: fakeSafeStorage(), filePath, platform: 'darwin' })
    ).set('secret-token-2');
    const safeStorage = fakeSafeStorage();
    const next = await createKeychainTokenStore({ safeStorage, filePath, platform: 'darwin' });
    expect(await next.get()).toBe('secret-token-2');
    expect(await next.get()).toBe('secret-token-2');
    expect(safeStorage.decryptStringAsync).toHaveBeenCalledTimes(1);
  });

  it('answers null without a file and removes the file on clear', async () => {
    const store = await createKeychainTokenStore({
      safeStorage: fakeSafeStorage(),
      filePath,
      platform: 'win32',
    });
    expect(await store.get()).toBeNull();
    await store.set('t');
    await store.clear();
    expect(await store.get()).toBeNull();
    await expect(stat(filePath)).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('re-encrypts the stored token when the OS rotated the key', async () => {
    const safeStorage = fakeSafeStorage({ shouldReEncrypt: true });
    const flatFile = path.join(dir, 'token.bin');
    await writeFile(flatFile, seal('rotated-token'));
    const store = await createKeychainTokenStore({ safeStorage, filePath: flatFile, platform: 'win32' });
    expect(await store.get()).toBe('rotated-token');
    expect(safeStorage.decryptStringAsync).toHaveBeenCalledTimes(1);
    expect(safeStorage.encryptStringAsync).toHaveBeenCalledWith('rotated-token');
  });

  it('keeps the token in memory only with the basic_text backend on Linux, and warns', async () => {
    const safeStorage = fakeSafeStorage({ backend: 'basic_text' });
    const store = await createKeychainTokenStore({ safeStorage, filePath, platform: 'linux', warn });
    await store.set('memory-token');
    expect(await store.get()).toBe('memory-token');
    expect(store.storage).toBe('memory');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('basic_text'));
    expect(safeStorage.encryptStringAsync).not.toHaveBeenCalled();
    await expect(stat(filePath)).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('keeps the token in memory when the OS offers no encryption', async () => {
    const safeStorage = fakeSafeStorage({ available: false });
    const store = await createKeychainTokenStore({ safeStorage, filePath, platform: 'win32', warn });
    expect(store.storage).toBe('memory');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('not available'));
  });

  it('treats a corrupt file as no token and removes it', async () => {
    const safeStorage = fakeSafeStorage();
    const store = await createKeychainTokenStore({ safeStorage, filePath, platform: 'linux', warn });
    await store.set('t');
    await writeFile(filePath, Buffer.from([0xde, 0xad, 0xbe, 0xef]));
    const next = await createKeychainTokenStore({ safeStorage, filePath, platform: 'linux', warn });
    expect(await next.get()).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('unreadable'));
    await expect(stat(filePath)).rejects.toMatchObject({ code: 'ENOENT' });
  });
});
