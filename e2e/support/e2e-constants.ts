import { fileURLToPath } from 'node:url';

/** The port the journeys' server listens on (not 3000, so a running dev server does not clash). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3217);
export const BASE_URL = `http://localhost:${E2E_PORT}`;
/** Files written per port, so two runs on different ports (E2E_PORT) never read each other's ids. */
const runSuffix = E2E_PORT === 3217 ? '' : `-${E2E_PORT}`;
/** Dashboard counts per demo account, computed from the database by the server start script. */
export const EXPECTED_COUNTS_FILE = fileURLToPath(
  new URL(`../test-results-expected-counts${runSuffix}.json`, import.meta.url),
);
/** Ids of the folders each journey starts from, made through the API by the server start script. */
export const JOURNEY_FOLDERS_FILE = fileURLToPath(
  new URL(`../test-results-journey-folders${runSuffix}.json`, import.meta.url),
);
/**
 * The server's data folder (a JSON string), written by the server start script: where the delivery to
 * the back office drops its files (`integration/`) when no webhook target is set, as in the journeys.
 */
export const DATA_DIR_FILE = fileURLToPath(
  new URL(`../test-results-data-dir${runSuffix}.json`, import.meta.url),
);
export const SCREENSHOT_DIR = fileURLToPath(new URL('../screenshots/', import.meta.url));
/**
 * How far the journeys' server moves its signature clock ahead (milliseconds, a JSON number), when it
 * was started with E2E_MOVABLE_CLOCK: a journey writes it to show reminders and expiry.
 */
export const CLOCK_FILE = fileURLToPath(new URL(`../test-results-clock${runSuffix}.json`, import.meta.url));
