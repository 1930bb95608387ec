import { apiClient } from '../../../shared/api/api-client';

/** `GET /sso-check`: who is signed in at the provider, and whether the extranet asks for a sign-out. */
export type TSsoCheckResponse = {
  autologout: 0 | 1;
  username: string | null;
};

export type TSsoCheckResult = { logout: true } | { logout: false; username: string | null };

/**
 * Asks the API whether the provider session still belongs to this browser's user. Sent with the
 * cookies and, from an extranet, its bearer token. Any answer but 200, or autologout 1, means logout.
 */
export async function checkSso(extranet: string | null): Promise<TSsoCheckResult> {
  try {
    const response = await apiClient.get<TSsoCheckResponse>('/sso-check', {
      credentials: 'include',
      headers: extranet ? { 'Extranet-Authorization': `Bearer ${extranet}` } : {},
    });
    if (!response || response.autologout === 1) return { logout: true };
    return { logout: false, username: response.username };
  } catch {
    return { logout: true };
  }
}
