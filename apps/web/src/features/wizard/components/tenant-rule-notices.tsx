import { Notice } from '../../../shared/ui/notice';
import { TENANT_THRESHOLDS, type FormElement, type FormState } from '@souscription/form-engine';
import { useElementState } from '../widgets';
import { formatNumber } from '../../../shared/i18n/format';
import type { TLocale } from '../../../shared/storage/local-storage';
import { useWizardText } from '../i18n';
import { IconInfo } from '../../../shared/ui/icons';

/** The elements tenant rules target (spec 5), and the notice that explains each rule. */
const NOTICE_BY_ROLE = {
  threshold_receipt: {
    key: 'tenant-rule.threshold-receipt',
    amount: TENANT_THRESHOLDS.swisslifeReceiptAmount,
  },
  proof_document: { key: 'tenant-rule.proof-document', amount: TENANT_THRESHOLDS.aestiamProofAmount },
} as const;

type TRole = keyof typeof NOTICE_BY_ROLE;

const isRuleTarget = (element: FormElement): element is FormElement & { attributes: { role: TRole } } =>
  element.attributes.role === 'threshold_receipt' || element.attributes.role === 'proof_document';

/**
 * Says why a field the management company asks for became required (spec 5, tenant rules): the
 * swisslife-am file above 30 000 € (or for Plein Air Invest), the aestiam proofs from 50 000 €. Shown
 * while the rule holds — the element is required although it is not by itself — and updated live.
 */
export function TenantRuleNotices({
  formState,
  elements,
  locale,
}: {
  formState: FormState;
  elements: readonly FormElement[];
  locale: TLocale;
}) {
  const targets = elements.filter(isRuleTarget);
  const seen = new Set<TRole>();
  const firsts = targets.filter((element) => {
    if (seen.has(element.attributes.role)) return false;
    seen.add(element.attributes.role);
    return true;
  });
  return (
    <>
      {firsts.map((element) => (
        <TenantRuleNotice
          key={element.id}
          formState={formState}
          element={element}
          others={targets.filter((target) => target.attributes.role === element.attributes.role)}
          locale={locale}
        />
      ))}
    </>
  );
}

function TenantRuleNotice({
  formState,
  element,
  others,
  locale,
}: {
  formState: FormState;
  element: FormElement & { attributes: { role: TRole } };
  others: readonly FormElement[];
  locale: TLocale;
}) {
  const { t } = useWizardText();
  const state = useElementState(formState, element.id);
  // Note: read each time the element changes; the rule flips every target of the role at once.
  const active = others.some((other) => formState.isRequired(other.id) && other.attributes.required !== true);
  if (!state.visible && !others.some((other) => formState.isVisible(other.id))) return null;
  if (!active) return null;
  const notice = NOTICE_BY_ROLE[element.attributes.role];
  return (
    <Notice
      variant="info"
      className="d-flex gap-2 py-2"
      data-testid={`tenant-rule-${element.attributes.role}`}
    >
      <IconInfo size={16} className="flex-shrink-0 mt-1" />
      <span>{t(notice.key, { amount: formatNumber(notice.amount, locale) })}</span>
    </Notice>
  );
}
