import { mkdir } from 'node:fs/promises';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { Db } from './database';

type Queryable = Pick<PGlite, 'query' | 'exec'> | Transaction;

function wrap(conn: Queryable, root: PGlite): Db {
  return {
    kind: 'pglite',
    async query<T extends object>(sql: string, params: readonly unknown[] = []) {
      const result = await conn.query<T>(sql, params as unknown[]);
      return result.rows;
    },
    async exec(sql: string) {
      await conn.exec(sql);
    },
    // PGlite has one connection; nested transactions reuse the outer one.
    transaction<T>(work: (tx: Db) => Promise<T>) {
      if (conn !== root) return work(wrap(conn, root));
      return root.transaction((tx) => work(wrap(tx, root)));
    },
    close: () => root.close(),
    queueDelayMs: () => 0,
  };
}

/** The database of a PGlite opened elsewhere (tests open theirs from a dump of a seeded one). */
export const pgliteDb = (pg: PGlite): Db => wrap(pg, pg);

/**
 * Embedded PostgreSQL: in memory when no folder is given, else persisted in that folder, which is made
 * with its parents first (PGlite creates only the last level: a fresh clone has no `data/`).
 */
export async function openPglite(dataDir?: string): Promise<Db> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const pg = dataDir ? new PGlite(dataDir) : new PGlite();
  await pg.waitReady;
  return wrap(pg, pg);
}
