import { operations } from '@souscription/contract';
import { call } from '../../../shared/api/call';

export type TSsoCheckResult = { logout: true } | { logout: false; username: string | null };

/**
 * `GET /sso-check`: asks whether the provider session still belongs to this browser's user. Sent
 * with the cookies and, from an extranet, its bearer token. Any failure, or autologout 1, means logout.
 */
export async function checkSso(extranet: string | null): Promise<TSsoCheckResult> {
  try {
    const response = await call(operations.checkSso, {
      credentials: 'include',
      headers: extranet ? { 'Extranet-Authorization': `Bearer ${extranet}` } : {},
    });
    if (!response || response.autologout === 1) return { logout: true };
    return { logout: false, username: response.username };
  } catch {
    return { logout: true };
  }
}
