import { useQuery } from '@tanstack/react-query';
import { operations, type TSignatureHistoryResponse } from '@souscription/contract';
import { call } from '../api/call';
import { ApiError } from '../api/api-error';
import { base64ToBlob } from '../browser/base64';

/** The signature provider's code for an envelope it does not know. */
const ENVELOPE_DOES_NOT_EXIST = 'ENVELOPE_DOES_NOT_EXIST';

export const HISTORY_NOT_FOUND_KEY = 'docusign.error-folder-not-found';
export const HISTORY_CONTENT_KEY = 'docusign.error-content';

/** Raised when the history cannot be shown; `message` is the key of spec 01 §8. */
export class SignatureHistoryError extends Error {}

function isEnvelopeMissing(error: ApiError): boolean {
  return (
    error.status === 404 ||
    error.errors.some(
      (item) => item.message.includes(ENVELOPE_DOES_NOT_EXIST) || item.message === HISTORY_NOT_FOUND_KEY,
    )
  );
}

/**
 * `GET /dossier/{id}/docusign/history`: the envelope history as a PDF (base64). An unknown
 * envelope or an empty answer gives docusign.error-folder-not-found, any other failure
 * docusign.error-content.
 */
export async function getSignatureHistory(id: number, signal?: AbortSignal): Promise<Blob | null> {
  let data: TSignatureHistoryResponse | null;
  try {
    data = await call(operations.getSignatureHistory, { params: { id }, signal });
  } catch (error) {
    if (error instanceof ApiError && isEnvelopeMissing(error))
      throw new SignatureHistoryError(HISTORY_NOT_FOUND_KEY);
    throw new SignatureHistoryError(HISTORY_CONTENT_KEY);
  }
  if (signal?.aborted) return null;
  const base64 = data?.envelopeHistoryData;
  if (typeof base64 !== 'string' || base64.trim() === '')
    throw new SignatureHistoryError(HISTORY_NOT_FOUND_KEY);
  try {
    return base64ToBlob(base64, 'application/pdf');
  } catch {
    throw new SignatureHistoryError(HISTORY_CONTENT_KEY);
  }
}

export function useSignatureHistory(id: number) {
  return useQuery({
    queryKey: ['dossiers', id, 'signature-history'],
    queryFn: ({ signal }) => getSignatureHistory(id, signal),
    retry: false,
    gcTime: 0,
  });
}
