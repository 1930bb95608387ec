import { createHash } from 'node:crypto';
import type { LoadedForm } from '@souscription/form-engine';

/**
 * The SHA-256 of each stored answer an envelope's documents are made from: every element of the
 * blocks before its signing block (display order), the ones a ceremony requires complete. Digests
 * rather than the answers: the envelope keeps no second copy of personal data.
 */
export function computeInputDigests(
  loaded: LoadedForm,
  values: Record<string, unknown>,
  signingBlockId: number,
): Record<string, string> {
  const signingBlock = loaded.blockIndexById.get(signingBlockId);
  if (signingBlock === undefined) return {};
  const digests: Record<string, string> = {};
  for (const { element, blockIndex } of loaded.elements) {
    if (blockIndex >= signingBlock) continue;
    const key = String(element.id);
    if (!(key in values)) continue;
    digests[key] = createHash('sha256')
      .update(JSON.stringify(values[key] ?? null))
      .digest('hex');
  }
  return digests;
}

/** The element ids whose answer differs between two digest sets (changed, added or removed), ascending. */
export function findChangedInputs(before: Record<string, string>, after: Record<string, string>): number[] {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys]
    .filter((key) => before[key] !== after[key])
    .map(Number)
    .sort((a, b) => a - b);
}
