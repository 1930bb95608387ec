import { operations } from '@souscription/contract';
import type { SignatureParty, SignatureStep } from '@souscription/form-engine';
import { call } from '../../../shared/api/call';

/**
 * `POST /dossiers/{folderId}/docusigns/{docusignId}/ceremonies` `{ party }`: opens the ceremony of one
 * party for one step (the envelope on the first call) and answers the one-time address of its signing
 * page. The answer also binds this browser to the page (a cookie of /sign).
 */
export async function getSignatureIframe(
  folderId: number,
  step: SignatureStep,
  party: SignatureParty,
): Promise<string | null> {
  const answer = await call(operations.openSignatureCeremony, {
    params: { folderId, docusignId: step },
    body: { party },
  });
  return answer?.docusign.url ?? null;
}
