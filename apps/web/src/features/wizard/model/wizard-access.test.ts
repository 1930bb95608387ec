import { describe, expect, it } from 'vitest';
import type { TRole } from '@souscription/contract';
import { getWizardAccess, isBackLinkShown, isStepClickable } from './wizard-access';
import { getBlockAction, getBlockKind } from './block-kind';
import type { SignatureParty } from '@souscription/form-engine';
import { isSignButtonHidden, isSignButtonOffered, toSigner } from './sign-buttons';
import { TEST_FORM } from './test-form';

describe('who may do what in the wizard (spec 02 §4 and §6)', () => {
  it.each<[TRole, boolean, boolean]>([
    ['back_office_user', false, true],
    ['manage_dossier', false, true],
    ['back_office_user', true, false],
  ])('%s on the back-office form = %s is read-only: %s', (role, backOfficeForm, readOnly) => {
    const access = getWizardAccess({ role, status: ['ongoing'], backOfficeForm });
    expect(access.readOnly).toBe(readOnly);
    expect(access.walk).toBe(readOnly);
    // The read-only mode of spec 5: requirements off in the engine.
    expect(access.engineReadOnly).toBe(readOnly);
    expect(access.canModify).toBe(true);
  });

  it('lets the other roles modify only while the dossier is ongoing (or has no state yet)', () => {
    for (const role of ['advisor', 'client', 'prospect', 'prospect_direct', 'partner'] as const) {
      expect(getWizardAccess({ role, status: ['ongoing'], backOfficeForm: false })).toMatchObject({
        readOnly: false,
        canModify: true,
      });
      expect(getWizardAccess({ role, status: [], backOfficeForm: false }).readOnly).toBe(false);
      expect(getWizardAccess({ role, status: ['signed'], backOfficeForm: false })).toMatchObject({
        readOnly: true,
        // Fields read-only, but the engine keeps the signature buttons usable.
        engineReadOnly: false,
        readOnlyReason: 'status',
        canModify: false,
        // A signed dossier reads as finished: its pages whole, read-only.
        walk: true,
        finished: true,
      });
    }
  });

  it('locks the answers once a signature envelope is out, even with ongoing kept', () => {
    for (const state of ['mission_validation', 'signature']) {
      expect(
        getWizardAccess({ role: 'advisor', status: ['ongoing', state], backOfficeForm: false }),
      ).toMatchObject({
        readOnly: true,
        engineReadOnly: false,
        canModify: false,
        finished: false,
        walk: false,
      });
    }
  });

  it('makes completed steps links unless signed or in signature; always for back-office roles', () => {
    const step = { backOffice: false, complete: true, current: false, status: ['ongoing'] };
    expect(isStepClickable(step)).toBe(true);
    expect(isStepClickable({ ...step, complete: false })).toBe(false);
    expect(isStepClickable({ ...step, status: ['signature'] })).toBe(false);
    expect(isStepClickable({ ...step, status: ['signed'] })).toBe(false);
    expect(isStepClickable({ ...step, backOffice: true, complete: false, status: ['signed'] })).toBe(true);
    expect(isStepClickable({ ...step, current: true })).toBe(false);
  });

  it('shows the back link off the first page, outside the signed and signature states', () => {
    expect(isBackLinkShown(0, ['ongoing'])).toBe(false);
    expect(isBackLinkShown(2, ['ongoing'])).toBe(true);
    expect(isBackLinkShown(2, ['signature', 'mission_validated'])).toBe(false);
    expect(isBackLinkShown(2, ['signed'])).toBe(false);
  });
});

