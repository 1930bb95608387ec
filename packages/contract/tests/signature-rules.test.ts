import { describe, expect, it } from 'vitest';
import {
  isSignatureAwaitedFrom,
  SIGNATURE_PARTIES,
  findSignatureStepRefusal,
  findSignerIdentityGaps,
  getCeremonyPart,
  getSignerAuthentication,
  needsOneTimeCode,
  selectCodeChannel,
  signerIdentityErrorKey,
  getSignatureAccess,
  hasPartySigned,
  isPartyOfferedToRole,
  maySignFor,
  type TRole,
} from '../src/index.js';

describe('when a party has signed a step (spec 01 §2, §4)', () => {
  it.each<[string[], boolean]>([
    [['ongoing'], false],
    [['mission_signed_by_subscriber'], true],
    [['mission_signed_by_co_subscriber'], false],
    [['subscription_signed_by_subscriber'], false],
    [['signed'], true],
    [['mission_validated'], true],
  ])("the subscriber's mission with %j: %s", (status, signed) => {
    expect(hasPartySigned(status, { step: 'mission', party: 'subscriber' })).toBe(signed);
  });

  it('counts mission_validated for the mission only, not for the subscription', () => {
    expect(hasPartySigned(['mission_validated'], { step: 'subscription', party: 'subscriber' })).toBe(false);
    expect(
      hasPartySigned(['subscription_signed_by_co_subscriber'], {
        step: 'subscription',
        party: 'co_subscriber',
      }),
    ).toBe(true);
  });
});

describe('which party a role is offered and a user may sign or host', () => {
  it.each<[TRole, boolean]>([
    ['client', false],
    ['prospect', false],
    ['prospect_direct', false],
    ['advisor', true],
    ['manage_dossier', true],
  ])("%s is offered the advisor's button: %s", (role, offered) => {
    expect(isPartyOfferedToRole(role, 'subscriber_advisor')).toBe(offered);
    expect(isPartyOfferedToRole(role, 'subscriber')).toBe(true);
  });

  const accounts = { advisorUserId: 'adv', subscriberUserId: 'sub' };
  it.each([
    ['sub', 'subscriber', 'signer'],
    ['adv', 'subscriber', null],
    ['adv', 'co_subscriber', 'host'],
    ['sub', 'subscriber_spouse', 'host'],
    ['adv', 'subscriber_advisor', 'signer'],
    ['sub', 'subscriber_advisor', null],
    ['other', 'co_subscriber', null],
  ] as const)('%s takes part in the %s ceremony as %s', (userId, party, part) => {
    expect(getCeremonyPart(userId, party, accounts)).toBe(part);
    expect(maySignFor(userId, party, accounts)).toBe(part !== null);
  });

  it('lets the advisor host the subscriber who has no account of its own', () => {
    const noAccount = { advisorUserId: 'adv', subscriberUserId: null };
    expect(getCeremonyPart('adv', 'subscriber', noAccount)).toBe('host');
    expect(getCeremonyPart('someone', 'subscriber', noAccount)).toBeNull();
  });
});

describe('when a signing step is open on the server', () => {
  it.each([
    [['canceled'], 'mission', false, 'docusign.error-not-open'],
    [['signed'], 'mission', false, 'docusign.error-already-signed'],
    [['mission_validated'], 'mission', true, 'docusign.error-already-signed'],
    [['ongoing'], 'subscription', true, 'docusign.error-not-open'],
    [['mission_validated'], 'subscription', true, 'docusign.error-not-open'],
    [['mission_validated', 'ongoing'], 'subscription', true, null],
    [['ongoing'], 'subscription', false, null],
    [[], 'mission', true, null],
    [['adequacy_report_validation'], 'mission', true, 'docusign.error-not-open'],
  ] as const)('%j, step %s (mission in form: %s) gives %s', (status, step, hasMission, refusal) => {
    expect(findSignatureStepRefusal(status, step, hasMission)).toBe(refusal);
  });
});

describe('whether a signature block may be used (spec 02 §4)', () => {
  it.each([
    [['ongoing'], 'allowed'],
    [['adequacy_report_validated'], 'allowed'],
    [['mission_validated'], 'check-email'],
    [['adequacy_report_validation'], 'check-email'],
    [['signature'], 'sign-first'],
    // The mission is signed here, in the block: it stays open while its envelope is out.
    [['mission_validation'], 'allowed'],
  ])('the mandate block with %j is %s', (status, access) => {
    expect(getSignatureAccess('mandate', status)).toBe(access);
  });

  it.each([
    [['ongoing'], 'allowed'],
    [['adequacy_report_validated'], 'allowed'],
    [['signed'], 'allowed'],
    [['mission_validation'], 'sign-first'],
    [['mission_validated'], 'allowed'],
    [['signature'], 'allowed'],
  ])('the subscription signature block with %j is %s', (status, access) => {
    expect(getSignatureAccess('signature', status)).toBe(access);
  });

  it('always allows the other blocks', () => {
    expect(getSignatureAccess('standard', ['canceled'])).toBe('allowed');
  });
});

