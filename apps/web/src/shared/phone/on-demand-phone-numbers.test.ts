import { describe, expect, it, vi } from 'vitest';

/** A fresh copy of the module, its metadata not loaded yet (the test setup loads the shared copy's). */
async function importFresh() {
  vi.resetModules();
  return import('./on-demand-phone-numbers');
}

describe('phone numbers on demand', () => {
  it('counts a number as valid and unread until the metadata is there, then checks it', async () => {
    const phones = await importFresh();
    const listener = vi.fn();
    phones.onPhoneNumbersLoaded(listener);
    expect(phones.hasPhoneNumbers()).toBe(false);
    expect(phones.isValidPhoneNumber('07 00 00 00 00', 'FR')).toBe(true);
    expect(phones.parsePhoneNumberFromString('06 12 34 56 78', 'FR')).toBeUndefined();

    await phones.loadPhoneNumbers();
    expect(listener).toHaveBeenCalledOnce();
    expect(phones.hasPhoneNumbers()).toBe(true);
    expect(phones.isValidPhoneNumber('07 00 00 00 00', 'FR')).toBe(false);
    expect(phones.parsePhoneNumberFromString('06 12 34 56 78', 'FR')?.number).toBe('+33612345678');
  });

  // Answers of libphonenumber-js/max (the full metadata: number patterns, not only lengths).
  it.each([
    ['0612345678', true],
    ['0112345678', true],
    ['0712345678', false],
    ['0692123456', false],
    ['+262692123456', true],
    ['+32 470 12 34 56', true],
    ['+32123456789', false],
    ['+44 20 7946 0958', true],
    ['00 12 34 56 78', false],
  ])('once loaded, checks %s as libphonenumber-js/max: %s', async (text, valid) => {
    const phones = await importFresh();
    await phones.loadPhoneNumbers();
    expect(phones.isValidPhoneNumber(text, 'FR')).toBe(valid);
  });
});
