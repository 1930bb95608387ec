import {
  convertAmountToWords,
  FILE_ELEMENT_TYPES,
  parseNumber,
  isProductSuitable,
  resolveProductCode,
  type ElementRole,
  type FormElement,
} from '@souscription/form-engine';
import type {
  DocumentFact,
  DocumentField,
  DocumentLocale,
  DocumentSection,
  DocumentTemplate,
  LocalizedText,
} from '../document-template.types.js';
import type { DocumentModel, ModelSection } from './document-model.types.js';
import type { DocumentInputs } from './load-document-inputs.js';
import { findDocumentSigners } from './find-document-signers.js';
import { formatDocumentCurrency, formatElementValue, maskIban } from './format-document-value.js';

const EMPTY = '—';

/** Element types that hold no answer (buttons, texts, files: receipts are listed elsewhere). */
const NOT_ANSWERS = new Set([
  'presentation',
  'button',
  'button_docusign_iframe',
  'button_print',
  'button_create_prospect',
  'output_text',
]);

const VERDICT_LABELS = {
  fr: { suitable: 'Produit adapté', unsuitable: 'Produit non adapté' },
  en: { suitable: 'Product suitable', unsuitable: 'Product not suitable' },
} as const;

const pick = (text: LocalizedText | undefined, locale: DocumentLocale): string => (text ? text[locale] : '');

/** Reads the dossier through the engine's state: values, visibility, labels in the document's language. */
export function createValueReader(inputs: DocumentInputs) {
  const { state, definition, locale } = inputs;
  const elementsById = new Map(definition.elements.map((element) => [element.id, element]));

  /** The element's written value, or empty text when hidden or empty. */
  const writeElement = (element: FormElement, format?: DocumentField['format']): string => {
    if (!state.isVisible(element.id)) return '';
    const value = state.getValue(element.id);
    if (format === 'masked_iban' && typeof value === 'string') return value ? maskIban(value) : '';
    if (format === 'currency' && typeof value === 'string') return formatDocumentCurrency(value, locale);
    if (format === 'words' && typeof value === 'string') {
      const number = parseNumber(value);
      return number === null ? '' : (convertAmountToWords(number) ?? '');
    }
    return formatElementValue(element, value, locale, inputs.datalistLabels);
  };

  const byRole = (role: ElementRole): FormElement | undefined => {
    const candidates = definition.elements.filter((element) => element.attributes.role === role);
    return candidates.find((element) => state.isVisible(element.id)) ?? candidates[0];
  };

  const identityValue = (key: string): string => {
    const id = inputs.identity[key];
    const element = id === undefined ? undefined : elementsById.get(id);
    return element ? writeElement(element) : '';
  };

  const subscriberName = (): string => {
    const name = [identityValue('civility'), identityValue('first_name'), identityValue('last_name')]
      .filter(Boolean)
      .join(' ');
    return name || inputs.client?.name || '';
  };

  const suitable = (): boolean => isProductSuitable(state);

  const writeFact = (fact: DocumentFact): string => {
    switch (fact) {
      case 'subscriber_name':
        return subscriberName();
      case 'subscriber_email':
        return identityValue('email') || inputs.client?.email || '';
      case 'advisor_name':
        return inputs.advisor?.name ?? '';
      case 'advisor_email':
        return inputs.advisor?.email ?? '';
      case 'client_code':
        return inputs.client?.code ?? '';
      case 'dossier_id':
        return String(inputs.dossier.id);
      case 'tenant_name':
        return inputs.tenant.name;
      case 'product_code':
        return productCode() ?? '';
      case 'unit_price': {
        const code = productCode();
        // A variant code (spec 02 §9) sells its product at the product's price.
        const product = code
          ? definition.tenant.products[resolveProductCode(definition.tenant, code)]
          : undefined;
        if (!product) return '';
        const value = state.getValue(product.unit_price_element_id);
        return typeof value === 'string' ? formatDocumentCurrency(value, locale) : '';
      }
      case 'suitability_verdict':
        return VERDICT_LABELS[locale][suitable() ? 'suitable' : 'unsuitable'];
    }
  };

  const productCode = (): string | null => {
    const id = definition.form.product_choice_element_id;
    const value = id ? state.getValue(id) : '';
    return (typeof value === 'string' && value) || inputs.dossier.productCode;
  };

  /** A field's label and written value; null when it is left out. */
  const writeField = (field: DocumentField): [string, string] | null => {
    const element = field.element
      ? inputs.elementsByName.get(field.element)
      : field.role
        ? byRole(field.role)
        : undefined;
    const value = field.fact ? writeFact(field.fact) : element ? writeElement(element, field.format) : '';
    const label = field.label ? pick(field.label, locale) : (element?.attributes.label ?? '');
    if (!value && !field.always) return null;
    return [label, value || EMPTY];
  };

  /** Replaces `{fact}` and `{element:name}` placeholders. */
  const fillText = (text: string): string =>
    text.replace(/\{(element:)?([a-z_]+)\}/g, (match, isElement: string | undefined, name: string) => {
      if (isElement) {
        const element = inputs.elementsByName.get(name);
        return element ? writeElement(element) || EMPTY : match;
      }
      return writeFact(name as DocumentFact) || EMPTY;
    });

  /** Every visible answer of a block, question then answer. */
  const blockAnswers = (blockId: number): [string, string][] =>
    definition.elements
      .filter((element) => element.block_id === blockId)
      .filter((element) => !NOT_ANSWERS.has(element.type) && !FILE_ELEMENT_TYPES.has(element.type))
      .map((element): [string, string] => [element.attributes.label ?? element.name, writeElement(element)])
      .filter(([, value]) => value !== '');

  return { writeElement, writeFact, writeField, fillText, blockAnswers, suitable, elementsById };
}

