// The end-to-end tests' server (playwright.config.ts starts it): `server/src/main.ts` on the embedded
// PGlite of DATA_DIR, or, when E2E_DATABASE_URL names a PostgreSQL, on a schema of its own there, made
// empty for this run and dropped when the server stops (the server migrates and seeds it as on any first
// start). PostgreSQL runs the queries in its own processes instead of on the server's event loop.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';

const base = process.env.E2E_DATABASE_URL;
const schema = base ? `e2e_${randomBytes(5).toString('hex')}` : undefined;

async function admin(sql) {
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

const env = { ...process.env };
if (base) {
  await admin(`CREATE SCHEMA "${schema}"`);
  const url = new URL(base);
  url.searchParams.set('options', `-c search_path=${schema}`);
  env.DATABASE_URL = url.toString();
  // With DATABASE_URL the development routes are off unless asked for; the tests read the mailbox.
  env.DEV_ROUTES = 'on';
  console.log(`E2E: PostgreSQL, schema ${schema}`);
}

const server = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], { env, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => server.kill(signal));
server.once('exit', (code, signal) => {
  const done = () => process.exit(code ?? (signal ? 1 : 0));
  if (!schema) return done();
  admin(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`).then(done, (error) => {
    console.error(`E2E: could not drop schema ${schema}: ${error.message}`);
    done();
  });
});
