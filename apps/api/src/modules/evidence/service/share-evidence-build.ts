import type { Database } from '../../../db/client.js';
import {
  claimEvidenceBuild,
  findLatestEvidence,
  releaseEvidenceBuild,
  type EvidenceRow,
} from '../queries.js';

/** How long a builder's claim lasts: far more than a build takes; a dead builder's claim ends then. */
const CLAIM_MS = 120_000;
/** How often a reader waiting for another replica's build looks for its file. */
const WAIT_STEP_MS = 200;

/** The builds in flight in this process, per database and dossier: readers at once share one. */
const inFlight = new WeakMap<Database, Map<number, Promise<EvidenceRow | null>>>();

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Builds a dossier's evidence file once however many read it at once (issue 34): readers in this
 * process share the one promise; across replicas the builder claims the dossier in PostgreSQL
 * (`evidence_build_claims`) and the others wait for its row — or take over a claim whose builder died.
 * The stored file when there is one.
 */
export function shareEvidenceBuild(
  db: Database,
  dossierId: number,
  build: () => Promise<EvidenceRow | null>,
): Promise<EvidenceRow | null> {
  let builds = inFlight.get(db);
  if (!builds) inFlight.set(db, (builds = new Map()));
  const running = builds.get(dossierId);
  if (running) return running;
  const started = buildOnce(db, dossierId, build).finally(() => builds.delete(dossierId));
  builds.set(dossierId, started);
  return started;
}

async function buildOnce(
  db: Database,
  dossierId: number,
  build: () => Promise<EvidenceRow | null>,
): Promise<EvidenceRow | null> {
  for (;;) {
    const existing = await findLatestEvidence(db, dossierId);
    if (existing) return existing;
    const now = new Date();
    if (await claimEvidenceBuild(db, dossierId, now, new Date(now.getTime() + CLAIM_MS))) {
      try {
        return await build();
      } finally {
        await releaseEvidenceBuild(db, dossierId);
      }
    }
    // Another replica builds it: its row appears, or its claim ends and this one takes over.
    await sleep(WAIT_STEP_MS);
  }
}