describe('signature blocks', () => {
  it('finds the mandate block by its sign button and the finalisation block at the end', () => {
    expect(getBlockKind(TEST_FORM, 30)).toBe('mandate');
    expect(getBlockKind(TEST_FORM, 31)).toBe('finalisation');
    expect(getBlockKind(TEST_FORM, 20)).toBe('standard');
    expect(getBlockAction('standard', true)).toBe('begin');
    expect(getBlockAction('standard', false)).toBe('keep-on');
    expect(getBlockAction('mandate', false)).toBe('sign');
    expect(getBlockAction('finalisation', false)).toBe('finish');
  });

  it('hides a sign button once its party signed, the folder is signed or the mission validated', () => {
    const button = TEST_FORM.elements.find((loaded) => loaded.element.id === 8)!.element;
    expect(isSignButtonHidden(button, ['ongoing'])).toBe(false);
    expect(isSignButtonHidden(button, ['signature', 'mission_signed_by_subscriber'])).toBe(true);
    expect(isSignButtonHidden(button, ['mission_validated'])).toBe(true);
    expect(isSignButtonHidden(button, ['signed'])).toBe(true);
    const coSubscriber = {
      ...button,
      attributes: { ...button.attributes, docusignId: 'mission_co_subscriber' },
    };
    expect(isSignButtonHidden(coSubscriber, ['signature', 'mission_signed_by_subscriber'])).toBe(false);
    const unknown = { ...button, attributes: { ...button.attributes, docusignId: 'other' } };
    expect(isSignButtonHidden(unknown, ['ongoing'])).toBe(true);
  });

  it('reads the party of a sign button from signatureParty; mission_validated hides the mission’s only', () => {
    const button = TEST_FORM.elements.find((loaded) => loaded.element.id === 8)!.element;
    const advisor = {
      ...button,
      attributes: { ...button.attributes, signatureParty: 'subscriber_advisor' as const },
    };
    expect(isSignButtonHidden(advisor, ['ongoing', 'mission_signed_by_subscriber'])).toBe(false);
    expect(isSignButtonHidden(advisor, ['ongoing', 'mission_signed_by_subscriber_advisor'])).toBe(true);
    const subscription = { ...button, attributes: { ...button.attributes, docusignId: 'subscription' } };
    expect(isSignButtonHidden(subscription, ['ongoing', 'mission_validated'])).toBe(false);
    expect(isSignButtonHidden(subscription, ['ongoing', 'subscription_signed_by_subscriber'])).toBe(true);
    // The advisor's part is never offered to the customer's side.
    const withAccount = { advistor_id: 'adv', subscriber_user_id: 'cust' };
    expect(isSignButtonOffered(advisor, ['ongoing'], toSigner('cust', withAccount))).toBe(false);
    expect(isSignButtonOffered(advisor, ['ongoing'], toSigner('adv', withAccount))).toBe(true);
    expect(isSignButtonOffered(button, ['ongoing'], toSigner('cust', withAccount))).toBe(true);
  });

  describe('which sign buttons a user is offered (issue 25: no button leads to a refusal)', () => {
    const button = TEST_FORM.elements.find((loaded) => loaded.element.id === 8)!.element;
    const forParty = (party: SignatureParty) => ({
      ...button,
      attributes: { ...button.attributes, signatureParty: party },
    });
    const withAccount = { advistor_id: 'adv', subscriber_user_id: 'cust' };
    const withoutAccount = { advistor_id: 'adv', subscriber_user_id: null };

    type TAccounts = { advistor_id: string; subscriber_user_id: string | null };
    it.each<[string, string, TAccounts, SignatureParty, boolean]>([
      ['the advisor', 'adv', withAccount, 'subscriber', false],
      ['the advisor', 'adv', withoutAccount, 'subscriber', true],
      ['the advisor', 'adv', withAccount, 'co_subscriber', true],
      ['the advisor', 'adv', withAccount, 'subscriber_spouse', true],
      ['the advisor', 'adv', withAccount, 'subscriber_advisor', true],
      ['the subscriber', 'cust', withAccount, 'subscriber', true],
      ['the subscriber', 'cust', withAccount, 'co_subscriber', true],
      ['the subscriber', 'cust', withAccount, 'subscriber_advisor', false],
      ['another advisor', 'other', withoutAccount, 'subscriber', false],
      ['another advisor', 'other', withoutAccount, 'co_subscriber', false],
    ])('%s (%s) is offered the %s button: %s', (_who, userId, dossier, party, offered) => {
      expect(isSignButtonOffered(forParty(party), ['ongoing'], toSigner(userId, dossier))).toBe(offered);
    });
  });
});

describe('a signed dossier under correction (issue 35)', () => {
  const correctionBlockIds = new Set([100, 501]);

  it('reopens the flagged blocks to the advisor and the customer, the rest read-only', () => {
    for (const role of ['advisor', 'client'] as const) {
      const access = getWizardAccess({ role, status: ['signed'], backOfficeForm: false, correctionBlockIds });
      expect(access).toMatchObject({ readOnly: true, finished: true, walk: true });
      expect([...access.correctionBlockIds]).toEqual([100, 501]);
    }
  });

  it('reopens nothing to the back office, nor on a dossier that is not signed', () => {
    const manager = getWizardAccess({
      role: 'manage_dossier',
      status: ['signed'],
      backOfficeForm: false,
      correctionBlockIds,
    });
    expect(manager.correctionBlockIds.size).toBe(0);
    const ongoing = getWizardAccess({
      role: 'advisor',
      status: ['ongoing'],
      backOfficeForm: false,
      correctionBlockIds,
    });
    expect(ongoing.correctionBlockIds.size).toBe(0);
  });
});
