import { describe, expect, it } from 'vitest';
import { ApiError, TECHNICAL_ERROR_KEY } from '../../../shared/api/api-error';
import { getFailureKey, getProspectFailureKey, PROSPECT_FALLBACK_KEY } from './failure-keys';

describe('the message keys of failed calls (spec 02 §8)', () => {
  it('shows the server’s first message, else the technical message', () => {
    expect(getFailureKey(new ApiError(403, [{ property: 'id', message: 'api.error.forbidden' }]))).toBe(
      'api.error.forbidden',
    );
    expect(getFailureKey(new TypeError('Failed to fetch'))).toBe(TECHNICAL_ERROR_KEY);
  });

  it('shows a prospect failure as api.error.{message}, else create-prospect', () => {
    const answer = (message: string) => new ApiError(422, [{ property: 'email', message }]);
    expect(getProspectFailureKey(answer('User already exists for customer email'))).toBe(
      'api.error.User already exists for customer email',
    );
    expect(getProspectFailureKey(answer('api.error.prospect'))).toBe('api.error.prospect');
    expect(getProspectFailureKey(new TypeError('Failed to fetch'))).toBe(PROSPECT_FALLBACK_KEY);
  });
});
