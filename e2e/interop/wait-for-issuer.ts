import type { ChildProcess } from 'node:child_process';

/** An issuer started for the run: what its discovery document names, and its process. */
export type TStartedIssuer = {
  /** The issuer, as its discovery document and tokens name it (OIDC_ISSUER). */
  issuer: string;
  child: ChildProcess;
};

/** Waits until `url` answers 2xx (30 s at most); stops the run if the issuer's process exited. */
export async function waitForIssuer(url: string, child: ChildProcess, name: string): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`${name} exited (${child.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${name} did not answer ${url}`);
}
