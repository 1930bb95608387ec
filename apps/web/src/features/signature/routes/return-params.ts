import type { TSignatureTarget } from '../../../shared/signature/signature-message';

const STEP = /^[a-z_]+$/;

/**
 * The attempt the return page checks, from its address: the folder, the signing step (the button's
 * docusignId) and the party. null when the address does not name them.
 */
export function readReturnParams(params: URLSearchParams): (TSignatureTarget & { dossierId: number }) | null {
  const id = params.get('dossierId') ?? '';
  const step = params.get('docusignId') ?? '';
  const party = params.get('party') ?? 'subscriber';
  if (!/^\d+$/.test(id) || !STEP.test(step) || !STEP.test(party)) return null;
  return { dossierId: Number(id), step, party };
}
