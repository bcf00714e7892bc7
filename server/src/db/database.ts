/** The one database interface the server uses; PGlite and PostgreSQL both implement it with the same SQL. */
export interface Db {
  query<T extends object = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** Runs several statements separated by semicolons, without parameters (migrations). */
  exec(sql: string): Promise<void>;
  transaction<T>(work: (tx: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  readonly kind: 'pglite' | 'postgres';
  /**
   * How long the request that has waited longest for a connection of the pool has been waiting, in ms (0
   * when none waits). PostgreSQL's pool only; PGlite queues inside itself: 0.
   */
  queueDelayMs(): number;
}

export async function one<T extends object>(
  db: Db,
  sql: string,
  params?: readonly unknown[],
): Promise<T | undefined> {
  const rows = await db.query<T>(sql, params);
  return rows[0];
}

/** SQLSTATE classes and codes that mean the server is going away or not yet back, not a bad statement. */
const UNAVAILABLE_STATES = /^(08|57P0[1-3]|53300)/;
const UNAVAILABLE_SYSTEM_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND']);
const UNAVAILABLE_MESSAGES =
  /Connection terminated|connection error|timeout exceeded when trying to connect|Client was closed|Cannot use a pool after calling end/i;

/**
 * Whether an error says the database cannot be reached right now (a restart, a failover, a terminated
 * connection): the request may succeed when repeated, so it is answered 503 with Retry-After, not 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (UNAVAILABLE_STATES.test(code) || UNAVAILABLE_SYSTEM_CODES.has(code)))
    return true;
  return UNAVAILABLE_MESSAGES.test(error.message);
}

/** A LIKE pattern that finds `value` anywhere, its own %, _ and \\ taken literally. */
export const likePattern = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
