/**
 * Starts the real product for the browser journeys: a fresh database seeded with the demo data and
 * each journey's folder (support/prepare-journeys.ts), the built SPA, and the embedded provider.
 */
import { prepareJourneys } from './prepare-journeys.js';

const { app, config, database } = await prepareJourneys();
await app.listen({ port: config.port, host: config.host });
console.log(`e2e server on ${config.publicUrl} (${database.kind})`);
