// The verification pool's worker entry (verification-pool.ts hands it to piscina): from the sources,
// a worker thread does not inherit the loader that reads TypeScript, so it registers tsx's before
// loading the task itself. In the build, dist/verify-worker-entry.mjs is verify-worker.ts bundled.
import { register } from 'tsx/esm/api';

register();
const { default: verifyOnWorker } = await import('./verify-worker.ts');
export default verifyOnWorker;
