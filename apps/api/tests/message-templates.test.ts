/** The messages' templates (issue 25), French and English: what a recipient reads. */
import { describe, expect, it } from 'vitest';
import {
  MESSAGE_STRINGS,
  renderMessage,
  type TMessageTemplateParams,
} from '../src/modules/messages/index.js';

const URL_ = 'https://souscription.test/dossier/1042';
const PARAMS: TMessageTemplateParams = {
  'one-time-code-sms': { brand: 'Aestiam', code: '048213', minutes: 10 },
  'one-time-code-email': { brand: 'Aestiam', code: '048213', minutes: 10, recipientName: 'Pierre Martin' },
  'signature-reminder': {
    brand: 'Aestiam',
    recipientName: 'Pierre Martin',
    dossierLabel: 'dossier 1042',
    url: URL_,
  },
  'signature-reminder-advisor': {
    brand: 'Aestiam',
    advisorName: 'Antoine Durand',
    dossierLabel: 'dossier 1042',
    awaited: 'Pierre Martin (co-souscripteur)',
    url: URL_,
  },
  'signature-invitation': {
    brand: 'Aestiam',
    recipientName: 'Pierre Martin',
    documents: '« Lettre de mission »',
    dossierLabel: 'dossier 1042',
    url: URL_,
    expiresOn: '28 décembre 2026',
    reminder: false,
  },
  'signature-invitation-sms': { brand: 'Aestiam', url: URL_, expiresOn: '28 décembre 2026', reminder: true },
  'signed-documents-attached': {
    brand: 'Aestiam',
    recipientName: 'Pierre Martin',
    dossierLabel: 'dossier 1042',
    documents: '« Lettre de mission »',
    dossierSigned: false,
    withAccount: false,
    url: URL_,
  },
  'signed-documents-available': {
    brand: 'Aestiam',
    recipientName: 'Pierre Martin',
    dossierLabel: 'dossier 1042',
    documents: '« Bulletin de souscription »',
    dossierSigned: true,
    url: URL_,
  },
  'envelope-declined': {
    brand: 'Aestiam',
    advisorName: 'Antoine Durand',
    signerName: 'Pierre Martin',
    dossierLabel: 'dossier 1042',
    reason: 'Montant <erroné> & à revoir',
    url: URL_,
  },
  'envelope-expired': {
    brand: 'Aestiam',
    advisorName: 'Antoine Durand',
    dossierLabel: 'dossier 1042',
    url: URL_,
  },
  'envelope-cancelled': {
    brand: 'Aestiam',
    advisorName: 'Antoine Durand',
    dossierLabel: 'dossier 1042',
    cancelledBy: 'Julie Moreau',
    reason: 'Nouveau produit',
    url: URL_,
  },
  'corrections-requested': {
    brand: 'Aestiam',
    recipientName: 'Antoine Durand',
    dossierId: 1042,
    items: [
      { label: 'Nom d’usage', problem: null, reason: 'Nom mal orthographié' },
      { label: 'Pièce d’identité', problem: 'expired', reason: 'Expirée le mois dernier' },
      { label: null, problem: null, reason: 'Merci de rappeler le client' },
    ],
    url: URL_,
    customer: false,
  },
};
const IDS = Object.keys(PARAMS) as (keyof TMessageTemplateParams)[];

