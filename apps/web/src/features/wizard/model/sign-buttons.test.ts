import { describe, expect, it } from 'vitest';
import type { FormElement, SignatureParty } from '@souscription/form-engine';
import { i18n } from '../../../shared/i18n/i18n';
import '../i18n';
import {
  getSignButtonLabel,
  selectOfferedSignButtons,
  toSigner,
  withSignButtonLabel,
  type TSignerNames,
} from './sign-buttons';
import { TEST_FORM } from './test-form';

const button = TEST_FORM.elements.find((loaded) => loaded.element.id === 8)!.element;
const forParty = (party: SignatureParty, label = `Signer la lettre de mission (${party})`): FormElement => ({
  ...button,
  attributes: { ...button.attributes, label, signatureParty: party },
});
const textIn = (language: 'fr' | 'en') => {
  const t = i18n.getFixedT(language, 'translation', 'wizard');
  return (key: string, params?: Record<string, string>) => t(key, params);
};
const fr = textIn('fr');
const en = textIn('en');
const names: TSignerNames = [
  { party: 'subscriber', name: 'Claire Martin' },
  { party: 'co_subscriber', name: 'Pierre Martin' },
  { party: 'subscriber_spouse', name: 'Pierre Martin' },
  { party: 'subscriber_advisor', name: 'Antoine Durand' },
];
const withAccount = { advistor_id: 'adv', subscriber_user_id: 'cust' };
const lead = { advistor_id: 'adv', subscriber_user_id: null };

describe('a sign button says whose signature it takes (issue 25)', () => {
  it('names the party this user signs as', () => {
    expect(getSignButtonLabel(forParty('subscriber'), toSigner('cust', withAccount), names, fr)).toBe(
      'Signer — Claire Martin (souscripteur)',
    );
    expect(getSignButtonLabel(forParty('subscriber_advisor'), toSigner('adv', withAccount), names, fr)).toBe(
      'Signer — Antoine Durand (conseiller)',
    );
    expect(getSignButtonLabel(forParty('subscriber_advisor'), toSigner('adv', withAccount), names, en)).toBe(
      'Sign — Antoine Durand (advisor)',
    );
  });

  it('says so when this user hosts the party’s ceremony', () => {
    expect(getSignButtonLabel(forParty('co_subscriber'), toSigner('adv', withAccount), names, fr)).toBe(
      'Signer en sa présence — Pierre Martin (co-souscripteur)',
    );
    expect(getSignButtonLabel(forParty('subscriber_spouse'), toSigner('cust', withAccount), names, fr)).toBe(
      'Signer en sa présence — Pierre Martin (conjoint)',
    );
    // A subscriber without an account signs beside the advisor.
    expect(getSignButtonLabel(forParty('subscriber'), toSigner('adv', lead), names, fr)).toBe(
      'Signer en sa présence — Claire Martin (souscripteur)',
    );
    expect(getSignButtonLabel(forParty('co_subscriber'), toSigner('adv', withAccount), names, en)).toBe(
      'Sign in their presence — Pierre Martin (co-subscriber)',
    );
  });

  it('keeps the form’s role wording for a party named by nobody yet', () => {
    const unnamed: TSignerNames = [{ party: 'subscriber', name: 'Claire Martin' }];
    const coSubscriber = forParty('co_subscriber', 'Signer la lettre de mission (co-souscripteur)');
    expect(getSignButtonLabel(coSubscriber, toSigner('adv', withAccount), unnamed, fr)).toBe(
      'Signer la lettre de mission (co-souscripteur)',
    );
    expect(
      getSignButtonLabel(
        coSubscriber,
        toSigner('adv', withAccount),
        [{ party: 'co_subscriber', name: ' ' }],
        fr,
      ),
    ).toBe('Signer la lettre de mission (co-souscripteur)');
    // The same element, untouched: the widgets' props stay stable.
    expect(withSignButtonLabel(coSubscriber, toSigner('adv', withAccount), unnamed, fr)).toBe(coSubscriber);
    expect(withSignButtonLabel(coSubscriber, toSigner('adv', withAccount), names, fr).attributes.label).toBe(
      'Signer en sa présence — Pierre Martin (co-souscripteur)',
    );
  });
});

describe('one person, one button: the co-subscriber who is the spouse (issue 25)', () => {
  const onePerson: TSignerNames = [
    { party: 'subscriber', name: 'Jean-Pierre Martin' },
    { party: 'co_subscriber', name: 'Claire Martin' },
    { party: 'subscriber_spouse', name: 'Claire Martin', same_person_as: 'co_subscriber' },
    { party: 'subscriber_advisor', name: 'Antoine Durand' },
  ];
  const parties: SignatureParty[] = [
    'subscriber',
    'co_subscriber',
    'subscriber_spouse',
    'subscriber_advisor',
  ];
  const buttons = parties.map((party) => forParty(party));
  const partiesOf = (shown: FormElement[]) => shown.map((element) => element.attributes.signatureParty);

  it('offers the co-subscriber’s button only, naming both roles', () => {
    const shown = selectOfferedSignButtons(buttons, [], toSigner('adv', withAccount), onePerson);
    expect(partiesOf(shown)).toEqual(['co_subscriber', 'subscriber_advisor']);
    expect(getSignButtonLabel(shown[0]!, toSigner('adv', withAccount), onePerson, fr)).toBe(
      'Signer en sa présence — Claire Martin (co-souscripteur et conjoint)',
    );
    expect(getSignButtonLabel(shown[0]!, toSigner('adv', withAccount), onePerson, en)).toBe(
      'Sign in their presence — Claire Martin (co-subscriber and spouse)',
    );
  });

  it('keeps two buttons for two people, and the spouse’s when the co-subscriber’s is not offered', () => {
    expect(partiesOf(selectOfferedSignButtons(buttons, [], toSigner('adv', withAccount), names))).toEqual([
      'co_subscriber',
      'subscriber_spouse',
      'subscriber_advisor',
    ]);
    const spouseOnly = [forParty('subscriber_spouse')];
    expect(
      partiesOf(selectOfferedSignButtons(spouseOnly, [], toSigner('adv', withAccount), onePerson)),
    ).toEqual(['subscriber_spouse']);
  });
});
