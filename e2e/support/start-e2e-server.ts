/**
 * Starts the real product for the browser journeys: a fresh database seeded with the demo data and
 * each journey's folder (support/prepare-journeys.ts), the built SPA, and the embedded provider.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { CLOCK_FILE } from './e2e-constants.js';
import { prepareJourneys } from './prepare-journeys.js';

/** The clock the journeys move (E2E_MOVABLE_CLOCK): the real one plus the offset a journey wrote. */
function movableClock(): () => Date {
  writeFileSync(CLOCK_FILE, '0');
  return () => {
    let offset = 0;
    try {
      offset = Number(JSON.parse(readFileSync(CLOCK_FILE, 'utf8'))) || 0;
    } catch {
      offset = 0;
    }
    return new Date(Date.now() + offset);
  };
}

const { app, config, database } = await prepareJourneys(
  {},
  process.env.E2E_MOVABLE_CLOCK ? { clock: movableClock() } : {},
);
await app.listen({ port: config.port, host: config.host });
console.log(`e2e server on ${config.publicUrl} (${database.kind})`);
