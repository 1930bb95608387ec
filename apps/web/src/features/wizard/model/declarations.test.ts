import { describe, expect, it } from 'vitest';
import { createFormState } from '@souscription/form-engine';
import { getBlockDeclarations } from './declarations';
import { toSigner } from './sign-buttons';
import { TEST_FORM } from './test-form';

const formState = createFormState(TEST_FORM, {
  direct: false,
  dossierState: ['ongoing'],
  today: '15/06/2025',
});
type TAccounts = { advistor_id: string; subscriber_user_id: string | null };
const withAccount: TAccounts = { advistor_id: 'adv', subscriber_user_id: 'cust' };
const lead: TAccounts = { advistor_id: 'adv', subscriber_user_id: null };
type TAccess = { readOnly: boolean; readOnlyReason: 'status' | 'back-office' | null };
const open: TAccess = { readOnly: false, readOnlyReason: null };
const locked: TAccess = { readOnly: true, readOnlyReason: 'status' };
const of = (userId: string, dossier: TAccounts, status: string[], access: TAccess) =>
  getBlockDeclarations(formState, 30, status, toSigner(userId, dossier), access);

describe('the subscriber’s declarations of a signature block (issue 32)', () => {
  it('are never the advisor’s to tick when she signs from her own account, until she signed', () => {
    expect(of('adv', withAccount, ['ongoing'], open)).toBe('theirs');
    const advisorSigned = ['ongoing', 'mission_validation', 'mission_signed_by_subscriber_advisor'];
    expect(of('adv', withAccount, advisorSigned, locked)).toBe('theirs');
    expect(of('adv', withAccount, ['ongoing', 'mission_validated'], open)).toBe('read-only');
  });

  it('are hers to tick, also while the envelope the advisor opened is out, until she signed', () => {
    expect(of('cust', withAccount, ['ongoing'], open)).toBe('edit');
    const advisorSigned = ['ongoing', 'mission_validation', 'mission_signed_by_subscriber_advisor'];
    expect(of('cust', withAccount, advisorSigned, locked)).toBe('edit');
    expect(of('cust', withAccount, [...advisorSigned, 'mission_signed_by_subscriber'], locked)).toBe(
      'read-only',
    );
    // Read-only for another reason (the back office's walk, a refused folder): not hers to change.
    expect(of('cust', withAccount, advisorSigned, { readOnly: true, readOnlyReason: 'back-office' })).toBe(
      'read-only',
    );
  });

  it('are the advisor’s to tick beside a subscriber without an account, whose part he hosts', () => {
    expect(of('adv', lead, ['ongoing'], open)).toBe('edit');
    expect(of('adv', lead, ['ongoing', 'mission_validation'], locked)).toBe('edit');
  });

  it('concern signature blocks only', () => {
    expect(getBlockDeclarations(formState, 10, ['ongoing'], toSigner('adv', withAccount), open)).toBeNull();
  });
});
