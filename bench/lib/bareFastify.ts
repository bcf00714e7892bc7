import Fastify from 'fastify';
import { migrate } from '../../server/src/db/migrate';
import { openPglite } from '../../server/src/db/pglite';
import { openPostgres } from '../../server/src/db/postgres';

/**
 * The floor `npm run load` compares the reference server with: a bare Fastify route that does one
 * indexed query, on the same kind of database. Env: PORT, DATABASE_URL (the load's schema) or nothing
 * (an in-memory PGlite of its own, migrated: PGlite serves one process, the server's is taken).
 */
const db = process.env.DATABASE_URL ? await openPostgres(process.env.DATABASE_URL) : await openPglite();
if (db.kind === 'pglite') await migrate(db);

const app = Fastify({ logger: false });
app.get('/one/:id', async (request) => {
  const id = Number((request.params as { id: string }).id);
  const rows = await db.query<{ id: number; email: string }>('SELECT id, email FROM users WHERE id = $1', [
    id,
  ]);
  return { found: rows.length };
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app
      .close()
      .then(() => db.close())
      .then(() => process.exit(0));
  });
}
