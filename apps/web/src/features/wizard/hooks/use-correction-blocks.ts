import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isBackOfficeRole, operations, type TDossier, type TRole } from '@souscription/contract';
import { call } from '../../../shared/api/call';
// The correction errors' texts (outside the flagged items, breaks other answers) come with them.
import '../../../shared/corrections/correction-texts';

const NONE: ReadonlySet<number> = new Set();

/**
 * The blocks a correction of a signed dossier reopens (issue 35): those holding a field the dossier
 * manager flagged and that is still open. Read for signed dossiers only, by the roles that correct
 * (the back office flags); the same query as the « À corriger » checklist, which it refreshes.
 */
export function useCorrectionBlockIds(dossier: Pick<TDossier, 'id' | 'status'>, role: TRole) {
  const { i18n } = useTranslation();
  const locale = i18n.language === 'en' ? 'en' : 'fr';
  const enabled = dossier.status.includes('signed') && !isBackOfficeRole(role);
  const corrections = useQuery({
    queryKey: ['dossiers', dossier.id, 'corrections', locale],
    queryFn: ({ signal }) =>
      call(operations.listCorrections, { params: { id: dossier.id }, query: { locale }, signal }),
    enabled,
  });
  const items = enabled ? corrections.data?.items : undefined;
  return useMemo<ReadonlySet<number>>(() => {
    if (!items) return NONE;
    const ids = items.flatMap((item) =>
      item.kind === 'field' && item.blockId !== null ? [item.blockId] : [],
    );
    return ids.length > 0 ? new Set(ids) : NONE;
  }, [items]);
}
