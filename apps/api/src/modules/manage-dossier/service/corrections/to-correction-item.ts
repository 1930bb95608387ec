import type { TCorrectionItem, TReceiptProblem } from '@souscription/contract';
import type { FormDefinition } from '@souscription/form-engine';
import type { CorrectionItemRow } from '../../corrections-queries.js';
import { formatHistoryDate } from '../to-history-entry.js';

/** Reads items of one form with the element's label, block and page in the definition's language. */
export function createCorrectionItemReader(definition: FormDefinition) {
  const elements = new Map(definition.elements.map((element) => [element.id, element]));
  const pageOfBlock = new Map(definition.blocks.map((block) => [block.id, block.page_id]));
  return (row: CorrectionItemRow): TCorrectionItem => {
    const element = row.elementId === null ? undefined : elements.get(row.elementId);
    return {
      id: row.id,
      kind: row.kind as TCorrectionItem['kind'],
      elementId: row.elementId,
      label: element ? (element.attributes.label ?? element.name) : null,
      blockId: element?.block_id ?? null,
      pageId: element ? (pageOfBlock.get(element.block_id) ?? null) : null,
      problem: row.problem as TReceiptProblem | null,
      receiptId: row.receiptId,
      reason: row.reason,
      status: row.status === 'resolved' ? 'resolved' : 'open',
      createdAt: formatHistoryDate(row.createdAt),
    };
  };
}
