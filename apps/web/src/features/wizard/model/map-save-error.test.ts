import { describe, expect, it } from 'vitest';
import { createFormState, loadFormDefinition } from '@souscription/form-engine';
import { ApiError } from '../../../shared/api/api-error';
import { mapSaveError, SIGN_TO_FINALIZE_KEY } from './map-save-error';
import { TEST_DEFINITION, TEST_FORM } from './test-form';

const formState = createFormState(
  TEST_FORM,
  { direct: false, dossierState: ['ongoing'], today: '15/06/2025' },
  [
    { elementId: 2, value: 'MARTIN' },
    { elementId: 6, value: '2000000' },
  ],
);
const options = {
  formState,
  blockElementIds: new Set([1, 2, 6]),
  status: ['ongoing'],
  locale: 'fr' as const,
};

describe('mapSaveError: the answers of PUT /dossiers/{id}/values (spec 02 §8)', () => {
  it('puts a 422’s errors under the block’s fields with the engine’s message parameters', () => {
    const error = new ApiError(422, [
      { property: '1', message: 'validation.error.required' },
      { property: '6', message: 'validation.error.maxvalue' },
    ]);
    const failure = mapSaveError(error, options);
    expect(failure.kind).toBe('invalid');
    if (failure.kind !== 'invalid') return;
    expect(failure.fieldErrors.get(1)).toEqual([
      { message: 'validation.error.required', params: { label: 'Société' } },
    ]);
    // The browser's engine holds the same error: its parameters are used.
    expect(failure.fieldErrors.get(6)).toEqual([
      { message: 'validation.error.maxvalue', params: { value: '1000000' } },
    ]);
    expect(failure.bannerKey).toBeNull();
  });

  it('shows what is not about the block’s fields as a banner', () => {
    const error = new ApiError(422, [
      { property: 'submittingBlockId', message: 'validation.error.block-not-visible' },
    ]);
    const failure = mapSaveError(error, options);
    expect(failure).toEqual({
      kind: 'invalid',
      fieldErrors: new Map(),
      bannerKey: 'validation.error.block-not-visible',
    });
  });

  it('says to sign first while the mission awaits its signature', () => {
    const error = new ApiError(422, [{ property: 'status', message: SIGN_TO_FINALIZE_KEY }]);
    expect(mapSaveError(error, { ...options, status: ['ongoing', 'mission_validation'] })).toMatchObject({
      kind: 'invalid',
      bannerKey: SIGN_TO_FINALIZE_KEY,
    });
  });

  it('turns an element’s own error message into the browser engine’s text, in the user’s language', () => {
    const english = loadFormDefinition({
      ...TEST_DEFINITION,
      elements: TEST_DEFINITION.elements.map((element) =>
        element.id === 2
          ? { ...element, attributes: { ...element.attributes, errorMessage: 'Please give the name' } }
          : element,
      ),
    });
    const state = createFormState(english, { direct: false, dossierState: ['ongoing'], today: '15/06/2025' });
    // The server validates with the French definition: its errorMessage comes in French.
    const error = new ApiError(422, [{ property: '2', message: 'Merci d’indiquer le nom' }]);
    const failure = mapSaveError(error, { ...options, formState: state, locale: 'en' });
    expect(failure).toMatchObject({ kind: 'invalid', bannerKey: null });
    if (failure.kind === 'invalid')
      expect(failure.fieldErrors.get(2)).toEqual([{ message: 'Please give the name' }]);
  });

  it('sorts 409, 403 and other failures', () => {
    expect(
      mapSaveError(
        new ApiError(409, [{ property: 'version', message: 'api.error.dossier-changed' }]),
        options,
      ),
    ).toEqual({
      kind: 'conflict',
    });
    expect(
      mapSaveError(
        new ApiError(403, [{ property: 'status', message: 'api.error.dossier-not-modifiable' }]),
        options,
      ),
    ).toEqual({ kind: 'forbidden', bannerKey: 'api.error.dossier-not-modifiable' });
    expect(
      mapSaveError(new ApiError(500, [{ property: '', message: 'common.technical-error' }]), options),
    ).toEqual({
      kind: 'technical',
      bannerKey: 'common.technical-error',
    });
    expect(mapSaveError(new TypeError('network'), options)).toEqual({
      kind: 'technical',
      bannerKey: 'common.technical-error',
    });
  });

  it('says of a save past its time limit that the answers stay on the page, to try again', () => {
    expect(
      mapSaveError(new ApiError(0, [{ property: '', message: 'common.timeout-error' }]), options),
    ).toEqual({ kind: 'technical', bannerKey: 'common.timeout-error-save' });
  });
});
