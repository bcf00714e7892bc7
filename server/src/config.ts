import { fileURLToPath } from 'node:url';
import { APP_VERSION } from '../../src/shared/api/constants';

export interface Config {
  port: number;
  host: string;
  /** Origin the mails link to and the route table names, e.g. http://localhost:8080. */
  publicUrl: string;
  /** PGlite data folder; undefined keeps the database in memory (tests). */
  dataDir: string | undefined;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  production: boolean;
  /** Built web bundle served at /; undefined serves no static files. */
  webDist: string | undefined;
  rateLimits: boolean;
  logLevel: string;
  versions: { current: string; minimum: string; recommended: string };
  /** How long a migrating account takes to be moved, from its first sign-in. */
  migrationSeconds: number;
  /** Sentry DSN the clients report errors to (sent in /app/init); undefined: clients report nothing. */
  clientSentryDsn: string | undefined;
}

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

function intFromEnv(value: string | undefined, fallback: number): number {
  const parsed = Number.parseInt(value ?? '', 10);
  return Number.isFinite(parsed) && parsed >= 0 ? parsed : fallback;
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): Config {
  const port = intFromEnv(env.PORT, 8080);
  const production = env.NODE_ENV === 'production';
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    dataDir: env.DATA_DIR === 'memory' ? undefined : (env.DATA_DIR ?? `${repoRoot}data/pglite`),
    databaseUrl: env.DATABASE_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Weiterbildungsquiz <no-reply@weiterbildungsquiz.example>',
    production,
    webDist: env.WEB_DIST ?? `${repoRoot}dist/web`,
    rateLimits: env.RATE_LIMITS !== 'off',
    logLevel: env.LOG_LEVEL ?? 'info',
    versions: {
      current: env.CURRENT_VERSION ?? APP_VERSION,
      minimum: env.MINIMUM_VERSION ?? '5.0.0',
      recommended: env.RECOMMENDED_VERSION ?? APP_VERSION,
    },
    migrationSeconds: intFromEnv(env.MIGRATION_SECONDS, 30),
    clientSentryDsn: env.CLIENT_SENTRY_DSN || undefined,
  };
}

/** Defaults for tests: in-memory database, no static files, quiet, no rate limits unless asked. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...configFromEnv({ NODE_ENV: 'test', DATA_DIR: 'memory' }),
    webDist: undefined,
    logLevel: 'silent',
    publicUrl: 'http://localhost:8080',
    ...overrides,
  };
}
