import { operations } from '@souscription/contract';
import type { SignatureParty, SignatureStep } from '@souscription/form-engine';
import { call } from '../../../shared/api/call';

/**
 * `GET /dossiers/{folderId}/docusigns/{docusignId}/iframe?party=…`: the one-time address of the signing
 * page of one party for one step. The answer also binds this browser to the page (a cookie of /sign).
 */
export async function getSignatureIframe(
  folderId: number,
  step: SignatureStep,
  party: SignatureParty,
): Promise<string | null> {
  const answer = await call(operations.getSignatureIframe, {
    params: { folderId, docusignId: step },
    query: { party },
  });
  return answer?.docusign.url ?? null;
}
