import { addFinding, type LintContext } from './lint-context.js';

/** What a document key may be: the key of a document template (lower-case letters, digits, `_`). */
const DOCUMENT_KEY = /^[a-z][a-z0-9_]*$/;

/**
 * Reports the generated documents blocks declare (`block.documents`) that cannot be right: a key
 * that is no template key, or a key two blocks (or one block twice) carry — a document is previewed,
 * downloaded and signed from one block.
 */
export function checkDocuments(context: LintContext): void {
  const blocksByKey = new Map<string, number[]>();
  for (const block of context.definition.blocks) {
    for (const key of block.documents ?? []) {
      if (!DOCUMENT_KEY.test(key)) {
        addFinding(context, {
          severity: 'error',
          code: 'document.invalid-key',
          blockIds: [block.id],
          params: { key },
        });
        continue;
      }
      blocksByKey.set(key, [...(blocksByKey.get(key) ?? []), block.id]);
    }
  }
  for (const [key, blockIds] of blocksByKey) {
    if (blockIds.length < 2) continue;
    addFinding(context, {
      severity: 'error',
      code: 'document.duplicate',
      blockIds: [...new Set(blockIds)],
      params: { key },
    });
  }
}
