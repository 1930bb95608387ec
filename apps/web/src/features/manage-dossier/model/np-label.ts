import { MANDATE_DETENTION_MODE } from '@souscription/contract';

/**
 * The label of the np part (spec 01 §2): bare owner when a usufruct subscriber exists or the
 * detention mode is mandate, otherwise full property.
 */
export function getNpLabelKey(
  hasUsufructSubscriber: boolean,
  detentionMode: string | null | undefined,
): string {
  return hasUsufructSubscriber || detentionMode === MANDATE_DETENTION_MODE
    ? 'management.pairing.scope.bare-owner'
    : 'management.pairing.scope.full-property';
}
