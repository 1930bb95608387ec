import { describe, expect, it } from 'vitest';
import {
  findCosubscriberMismatch,
  findDuplicatedPairing,
  findMandatePairingError,
  isCosubscriberAdded,
  isMandateCounterpartMissing,
} from '../src/index.js';

describe('pairing rules (spec 01 §5)', () => {
  it.each([
    [true, true, null],
    [false, false, null],
    // A subscription with a co-subscriber goes to its subscriber's account held alone too.
    [false, true, null],
    [true, false, 'validation.error.customer-without-cosubscriber'],
  ] as const)(
    'a customer with co-subscriber %s for a subscriber with %s: %s',
    (customer, subscriber, key) => {
      expect(findCosubscriberMismatch(customer, subscriber)).toBe(key);
    },
  );

  it('tells when a pairing brings the co-subscriber to an account without one', () => {
    expect(isCosubscriberAdded(false, true)).toBe(true);
    expect(isCosubscriberAdded(true, true)).toBe(false);
    expect(isCosubscriberAdded(false, false)).toBe(false);
  });

  it('refuses one customer on both scopes, whatever the case of its code', () => {
    expect(findDuplicatedPairing({ np: 'S00012', usu: null }, 'usu', 's00012')).toBe(
      'validation.error.duplicated-pairing',
    );
    expect(findDuplicatedPairing({ np: 'S00012', usu: null }, 'np', 'S00012')).toBeNull();
    expect(findDuplicatedPairing({ np: 'S00012', usu: null }, 'usu', 'S00013')).toBeNull();
  });

  it('flags a mandate dossier whose counterpart is missing', () => {
    expect(isMandateCounterpartMissing('mandate', { np: 'A', usu: null })).toBe(true);
    expect(isMandateCounterpartMissing('mandate', { np: 'A', usu: 'B' })).toBe(false);
    expect(isMandateCounterpartMissing('full', { np: 'A', usu: null })).toBe(false);
  });

  const mandate = { detentionMode: 'mandate', pairingNp: null, pairingUsu: null, forceMandate: false };
  it.each([
    [{ ...mandate, dismembermentScope: 'np' }, 'validation.error.usufruct-pairing-required'],
    [{ ...mandate, dismembermentScope: 'usu' }, 'validation.error.bareowner-pairing-required'],
    [{ ...mandate, dismembermentScope: 'np', pairingUsu: 'B' }, null],
    [{ ...mandate, dismembermentScope: 'np', pairingNp: 'A' }, null],
    [
      { ...mandate, dismembermentScope: 'np', pairingNp: 'A', forceMandate: true },
      'validation.error.usufruct-pairing-required',
    ],
    [{ ...mandate, detentionMode: 'full', dismembermentScope: 'np' }, null],
  ])('the mandate rule on %j gives %s', (dossier, key) => {
    expect(findMandatePairingError(dossier)).toBe(key);
  });
});
