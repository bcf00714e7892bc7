import { fileURLToPath } from 'node:url';
import { APP_VERSION } from '../../src/shared/api/constants';
import { DEMO_SELLER } from './documents/demoSeller';
import type { Seller } from './documents/types';

/** Fastify's trustProxy: believe X-Forwarded-* only from this many hops or from these addresses. */
export type TrustProxy = false | number | string[];

export interface Config {
  port: number;
  /** Interface to listen on; loopback unless HOST exposes the server. */
  host: string;
  /** DEV_ROUTES: 'auto' (unset) means on loopback only; see devRoutesEnabled. */
  devRoutes: 'on' | 'off' | 'auto';
  trustProxy: TrustProxy;
  /** A request whose headers and body have not arrived by then is answered 408 and its connection closed. */
  requestTimeoutMs: number;
  /**
   * Past capacity the server sheds what it cannot serve in time (503 with Retry-After) rather than
   * queue everyone: when a request has waited longer than this many milliseconds for a database
   * connection (0: never) ...
   */
  shedPoolDelayMs: number;
  /** ... or the event loop lags more than this many milliseconds (0: never). */
  shedEventLoopDelayMs: number;
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
  /** Closed article visits between two fullscreen ads (it comes from the server). */
  newsFullscreenAdInterval: number;
  /** The firm that sells the training and issues invoices and certificates (SELLER_*). */
  seller: Seller;
  /** The industry training database's endpoint for hour bookings; undefined: the development port. */
  trainingDbUrl: string | undefined;
  /** How often the order worker sends due bookings and unsent invoice mails; 0 only when woken (tests). */
  orderWorkerIntervalMs: number;
}

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

function intFromEnv(value: string | undefined, fallback: number): number {
  const parsed = Number.parseInt(value ?? '', 10);
  return Number.isFinite(parsed) && parsed >= 0 ? parsed : fallback;
}

export const isLoopback = (host: string): boolean =>
  host === 'localhost' || host === '::1' || host === '[::1]' || /^127(\.\d{1,3}){3}$/.test(host);

function devRoutesFromEnv(value: string | undefined): Config['devRoutes'] {
  if (value === 'on' || value === 'off') return value;
  if (value) throw new Error(`DEV_ROUTES=${value}: use on or off`);
  return 'auto';
}

/**
 * Development routes (mailbox with reset links, impersonation tokens, quiz helpers, Sentry sink) hand
 * out any account. Unset, they are on only for the plain local start: a loopback HOST with no proxy in
 * front (TRUST_PROXY) and no shared database (DATABASE_URL), the marks of a deployment. DEV_ROUTES=on
 * asks for them anywhere; production never has them.
 */
export const devRoutesEnabled = (config: Config): boolean =>
  !config.production &&
  (config.devRoutes === 'on' ||
    (config.devRoutes === 'auto' && isLoopback(config.host) && !config.trustProxy && !config.databaseUrl));

/**
 * TRUST_PROXY: a number of proxy hops, or addresses and CIDR ranges (comma-separated; also proxy-addr's
 * names loopback, linklocal, uniquelocal). Unset: X-Forwarded-For is ignored, so no client can choose the
 * address the rate limits count. `true` is refused: it would believe every client.
 */
export function trustProxyFromEnv(value: string | undefined): TrustProxy {
  const raw = value?.trim() ?? '';
  if (raw === '' || raw === 'off' || raw === 'false') return false;
  if (/^\d+$/.test(raw)) return Number(raw);
  if (raw === 'true' || raw === 'on') {
    throw new Error('TRUST_PROXY=true would believe any client; name the proxy hops or addresses');
  }
  const addresses = raw.split(',').map((part) => part.trim());
  if (addresses.some((part) => !/^[0-9a-fA-F.:/]+$|^(loopback|linklocal|uniquelocal)$/.test(part))) {
    throw new Error(`TRUST_PROXY=${raw}: expected a hop count or comma-separated addresses`);
  }
  return addresses;
}

