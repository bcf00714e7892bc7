import { readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';

/**
 * The backend an installer reaches (README, "Ein Installationsprogramm für Ihren Server"): written when the
 * installer is built (`QUIZ_API_URL=https://… npm run package`) into the packaged app's resources, read by
 * main at start. QUIZ_API_URL and QUIZ_STAGING_API_URL in the environment at run time still win.
 */
export const BACKEND_CONFIG_FILE_NAME = 'backend.json';
/** Where `npm run package` writes it before electron-builder copies it into the resources (extraResources). */
export const BACKEND_CONFIG_BUILD_DIR = 'out/backend';

const urlSchema = z.url({ protocol: /^https?$/ }).transform((url) => url.replace(/\/+$/, ''));

export const backendConfigSchema = z.strictObject({
  /** The backend's API base, e.g. https://quiz.example.de/api. */
  apiBaseUrl: urlSchema,
  /** The staging backend a build newer than the server switches to (app start), if any. */
  stagingApiBaseUrl: urlSchema.nullable().default(null),
});
export type BackendConfig = z.infer<typeof backendConfigSchema>;

export class BackendConfigError extends Error {
  override name = 'BackendConfigError';
}

/** The configuration an installer is built with, from QUIZ_API_URL and QUIZ_STAGING_API_URL. */
export function backendConfigFromEnv(env: NodeJS.ProcessEnv): BackendConfig {
  const apiBaseUrl = env['QUIZ_API_URL']?.trim();
  if (!apiBaseUrl) {
    throw new BackendConfigError(
      'QUIZ_API_URL fehlt: ein Installationsprogramm braucht die Adresse seines Servers, z. B. QUIZ_API_URL=https://quiz.example.de/api npm run package',
    );
  }
  const parsed = backendConfigSchema.safeParse({
    apiBaseUrl,
    stagingApiBaseUrl: env['QUIZ_STAGING_API_URL']?.trim() || null,
  });
  if (!parsed.success) {
    throw new BackendConfigError(
      `QUIZ_API_URL or QUIZ_STAGING_API_URL is not an http(s) URL: ${parsed.error.message}`,
    );
  }
  return parsed.data;
}

/** Writes the configuration file into `dir` (the packaging step); answers its path. */
export async function writeBackendConfig(config: BackendConfig, dir: string): Promise<string> {
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, BACKEND_CONFIG_FILE_NAME);
  await writeFile(file, `${JSON.stringify(config, null, 2)}\n`);
  return file;
}

/**
 * The configuration packaged in `resourcesDir` (`process.resourcesPath`), or null when the app has none (a
 * development run). A file that is there but broken stops the start: an installer must not quietly talk
 * to another backend than it was built for.
 */
export function readBackendConfig(resourcesDir: string): BackendConfig | null {
  const file = path.join(resourcesDir, BACKEND_CONFIG_FILE_NAME);
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw new BackendConfigError(`${file} is unreadable`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new BackendConfigError(`${file} is not valid JSON`);
  }
  const parsed = backendConfigSchema.safeParse(json);
  if (!parsed.success) throw new BackendConfigError(`${file} is invalid: ${parsed.error.message}`);
  return parsed.data;
}
