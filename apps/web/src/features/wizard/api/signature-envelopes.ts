import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  operations,
  type TSignatureEnvelope,
  type TSignatureParty,
  type TSignatureStep,
  type TSigningMode,
} from '@souscription/contract';
import { call } from '../../../shared/api/call';
import { signatureEnvelopesKey } from './signature-envelopes-key';

/** `GET /dossier/{id}/docusign/envelopes`: the folder's envelopes, oldest first. */
export const signatureEnvelopesQueryOptions = (dossierId: number) =>
  queryOptions({
    queryKey: signatureEnvelopesKey(dossierId),
    queryFn: async ({ signal }): Promise<TSignatureEnvelope[]> =>
      (await call(operations.listSignatureEnvelopes, { params: { id: dossierId }, signal }))?.envelopes ?? [],
  });

export function useSignatureEnvelopes(dossierId: number) {
  return useQuery(signatureEnvelopesQueryOptions(dossierId));
}

/** `POST …/docusigns/{step}/cancel`: withdraws the step's envelope still out, with a reason. */
export async function cancelSignatureEnvelope(dossierId: number, step: TSignatureStep, reason: string) {
  return call(operations.cancelSignatureEnvelope, {
    params: { folderId: dossierId, docusignId: step },
    body: { reason },
  });
}

/** `POST …/docusigns/{step}/invitations`: a new personal signing link to a party still awaited. */
export async function resendSignatureInvitation(
  dossierId: number,
  step: TSignatureStep,
  party: TSignatureParty,
) {
  return call(operations.resendSignatureInvitation, {
    params: { folderId: dossierId, docusignId: step },
    body: { party },
  });
}

/** `PUT …/docusigns/{step}/signing-modes`: a party still awaited signs by link, or in the advisor's presence. */
export async function setSignatureSigningMode(
  dossierId: number,
  step: TSignatureStep,
  party: TSignatureParty,
  mode: TSigningMode,
) {
  return call(operations.setSignatureSigningMode, {
    params: { folderId: dossierId, docusignId: step },
    body: { party, mode },
  });
}
