/** The verifier's changes after signing read in the reader's language, whatever the code (issue 33). */
import { afterAll, describe, expect, it } from 'vitest';
import { MODIFICATION_CODES, type TModificationReport } from '@souscription/contract';
import { i18n } from '../../../shared/i18n/i18n';
import '../i18n';
import { describeModificationText } from './modification-text';

const REASONS = [
  'not-allowed',
  'visible-signature-field',
  'reuses-signature-dictionary',
  'copies-signature-value',
  'certification-no-change',
  'annotation-drawn',
];

function everyModification(): TModificationReport[] {
  const params = { page: 2, key: 'OpenAction', field: 'Montant', lockedBy: 'Signature_1', object: 12 };
  const plain = MODIFICATION_CODES.filter((code) => !code.startsWith('list-entry-')).map((code) => ({
    code,
    params: { ...params, revision: 3, offset: 1024 },
    description: '',
  }));
  const lists = ['fields', 'annotations'].flatMap((list) => [
    { code: 'list-entry-removed' as const, params: { list, page: 2 }, description: '' },
    ...REASONS.map((reason) => ({
      code: 'list-entry-added' as const,
      params: {
        list,
        page: 2,
        field: 'Sig2',
        fieldType: 'Sig',
        reason,
        of: 'Signature_1',
        rect: '[ 0 0 1 1 ]',
      },
      description: '',
    })),
  ]);
  return [...plain, ...lists];
}

describe('a change after signing, in words', () => {
  afterAll(() => i18n.changeLanguage('fr'));

  it.each(['fr', 'en'])(
    'has a text in %s for every code and reason, with no key or placeholder left',
    async (language) => {
      await i18n.changeLanguage(language);
      for (const modification of everyModification()) {
        const text = describeModificationText(i18n.t, modification);
        expect(text, modification.code).not.toMatch(/verification\.|\{\{|undefined/);
      }
    },
  );

  it('names the field added over the page and why it is refused, in English', async () => {
    await i18n.changeLanguage('en');
    const text = describeModificationText(i18n.t, {
      code: 'list-entry-added',
      params: {
        list: 'annotations',
        page: 1,
        field: 'Sig9',
        fieldType: 'Sig',
        reason: 'copies-signature-value',
        of: 'Signature_subscriber',
      },
      description: '',
    });
    expect(text).toBe(
      'Page 1: the annotation “Sig9” (Sig) was added, it copies the signature value of “Signature_subscriber”.',
    );
  });

  it('says an unnamed object changed with its type when it has one, in French', async () => {
    await i18n.changeLanguage('fr');
    const typed = {
      code: 'object-changed' as const,
      params: { object: 7, objectType: 'XObject' },
      description: '',
    };
    expect(describeModificationText(i18n.t, typed)).toBe('L’objet 7 (XObject) a changé.');
    expect(describeModificationText(i18n.t, { ...typed, params: { object: 7, objectType: '' } })).toBe(
      'L’objet 7 a changé.',
    );
  });
});
