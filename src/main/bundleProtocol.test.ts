import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

type BundleHandler = (request: Request) => Promise<Response>;
const registered = vi.hoisted(() => ({ handler: undefined as BundleHandler | undefined }));
vi.mock('electron', () => ({
  protocol: {
    handle: (_scheme: string, handler: BundleHandler) => {
      registered.handler = handler;
    },
  },
  // Stands in for Chromium's file:// loader.
  net: { fetch: async (url: string) => new Response(await readFile(fileURLToPath(url))) },
}));

import { resolveBundlePath, serveBundle } from './bundleProtocol';

describe('resolveBundlePath', () => {
  const root = '/opt/app/out/renderer';

  it.each([
    ['/index.html', '/opt/app/out/renderer/index.html'],
    ['/assets/index-abc.js', '/opt/app/out/renderer/assets/index-abc.js'],
    ['/app/dashboard', '/opt/app/out/renderer/app/dashboard'],
    ['/fonts/Open%20Sans.woff2', '/opt/app/out/renderer/fonts/Open Sans.woff2'],
    ['/a/../index.html', '/opt/app/out/renderer/index.html'],
    ['/..index.html', '/opt/app/out/renderer/..index.html'],
  ])('maps %s inside the bundle', (pathname, expected) => {
    expect(resolveBundlePath(root, pathname, path.posix)).toBe(expected);
  });

  it.each([
    '/../main/index.js',
    '/../../../../etc/passwd',
    '/%2e%2e/main/index.js',
    '/%2E%2E%2F%2E%2E%2Fsecret',
    '/assets/..%2f..%2f..%2fsecret',
    '/%E0%A4%A',
    '/index.html%00.png',
  ])('refuses %s', (pathname) => {
    expect(resolveBundlePath(root, pathname, path.posix)).toBeNull();
  });

  it('refuses Windows backslash and drive traversal', () => {
    const windowsRoot = 'C:\\Program Files\\Weiterbildungsquiz\\resources\\app.asar\\out\\renderer';
    expect(resolveBundlePath(windowsRoot, '/..%5C..%5Cmain%5Cindex.js', path.win32)).toBeNull();
    expect(resolveBundlePath(windowsRoot, '/assets%5C..%5C..%5C..%5Csecret', path.win32)).toBeNull();
    expect(resolveBundlePath(windowsRoot, '/assets/app.js', path.win32)).toBe(
      `${windowsRoot}\\assets\\app.js`,
    );
  });
});

describe('serveBundle', () => {
  let root: string;
  // The page policy differs from the one for other files, to see which one each response got.
  const policy = { forDocument: async () => 'page policy', current: () => 'asset policy' };
  const get = (url: string) => registered.handler!(new Request(url));

  beforeAll(async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'bundle-'));
    root = path.join(dir, 'renderer');
    await mkdir(path.join(root, 'assets'), { recursive: true });
    await writeFile(path.join(root, 'index.html'), '<!doctype html><title>Quiz</title>');
    await writeFile(path.join(root, 'assets', 'app.js'), 'console.log(1)');
    await writeFile(path.join(dir, 'secret.txt'), 'secret');
    serveBundle(root, policy);
  });
  afterAll(() => rm(path.dirname(root), { recursive: true, force: true }));

  it('serves files with our content security policy', async () => {
    const response = await get('app://bundle/assets/app.js');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('console.log(1)');
    expect(response.headers.get('content-security-policy')).toBe('asset policy');
  });

  it('answers router paths with index.html, under the page policy', async () => {
    for (const url of ['app://bundle/', 'app://bundle/app/dashboard', 'app://bundle/login?x=1']) {
      const response = await get(url);
      expect(await response.text()).toContain('<title>Quiz</title>');
      expect(response.headers.get('content-security-policy')).toBe('page policy');
    }
  });

  it('answers 404 for missing assets, other hosts and traversal', async () => {
    for (const url of [
      'app://bundle/assets/missing.js',
      'app://other/index.html',
      'app://bundle/..%2fsecret.txt',
    ]) {
      expect((await get(url)).status).toBe(404);
    }
  });
});
