import { useMutation, useQueryClient } from '@tanstack/react-query';
import { operations, type TUpdateProfileRequest, type TUpdateProfileResponse } from '@souscription/contract';
import { call } from '../../../shared/api/call';
import { profileQueryOptions } from './get-profile';

/** `POST /profile { emailSigner }`: saves the signer e-mail; 422 carries account.too-short or validation.error.email. */
export function updateProfile(body: TUpdateProfileRequest): Promise<TUpdateProfileResponse | null> {
  return call(operations.updateProfile, { body });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileQueryOptions.queryKey }),
  });
}
