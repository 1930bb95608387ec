import { describe, expect, it } from 'vitest';
import { toFormOutline } from './form-outline';
import { resolveWizardAddress, type TResolveAddressInput } from './resolve-wizard-address';
import { TEST_FORM } from './test-form';

const base: TResolveAddressInput = {
  outline: toFormOutline(TEST_FORM),
  isVisible: (id) => id !== 12,
  pageId: null,
  blockId: null,
  lastSubmittedBlockId: null,
  walk: false,
  guardProgress: true,
  signaturePageId: null,
};
const resolve = (input: Partial<TResolveAddressInput>) => resolveWizardAddress({ ...base, ...input });

describe('wizard addresses (spec 02 §2)', () => {
  it('/form resumes on the block after the last submitted one', () => {
    expect(resolve({})).toBe('/form/1/10');
    expect(resolve({ lastSubmittedBlockId: 11 })).toBe('/form/2/20');
  });

  it('/form starts on the signature page when the dossier is no longer ongoing', () => {
    expect(resolve({ signaturePageId: 3, lastSubmittedBlockId: 11 })).toBe('/form/3/30');
  });

  it('an unknown page goes to the first page', () => {
    expect(resolve({ pageId: 42 })).toBe('/form/1');
    expect(resolve({ pageId: 42, walk: true })).toBe('/form/1');
  });

  it('/form/{pageId} opens the resume block on its page, else the page’s first block', () => {
    expect(resolve({ pageId: 2, lastSubmittedBlockId: 20 })).toBe('/form/2/21');
    expect(resolve({ pageId: 1, lastSubmittedBlockId: 20 })).toBe('/form/1/10');
  });

  it('keeps a user filling the form from jumping beyond the resume block', () => {
    expect(resolve({ pageId: 3, blockId: 30, lastSubmittedBlockId: 10 })).toBe('/form/1/11');
    expect(resolve({ pageId: 2, lastSubmittedBlockId: 10 })).toBe('/form/1/11');
    expect(resolve({ pageId: 1, blockId: 11, lastSubmittedBlockId: 10 })).toBeNull();
    expect(resolve({ pageId: 1, blockId: 10, lastSubmittedBlockId: 20 })).toBeNull();
  });

  it('lets back-office roles and read-only viewers go anywhere', () => {
    expect(resolve({ pageId: 3, blockId: 31, guardProgress: false })).toBeNull();
  });

  it('sends a hidden or foreign block back to its page', () => {
    expect(resolve({ pageId: 1, blockId: 12, lastSubmittedBlockId: 20 })).toBe('/form/1/10');
    expect(resolve({ pageId: 1, blockId: 20, lastSubmittedBlockId: 20 })).toBe('/form/1/10');
  });

  it('shows whole pages in the back-office walk', () => {
    expect(resolve({ walk: true })).toBe('/form/1');
    expect(resolve({ walk: true, pageId: 2 })).toBeNull();
    expect(resolve({ walk: true, pageId: 2, blockId: 20 })).toBe('/form/2');
  });
});
