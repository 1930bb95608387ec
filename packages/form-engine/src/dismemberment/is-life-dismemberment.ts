/** The dismemberment type value that selects the life (Viager) table (spec 9). */
export const VIAGER_DISMEMBERMENT_TYPE = 'Viager';

/** Tells whether a dismemberment type value means a life (Viager) dismemberment, case-insensitively. */
export function isLifeDismemberment(type: string | null | undefined): boolean {
  return typeof type === 'string' && type.trim().toLowerCase() === VIAGER_DISMEMBERMENT_TYPE.toLowerCase();
}
