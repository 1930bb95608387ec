import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { createBlobStore } from '../storage/create-blob-store.js';
import { seedDemo } from './seed-demo.js';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await seedDemo(database.db, (message) => console.log(message), {
  signatures: { blobs: await createBlobStore(database), config },
  dataDir: config.dataDir,
});
await database.close();
console.log(`seed done (${database.kind})`);
