import { useMutation, useQueryClient } from '@tanstack/react-query';
import { operations } from '@souscription/contract';
import { useTranslation } from 'react-i18next';
import { call } from '../../../shared/api/call';

/**
 * `POST /dossier/{id}/corrections/send` (« Envoyer la correction »): the correction goes back, the
 * changed documents out for signature again; the dossier's queries are read again afterwards.
 */
export function useSendCorrection(dossierId: number) {
  const { i18n } = useTranslation();
  const client = useQueryClient();
  const locale = i18n.language === 'en' ? 'en' : 'fr';
  return useMutation({
    mutationFn: () => call(operations.sendCorrection, { params: { id: dossierId }, query: { locale } }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['dossiers'] }),
  });
}
