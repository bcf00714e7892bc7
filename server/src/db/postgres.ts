import { createHash } from 'node:crypto';
import pg from 'pg';
import type { Db } from './database';

type Client = pg.Pool | pg.PoolClient;

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

function wrap(client: Client, pool: pg.Pool, onPoolError: (error: Error) => void): Db {
  return {
    kind: 'postgres',
    async query<T extends object>(sql: string, params: readonly unknown[] = []) {
      const values = params as unknown[];
      const name = values.length ? statementName(sql) : undefined;
      const result = await client.query<T>(name ? { name, text: sql, values } : { text: sql, values });
      return result.rows;
    },
    async exec(sql: string) {
      await client.query(sql);
    },
    async transaction<T>(work: (tx: Db) => Promise<T>) {
      if (client !== pool) return work(wrap(client, pool, onPoolError));
      const conn = await pool.connect();
      let broken: Error | undefined;
      // A connection the server drops while it is checked out and between statements is an 'error'
      // event of the client itself (the pool listens only to idle ones); its next statement fails anyway.
      const onError = (error: Error) => {
        broken = error;
        onPoolError(error);
      };
      conn.on('error', onError);
      try {
        await conn.query('BEGIN');
        const result = await work(wrap(conn, pool, onPoolError));
        await conn.query('COMMIT');
        return result;
      } catch (error) {
        // On a connection the server dropped, ROLLBACK fails too: the first error is the one to report,
        // and the connection is destroyed rather than handed to the next request.
        await conn.query('ROLLBACK').catch((rollbackError: Error) => (broken = rollbackError));
        throw error;
      } finally {
        conn.off('error', onError);
        conn.release(broken);
      }
    },
    close: () => pool.end(),
    waiting: () => pool.waitingCount,
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
  return wrap(pool, pool, onError);
}
