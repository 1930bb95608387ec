// The small-request loop's entry (run-uploads-bench.ts starts it): a worker thread does not inherit
// the loader that reads TypeScript, so it registers tsx's before loading the loop itself.
import { register } from 'tsx/esm/api';

register();
await import('./small-requests-worker.ts');
