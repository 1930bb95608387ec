import type { Block, FormDefinition, FormElement, Page } from '../definition/form-definition.types.js';

/** English texts of an element, as form fixtures carry them in `i18n.en`. */
export type ElementEnglishTexts = {
  /** Label. */
  label?: string;
  /** Help. */
  help?: string;
  /** Own error message. */
  errorMessage?: string;
  /** Presentation. */
  presentation?: string;
  /** Option labels by option value. */
  options?: Readonly<Record<string, string>>;
  /** Option presentations by option value. */
  optionPresentations?: Readonly<Record<string, string>>;
  /** File type presentations by type id. */
  types?: Readonly<Record<string, string>>;
};

/**
 * A definition the linter reads: a {@link FormDefinition} whose pages, blocks and elements may carry
 * their translations in `i18n.en` (the shape of the seed's fixtures; the engine ignores them).
 */
export type LintableFormDefinition = Omit<FormDefinition, 'pages' | 'blocks' | 'elements'> & {
  /** Pages, with optional English title and link text. */
  pages: readonly (Page & { i18n?: { en?: { title?: string; link_description?: string } } })[];
  /** Blocks, with optional English title, help and confirmation. */
  blocks: readonly (Block & { i18n?: { en?: { title?: string; help?: string; confirmation?: string } } })[];
  /** Elements, with optional English texts. */
  elements: readonly (FormElement & { i18n?: { en?: ElementEnglishTexts } })[];
};

/** Options of {@link lintFormDefinition}. */
export type LintOptions = {
  /** Languages the form is offered in besides French; `en` turns on the English text checks. */
  languages?: readonly string[];
  /** Elements the application reads by id (e.g. the identity elements a prospect is created from), by key. */
  requiredElementIds?: Readonly<Record<string, number>>;
};
