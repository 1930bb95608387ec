/** The two parts of a pairing (spec 01 §9): full or bare ownership, and usufruct. */
export const PAIRING_SCOPES = ['np', 'usu'] as const;
export type TPairingScope = (typeof PAIRING_SCOPES)[number];

/** The detention mode under which the subscriber holds for a usufructuary (spec 01 §9). */
export const MANDATE = 'mandate';

/**
 * The label of the np part (spec 01 §2): bare owner when a usufruct subscriber exists or the
 * detention mode is mandate, otherwise full property.
 */
export function getNpLabelKey({
  hasUsufructSubscriber,
  detentionMode,
}: {
  hasUsufructSubscriber: boolean;
  detentionMode: string | null | undefined;
}): 'management.pairing.scope.bare-owner' | 'management.pairing.scope.full-property' {
  return hasUsufructSubscriber || detentionMode === MANDATE
    ? 'management.pairing.scope.bare-owner'
    : 'management.pairing.scope.full-property';
}
