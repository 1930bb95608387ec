/**
 * The changes after signing that `POST /signatures/verify` reports carry a code a reader words in its
 * language (issue 33): the verifier's codes and the contract's are the same list, so that the web app
 * (whose texts are checked against the contract) has a text for every code the verifier gives.
 */
import { describe, expect, it } from 'vitest';
import { MODIFICATION_CODES } from '@souscription/contract';
import { MODIFICATION_TEXTS } from '@souscription/pdf-signature';

describe('the codes of the changes found after signing', () => {
  it('are the ones the API contract names', () => {
    expect(Object.keys(MODIFICATION_TEXTS).sort()).toEqual([...MODIFICATION_CODES].sort());
  });
});