describe('how each signer proves who they are (issue 25)', () => {
  it.each([
    ['sms-first', { mobile: '+33612345678', email: 'a@b.fr' }, 'sms'],
    ['sms-first', { mobile: null, email: 'a@b.fr' }, 'email'],
    ['email', { mobile: '+33612345678', email: 'a@b.fr' }, 'email'],
    ['email', { mobile: '+33612345678', email: null }, 'sms'],
    ['sms-first', { mobile: null, email: null }, null],
  ] as const)('with %s and %j the code goes by %s', (setting, contact, channel) => {
    expect(selectCodeChannel(setting, contact)).toBe(channel);
  });

  it('asks every party for a code, hosted or not; the advisor signing their own part only by the tenant switch', () => {
    for (const party of SIGNATURE_PARTIES) {
      expect(needsOneTimeCode('host', party, { advisorCode: false })).toBe(true);
    }
    expect(needsOneTimeCode('signer', 'subscriber', { advisorCode: false })).toBe(true);
    expect(needsOneTimeCode('signer', 'subscriber_advisor', { advisorCode: false })).toBe(false);
    expect(needsOneTimeCode('signer', 'subscriber_advisor', { advisorCode: true })).toBe(true);
    // By an invitation's link (an amendment's), nobody is signed in: the advisor's code is his proof.
    expect(needsOneTimeCode('signer', 'subscriber_advisor', { advisorCode: false }, true)).toBe(true);
  });

  it('records the sign-in, the code or both', () => {
    expect(getSignerAuthentication({ part: 'host', party: 'co_subscriber', codeChannel: 'sms' })).toBe(
      'otp_sms',
    );
    expect(getSignerAuthentication({ part: 'signer', party: 'subscriber', codeChannel: 'email' })).toBe(
      'otp_email',
    );
    expect(getSignerAuthentication({ part: 'signer', party: 'subscriber_advisor', codeChannel: null })).toBe(
      'session',
    );
    expect(
      getSignerAuthentication({ part: 'signer', party: 'subscriber_advisor', codeChannel: 'email' }),
    ).toBe('session_otp_email');
    expect(
      getSignerAuthentication({
        part: 'signer',
        party: 'subscriber_advisor',
        codeChannel: 'email',
        viaInvitation: true,
      }),
    ).toBe('otp_email');
  });

  it('names what a signer lacks: a name, a mobile or an e-mail (not the advisor’s contact without the switch)', () => {
    const off = { advisorCode: false };
    expect(
      findSignerIdentityGaps({ party: 'subscriber_spouse', name: '', mobile: null, email: null }, off),
    ).toEqual(['name', 'contact']);
    expect(
      findSignerIdentityGaps(
        { party: 'co_subscriber', name: 'Claire Martin', mobile: '0612', email: null },
        off,
      ),
    ).toEqual([]);
    expect(
      findSignerIdentityGaps({ party: 'subscriber_advisor', name: 'Paul', mobile: null, email: null }, off),
    ).toEqual([]);
    expect(
      findSignerIdentityGaps(
        { party: 'subscriber_advisor', name: 'Paul', mobile: null, email: null },
        { advisorCode: true },
      ),
    ).toEqual(['contact']);
    expect(signerIdentityErrorKey('subscriber_spouse', 'contact')).toBe(
      'docusign.error-signer-missing-contact-subscriber_spouse',
    );
  });
});

describe('the advisor is never offered a party it cannot sign or host', () => {
  const accountsWithClient = { advisorUserId: 'adv', subscriberUserId: 'sub' };
  const lead = { advisorUserId: 'adv', subscriberUserId: null };
  it.each(SIGNATURE_PARTIES)('%s: offered to the advisor only when it may sign or host it', (party) => {
    for (const accounts of [accountsWithClient, lead]) {
      const offered = isPartyOfferedToRole('advisor', party) && maySignFor('adv', party, accounts);
      expect(offered).toBe(getCeremonyPart('adv', party, accounts) !== null);
    }
    // With a client account, the subscriber signs for herself: the advisor neither signs nor hosts her.
    expect(getCeremonyPart('adv', 'subscriber', accountsWithClient)).toBeNull();
    expect(getCeremonyPart('adv', 'subscriber', lead)).toBe('host');
  });
});

describe('whose signature a folder awaits (issue 25)', () => {
  const accounts = { advisorUserId: 'adv', subscriberUserId: 'sub' };
  it('awaits the subscriber for her own part and the parties she hosts, never the advisor part', () => {
    expect(isSignatureAwaitedFrom('sub', ['subscriber'], accounts)).toBe(true);
    expect(isSignatureAwaitedFrom('sub', ['co_subscriber'], accounts)).toBe(true);
    expect(isSignatureAwaitedFrom('sub', ['subscriber_spouse'], accounts)).toBe(true);
    expect(isSignatureAwaitedFrom('sub', ['subscriber_advisor'], accounts)).toBe(false);
    expect(isSignatureAwaitedFrom('sub', [], accounts)).toBe(false);
  });

  it('awaits the advisor for his own part on his own folder only', () => {
    expect(isSignatureAwaitedFrom('adv', ['subscriber_advisor'], accounts)).toBe(true);
    expect(isSignatureAwaitedFrom('adv', ['subscriber', 'co_subscriber'], accounts)).toBe(false);
    // Another advisor's folder (a manager, a team) whose advisor part is unsigned: not his signature.
    expect(isSignatureAwaitedFrom('other-adv', ['subscriber_advisor'], accounts)).toBe(false);
    // Hosting a subscriber without an account is not his own signature either.
    expect(isSignatureAwaitedFrom('adv', ['subscriber'], { ...accounts, subscriberUserId: null })).toBe(
      false,
    );
  });

  it('awaits nobody else: another customer, the back office', () => {
    expect(isSignatureAwaitedFrom('another-client', ['subscriber', 'co_subscriber'], accounts)).toBe(false);
    expect(isSignatureAwaitedFrom('backoffice', ['subscriber', 'subscriber_advisor'], accounts)).toBe(false);
  });
});