function buildSection(
  section: DocumentSection,
  reader: ReturnType<typeof createValueReader>,
  inputs: DocumentInputs,
): ModelSection | null {
  const { locale } = inputs;
  switch (section.kind) {
    case 'fields': {
      const rows = section.fields.map(reader.writeField).filter((row) => row !== null);
      return rows.length ? { kind: 'table', title: pick(section.title, locale), rows } : null;
    }
    case 'text':
      return {
        kind: 'text',
        ...(section.title ? { title: pick(section.title, locale) } : {}),
        paragraphs: section.paragraphs.map((paragraph) => reader.fillText(pick(paragraph, locale))),
      };
    case 'answers': {
      const block = inputs.definition.blocks.find((candidate) => candidate.slug === section.block);
      if (!block || !inputs.state.isBlockVisible(block.id)) return null;
      const rows = reader.blockAnswers(block.id);
      return rows.length ? { kind: 'table', title: pick(section.title, locale), rows } : null;
    }
    case 'verdict': {
      const suitable = reader.suitable();
      return {
        kind: 'verdict',
        title: pick(section.title, locale),
        suitable,
        label: VERDICT_LABELS[locale][suitable ? 'suitable' : 'unsuitable'],
        text: reader.fillText(pick(suitable ? section.suitable : section.unsuitable, locale)),
      };
    }
  }
}

/**
 * A template filled with the dossier's values: everything the document shows. Made for a signing
 * block (`blockId`), its signature boxes are the block's signers — every person who signs the
 * envelope holding it; otherwise the template's own boxes.
 */
export function buildDocumentModel(
  template: DocumentTemplate,
  inputs: DocumentInputs,
  blockId?: number,
): DocumentModel {
  const { locale } = inputs;
  const reader = createValueReader(inputs);
  const blockSigners =
    blockId === undefined
      ? []
      : findDocumentSigners(inputs, blockId, {
          subscriber: reader.writeFact('subscriber_name'),
          advisor: reader.writeFact('advisor_name'),
        });
  const signatories =
    blockSigners.length > 0
      ? blockSigners.map(({ label, name }) => ({ label, name }))
      : template.signatories
          .map((signatory) => {
            const name =
              signatory.party === 'subscriber'
                ? reader.writeFact('subscriber_name')
                : signatory.party === 'advisor'
                  ? reader.writeFact('advisor_name')
                  : (signatory.nameElements ?? [])
                      .map((name) => inputs.elementsByName.get(name))
                      .map((element) => (element ? reader.writeElement(element) : ''))
                      .filter(Boolean)
                      .join(' ');
            return signatory.party !== 'co_subscriber' || name
              ? { label: pick(signatory.label, locale), name }
              : null;
          })
          .filter((signatory) => signatory !== null);
  return {
    locale,
    title: pick(template.title, locale),
    ...(template.subtitle ? { subtitle: pick(template.subtitle, locale) } : {}),
    reference: `${template.reference}-${inputs.dossier.id}`,
    tenant: {
      name: inputs.tenant.name,
      primaryColor: inputs.tenant.primaryColor,
      secondaryColor: inputs.tenant.secondaryColor,
      logoSha256: inputs.tenant.logoSha256,
    },
    sections: template.sections
      .map((section) => buildSection(section, reader, inputs))
      .filter((section) => section !== null),
    legalMentions: template.legalMentions.map((mention) => reader.fillText(pick(mention, locale))),
    signatories,
  };
}

const PRINT_TEXTS = {
  fr: { title: 'Dossier de souscription', subtitle: 'Récapitulatif des réponses' },
  en: { title: 'Subscription file', subtitle: 'Summary of the answers' },
} as const;

/**
 * The printable dossier: every visible answer, page by page and block by block, with the labels
 * and values written as in the documents.
 */
export function buildPrintModel(inputs: DocumentInputs): DocumentModel {
  const { locale, definition, state } = inputs;
  const reader = createValueReader(inputs);
  const sections: ModelSection[] = [];
  for (const page of [...definition.pages].sort((a, b) => a.rank - b.rank)) {
    const blocks = state
      .getVisibleBlockIds(page.id)
      .map((id) => definition.blocks.find((block) => block.id === id))
      .filter((block) => block !== undefined)
      .map((block) => ({ block, rows: reader.blockAnswers(block.id) }))
      .filter(({ rows }) => rows.length > 0);
    if (blocks.length === 0) continue;
    sections.push({ kind: 'heading', title: `${String(page.rank).padStart(2, '0')} · ${page.title}` });
    for (const { block, rows } of blocks) sections.push({ kind: 'table', title: block.title, rows });
  }
  return {
    locale,
    title: PRINT_TEXTS[locale].title,
    subtitle: `${PRINT_TEXTS[locale].subtitle} — ${definition.form.label}`,
    reference: `DS-${inputs.dossier.id}`,
    tenant: {
      name: inputs.tenant.name,
      primaryColor: inputs.tenant.primaryColor,
      secondaryColor: inputs.tenant.secondaryColor,
      logoSha256: inputs.tenant.logoSha256,
    },
    sections,
    legalMentions: [],
    signatories: [],
  };
}
