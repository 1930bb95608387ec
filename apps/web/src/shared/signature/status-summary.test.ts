import { describe, expect, it } from 'vitest';
import { getMainStates, getSignatureProgress } from './status-summary';

const STATUS = [
  'ongoing',
  'mission_signed_by_co_subscriber',
  'mission_signed_by_subscriber',
  'mission_validated',
  'signature',
  'subscription_sent_to_subscriber',
  'subscription_delivered_to_co_subscriber',
  'subscription_signed_by_subscriber_advisor',
];

describe('a dossier status read at a glance', () => {
  it('keeps the main states, most telling first, without the parties’ states', () => {
    expect(getMainStates(STATUS)).toEqual(['signature', 'mission_validated', 'ongoing']);
    expect(getMainStates(['ongoing'])).toEqual(['ongoing']);
  });

  it('counts each step’s signatures out of the parties it was sent to', () => {
    expect(getSignatureProgress(STATUS)).toEqual([
      { step: 'mission', signed: 2, count: 2 },
      { step: 'subscription', signed: 1, count: 3 },
    ]);
    expect(getSignatureProgress(['ongoing'])).toEqual([]);
  });

  it('says a refusal first and counts no signature of the refused step (« 1 signature sur 2 » no more)', () => {
    // The server's status set once the client refused the subscription the advisor had signed.
    const refused = ['ongoing', 'mission_validated', 'subscription_declined_by_subscriber'];
    expect(getMainStates(refused)).toEqual([
      'subscription_declined_by_subscriber',
      'mission_validated',
      'ongoing',
    ]);
    expect(getSignatureProgress(refused)).toEqual([]);
    // Even were a signature still listed beside the refusal, it is not counted.
    expect(getSignatureProgress([...refused, 'subscription_signed_by_subscriber_advisor'])).toEqual([]);
  });
});
