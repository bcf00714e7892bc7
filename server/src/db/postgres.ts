import pg from 'pg';
import type { Db } from './database';

type Client = pg.Pool | pg.PoolClient;

function wrap(client: Client, pool: pg.Pool): Db {
  return {
    kind: 'postgres',
    async query<T extends object>(sql: string, params: readonly unknown[] = []) {
      const result = await client.query<T>(sql, params as unknown[]);
      return result.rows;
    },
    async exec(sql: string) {
      await client.query(sql);
    },
    async transaction<T>(work: (tx: Db) => Promise<T>) {
      if (client !== pool) return work(wrap(client, pool));
      const conn = await pool.connect();
      try {
        await conn.query('BEGIN');
        const result = await work(wrap(conn, pool));
        await conn.query('COMMIT');
        return result;
      } catch (error) {
        await conn.query('ROLLBACK');
        throw error;
      } finally {
        conn.release();
      }
    },
    close: () => pool.end(),
  };
}

/** A real PostgreSQL server; `schema`, when given, isolates this pool (tests use one schema each). */
export async function openPostgres(connectionString: string, schema?: string): Promise<Db> {
  if (schema) {
    const admin = new pg.Client({ connectionString });
    await admin.connect();
    await admin.query(`CREATE SCHEMA IF NOT EXISTS "${schema.replace(/"/g, '')}"`);
    await admin.end();
  }
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    ...(schema ? { options: `-c search_path="${schema.replace(/"/g, '')}"` } : {}),
  });
  await pool.query('SELECT 1');
  return wrap(pool, pool);
}
