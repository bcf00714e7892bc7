import type { Config } from './config';
import type { Db } from './db/database';
import type { Mailer } from './mail/mailer';
import type { Realtime } from './realtime';
import type { RateLimiter } from './routes/rateLimit';
import type { AfterReply } from './afterReply';
import type { RouteRegistry } from './routes/registry';

/** What every route module receives; tests build it with an in-memory database and a fixed clock. */
export interface Context {
  config: Config;
  db: Db;
  mailer: Mailer;
  realtime: Realtime;
  routes: RouteRegistry;
  limiter: RateLimiter;
  clock: () => Date;
  secret: string;
  /** Starts a round of the order worker (bookings, failed mails) without waiting for it. */
  wakeOrderWorker(): void;
  /** Work a request started after its reply (documents, mail, realtime events); see `afterReply`. */
  afterReply: AfterReply;
}
