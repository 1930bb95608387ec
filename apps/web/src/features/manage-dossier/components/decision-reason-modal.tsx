import { useTranslation } from 'react-i18next';
import { MAX_REASON_LENGTH } from '@souscription/contract';
import { ReasonModal } from '../../../shared/ui/reason-modal';

/** The decisions that need a reason (spec 01 §4). */
export type TReasonDecision = 'refused' | 'error';

type TDecisionReasonModalProps = {
  decision: TReasonDecision;
  dossierId: number;
  pending: boolean;
  /** The failure of the last confirm, as a message key. */
  errorKey?: string | null;
  onConfirm: (reason: string) => void;
  onClose: () => void;
};

/**
 * The reason modal of a refusal or an error (spec 01 §2, §5): the confirm button stays disabled
 * while the reason is blank.
 */
export function DecisionReasonModal({
  decision,
  dossierId,
  pending,
  errorKey,
  onConfirm,
  onClose,
}: TDecisionReasonModalProps) {
  const { t } = useTranslation();
  return (
    <ReasonModal
      texts={{
        title: t(`management.reason.title.${decision}`, { id: dossierId }),
        label: t('management.reason.label'),
        help: t('management.reason.help'),
        count: (used, max) => t('management.reason.count', { used, max }),
        close: t('common.close'),
        cancel: t('common.cancel'),
        confirm: t(`management.reason.confirm.${decision}`),
      }}
      maxLength={MAX_REASON_LENGTH}
      confirmVariant={decision === 'refused' ? 'danger' : 'warning'}
      pending={pending}
      error={errorKey ? t(errorKey, { defaultValue: t('common.technical-error') }) : null}
      testIds={{ input: 'reason-input', count: 'reason-count', confirm: 'reason-confirm' }}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
