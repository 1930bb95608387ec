import { describe, expect, it, vi } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import type { TDossier } from '@souscription/contract';
import { buildTestDefinition } from '../widgets/test/build-test-form';

const PHONE_ID = 1;

describe('useDossierFormState', () => {
  it('checks the phone numbers again once the phone metadata has loaded', async () => {
    // Fresh modules: the engine and the hook on phone metadata not loaded yet (the test setup loads it).
    vi.resetModules();
    const { loadFormDefinition } = await import('@souscription/form-engine');
    const phones = await import('../../../shared/phone/on-demand-phone-numbers');
    const { useDossierFormState } = await import('./use-dossier-form-state');
    const form = loadFormDefinition(
      buildTestDefinition([{ id: PHONE_ID, type: 'input_tel', attributes: { label: 'Téléphone' } }]),
    );
    const dossier = {
      direct: false,
      status: ['ongoing'],
      product_code: null,
      receipts: [],
      values: [{ elementId: PHONE_ID, value: '07 00 00 00 00' }],
    } as unknown as TDossier;

    const { result } = renderHook(() =>
      useDossierFormState({ form, dossier, tenantCode: 'demo', readOnly: false, generation: 0 }),
    );
    expect(phones.hasPhoneNumbers()).toBe(false);
    expect(result.current.getErrors(PHONE_ID)).toEqual([]);

    await waitFor(() => expect(phones.hasPhoneNumbers()).toBe(true));
    expect(result.current.getErrors(PHONE_ID)).toEqual([{ message: 'validation.error.phone', params: {} }]);
  });
});