describe('message templates', () => {
  it('write the one-time code SMS in one short SMS, in each language', () => {
    const fr = renderMessage('one-time-code-sms', 'fr', PARAMS['one-time-code-sms']);
    expect(fr).toEqual({
      channel: 'sms',
      text: 'Aestiam : votre code de signature est 048213. Il expire dans 10 minutes. Ne le communiquez à personne.',
    });
    const en = renderMessage('one-time-code-sms', 'en', PARAMS['one-time-code-sms']);
    expect(en.text).toBe(
      'Aestiam: your signing code is 048213. It expires in 10 minutes. Do not share it with anyone.',
    );
    // One SMS holds 160 characters of the GSM alphabet (« à » is in it).
    expect(fr.text.length).toBeLessThanOrEqual(160);
    expect(en.text.length).toBeLessThanOrEqual(160);
  });

  it('write the one-time code e-mail with the code in its subject and body', () => {
    const email = renderMessage('one-time-code-email', 'fr', PARAMS['one-time-code-email']);
    expect(email.channel).toBe('email');
    expect(email.subject).toBe('Aestiam : votre code de signature 048213');
    expect(email.text).toContain('Bonjour Pierre Martin,');
    expect(email.text).toContain('Votre code de signature est 048213.');
    expect(email.html).toContain('<html lang="fr">');
    expect(email.html).toContain('Votre code de signature est 048213.');
  });

  it.each(IDS.filter((id) => !id.endsWith('-sms')))(
    '%s: an e-mail with a subject, a text and an HTML body in French and English',
    (id) => {
      for (const locale of ['fr', 'en'] as const) {
        const email = renderMessage(id, locale, PARAMS[id] as never) as {
          channel: string;
          subject: string;
          text: string;
          html: string;
        };
        expect(email.channel).toBe('email');
        expect(email.subject.startsWith('Aestiam')).toBe(true);
        expect(email.text.endsWith('Aestiam')).toBe(true);
        expect(email.html).toContain(`lang="${locale}"`);
        // A signer without an account has no folder to open: their copy carries no link.
        if ('url' in PARAMS[id] && !('withAccount' in PARAMS[id] && !PARAMS[id].withAccount)) {
          expect(email.text).toContain(URL_);
          expect(email.html).toContain(`href="${URL_}"`);
        }
      }
      expect(renderMessage(id, 'fr', PARAMS[id] as never).text).toMatch(/^Bonjour /);
      expect(renderMessage(id, 'en', PARAMS[id] as never).text).toMatch(/^Hello /);
    },
  );

  it('say only true things of signed documents: « toutes les parties » only for a signed dossier, no sign-in without an account', () => {
    const mission = renderMessage('signed-documents-attached', 'fr', PARAMS['signed-documents-attached']);
    expect(mission.text).not.toMatch(/Toutes les parties/);
    expect(mission.text).toContain('« Lettre de mission »');
    expect(mission.text).toContain('D’autres documents du dossier restent à signer.');
    expect(mission.text).not.toMatch(/connexion|Connectez/);
    const withAccount = renderMessage('signed-documents-attached', 'en', {
      ...PARAMS['signed-documents-attached'],
      withAccount: true,
      dossierSigned: true,
    });
    expect(withAccount.text).toContain('Every party has signed the documents of dossier 1042');
    expect(withAccount.text).toContain('after signing in');
    const all = renderMessage('signed-documents-available', 'fr', PARAMS['signed-documents-available']);
    expect(all.text).toContain(
      'Toutes les parties ont signé les documents de dossier 1042 : « Bulletin de souscription ».',
    );
  });

  it('invite to sign by a personal link that needs no account, by e-mail and in one SMS', () => {
    const email = renderMessage('signature-invitation', 'fr', PARAMS['signature-invitation']);
    expect(email.subject).toBe('Aestiam : des documents attendent votre signature');
    expect(email.text).toContain('« Lettre de mission »');
    expect(email.text).toContain('Aucun compte ni mot de passe n’est nécessaire');
    expect(email.text).toContain('valable jusqu’au 28 décembre 2026');
    expect(email.text).not.toMatch(/Connectez/);
    const sms = renderMessage('signature-invitation-sms', 'en', PARAMS['signature-invitation-sms']);
    expect(sms).toMatchObject({ channel: 'sms' });
    expect(sms.text).toContain(URL_);
    expect(sms.text.startsWith('Aestiam: reminder,')).toBe(true);
  });

  it('give the advisor the reason of a refusal, escaped in the HTML', () => {
    const email = renderMessage('envelope-declined', 'fr', PARAMS['envelope-declined']);
    expect(email.subject).toBe('Aestiam : Pierre Martin a refusé de signer');
    expect(email.text).toContain('Motif donné : « Montant <erroné> & à revoir »');
    expect(email.html).toContain('Montant &#60;erroné&#62; &#38; à revoir');
    expect(email.html).not.toContain('<erroné>');
    const en = renderMessage('envelope-declined', 'en', PARAMS['envelope-declined']);
    expect(en.text).toContain('Reason given: “Montant <erroné> & à revoir”');
  });

  it('exist for every template (their words in both languages: server-catalogues.test.ts)', () => {
    expect(Object.keys(MESSAGE_STRINGS).sort()).toEqual([...IDS].sort());
  });
});
