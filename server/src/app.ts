import { existsSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { devRoutesEnabled, isLoopback, type Config } from './config';
import { shedLoad } from './overload';
import { createAfterReply } from './afterReply';
import type { Context } from './context';
import { one, type Db } from './db/database';
import { openPglite } from './db/pglite';
import { openPostgres } from './db/postgres';
import { migrate } from './db/migrate';
import { installErrorHandler } from './errors';
import { createMailer } from './mail/mailer';
import { attachRealtime } from './realtime';
import { RateLimiter } from './routes/rateLimit';
import { RouteRegistry } from './routes/registry';
import { sessionRoutes } from './routes/session';
import { categoryRoutes } from './routes/categories';
import { courseRoutes } from './routes/courses';
import { quizRoutes } from './routes/quiz';
import { newsRoutes } from './routes/news';
import { companyRoutes } from './routes/company';
import { practiceRoutes } from './routes/practice';
import { feedbackRoutes } from './routes/feedback';
import { userRoutes } from './routes/users';
import { accountRoutes } from './routes/account';
import { adminRoutes } from './routes/admin';
import { reportRoutes } from './routes/reports';
import { adminQuestionRoutes } from './routes/adminQuestions';
import { imageRoutes } from './routes/images';
import { documentRoutes } from './routes/documents';
import { yearRoutes } from './routes/year';
import { adminOrderRoutes } from './routes/adminOrders';
import { adminPromoRoutes } from './routes/adminPromo';
import { adminBookingRoutes } from './routes/adminBookings';
import { adminFiguresRoutes } from './routes/adminFigures';
import { devTrainingDatabaseRoutes } from './routes/devTrainingDatabase';
import { adminSupportRoutes } from './routes/adminSupport';
import { adminCompaniesRoutes } from './routes/adminCompanies';
import { companyResultsRoutes } from './routes/companyResults';
import { companyConsoleRoutes } from './routes/companyConsole';
import { adminNewsRoutes } from './routes/adminNews';
import { adminKioskRoutes } from './routes/adminKiosk';
import { devRoutes } from './routes/dev';
import { reminderRoutes } from './routes/reminders';
import { remindersDevRoutes } from './routes/remindersDev';
import { newsDevRoutes } from './routes/newsDev';
import { devSentryRoutes } from './routes/devSentry';
import { isEmpty, seed } from './seed/seed';
import { orderRoutes } from './routes/orders';
import { startOrderWorker, type OrderWorker } from './orders/worker';
import { devTrainingDatabase, httpTrainingDatabase, type TrainingDatabase } from './orders/trainingDatabase';

export interface Server {
  app: FastifyInstance;
  ctx: Context;
  /** Training-database bookings and failed order mails, sent outside the order's transaction. */
  orders: OrderWorker;
  /** Listens on config.port (0 picks a free port) and returns the origin, e.g. http://127.0.0.1:8080. */
  listen(): Promise<string>;
  close(): Promise<void>;
}

export interface ServerOptions {
  config: Config;
  /** An open database (tests share or isolate one); otherwise opened from the config. */
  db?: Db;
  clock?: () => Date;
  /** Seed an empty database on start (default true). */
  seedIfEmpty?: boolean;
  /** Where the log goes (tests read it); standard output by default. */
  logStream?: { write(line: string): void };
  /** The training database port (tests); otherwise TRAINING_DB_URL or the development port. */
  trainingDatabase?: TrainingDatabase;
}

export function openDatabase(config: Config, onError?: (error: Error) => void): Promise<Db> {
  return config.databaseUrl ? openPostgres(config.databaseUrl, { onError }) : openPglite(config.dataDir);
}

/** The signing secret lives in the database so that every server instance shares it. */
async function loadSecret(db: Db): Promise<string> {
  await db.query(`INSERT INTO app_settings (key, value) VALUES ('secret', $1) ON CONFLICT (key) DO NOTHING`, [
    randomBytes(32).toString('hex'),
  ]);
  const row = await one<{ value: string }>(db, `SELECT value FROM app_settings WHERE key = 'secret'`);
  return row!.value;
}

/** The origin of the clients' error-reporting DSN, which the web app must be allowed to connect to. */
const reportOrigin = (dsn: string | undefined): string =>
  dsn && URL.canParse(dsn) ? ` ${new URL(dsn).origin}` : '';

const HOST_PATTERN = /^(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/** The realtime socket's origin: this host, over ws or wss as the page came (a bare `ws:` allows any host). */
function socketOrigin(request: FastifyRequest): string {
  if (!HOST_PATTERN.test(request.host)) return '';
  return ` ${request.protocol === 'https' ? 'wss' : 'ws'}://${request.host}`;
}

const PERMISSIONS_POLICY =
  'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()';

function securityHeaders(config: Config, request: FastifyRequest): Record<string, string> {
  return {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
    'cross-origin-opener-policy': 'same-origin',
    'permissions-policy': PERMISSIONS_POLICY,
    'content-security-policy':
      `default-src 'self'; connect-src 'self'${reportOrigin(config.clientSentryDsn)}${socketOrigin(request)}; ` +
      "img-src 'self' data:; style-src 'self' 'unsafe-inline'; script-src 'self'; object-src 'none'; " +
      "base-uri 'self'; frame-ancestors 'none'",
    // Browsers honour it only over https, and a plain-http development server must stay reachable.
    ...(request.protocol === 'https'
      ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' }
      : {}),
  };
}

/** Trusts the nearest `hops` proxies, the way proxy-addr reads a hop count. */
const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

/** API replies carry tokens and personal data: no browser or proxy may keep a copy. */
const isPrivateReply = (url: string) => url.startsWith('/api/') || url.startsWith('/dev/');

const isUnder = (url: string, base: string) =>
  url === base || url.startsWith(`${base}/`) || url.startsWith(`${base}?`);
/** The back office's calls and its pages (the web app's /admin, served as index.html). */
const isAdminReply = (url: string) => isUnder(url, '/api/admin') || isUnder(url.toLowerCase(), '/admin');

/** Secrets that links carry in their query (verification and reset tokens, addresses) stay out of the log. */
export const redactUrl = (url: string) => url.replace(/([?&](?:token|email)=)[^&#]*/gi, '$1[redacted]');

function serveWebBundle(app: FastifyInstance, webDist: string): void {
  void app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    // The build writes each script and stylesheet also compressed (.br, .gz): sent to who accepts them.
    preCompressed: true,
    setHeaders: (res, filePath) => {
      if (filePath.includes('/assets/'))
        void res.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });
}

const PROXY_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip', 'x-forwarded-host'];
const isDevPath = (url: string) => url.startsWith('/api/dev/') || url.startsWith('/dev/');

/**
 * Development routes answer only a person at this machine: never a request a proxy forwarded (it came
 * from anywhere), and, unless DEV_ROUTES=on asked for another host, only a loopback client address as
 * the server computes it (`request.ip`, which follows X-Forwarded-For only from TRUST_PROXY). Refused
 * requests get the 404 of a route that does not exist.
 */
function refuseProxiedDevRequests(app: FastifyInstance, config: Config): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!isDevPath(request.url)) return;
    const proxied = PROXY_HEADERS.some((name) => request.headers[name] !== undefined);
    const local = isLoopback(request.ip.replace(/^::ffff:/, ''));
    if (proxied || (config.devRoutes !== 'on' && !local)) {
      return reply.status(404).send({ message: 'Nicht gefunden.' });
    }
  });
}

