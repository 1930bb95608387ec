import { useMutation } from '@tanstack/react-query';
import { operations, type TVerifySignaturesResponse } from '@souscription/contract';
import { call } from '../../../shared/api/call';
import { readFileAsDataUrl } from '../../../shared/browser/base64';

/**
 * `POST /signatures/verify`: the file's signatures as the platform checks them, and whether it signed
 * that very file. Public: no sign-in needed.
 */
export async function verifySignatures(file: File): Promise<TVerifySignaturesResponse | null> {
  return call(operations.verifySignatures, { body: { file: await readFileAsDataUrl(file) } });
}

/** The verification of the file last chosen. */
export function useVerifySignatures() {
  return useMutation({ mutationFn: verifySignatures });
}
