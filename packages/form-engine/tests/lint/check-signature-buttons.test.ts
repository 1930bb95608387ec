import { describe, expect, it } from 'vitest';
import { lintFormDefinition, type ElementAttributes, type LintFinding } from '../../src/index.js';
import { createCleanLintForm, lintElement } from '../fixtures/lint-form.js';

function signatureFindings(...buttons: [number, string, ElementAttributes][]): LintFinding[] {
  const form = createCleanLintForm(
    buttons.map(([id, type, attributes]) =>
      lintElement(id, `button_${id}`, type as 'button_docusign_iframe', { label: 'Signer', ...attributes }),
    ),
  );
  return lintFormDefinition(form, form.tenant, {}).filter((finding) => finding.code.startsWith('signature.'));
}

describe('e-signature buttons', () => {
  it('find nothing in one button per party per step', () => {
    expect(
      signatureFindings(
        [8, 'button_docusign_iframe', { docusignId: 'mission' }],
        [9, 'button_docusign_iframe', { docusignId: 'mission', signatureParty: 'subscriber_advisor' }],
        [10, 'button_docusign_iframe', { docusignId: 'subscription', signatureParty: 'subscriber' }],
      ),
    ).toEqual([]);
  });

  it('report a step that does not exist and a party that does not exist', () => {
    const findings = signatureFindings(
      [8, 'button_docusign_iframe', { docusignId: 'contract' }],
      [9, 'button_docusign_iframe', { docusignId: 'mission', signatureParty: 'notary' as never }],
    );
    expect(findings.map((finding) => [finding.code, finding.severity, finding.elementIds])).toEqual([
      ['signature.unknown-step', 'error', [8]],
      ['signature.unknown-party', 'error', [9]],
    ]);
  });

  it('report two buttons for one step and one party (the subscriber when none is named)', () => {
    const findings = signatureFindings(
      [8, 'button_docusign_iframe', { docusignId: 'mission' }],
      [9, 'button_docusign_iframe', { docusignId: 'mission', signatureParty: 'subscriber' }],
    );
    expect(findings.map((finding) => [finding.code, finding.elementIds])).toEqual([
      ['signature.duplicate-button', [8, 9]],
    ]);
  });

  it('warn about a party named on an element that signs nothing', () => {
    const findings = signatureFindings([8, 'button', { signatureParty: 'co_subscriber' }]);
    expect(findings.map((finding) => [finding.code, finding.severity])).toEqual([
      ['signature.unknown-party', 'warning'],
    ]);
  });
});
