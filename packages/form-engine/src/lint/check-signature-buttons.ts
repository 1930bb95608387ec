import { SIGNATURE_PARTIES, SIGNATURE_STEPS } from '../definition/signature-party.js';
import { addFinding, type LintContext } from './lint-context.js';

const STEPS: ReadonlySet<string> = new Set(SIGNATURE_STEPS);
const PARTIES: ReadonlySet<string> = new Set(SIGNATURE_PARTIES);

/**
 * E-signature buttons (`button_docusign_iframe`): a `docusignId` that names no signing step or a
 * `signatureParty` that names no party signs nothing (`signature.unknown-step`,
 * `signature.unknown-party`); two buttons for the same step and party would open one ceremony twice
 * (`signature.duplicate-button`). A `signatureParty` on another element type is ignored (warning).
 */
export function checkSignatureButtons(context: LintContext): void {
  const idsByTarget = new Map<string, number[]>();
  for (const element of context.definition.elements) {
    const { docusignId, signatureParty } = element.attributes;
    if (element.type !== 'button_docusign_iframe') {
      if (signatureParty !== undefined && signatureParty !== null) {
        addFinding(context, {
          severity: 'warning',
          code: 'signature.unknown-party',
          elementIds: [element.id],
          params: { party: String(signatureParty), type: element.type },
        });
      }
      continue;
    }
    const step = String(docusignId ?? '');
    if (!STEPS.has(step)) {
      addFinding(context, {
        severity: 'error',
        code: 'signature.unknown-step',
        elementIds: [element.id],
        params: { step, expected: SIGNATURE_STEPS.join(', ') },
      });
      continue;
    }
    const party = String(signatureParty ?? 'subscriber');
    if (!PARTIES.has(party)) {
      addFinding(context, {
        severity: 'error',
        code: 'signature.unknown-party',
        elementIds: [element.id],
        params: { party, expected: SIGNATURE_PARTIES.join(', ') },
      });
      continue;
    }
    const key = `${step}/${party}`;
    idsByTarget.set(key, [...(idsByTarget.get(key) ?? []), element.id]);
  }
  for (const [key, ids] of idsByTarget) {
    if (ids.length < 2) continue;
    const [step, party] = key.split('/') as [string, string];
    addFinding(context, {
      severity: 'error',
      code: 'signature.duplicate-button',
      elementIds: ids,
      params: { step, party, count: ids.length },
    });
  }
}
