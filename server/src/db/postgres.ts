import { createHash } from 'node:crypto';
import pg from 'pg';
import type { Db } from './database';

/**
 * Statements with parameters run as named prepared statements: each connection parses and plans one the first
 * time only, and then gets just its parameters. Our SQL texts are fixed strings, so the names are few; past
 * this many distinct texts, new ones run unnamed, so no text built at run time can make a connection hold
 * statements without end.
 */
const MAX_NAMED_STATEMENTS = 1000;
const statementNames = new Map<string, string>();

function statementName(sql: string): string | undefined {
  let name = statementNames.get(sql);
  if (name === undefined && statementNames.size < MAX_NAMED_STATEMENTS) {
    name = `q${createHash('sha1').update(sql).digest('base64url')}`;
    statementNames.set(sql, name);
  }
  return name;
}

/**
 * The pool and the requests now waiting for one of its connections, oldest first: each notes when it began
 * to wait, so the server can tell how long the queue is in time rather than in heads.
 */
interface Pool {
  pg: pg.Pool;
  waiting: Set<{ since: number }>;
  onError: (error: Error) => void;
}

async function connect(pool: Pool): Promise<pg.PoolClient> {
  const ticket = { since: performance.now() };
  pool.waiting.add(ticket);
  try {
    return await pool.pg.connect();
  } finally {
    pool.waiting.delete(ticket);
  }
}

/**
 * Runs `work` on a connection of its own. A connection the server drops while it is checked out and between
 * statements is an 'error' event of the client itself (the pool listens only to idle ones): such a
 * connection, and one `work` calls broken, is destroyed rather than handed to the next request.
 */
async function withConnection<T>(
  pool: Pool,
  work: (conn: pg.PoolClient, breaks: (error: Error) => void) => Promise<T>,
): Promise<T> {
  const conn = await connect(pool);
  let broken: Error | undefined;
  const breaks = (error: Error) => (broken ??= error);
  const onError = (error: Error) => {
    breaks(error);
    pool.onError(error);
  };
  conn.on('error', onError);
  try {
    return await work(conn, breaks);
  } finally {
    conn.off('error', onError);
    conn.release(broken);
  }
}

async function run<T extends object>(
  conn: pg.PoolClient,
  sql: string,
  params: readonly unknown[],
): Promise<T[]> {
  const values = params as unknown[];
  const name = values.length ? statementName(sql) : undefined;
  const result = await conn.query<T>(name ? { name, text: sql, values } : { text: sql, values });
  return result.rows;
}

function wrap(client: pg.PoolClient | null, pool: Pool): Db {
  return {
    kind: 'postgres',
    query<T extends object>(sql: string, params: readonly unknown[] = []) {
      if (client) return run<T>(client, sql, params);
      // A failed statement outside a transaction gives its connection up, as `pg.Pool#query` does.
      return withConnection(pool, (conn, breaks) =>
        run<T>(conn, sql, params).catch((error: Error) => {
          breaks(error);
          throw error;
        }),
      );
    },
    async exec(sql: string) {
      if (client) await client.query(sql);
      else await withConnection(pool, (conn) => conn.query(sql));
    },
    async transaction<T>(work: (tx: Db) => Promise<T>) {
      if (client) return work(wrap(client, pool));
      return withConnection(pool, async (conn, breaks) => {
        try {
          await conn.query('BEGIN');
          const result = await work(wrap(conn, pool));
          await conn.query('COMMIT');
          return result;
        } catch (error) {
          // On a connection the server dropped, ROLLBACK fails too: the first error is the one to report.
          await conn.query('ROLLBACK').catch(breaks);
          throw error;
        }
      });
    },
    close: () => pool.pg.end(),
    queueDelayMs: () => {
      const oldest = pool.waiting.values().next();
      return oldest.done ? 0 : performance.now() - oldest.value.since;
    },
  };
}

export interface PostgresOptions {
  /** isolates this pool in a schema of its own (tests use one schema each) */
  schema?: string;
  /** where errors of idle connections go (the server's log) */
  onError?: (error: Error) => void;
}

/**
 * A real PostgreSQL server. A connection the server drops while idle (a restart, a failover,
 * pg_terminate_backend) is an 'error' event of the pool: without a listener Node ends the process. It
 * is logged and the pool opens new connections as requests need them, so the server serves again as
 * soon as the database answers.
 */
export async function openPostgres(
  connectionString: string,
  { schema, onError = () => undefined }: PostgresOptions = {},
): Promise<Db> {
  if (schema) {
    const admin = new pg.Client({ connectionString });
    await admin.connect();
    await admin.query(`CREATE SCHEMA IF NOT EXISTS "${schema.replace(/"/g, '')}"`);
    await admin.end();
  }
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    // A database that does not answer fails the request (503) instead of queueing it for ever.
    connectionTimeoutMillis: 5_000,
    application_name: schema ? `quiz-${schema}` : 'quiz',
    ...(schema ? { options: `-c search_path="${schema.replace(/"/g, '')}"` } : {}),
  });
  pool.on('error', onError);
  await pool.query('SELECT 1');
  return wrap(null, { pg: pool, waiting: new Set(), onError });
}
