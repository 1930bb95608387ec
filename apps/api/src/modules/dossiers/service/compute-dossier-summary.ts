import { MANDATE_DETENTION_MODE } from '@souscription/contract';
import { parseNumber, type ElementRole, type FormElement } from '@souscription/form-engine';
import { normalizeSearchText } from '../../../shared/search-text.js';

/** The summary columns a dossier's answers decide (spec 01 §3, folder summary). */
export type DerivedDossierSummary = {
  /** `mandate` or `direct`; null while the detention is not answered. */
  detentionMode: string | null;
  /** `full_property`, `temporary`, `viager` (or the answer as written); null while unanswered. */
  dismembermentType: string | null;
  /** `np`, `usu`, `np_cosous`, `usu_cosous`; null for full property or unanswered. */
  dismembermentScope: string | null;
  /** `subscriptionGlobalAmount` in cents: the full-property value; null while not computed. */
  amountCents: number | null;
  /**
   * `amountPaid` in cents: what the subscriber pays, as the form computes it (role `amount_paid`); a
   * form without one pays the full-property amount unless dismembered (then null: not known).
   */
  amountPaidCents: number | null;
};

/** Lower-case, accent-free, trimmed: how option values are recognised whatever their spelling. */
const fold = normalizeSearchText;

const DISMEMBERMENT_TYPES: Record<string, string> = {
  'pleine propriete': 'full_property',
  full_property: 'full_property',
  temporaire: 'temporary',
  temporary: 'temporary',
  viager: 'viager',
};

const SCOPES: Record<string, string> = {
  'nue-propriete': 'np',
  'nue propriete': 'np',
  np: 'np',
  usufruit: 'usu',
  usu: 'usu',
};

const YES = new Set(['oui', 'yes', 'true', '1']);

/** A stored value read as text ('' when absent or not text). */
function textOf(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'boolean') return String(value);
  return '';
}

/** An amount as the engine stores it ('1234.5', '1234,50', 1234.5) in cents. */
function toCents(value: unknown): number | null {
  const amount = parseNumber(textOf(value));
  return amount === null ? null : Math.round(amount * 100);
}

/**
 * The summary columns from a dossier's answers, found by the element roles the form declares
 * (`dismemberment_type`, `dismemberment_scope`, `detention_mode`, `co_subscription`,
 * `subscription_amount`, `amount_paid`), never by element id: the same computation at creation, at every values
 * save and at duplication, so lists, summary and pairing rules read what the answers say.
 */
export function computeDossierSummary(
  elements: readonly Pick<FormElement, 'id' | 'attributes'>[],
  values: Readonly<Record<string, unknown>>,
): DerivedDossierSummary {
  const valueOf = (role: ElementRole): unknown => {
    const element = elements.find((candidate) => candidate.attributes.role === role);
    return element === undefined ? undefined : values[String(element.id)];
  };
  const typeAnswer = fold(textOf(valueOf('dismemberment_type')));
  const dismembermentType = typeAnswer ? (DISMEMBERMENT_TYPES[typeAnswer] ?? typeAnswer) : null;
  const dismembered = dismembermentType !== null && dismembermentType !== 'full_property';
  const scopeAnswer = fold(textOf(valueOf('dismemberment_scope')));
  const scope = dismembered && scopeAnswer ? (SCOPES[scopeAnswer] ?? null) : null;
  const cosous = YES.has(fold(textOf(valueOf('co_subscription'))));
  const mandate = fold(textOf(valueOf('detention_mode'))) === MANDATE_DETENTION_MODE;
  const amountCents = toCents(valueOf('subscription_amount'));
  const paidElement = elements.some((element) => element.attributes.role === 'amount_paid');
  return {
    detentionMode:
      dismembermentType === null ? null : dismembered && mandate ? MANDATE_DETENTION_MODE : 'direct',
    dismembermentType,
    dismembermentScope: scope === null ? null : cosous ? `${scope}_cosous` : scope,
    amountCents,
    amountPaidCents: paidElement ? toCents(valueOf('amount_paid')) : dismembered ? null : amountCents,
  };
}
