import { afterEach, describe, expect, it } from 'vitest';
import { requireAnalyticsConsent, setAnalyticsConsent } from '../../../shared/consent/analytics-consent';
import { pushSignatureEvent } from './push-signature-event';

const analytics = window as Window & { dataLayer?: unknown[] };

afterEach(() => {
  requireAnalyticsConsent(false);
  setAnalyticsConsent(false);
  analytics.dataLayer = [];
});

describe('pushSignatureEvent and the cookie consent tool (spec 01 §6)', () => {
  it('pushes only once audience measurement is accepted, when the tenant’s tool is on', () => {
    analytics.dataLayer = [];
    requireAnalyticsConsent(true);
    pushSignatureEvent('signature', { step: 'mission', party: 'subscriber' });
    expect(analytics.dataLayer).toEqual([]);
    setAnalyticsConsent(true);
    pushSignatureEvent('signature', { step: 'mission', party: 'subscriber' });
    expect(analytics.dataLayer).toEqual([
      { event: 'signature', signatureStep: 'mission', signatureParty: 'subscriber' },
    ]);
  });
});
