import { useTranslation } from 'react-i18next';
import type { TMatchReason } from '@souscription/contract';

/**
 * Why a customer was proposed, one chip per reason (« même date de naissance »…); where it differs
 * from the subscriber (a reason worth no points), a chip of its own colour.
 */
export function MatchReasons({ reasons }: { reasons: readonly TMatchReason[] }) {
  const { t } = useTranslation();
  if (reasons.length === 0) return <span className="text-body-secondary">—</span>;
  return (
    <ul className="app-candidate-reasons" data-testid="match-reasons">
      {reasons.map((reason) => (
        <li
          key={`${reason.key}-${JSON.stringify(reason.params)}`}
          className={reason.points === 0 ? 'is-mismatch' : undefined}
        >
          {t(reason.key, reason.params)}
        </li>
      ))}
    </ul>
  );
}
