import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TCorrectionChecklistItem } from '@souscription/contract';
import { useCorrectionItemTitle } from '../../../shared/corrections/correction-item-list';
import { ReceiptFixButton } from './receipt-fix-button';

/** An item's state: corrected, still to correct, or nothing to change (a note). */
function ItemState({ corrected }: { corrected: boolean | null }) {
  const { t } = useTranslation();
  if (corrected === null) return null;
  return (
    <span
      className={`badge ${corrected ? 'text-bg-success' : 'text-bg-warning'}`}
      data-testid="correction-item-state"
      data-corrected={corrected}
    >
      {t(corrected ? 'corrections.state.corrected' : 'corrections.state.to-correct')}
    </span>
  );
}

/** What the advisor does for an item: open the field's block, or replace or add the receipt. */
function ItemAction({ dossierId, item }: { dossierId: number; item: TCorrectionChecklistItem }) {
  const { t } = useTranslation();
  if (item.kind === 'receipt') return <ReceiptFixButton dossierId={dossierId} item={item} />;
  if (item.kind !== 'field' || item.pageId === null || item.blockId === null) return null;
  const block = `/form/${item.pageId}/${item.blockId}`;
  return (
    <Link
      to={`/dossier/${dossierId}?bloc=${encodeURIComponent(block)}`}
      className="btn btn-outline-primary btn-sm mt-1"
      data-testid="correction-open-block"
    >
      {t('corrections.open-block')}
    </Link>
  );
}

/** The checklist: each flagged item, the manager's reason, where it stands and what to do. */
export function ChecklistItems({
  dossierId,
  items,
}: {
  dossierId: number;
  items: readonly TCorrectionChecklistItem[];
}) {
  const { t } = useTranslation();
  const titleOf = useCorrectionItemTitle();
  return (
    <ul className="list-unstyled mb-0 d-flex flex-column gap-3" data-testid="corrections-checklist">
      {items.map((item) => (
        <li key={item.id} data-testid="correction-item" data-kind={item.kind}>
          <div className="d-flex flex-wrap align-items-center gap-2">
            <span className="fw-medium">{titleOf(item)}</span>
            <ItemState corrected={item.corrected} />
          </div>
          <span className="d-block small text-body-secondary">
            {t('correction.reason', { reason: item.reason })}
          </span>
          <ItemAction dossierId={dossierId} item={item} />
        </li>
      ))}
    </ul>
  );
}
