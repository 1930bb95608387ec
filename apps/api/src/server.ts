import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { DEMO_ACCOUNT_LISTING } from './seed/demo-accounts.js';
import { seedDemo } from './seed/seed-demo.js';
import { createBlobStore } from './storage/create-blob-store.js';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
if (config.seedOnStart) {
  await seedDemo(database.db, (message) => console.log(message), {
    signatures: { blobs: await createBlobStore(database), config },
    dataDir: config.dataDir,
  });
}
const app = await buildApp({ config, database, demoAccounts: DEMO_ACCOUNT_LISTING });

const shutdown = async (signal: string) => {
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await database.close();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
app.log.info(
  `Souscription on ${config.publicUrl} (database: ${database.kind}, sign-in: ${config.oidcIssuer ?? 'embedded /oidc'})`,
);