/** ISO 13616 check digits (mod 97), so a mistyped IBAN stops the start, not every invoice's QR code. */
export function isValidIban(value: string): boolean {
  const iban = value.replace(/\s+/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const digits = (iban.slice(4) + iban.slice(0, 4)).replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  return [...digits].reduce((rest, digit) => (rest * 10 + Number(digit)) % 97, 0) === 1;
}

/** Operator data for invoices and the Impressum; each SELLER_* variable overrides the demo value. */
function sellerFromEnv(env: NodeJS.ProcessEnv): Seller {
  const pick = (name: string, fallback: string) => env[`SELLER_${name}`] || fallback;
  for (const [name, country] of [
    ['IBAN', null],
    ['CH_IBAN', /^(CH|LI)/],
  ] as const) {
    const value = env[`SELLER_${name}`];
    if (value && (!isValidIban(value) || (country && !country.test(value.trim().toUpperCase())))) {
      throw new Error(`SELLER_${name}=${value}: not a valid${country ? ' Swiss (CH/LI)' : ''} IBAN`);
    }
  }
  const d = DEMO_SELLER;
  return {
    name: pick('NAME', d.name),
    address: {
      street: pick('STREET', d.address.street),
      postalCode: pick('POSTAL_CODE', d.address.postalCode),
      city: pick('CITY', d.address.city),
      country: d.address.country,
    },
    email: pick('EMAIL', d.email),
    phone: pick('PHONE', d.phone),
    web: pick('WEB', d.web),
    taxNumber: pick('TAX_NUMBER', d.taxNumber),
    vatId: pick('VAT_ID', d.vatId),
    swissVatNumber: pick('CH_VAT_NUMBER', d.swissVatNumber),
    registerCourt: pick('REGISTER_COURT', d.registerCourt),
    registerNumber: pick('REGISTER_NUMBER', d.registerNumber),
    managingDirector: pick('MANAGING_DIRECTOR', d.managingDirector),
    // Kept without spaces: the payment codes (EPC, QR-bill) take the bare IBAN.
    iban: pick('IBAN', d.iban).replace(/\s+/g, '').toUpperCase(),
    bic: pick('BIC', d.bic),
    bankName: pick('BANK', d.bankName),
    swissIban: pick('CH_IBAN', d.swissIban).replace(/\s+/g, '').toUpperCase(),
  };
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): Config {
  const port = intFromEnv(env.PORT, 8080);
  const production = env.NODE_ENV === 'production';
  const host = env.HOST || '127.0.0.1';
  return {
    port,
    host,
    devRoutes: devRoutesFromEnv(env.DEV_ROUTES),
    trustProxy: trustProxyFromEnv(env.TRUST_PROXY),
    requestTimeoutMs: 30_000,
    shedPoolDelayMs: intFromEnv(env.SHED_POOL_DELAY_MS, 100),
    shedEventLoopDelayMs: intFromEnv(env.SHED_EVENT_LOOP_DELAY_MS, 1000),
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
    newsFullscreenAdInterval: Math.max(1, intFromEnv(env.NEWS_FULLSCREEN_AD_INTERVAL, 3)),
    seller: sellerFromEnv(env),
    trainingDbUrl: env.TRAINING_DB_URL || undefined,
    orderWorkerIntervalMs: 30_000,
  };
}

/** The start-up line that says whether the development routes are reachable, and why. */
export function devRoutesNotice(config: Config): string {
  if (config.production) {
    const ignored = config.devRoutes === 'on' ? '; DEV_ROUTES=on wird ignoriert' : '';
    return `Entwicklungsrouten: aus (NODE_ENV=production${ignored})`;
  }
  if (config.devRoutes === 'off') return 'Entwicklungsrouten: aus (DEV_ROUTES=off)';
  if (config.devRoutes === 'auto') {
    if (!isLoopback(config.host))
      return `Entwicklungsrouten: aus (${config.host} ist kein Loopback; DEV_ROUTES=on schaltet sie ein)`;
    if (config.trustProxy)
      return 'Entwicklungsrouten: aus (TRUST_PROXY ist gesetzt; DEV_ROUTES=on schaltet sie ein)';
    if (config.databaseUrl)
      return 'Entwicklungsrouten: aus (DATABASE_URL ist gesetzt; DEV_ROUTES=on schaltet sie ein)';
  }
  if (isLoopback(config.host))
    return `Entwicklungsrouten: an (nur über ${config.host} erreichbar, nie über einen Proxy)`;
  return `WARNUNG: Entwicklungsrouten an (DEV_ROUTES=on) auf ${config.host}: wer den Server erreicht, kann jedes Konto übernehmen`;
}

/**
 * Defaults for tests: in-memory database, no static files, quiet, no rate limits unless asked; the order
 * worker runs only when woken (by an order, or by the test), so its timer never races a test's port.
 */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...configFromEnv({ NODE_ENV: 'test', DATA_DIR: 'memory' }),
    webDist: undefined,
    logLevel: 'silent',
    publicUrl: 'http://localhost:8080',
    orderWorkerIntervalMs: 0,
    // A test machine's hiccups are no overload; the overload test turns shedding on.
    shedPoolDelayMs: 0,
    shedEventLoopDelayMs: 0,
    ...overrides,
  };
}
