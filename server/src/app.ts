import { existsSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import rateLimitPlugin from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import type { Config } from './config';
import type { Context } from './context';
import { one, type Db } from './db/database';
import { openPglite } from './db/pglite';
import { openPostgres } from './db/postgres';
import { migrate } from './db/migrate';
import { installErrorHandler } from './errors';
import { createMailer } from './mail/mailer';
import { attachRealtime } from './realtime';
import { RouteRegistry } from './routes/registry';
import { sessionRoutes } from './routes/session';
import { categoryRoutes } from './routes/categories';
import { courseRoutes } from './routes/courses';
import { quizRoutes } from './routes/quiz';
import { userRoutes } from './routes/users';
import { devRoutes } from './routes/dev';
import { devSentryRoutes } from './routes/devSentry';
import { isEmpty, seed } from './seed/seed';

export interface Server {
  app: FastifyInstance;
  ctx: Context;
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
}

export function openDatabase(config: Config): Promise<Db> {
  return config.databaseUrl ? openPostgres(config.databaseUrl) : openPglite(config.dataDir);
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

const securityHeaders = (config: Config) => ({
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'content-security-policy':
    `default-src 'self'; connect-src 'self'${reportOrigin(config.clientSentryDsn)} ws: wss:; img-src 'self' data: https:; style-src 'self' 'unsafe-inline'; ` +
    "script-src 'self'; object-src 'none'; base-uri 'self'; frame-ancestors 'none'",
});

function serveWebBundle(app: FastifyInstance, webDist: string): void {
  void app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    setHeaders: (res, filePath) => {
      if (filePath.includes('/assets/'))
        void res.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });
}

export async function buildServer(options: ServerOptions): Promise<Server> {
  const { config } = options;
  const clock = options.clock ?? (() => new Date());
  const db = options.db ?? (await openDatabase(config));
  await migrate(db);
  if ((options.seedIfEmpty ?? true) && (await isEmpty(db))) await seed(db, clock());

  const app = Fastify({
    logger: { level: config.logLevel },
    bodyLimit: 64 * 1024,
    trustProxy: true,
    routerOptions: { maxParamLength: 200 },
  });
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
      keepCopies: !config.production,
      clock,
    }),
    realtime: attachRealtime(app.server, secret, clock),
  };

  await app.register(rateLimitPlugin, { global: false });
  const webDist = config.webDist && existsSync(config.webDist) ? config.webDist : undefined;
  installErrorHandler(app, webDist !== undefined);
  const headers = securityHeaders(config);
  app.addHook('onSend', async (_request, reply) => {
    void reply.headers(headers);
  });
  if (webDist) serveWebBundle(app, webDist);

  sessionRoutes(app, ctx);
  categoryRoutes(app, ctx);
  userRoutes(app, ctx);
  courseRoutes(app, ctx);
  quizRoutes(app, ctx);
  if (!config.production) devRoutes(app, ctx);
  if (!config.production) devSentryRoutes(app, ctx);

  return {
    app,
    ctx,
    async listen() {
      const address = await app.listen({ port: config.port, host: config.host });
      return address.replace('0.0.0.0', 'localhost').replace('[::]', 'localhost');
    },
    async close() {
      await ctx.realtime.close();
      await app.close();
      if (!options.db) await db.close();
    },
  };
}
