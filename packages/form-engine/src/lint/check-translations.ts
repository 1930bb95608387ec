import { MESSAGES_EN } from '../messages/messages-en.js';
import { addFinding, type LintContext } from './lint-context.js';

const KNOWN_KEYS: ReadonlySet<string> = new Set(Object.keys(MESSAGES_EN));

function isMissing(text: string | null | undefined): boolean {
  return text === undefined || text === null || text.trim() === '';
}

/**
 * When the form is offered in English, reports every French text without a non-empty English one: page
 * titles and link texts, block titles, helps and confirmations, element labels, helps, own error messages
 * (message keys are translated by the catalogues), presentations and option labels and presentations.
 */
export function checkTranslations(context: LintContext): void {
  if (!context.options.languages?.includes('en')) return;
  const report = (
    field: string,
    located: { pageIds?: number[]; blockIds?: number[]; elementIds?: number[] },
  ) =>
    addFinding(context, { severity: 'error', code: 'translation.missing-en', ...located, params: { field } });
  const check = (
    french: string | null | undefined,
    english: string | null | undefined,
    field: string,
    located: { pageIds?: number[]; blockIds?: number[]; elementIds?: number[] },
  ) => {
    if (!isMissing(french) && isMissing(english)) report(field, located);
  };
  for (const page of context.definition.pages) {
    const en = page.i18n?.en;
    check(page.title, en?.title, 'title', { pageIds: [page.id] });
    check(page.link_description, en?.link_description, 'link_description', { pageIds: [page.id] });
  }
  for (const block of context.definition.blocks) {
    const en = block.i18n?.en;
    const located = { blockIds: [block.id], pageIds: [block.page_id] };
    check(block.title, en?.title, 'title', located);
    check(block.help, en?.help, 'help', located);
    check(block.confirmation, en?.confirmation, 'confirmation', located);
  }
  for (const element of context.definition.elements) {
    const { attributes } = element;
    const en = element.i18n?.en;
    const located = { elementIds: [element.id], blockIds: [element.block_id] };
    check(attributes.label, en?.label, 'label', located);
    check(attributes.help, en?.help, 'help', located);
    if (attributes.errorMessage && !KNOWN_KEYS.has(attributes.errorMessage))
      check(attributes.errorMessage, en?.errorMessage, 'errorMessage', located);
    check(attributes.presentation, en?.presentation, 'presentation', located);
    for (const option of attributes.options ?? []) {
      check(option.label, en?.options?.[option.value], `options.${option.value}`, located);
      check(
        option.presentation,
        en?.optionPresentations?.[option.value],
        `optionPresentations.${option.value}`,
        located,
      );
    }
    for (const type of attributes.types ?? [])
      check(type.presentation, en?.types?.[String(type.id)], `types.${type.id}`, located);
  }
}
