import type { TDossier } from '@souscription/contract';

/** Stored values (element id → value) as the value entries of the wire. */
export function toStoredValueEntries(values: Record<string, unknown>): TDossier['values'] {
  return Object.entries(values)
    .filter(([, value]) => typeof value === 'string' || Array.isArray(value))
    .map(([elementId, value]) => ({ elementId: Number(elementId), value: value as string | string[] }));
}
