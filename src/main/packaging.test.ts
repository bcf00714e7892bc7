/**
 * Checks electron-builder.yml with electron-builder's own schema and file matcher: the installers ship
 * exactly the node_modules that main loads at run time, never the server's dependencies.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const root = path.resolve(import.meta.dirname, '../..');

interface BuilderConfig {
  appId: string;
  productName: string;
  files: string[];
  electronFuses: Record<string, boolean>;
  mac: Record<string, unknown>;
  win: Record<string, unknown>;
  linux: Record<string, unknown>;
}
const { load } = require('js-yaml') as { load(text: string): unknown };
const config = load(readFileSync(path.join(root, 'electron-builder.yml'), 'utf8')) as BuilderConfig;

/** Packages main imports at run time; zod is bundled into main by electron.vite.config.ts. */
const MAIN_RUNTIME_PACKAGES = ['electron-updater', '@sentry/electron'];
const BUNDLED_INTO_MAIN = ['zod'];

interface LockEntry {
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  dev?: boolean;
  version?: string;
}
const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, LockEntry>;
};
const packageJson = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

/** Node's lookup on package-lock paths: the nearest node_modules/<name> up from `from`. */
function resolveInLock(from: string, name: string): string | null {
  let base = from;
  for (;;) {
    const candidate = `${base ? `${base}/` : ''}node_modules/${name}`;
    if (lock.packages[candidate]) return candidate;
    if (!base) return null;
    const parent = base.lastIndexOf('/node_modules/');
    base = parent < 0 ? '' : base.slice(0, parent);
  }
}

function closure(roots: string[]): Set<string> {
  const seen = new Set<string>();
  const pending = roots.map((name) => resolveInLock('', name));
  while (pending.length > 0) {
    const location = pending.pop();
    if (!location || seen.has(location)) continue;
    seen.add(location);
    const entry = lock.packages[location]!;
    const names = { ...entry.dependencies, ...entry.optionalDependencies, ...entry.peerDependencies };
    for (const name of Object.keys(names)) pending.push(resolveInLock(location, name));
  }
  return seen;
}

type Filter = (file: string, stat: { moduleFullFilePath: string; isDirectory(): boolean }) => boolean;
const { getNodeModuleFileMatcher } = require('app-builder-lib/out/fileMatcher') as {
  getNodeModuleFileMatcher(
    appDir: string,
    destination: string,
    macroExpander: (pattern: string) => string,
    platformOptions: object,
    packager: { config: BuilderConfig; debugLogger: { isEnabled: boolean } },
  ): { createFilter(): Filter };
};
const shipsFile: Filter = getNodeModuleFileMatcher(
  '/app',
  '/release/app',
  (pattern) => pattern,
  {},
  { config, debugLogger: { isEnabled: false } },
).createFilter();
const ships = (location: string) =>
  shipsFile(`/app/${location}/package.json`, {
    moduleFullFilePath: `${location}/package.json`,
    isDirectory: () => false,
  });

describe('electron-builder.yml', () => {
  it('is valid for electron-builder', async () => {
    const { validateConfiguration } = require('app-builder-lib/out/util/config/config') as {
      validateConfiguration(config: unknown, debugLogger: object): Promise<void>;
    };
    await expect(validateConfiguration(config, { isEnabled: false, add: () => {} })).resolves.toBeUndefined();
  });

  it('names the app and builds NSIS, a hardened dmg and an AppImage', () => {
    expect(config.appId).toBe('de.weiterbildungsquiz.app');
    expect(config.productName).toBe('Weiterbildungsquiz');
    expect(config.win['target']).toBe('nsis');
    expect(config.mac).toMatchObject({ target: 'dmg', hardenedRuntime: true });
    expect(config.linux['target']).toBe('AppImage');
    const entitlements = readFileSync(path.join(root, String(config.mac['entitlements'])), 'utf8');
    expect(entitlements).toContain('com.apple.security.cs.allow-jit');
    expect(entitlements).not.toContain('disable-library-validation');
  });

  it('sets the fuses for production', () => {
    expect(config.electronFuses).toMatchObject({
      runAsNode: false,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      enableEmbeddedAsarIntegrityValidation: true,
      onlyLoadAppFromAsar: true,
      grantFileProtocolExtraPrivileges: false,
    });
  });

  it('ships every package main needs at run time', () => {
    const needed = [...closure(MAIN_RUNTIME_PACKAGES)];
    expect(needed.length).toBeGreaterThan(MAIN_RUNTIME_PACKAGES.length);
    expect(needed.filter((location) => !ships(location))).toEqual([]);
  });

  it('ships no other production dependency: no server, no renderer libraries', () => {
    const needed = closure(MAIN_RUNTIME_PACKAGES);
    const production = closure(Object.keys(packageJson.dependencies));
    const shipped = [...production].filter((location) => !needed.has(location) && ships(location));
    expect(shipped).toEqual([]);
    for (const serverOnly of [
      'fastify',
      '@electric-sql/pglite',
      'pg',
      'nodemailer',
      'socket.io',
      'pino',
      'tsx',
    ]) {
      const location = resolveInLock('', serverOnly);
      expect(location, serverOnly).not.toBeNull();
      expect(ships(location!), serverOnly).toBe(false);
    }
  });

  it('knows every package main imports', () => {
    const imported = new Set<string>();
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(file);
        else if (/(?<!\.test)\.ts$/.test(entry.name) && entry.name !== 'testing.ts') {
          // Type-only imports vanish in the build; relative and node: imports need no package.
          const source = readFileSync(file, 'utf8');
          for (const [, specifier] of source.matchAll(/^import (?!type )[^;]*?from '([^'.][^']*)'/gm)) {
            if (!specifier!.startsWith('node:')) imported.add(specifier!);
          }
        }
      }
    };
    walk(path.join(root, 'src/main'));
    const packages = [...imported].map((specifier) =>
      specifier
        .split('/')
        .slice(0, specifier.startsWith('@') ? 2 : 1)
        .join('/'),
    );
    const known = new Set(['electron', ...MAIN_RUNTIME_PACKAGES, ...BUNDLED_INTO_MAIN]);
    expect([...new Set(packages)].filter((name) => !known.has(name))).toEqual([]);
  });
});

describe('Electron version', () => {
  /** Electron supports its newest three majors; the registry served 45 when this was written. */
  const SUPPORTED_FROM = 43;
  const major = Number(/^\^(\d+)\./.exec(packageJson.devDependencies['electron'] ?? '')?.[1]);
  const installed = (
    JSON.parse(readFileSync(require.resolve('electron/package.json'), 'utf8')) as { version: string }
  ).version;

  it('pins a supported major, and the installed Electron is that major', () => {
    expect(major).toBeGreaterThanOrEqual(SUPPORTED_FROM);
    expect(installed.split('.')[0]).toBe(String(major));
    expect(lock.packages['node_modules/electron']).toMatchObject({ version: installed, dev: true });
  });

  it("is the major the README's security checklist names (point 16)", () => {
    const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
    const point16 = readme.split('\n').find((line) => line.startsWith('| 16 |'));
    expect(point16).toContain(`electron ^${major} (package.json)`);
  });
});
