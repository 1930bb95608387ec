import { spawn, type ChildProcess } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type TStartOptions = {
  /** Node's arguments: its options, then the script (run from the repository's root). */
  args: readonly string[];
  /** Added to this process's environment. */
  env: Record<string, string>;
  /** Answers 2xx once the process is ready (`/api/health`). */
  readyUrl: string;
  timeoutMs: number;
  /** How often `readyUrl` is asked (default 100 ms; the start bench asks every 5 ms). */
  pollMs?: number;
};

/**
 * Starts a Node process of the repository (the API, a peer server) with its stderr shown, and waits
 * until `readyUrl` answers; answers the process and the time from its spawn to that answer (ms).
 * Throws when it exits first or is not ready in time (then it is killed).
 */
export async function startUntilReady(options: TStartOptions): Promise<{ child: ChildProcess; ms: number }> {
  const { args, readyUrl, timeoutMs, pollMs = 100 } = options;
  const started = performance.now();
  const child = spawn(process.execPath, [...args], {
    cwd: root,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let exited = false;
  child.on('exit', () => (exited = true));
  while (performance.now() - started < timeoutMs) {
    if (exited) throw new Error(`${args.join(' ')} exited before it was ready`);
    try {
      if ((await fetch(readyUrl)).ok) return { child, ms: performance.now() - started };
    } catch {
      // not listening yet
    }
    await sleep(pollMs);
  }
  child.kill();
  throw new Error(`${args.join(' ')} was not ready in ${timeoutMs / 1000} s`);
}

/** Stops a started process (SIGTERM) and waits until it has exited. */
export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** What every bench's API is started with: its address, the demo seed, warnings only. */
export function apiEnvironment(port: number, publicUrl: string, seed = true): Record<string, string> {
  return {
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: publicUrl,
    SEED_ON_START: String(seed),
    LOG_LEVEL: 'warn',
  };
}
