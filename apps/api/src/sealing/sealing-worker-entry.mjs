// The sealing threads' entry (sealing-threads.ts hands it to piscina): from the sources, a worker thread
// does not inherit the loader that reads TypeScript, so it registers tsx's before loading the tasks
// themselves. In the build, dist/sealing-worker-entry.mjs is sealing-worker.ts bundled.
import { register } from 'tsx/esm/api';

register();
const { default: sealOnThread } = await import('./sealing-worker.ts');
export default sealOnThread;
