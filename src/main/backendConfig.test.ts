import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  BACKEND_CONFIG_BUILD_DIR,
  BACKEND_CONFIG_FILE_NAME,
  BackendConfigError,
  backendConfigFromEnv,
  readBackendConfig,
  writeBackendConfig,
} from './backendConfig';
import { buildContentSecurityPolicy } from './contentSecurityPolicy';
import { loadMainConfig } from './config';

const root = path.resolve(import.meta.dirname, '../..');
const require = createRequire(import.meta.url);

/** What main does at start with a packaged app's resources folder (index.ts). */
const mainConfigFrom = (resources: string, env: NodeJS.ProcessEnv = {}) => {
  const backend = readBackendConfig(resources);
  return loadMainConfig(env, true, {
    apiBaseUrl: backend?.apiBaseUrl,
    stagingApiBaseUrl: backend?.stagingApiBaseUrl,
  });
};

describe('the installer backend configuration', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'backend-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('is packaged by the packaging step and read back by main, which then talks to that backend', async () => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [
        '--import',
        'tsx',
        path.join(root, 'src/main/backendConfigCommand.ts'),
        path.join(dir, BACKEND_CONFIG_BUILD_DIR),
      ],
      {
        cwd: root,
        env: {
          ...process.env,
          QUIZ_API_URL: 'https://quiz.firma.example/api/',
          QUIZ_STAGING_API_URL: 'https://staging.firma.example/api',
        },
      },
    );
    expect(stdout).toContain('https://quiz.firma.example/api');
    // electron-builder copies the file into the resources (extraResources); here the folder stands in.
    const resources = path.join(dir, BACKEND_CONFIG_BUILD_DIR);
    const config = mainConfigFrom(resources);
    expect(config.apiBaseUrl).toBe('https://quiz.firma.example/api');
    expect(config.stagingApiBaseUrl).toBe('https://staging.firma.example/api');
    const policy = buildContentSecurityPolicy({
      apiBaseUrl: config.apiBaseUrl,
      stagingApiBaseUrl: config.stagingApiBaseUrl ?? null,
    });
    expect(policy).toContain('https://quiz.firma.example');
    expect(policy).toContain('wss://staging.firma.example');
  }, 60_000);

  it('can still be overridden at run time', async () => {
    await writeBackendConfig(backendConfigFromEnv({ QUIZ_API_URL: 'https://quiz.firma.example/api' }), dir);
    const config = mainConfigFrom(dir, {
      QUIZ_API_URL: 'https://other.example/api',
      QUIZ_STAGING_API_URL: 'https://other-staging.example/api',
    });
    expect(config.apiBaseUrl).toBe('https://other.example/api');
    expect(config.stagingApiBaseUrl).toBe('https://other-staging.example/api');
    expect(mainConfigFrom(dir).stagingApiBaseUrl).toBeUndefined();
  });

  it('refuses to package without a backend or with one that is no http(s) URL', () => {
    expect(() => backendConfigFromEnv({})).toThrow(BackendConfigError);
    expect(() => backendConfigFromEnv({ QUIZ_API_URL: 'ftp://quiz.example/api' })).toThrow(
      BackendConfigError,
    );
  });

  it('is absent in a development run, and a broken file stops the start', async () => {
    expect(readBackendConfig(dir)).toBeNull();
    await writeFile(path.join(dir, BACKEND_CONFIG_FILE_NAME), '{"apiBaseUrl": "javascript:alert(1)"}');
    expect(() => readBackendConfig(dir)).toThrow(BackendConfigError);
  });

  it('is copied into the resources by electron-builder after `npm run package` wrote it', async () => {
    const { load } = require('js-yaml') as { load(text: string): unknown };
    const builder = load(await readFile(path.join(root, 'electron-builder.yml'), 'utf8')) as {
      extraResources: { from: string; to: string }[];
    };
    expect(builder.extraResources).toContainEqual({
      from: `${BACKEND_CONFIG_BUILD_DIR}/${BACKEND_CONFIG_FILE_NAME}`,
      to: BACKEND_CONFIG_FILE_NAME,
    });
    const scripts = (
      JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8')) as {
        scripts: Record<string, string>;
      }
    ).scripts;
    expect(scripts['package']).toMatch(
      /electron-vite build && node --import tsx src\/main\/backendConfigCommand\.ts && electron-builder$/,
    );
  });
});
