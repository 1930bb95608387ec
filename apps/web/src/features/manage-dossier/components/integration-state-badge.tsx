import { useTranslation } from 'react-i18next';
import type { TIntegrationState } from '@souscription/contract';

const TONE: Record<TIntegrationState, string> = {
  ongoing: 'info',
  validated: 'primary',
  sync: 'success',
  error: 'danger',
  refused: 'secondary',
};

/** An integration state as a badge, read as `integration-state.{state}`: the words of the dashboard cards and list tabs (spec 01 §2, §4). */
export function IntegrationStateBadge({ state }: { state: TIntegrationState }) {
  const { t } = useTranslation();
  return (
    <span className={`badge app-state-badge app-tone-${TONE[state]}`} data-testid="integration-state">
      {t(`integration-state.${state}`)}
    </span>
  );
}
