import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Db } from '../db/database';
import { migrate } from '../db/migrate';
import { pgliteDb } from '../db/pglite';
import { openPostgres } from '../db/postgres';
import { seed } from '../seed/seed';

/**
 * Migrated and seeded databases made once per test run, which every test server starts from a copy of
 * instead of migrating and seeding its own (the seed hashes passwords and loads the whole question
 * bank: most of a server test file's setup). On PGlite a template is a dump of the data folder, which a
 * new PGlite loads; on PostgreSQL it is a database that `CREATE DATABASE … TEMPLATE` copies.
 *
 * The seed dates news, coins and codes from the moment it runs, so there is one template per seed time,
 * made by the first test file that needs it while the others wait: one for each start of a test clock,
 * and one at the real time the run began (tests on the real clock see data seeded a few minutes before
 * their own start, which no date in the seed is close enough to notice).
 */

/** Where `testClock()` starts by default. */
export const TEST_CLOCK_START = new Date('2026-06-01T10:00:00Z');

/** What the run's global setup hands the test files (server/src/testing/globalSetup.ts). */
export interface Templates {
  /** this run's templates: a folder of PGlite dumps, or the prefix of PostgreSQL database names */
  run: string;
  /** PostgreSQL: the server the templates and their copies live on */
  url?: string;
  /** the seed time of tests on the real clock: when the run began (ms since the epoch) */
  realSeededAt: number;
}

declare module 'vitest' {
  export interface ProvidedContext {
    serverTemplates: Templates | null;
  }
}

const quote = (name: string) => `"${name.replace(/"/g, '')}"`;

/** The same server, another database. */
export function databaseUrl(url: string, database: string, applicationName?: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  if (applicationName) parsed.searchParams.set('application_name', applicationName);
  return parsed.toString();
}

async function withAdmin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, application_name: 'quiz-templates' });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Test files create and drop their databases at the same time; PostgreSQL may pick one of those as the
 * victim of a deadlock on its catalogs (40P01), or see the template still in use by a copy that just
 * ended (55006). Such a statement is simply tried again.
 */
async function adminRetry(url: string, sql: string): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await withAdmin(url, (client) => client.query(sql));
      return;
    } catch (error) {
      const code = (error as { code?: string }).code;
      if ((code !== '40P01' && code !== '55006') || attempt >= 10) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
}

async function seeded(db: Db, at: Date): Promise<void> {
  await migrate(db);
  await seed(db, at);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The dump of the PGlite template seeded at `at`, made by the first file that asks (its lock is a
 * folder: making one is atomic) and read by the others once it is renamed into place.
 */
async function pgliteTemplate(dir: string, at: Date): Promise<Blob> {
  const file = join(dir, `${at.getTime()}.tar`);
  const lock = `${file}.lock`;
  for (const started = Date.now(); Date.now() - started < 300_000;) {
    try {
      return new Blob([await readFile(file)]);
    } catch (error) {
      if ((error as { code?: string }).code !== 'ENOENT') throw error;
    }
    try {
      await mkdir(lock);
    } catch (error) {
      if ((error as { code?: string }).code !== 'EEXIST') throw error;
      await sleep(100);
      continue;
    }
    try {
      const instance = new PGlite();
      await instance.waitReady;
      await seeded(pgliteDb(instance), at);
      const dump = await instance.dumpDataDir('none');
      await instance.close();
      await writeFile(`${file}.part`, Buffer.from(await dump.arrayBuffer()));
      await rename(`${file}.part`, file);
      return dump;
    } finally {
      await rm(lock, { recursive: true, force: true });
    }
  }
  throw new Error(`no PGlite template seeded at ${at.toISOString()} after 5 minutes`);
}

/**
 * The PostgreSQL template database seeded at `at`: made under an advisory lock by the first file that
 * asks; the others wait on the lock and then find it.
 */
async function postgresTemplate(url: string, run: string, at: Date): Promise<string> {
  const name = `${run}_${at.getTime()}`;
  return withAdmin(url, async (client) => {
    await client.query('SELECT pg_advisory_lock(hashtext($1))', [name]);
    try {
      const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (exists.rowCount) return name;
      await client.query(`CREATE DATABASE ${quote(name)}`);
      try {
        const db = await openPostgres(databaseUrl(url, name));
        try {
          await seeded(db, at);
        } finally {
          await db.close();
        }
      } catch (error) {
        await client.query(`DROP DATABASE IF EXISTS ${quote(name)} WITH (FORCE)`);
        throw error;
      }
      return name;
    } finally {
      await client.query('SELECT pg_advisory_unlock(hashtext($1))', [name]);
    }
  });
}

/** A run's templates, made as test files ask for them; `dispose` removes them when the run ends. */
export async function startTemplates(
  url: string | undefined,
): Promise<{ templates: Templates; dispose(): Promise<void> }> {
  const realSeededAt = Date.now();
  if (url) {
    const run = `quiz_template_${randomBytes(4).toString('hex')}`;
    const dispose = async () => {
      const made = await withAdmin(url, (client) =>
        client.query<{ datname: string }>('SELECT datname FROM pg_database WHERE starts_with(datname, $1)', [
          run,
        ]),
      );
      for (const { datname } of made.rows)
        await adminRetry(url, `DROP DATABASE IF EXISTS ${quote(datname)} WITH (FORCE)`);
    };
    return { templates: { run, url, realSeededAt }, dispose };
  }
  const run = await mkdtemp(join(tmpdir(), 'quiz-templates-'));
  return {
    templates: { run, realSeededAt },
    dispose: () => rm(run, { recursive: true, force: true }),
  };
}

export interface TestDatabase {
  db: Db;
  /** PostgreSQL: the database's name */
  name?: string;
  /** closes the database and removes it */
  drop(): Promise<void>;
}

/** A database seeded at `at`: a PGlite loaded from the template's dump, or a copy of the template. */
export async function copyOf(templates: Templates, at: Date): Promise<TestDatabase> {
  const { url } = templates;
  if (!url) {
    const instance = new PGlite({ loadDataDir: await pgliteTemplate(templates.run, at) });
    await instance.waitReady;
    const db = pgliteDb(instance);
    return { db, drop: () => db.close() };
  }
  const template = await postgresTemplate(url, templates.run, at);
  const name = `test_${randomBytes(6).toString('hex')}`;
  await adminRetry(url, `CREATE DATABASE ${quote(name)} TEMPLATE ${quote(template)}`);
  const db = await openPostgres(databaseUrl(url, name, `quiz-${name}`));
  return {
    db,
    name,
    async drop() {
      await db.close();
      await adminRetry(url, `DROP DATABASE IF EXISTS ${quote(name)} WITH (FORCE)`);
    },
  };
}
