/**
 * What a change after signing is, as a code and its parameters (so that a reader shows it in its own
 * language), and the same in plain English for logs and reports. The codes are the contract's
 * `MODIFICATION_CODES`; a test keeps the two lists equal.
 */
export type TModificationParams = Record<string, string | number>;

/** Why a new form field or annotation is not allowed (`reason` of `list-entry-added`). */
export type TAdditionReason =
  | 'not-allowed'
  | 'visible-signature-field'
  | 'reuses-signature-dictionary'
  | 'copies-signature-value'
  | 'certification-no-change'
  | 'annotation-drawn';

const field = (params: TModificationParams) => {
  const type = params.fieldType ? `(${params.fieldType})` : '';
  if (params.field) return `« ${params.field} » ${type}`.trim();
  return type || 'an unknown object';
};

const list = (params: TModificationParams) =>
  params.list === 'annotations' ? `page ${params.page}'s annotations` : 'the form fields';

const REASONS: Record<TAdditionReason, (params: TModificationParams) => string> = {
  'not-allowed': () => '',
  'visible-signature-field': (p) => `a signature field drawn on the page${p.rect ? ` at ${p.rect}` : ''}`,
  'reuses-signature-dictionary': (p) => `reuses the signature dictionary of « ${p.of} »`,
  'copies-signature-value': (p) => `copies the signature value of « ${p.of} »`,
  'certification-no-change': () => 'the certification allows no change (P=1)',
  'annotation-drawn': () => 'it is drawn over the page',
};

export const MODIFICATION_TEXTS = {
  'list-entry-removed': (p: TModificationParams) => `${list(p)}: an entry was removed`,
  'list-entry-added': (p: TModificationParams) => {
    const reason = REASONS[p.reason as TAdditionReason]?.(p) ?? '';
    return `${list(p)}: ${field(p)} was added${reason ? `, ${reason}` : ''}`;
  },
  'form-entry-changed': (p: TModificationParams) => `the form's /${p.key} changed`,
  'certification-changed': () => 'the certification (/Perms) changed',
  'catalog-entry-changed': (p: TModificationParams) => `the catalog's /${p.key} changed`,
  'page-content-changed': (p: TModificationParams) => `page ${p.page}'s content changed`,
  'page-entry-changed': (p: TModificationParams) => `page ${p.page}'s /${p.key} changed`,
  'page-resources-changed': (p: TModificationParams) => `page ${p.page}'s content or resources changed`,
  'locked-field-changed': (p: TModificationParams) =>
    `the form field « ${p.field} », locked by « ${p.lockedBy} » (FieldMDP), changed`,
  'form-field-changed': (p: TModificationParams) => `the form field ${field(p)} changed`,
  'info-changed': () => 'the document information (/Info) changed',
  'info-replaced': () => 'the document information (/Info) was replaced',
  'xmp-changed': () => 'the XMP metadata changed',
  'catalog-replaced': () => 'the document catalog was replaced',
  'object-changed': (p: TModificationParams) =>
    `object ${p.object}${p.objectType ? ` (${p.objectType})` : ''} changed`,
  'object-deleted': (p: TModificationParams) => `object ${p.object} was deleted`,
  'revision-unreadable': (p: TModificationParams) =>
    `revision ${p.revision} cannot be compared with the one before`,
  'xref-damaged': () => 'the cross-reference sections are damaged: the file was read by scanning its objects',
  'trailing-bytes': (p: TModificationParams) =>
    `bytes after the last revision (from offset ${p.offset}) are no valid revision`,
} as const;

export type TModificationCode = keyof typeof MODIFICATION_TEXTS;

/** The change in plain English. */
export function describeModification(code: TModificationCode, params: TModificationParams): string {
  return MODIFICATION_TEXTS[code](params);
}
