import type { TDossierViewResponse, TViewElement } from '@souscription/contract';
import {
  FILE_ELEMENT_TYPES,
  createFormState,
  formatPhone,
  getTodayInParis,
  isMoneyElement,
  type ElementType,
  type FormElement,
} from '@souscription/form-engine';
import type { Actor } from '../../../auth/actor.js';
import type { Database } from '../../../db/client.js';
import type { FormStore } from '../../forms/index.js';
import { loadDatalistLabels } from '../../datalists/index.js';
import { findReceiptElementIds, toStoredValueEntries } from '../../dossiers/index.js';
import type { ManagedDossier } from '../queries.js';
import { findDossierForManager } from './find-managed-dossier.js';

/** Elements that hold no answer to show: buttons, presentation texts, files (the Receipts tab). */
const NOT_SHOWN = new Set<string>([
  'presentation',
  'button',
  'button_docusign_iframe',
  'button_print',
  'button_create_prospect',
]);
/** Elements whose 'true' / 'false' is a yes / no. */
const YES_NO_TYPES = new Set<string>(['toggle']);

/** Rates typed as a percentage. */
const PERCENT_TYPES = new Set<ElementType>([
  'input_percentage_integer',
  'input_percentage_range',
  'input_product_temporary_dismemberment_rate_percentage',
]);

/** The unit shown after a number: the element's own, else € for amounts and % for rates. */
export function unitOf(element: FormElement): string | undefined {
  const own = element.attributes.unit?.trim();
  if (own) return own;
  if (isMoneyElement(element) || element.type === 'output_product_unit_price') return '€';
  return PERCENT_TYPES.has(element.type) ? '%' : undefined;
}

/**
 * An answer as the view shows it: choices by their labels (a datalist's too: a country, not its
 * code), phone numbers spaced, lists as lists, yes/no as booleans.
 */
function toViewValue(
  element: FormElement,
  value: unknown,
  datalistLabels: ReadonlyMap<string, string>,
): TViewElement['value'] | null {
  const options = element.attributes.options ?? [];
  const datalistId = element.attributes.datalistId;
  const labelOf = (raw: string) =>
    options.find((option) => option.value === raw)?.label ??
    (datalistId ? datalistLabels.get(`${datalistId}:${raw}`) : undefined) ??
    raw;
  if (Array.isArray(value)) {
    const list = value.filter((item): item is string => typeof item === 'string' && item !== '');
    return list.length ? list.map(labelOf) : null;
  }
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string' || value.trim() === '') return null;
  if (element.type === 'input_tel') return formatPhone(value);
  if (
    (YES_NO_TYPES.has(element.type) || (element.type === 'input_checkbox' && !options.length)) &&
    /^(true|false)$/.test(value)
  ) {
    return value === 'true';
  }
  return labelOf(value);
}

/**
 * `GET /dossier/integration-state/{dossierId}/view`: the answers page by page, block by block, as
 * the form shows them now (the engine decides what is visible from the answers); blocks without
 * an answer are left out.
 */
export async function getDossierView(
  db: Database,
  forms: FormStore,
  actor: Actor,
  id: number,
  locale: 'fr' | 'en',
): Promise<TDossierViewResponse> {
  const dossier = await findDossierForManager(db, actor, id);
  return buildDossierView(db, forms, { ...dossier, tenantCode: actor.tenantCode }, locale);
}

/** What the view of a dossier's answers reads from it. */
export type TViewedDossier = Pick<
  ManagedDossier,
  'id' | 'formId' | 'direct' | 'status' | 'productCode' | 'values'
> & { tenantCode: string };

/**
 * The answers of a dossier page by page, block by block, with their labels (the manager's view, and
 * the answers the evidence file holds as signed).
 */
export async function buildDossierView(
  db: Database,
  forms: FormStore,
  dossier: TViewedDossier,
  locale: 'fr' | 'en',
): Promise<TDossierViewResponse> {
  const [{ loaded }, definition, receipts] = await Promise.all([
    forms.getLoadedForm(dossier.formId),
    forms.getDefinition(dossier.formId, locale),
    findReceiptElementIds(db, dossier.id),
  ]);
  const state = createFormState(
    loaded,
    {
      direct: dossier.direct,
      dossierState: dossier.status,
      today: getTodayInParis(new Date()),
      tenant: dossier.tenantCode,
      productCode: dossier.productCode,
      receipts,
    },
    toStoredValueEntries(dossier.values),
  );
  const datalistLabels = await loadDatalistLabels(
    db,
    definition.elements.filter((element) => state.isVisible(element.id)),
    (elementId) => state.getValue(elementId),
    locale,
  );
  const elementsByBlock = new Map<number, FormElement[]>();
  for (const element of definition.elements) {
    elementsByBlock.set(element.block_id, [...(elementsByBlock.get(element.block_id) ?? []), element]);
  }
  const pages = [...definition.pages].sort((a, b) => a.rank - b.rank);
  return {
    pages: pages
      .map((page) => ({
        id: page.id,
        name: page.title,
        blocks: state
          .getVisibleBlockIds(page.id)
          .map((blockId) => definition.blocks.find((block) => block.id === blockId))
          .filter((block) => block !== undefined)
          .map((block) => ({
            id: block.id,
            name: block.title,
            elements: (elementsByBlock.get(block.id) ?? []).flatMap((element): TViewElement[] => {
              if (NOT_SHOWN.has(element.type) || FILE_ELEMENT_TYPES.has(element.type)) return [];
              if (!state.isVisible(element.id)) return [];
              const value = toViewValue(element, state.getValue(element.id), datalistLabels);
              if (value === null) return [];
              const unit = typeof value === 'string' ? unitOf(element) : undefined;
              const presentation = element.attributes.label ?? element.name;
              return [{ elementId: element.id, presentation, value, ...(unit ? { unit } : {}) }];
            }),
          }))
          .filter((block) => block.elements.length > 0),
      }))
      .filter((page) => page.blocks.length > 0),
  };
}
