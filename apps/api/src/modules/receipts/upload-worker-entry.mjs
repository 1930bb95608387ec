// The upload worker's entry (upload-body-reader.ts starts it): the API runs from its TypeScript
// sources, and a worker thread does not inherit the loader that reads them, so it registers tsx's
// before loading the worker itself.
import { register } from 'tsx/esm/api';

register();
await import('./upload-worker.ts');
