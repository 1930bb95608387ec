import { useEffect, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isBackOfficeRole, type TDossier, type TRole } from '@souscription/contract';

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
    // Note: the call and its schemas load with a signed dossier, not with the wizard (size budget).
    queryFn: async ({ signal }) =>
      (await import('../api/list-corrections')).listCorrections(dossier.id, locale, signal),
    enabled,
  });
  const items = enabled ? corrections.data?.items : undefined;
  const correcting = Boolean(items?.length);
  useEffect(() => {
    // The correction errors' texts (outside the flagged items, breaks other answers) load with a
    // correction, not with the wizard (its first load has a size budget).
    if (correcting) void import('../../../shared/corrections/correction-texts');
  }, [correcting]);
  return useMemo<ReadonlySet<number>>(() => {
    if (!items) return NONE;
    const ids = items.flatMap((item) =>
      item.kind === 'field' && item.blockId !== null ? [item.blockId] : [],
    );
    return ids.length > 0 ? new Set(ids) : NONE;
  }, [items]);
}
