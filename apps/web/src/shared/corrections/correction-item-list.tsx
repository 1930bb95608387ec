import './correction-texts';
import { useTranslation } from 'react-i18next';
import type { TCorrectionItem } from '@souscription/contract';

/** What an item points at: the field's or receipt's label (with the receipt's problem), or « note ». */
export function useCorrectionItemTitle() {
  const { t } = useTranslation();
  return (item: TCorrectionItem) => {
    if (item.kind === 'note') return t('correction.note');
    const label = item.label ?? t(`correction.kind.${item.kind}`);
    return item.problem ? `${label} · ${t(`correction.problem.${item.problem}`)}` : label;
  };
}

/** Flagged items as a list: what each points at and the manager's reason. */
export function CorrectionItemList({
  items,
  testId,
}: {
  items: readonly TCorrectionItem[];
  testId?: string;
}) {
  const { t } = useTranslation();
  const titleOf = useCorrectionItemTitle();
  return (
    <ul className="list-unstyled mb-0 d-flex flex-column gap-1" data-testid={testId}>
      {items.map((item) => (
        <li key={item.id} data-testid="correction-item" data-kind={item.kind}>
          <span className="d-block fw-medium">{titleOf(item)}</span>
          <span className="d-block small text-body-secondary">
            {t('correction.reason', { reason: item.reason })}
          </span>
        </li>
      ))}
    </ul>
  );
}