export async function buildServer(options: ServerOptions): Promise<Server> {
  const { config } = options;
  const clock = options.clock ?? (() => new Date());
  // Errors of idle database connections arrive before and after the app exists; both go to its log.
  let logDbError = (error: Error) => console.error('database connection error', error);
  const db = options.db ?? (await openDatabase(config, (error) => logDbError(error)));
  await migrate(db);
  if ((options.seedIfEmpty ?? true) && (await isEmpty(db)))
    await seed(db, clock(), { adminAccounts: !config.production });

  const app = Fastify({
    logger: {
      level: config.logLevel,
      ...(options.logStream ? { stream: options.logStream } : {}),
      serializers: {
        req: (request: FastifyRequest) => ({
          method: request.method,
          url: redactUrl(request.url),
          remoteAddress: request.ip,
        }),
      },
    },
    bodyLimit: 64 * 1024,
    // X-Forwarded-For is believed only from the configured proxies (TRUST_PROXY), else anyone could
    // pick the address the rate limits count.
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    // A body that never completes must not hold its connection: Node answers 408 and closes it.
    requestTimeout: config.requestTimeoutMs,
    http: {
      requestTimeout: config.requestTimeoutMs,
      headersTimeout: Math.min(10_000, config.requestTimeoutMs),
      connectionsCheckingInterval: Math.min(1_000, config.requestTimeoutMs),
    },
    routerOptions: { maxParamLength: 200 },
  });
  logDbError = (error) =>
    app.log.warn({ err: error }, 'database connection lost; new connections will be opened');
  const secret = await loadSecret(db);
  const ctx: Context = {
    config,
    db,
    clock,
    secret,
    routes: new RouteRegistry(),
    mailer: createMailer({
      db,
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      keepCopies: devRoutesEnabled(config),
      clock,
    }),
    realtime: attachRealtime(app.server, {
      secret,
      db,
      clock,
      publicUrl: config.publicUrl,
      // Instances share events only through PostgreSQL; PGlite serves one process (main.ts says so).
      postgresUrl: db.kind === 'postgres' ? config.databaseUrl : undefined,
      logError: (err) => app.log.error({ err }, 'realtime adapter'),
    }),
    limiter: new RateLimiter(clock, config.rateLimits),
    // Called by requests, which only arrive after `orders` below exists.
    wakeOrderWorker: () => void orders.run(),
    afterReply: createAfterReply((err) => app.log.error({ err }, 'work after the reply failed')),
  };
  // The development port refuses the gut beraten IDs its development route names (end-to-end tests).
  const trainingRefusals = new Set<string>();
  const devPort = !options.trainingDatabase && !config.trainingDbUrl;
  const trainingDatabase =
    options.trainingDatabase ??
    (config.trainingDbUrl
      ? httpTrainingDatabase(config.trainingDbUrl)
      : devTrainingDatabase(ctx.mailer, trainingRefusals));
  const orders = startOrderWorker(ctx, trainingDatabase, {
    intervalMs: config.orderWorkerIntervalMs,
    logError: (err, message) => app.log.error({ err }, message),
  });

  const webDist = config.webDist && existsSync(config.webDist) ? config.webDist : undefined;
  installErrorHandler(app, webDist !== undefined);
  await shedLoad(app, config, db);
  app.addHook('onSend', async (request, reply) => {
    void reply.headers(securityHeaders(config, request));
    // The back office never lets a reply be kept, whatever a route set (docs/product-rules.md#back-office).
    if (isAdminReply(request.url)) void reply.header('cache-control', 'no-store');
    else if (isPrivateReply(request.url) && !reply.hasHeader('cache-control')) {
      void reply.header('cache-control', 'no-store');
    }
  });
  if (webDist) serveWebBundle(app, webDist);

  sessionRoutes(app, ctx);
  categoryRoutes(app, ctx);
  userRoutes(app, ctx);
  accountRoutes(app, ctx);
  courseRoutes(app, ctx);
  quizRoutes(app, ctx);
  orderRoutes(app, ctx);
  newsRoutes(app, ctx);
  companyRoutes(app, ctx);
  documentRoutes(app, ctx);
  feedbackRoutes(app, ctx);
  adminRoutes(app, ctx);
  reportRoutes(app, ctx);
  adminQuestionRoutes(app, ctx);
  adminOrderRoutes(app, ctx);
  adminPromoRoutes(app, ctx);
  imageRoutes(app, ctx);
  adminBookingRoutes(app, ctx, trainingDatabase);
  adminFiguresRoutes(app, ctx);
  adminSupportRoutes(app, ctx);
  adminCompaniesRoutes(app, ctx);
  adminNewsRoutes(app, ctx);
  yearRoutes(app, ctx);
  reminderRoutes(app, ctx);
  practiceRoutes(app, ctx);
  companyResultsRoutes(app, ctx);
  companyConsoleRoutes(app, ctx);
  adminKioskRoutes(app, ctx);
  // Development routes hand out any account: only where the config allows them (loopback or
  // DEV_ROUTES=on, never production).
  if (devRoutesEnabled(config)) {
    refuseProxiedDevRequests(app, config);
    devRoutes(app, ctx);
    newsDevRoutes(app, ctx);
    devSentryRoutes(app, ctx);
    if (devPort) devTrainingDatabaseRoutes(app, trainingRefusals);
    remindersDevRoutes(app, ctx);
  }

  return {
    app,
    ctx,
    orders,
    async listen() {
      const address = await app.listen({ port: config.port, host: config.host });
      return address.replace('0.0.0.0', 'localhost').replace('[::]', 'localhost');
    },
    async close() {
      await orders.stop();
      await ctx.afterReply.settled();
      await ctx.realtime.close();
      await app.close();
      if (!options.db) await db.close();
    },
  };
}
