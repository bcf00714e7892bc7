import { configFromEnv } from './config';
import { openDatabase } from './app';
import { migrate } from './db/migrate';
import { seed } from './seed/seed';

/** `npm run seed`: migrates and (re)loads the seed data into the configured database. */
const config = configFromEnv();
const db = await openDatabase(config);
await migrate(db);
await seed(db, new Date(), { adminAccounts: !config.production });
await db.close();
console.log('Seed-Daten geladen.');
