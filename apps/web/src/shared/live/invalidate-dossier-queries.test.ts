import { describe, expect, it } from 'vitest';
import { isAboutDossier, isAboutDossiers } from './invalidate-dossier-queries';

const about = (queryKey: readonly unknown[], id = 42) => isAboutDossier({ queryKey }, id);

describe('which screens a folder change reads again', () => {
  it('every list and count, and whatever names that folder', () => {
    expect(about(['dossiers', 'list', { page: 1 }])).toBe(true);
    expect(about(['dossiers', 'counts'])).toBe(true);
    expect(about(['dossier', 42, 'envelopes'])).toBe(true);
    expect(about(['manage-dossier', 42, 'history'])).toBe(true);
    expect(about(['signed-documents', '42'])).toBe(true);
    expect(about(['signature-return', 42, 'mission', 'subscriber'])).toBe(true);
  });

  it('not another folder’s, nor what has nothing to do with folders', () => {
    expect(about(['dossier', 41, 'envelopes'])).toBe(false);
    expect(about(['manage-dossier', 420])).toBe(false);
    expect(about(['forms'])).toBe(false);
    expect(about(['users', 'me'])).toBe(false);
  });

  it('never the answers the wizard holds while they are typed', () => {
    expect(about(['dossier', 42])).toBe(false);
    expect(isAboutDossiers({ queryKey: ['dossier', 42] })).toBe(false);
    expect(isAboutDossiers({ queryKey: ['dossier', 42, 'envelopes'] })).toBe(true);
    expect(isAboutDossiers({ queryKey: ['profile'] })).toBe(false);
  });
});
