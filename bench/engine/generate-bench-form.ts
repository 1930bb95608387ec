import {
  SAMPLE_RATE_TABLES,
  type Block,
  type ElementCondition,
  type FormDefinition,
  type FormElement,
  type Page,
} from '@souscription/form-engine';

/** What each of the ten slots of a generated block holds. */
export type SlotKind =
  'answer' | 'count' | 'detail' | 'amount' | 'email' | 'choice' | 'siret' | 'date' | 'total' | 'comment';

/** The slots of every generated block, in order. */
export const SLOTS: readonly SlotKind[] = [
  'answer',
  'count',
  'detail',
  'amount',
  'email',
  'choice',
  'siret',
  'date',
  'total',
  'comment',
];

/** Blocks per page: calculation chains stay within a page, so a change touches a bounded set of elements. */
export const BLOCKS_PER_PAGE = 6;

/** A generated benchmark form: the definition and the kind of each element. */
export type BenchForm = {
  /** The engine definition. */
  definition: FormDefinition;
  /** Element id → slot kind. */
  kinds: ReadonlyMap<number, SlotKind>;
  /** Ids of the elements a user can type into (not calculated). */
  inputIds: readonly number[];
};

const equal = (
  inputId: number,
  value: string | number,
  actions: ElementCondition['actions'],
): ElementCondition => ({
  rules: [{ type: 'input', input_id: inputId, operator: 'equal', value }],
  logical_operator: 'AND',
  actions,
});

/**
 * Generates a realistic subscription form of `size` elements (a multiple of 10): pages of six blocks of
 * ten elements. Per block: a yes/no answer and a share count (the drivers), a detail shown when the answer
 * is 'Oui', an amount required when the count exceeds 50, an e-mail, a choice shown when count ≥ 30 and the
 * answer is 'Non', a SIRET, a date, a calculated total (count × amount + the previous block's total of the
 * same page, rounded to 2) and a comment. Every fourth block is shown only when the previous block's count is
 * at least 5. About a third of the elements carry a condition, one in ten is calculated, nine in ten have a
 * validation (required, bounds, e-mail, SIRET, date).
 */
export function generateBenchForm(size: number): BenchForm {
  const blockCount = Math.ceil(size / SLOTS.length);
  const pageCount = Math.ceil(blockCount / BLOCKS_PER_PAGE);
  const pages: Page[] = Array.from({ length: pageCount }, (_, index) => ({
    id: index + 1,
    form_id: 1,
    title: `Page ${index + 1}`,
    rank: index + 1,
  }));
  const blocks: Block[] = [];
  const elements: FormElement[] = [];
  const kinds = new Map<number, SlotKind>();
  let id = 0;
  let previousTotal: number | null = null;
  let previousCount: number | null = null;

  for (let blockIndex = 0; blockIndex < blockCount; blockIndex += 1) {
    const blockId = blockIndex + 1;
    const pageId = Math.floor(blockIndex / BLOCKS_PER_PAGE) + 1;
    const firstOfPage = blockIndex % BLOCKS_PER_PAGE === 0;
    const conditional = blockIndex % 4 === 3 && previousCount !== null;
    blocks.push({
      id: blockId,
      page_id: pageId,
      title: `Bloc ${blockId}`,
      rank: blockIndex + 1,
      condition: conditional
        ? {
            rules: [{ type: 'input', input_id: previousCount, operator: 'greater_equal', value: 5 }],
            actions: { visible: true },
          }
        : null,
    });
    const ids = SLOTS.map(() => (id += 1));
    const [answer, count, detail, amount, email, choice, siret, date, total, comment] = ids as [
      number,
      number,
      number,
      number,
      number,
      number,
      number,
      number,
      number,
      number,
    ];
    const base = (elementId: number, kind: SlotKind): Pick<FormElement, 'id' | 'name' | 'block_id'> => {
      kinds.set(elementId, kind);
      return { id: elementId, name: `e${elementId}`, block_id: blockId };
    };
    elements.push(
      {
        ...base(answer, 'answer'),
        type: 'input_radio',
        attributes: {
          label: `Réponse ${answer}`,
          required: true,
          defaultValue: 'Non',
          options: [
            { value: 'Oui', label: 'Oui' },
            { value: 'Non', label: 'Non' },
          ],
        },
      },
      {
        ...base(count, 'count'),
        type: 'input_integer',
        attributes: { label: `Nombre ${count}`, required: true, defaultValue: 10, min: 0, max: 100 },
      },
      {
        ...base(detail, 'detail'),
        type: 'input_text',
        attributes: { label: `Détail ${detail}`, required: true },
        condition: equal(answer, 'Oui', { visible: true }),
      },
      {
        ...base(amount, 'amount'),
        type: 'input_float',
        attributes: { label: `Montant ${amount}`, defaultValue: 5, min: 0, max: 1000 },
        condition: {
          rules: [{ type: 'input', input_id: count, operator: 'greater', value: 50 }],
          actions: { required: true },
        },
      },
      { ...base(email, 'email'), type: 'input_mail', attributes: { label: `E-mail ${email}` } },
      {
        ...base(choice, 'choice'),
        type: 'select',
        attributes: {
          label: `Choix ${choice}`,
          required: true,
          options: ['A', 'B', 'C'].map((value) => ({ value, label: value })),
        },
        condition: {
          rules: [
            { type: 'input', input_id: count, operator: 'greater_equal', value: 30 },
            { type: 'input', input_id: answer, operator: 'equal', value: 'Non' },
          ],
          logical_operator: 'AND',
          actions: { visible: true },
        },
      },
      { ...base(siret, 'siret'), type: 'input_text', attributes: { label: `SIRET ${siret}`, role: 'siret' } },
      { ...base(date, 'date'), type: 'input_date', attributes: { label: `Date ${date}` } },
      {
        ...base(total, 'total'),
        type: 'calculate',
        attributes: { label: `Total ${total}`, precision: 2 },
        calculate:
          firstOfPage || previousTotal === null
            ? `round(#${count} * #${amount}, 2)`
            : `round(#${count} * #${amount} + #${previousTotal}, 2)`,
      },
      {
        ...base(comment, 'comment'),
        type: 'input_text',
        attributes: { label: `Commentaire ${comment}`, required: true },
      },
    );
    previousTotal = total;
    previousCount = count;
  }

  const definition: FormDefinition = {
    form: { id: 1, label: `Formulaire de ${size} éléments`, product_choice_element_id: null },
    pages,
    blocks,
    elements: elements.slice(0, size),
    tenant: {
      code: 'demo',
      products: {},
      rate_tables: {
        life: SAMPLE_RATE_TABLES.life,
        temporary: SAMPLE_RATE_TABLES.temporary,
        default_temporary: 'standard',
      },
      rules: [],
    },
  };
  const inputIds = definition.elements.filter((element) => !element.calculate).map((element) => element.id);
  return { definition, kinds, inputIds };
}
