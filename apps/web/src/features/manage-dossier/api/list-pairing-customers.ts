import { useQuery } from '@tanstack/react-query';
import { operations } from '@souscription/contract';
import { useTranslation } from 'react-i18next';
import { call } from '../../../shared/api/call';
import { managedDossierKey } from './manage-dossier-keys';

/**
 * `GET /dossier/integration-state/{dossierId}/pairing/customer`: each scope's subscriber and its
 * potential customers (score and reasons). A failure gives no pairing tab (spec 01 §8).
 */
export function usePairingCustomers(dossierId: number, enabled: boolean) {
  const { i18n } = useTranslation();
  const locale = i18n.language === 'en' ? 'en' : 'fr';
  return useQuery({
    queryKey: [...managedDossierKey(dossierId), 'pairing-customers', locale],
    queryFn: async ({ signal }) => {
      try {
        return await call(operations.listPairingCustomers, {
          params: { dossierId },
          query: { locale },
          signal,
        });
      } catch {
        return null;
      }
    },
    enabled,
  });
}
