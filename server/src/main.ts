import { buildServer } from './app';
import { configFromEnv, devRoutesEnabled, devRoutesNotice } from './config';
import { startDocumentThread } from './documents';
import { DEMO_PASSWORD, demoAccounts, demoAdminAccounts } from './seed/accounts';

/** `npm start`: the reference backend with the web app, on one port. */
const config = configFromEnv();
const server = await buildServer({ config });
const origin = await server.listen();
startDocumentThread();

const database = config.databaseUrl
  ? 'PostgreSQL (DATABASE_URL)'
  : config.dataDir
    ? `PGlite in ${config.dataDir}`
    : 'PGlite im Arbeitsspeicher (DATA_DIR=memory)';
console.log(`\nWeiterbildungsquiz ${config.versions.current} läuft auf ${origin}  (Datenbank: ${database})`);
console.log(
  config.databaseUrl
    ? 'Echtzeit: über PostgreSQL geteilt; weitere Instanzen mit derselben DATABASE_URL erhalten jedes Ereignis.'
    : 'Echtzeit: nur diese Instanz. PGlite dient genau einem Serverprozess; für mehrere Instanzen DATABASE_URL auf PostgreSQL setzen.',
);
console.log(devRoutesNotice(config));
if (devRoutesEnabled(config)) console.log(`E-Mails (Entwicklungs-Postfach): ${origin}/dev/mails`);
if (!config.production) {
  console.log(`\nDemo-Konten (Passwort: ${DEMO_PASSWORD}):`);
  for (const account of demoAccounts) console.log(`  ${account.email.padEnd(24)} ${account.note}`);
  console.log(
    `\nBackoffice-Konten (${origin}/admin; Passwort: ${DEMO_PASSWORD}, TOTP-Geheimnis für die Authenticator-App):`,
  );
  for (const account of demoAdminAccounts) {
    console.log(`  ${account.email.padEnd(24)} ${account.totpSecret}  ${account.note}`);
  }
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void server.close().then(() => process.exit(0));
  });
}
