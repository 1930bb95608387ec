import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '../../../shared/test/fetch-stub';
import { signIn } from '../../../shared/test/render-routes';
import { setStored } from '../../../shared/storage/local-storage';
import { createWizardLoader } from './prefetch-wizard-data';

const WIZARD_CALLS = ['/api/dossiers/7', '/api/fr/forms/3/definition', '/api/forms', '/api/users/me'];

afterEach(() => localStorage.clear());

describe('the /form loader', () => {
  it('asks for the dossier, its definition, the forms and the user at once, not one after the other', async () => {
    signIn('advisor');
    setStored('folder_id', '7');
    setStored('form_id', '3');
    let openGate: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (openGate = resolve));
    const asked = new Set<string>();
    // Note: no answer comes until every call has been asked: a loader that waited for one answer
    // before asking the next would never finish.
    const { requests } = stubFetch(async (request) => {
      asked.add(request.url.pathname);
      if (WIZARD_CALLS.every((path) => asked.has(path))) openGate();
      await gate;
      return jsonResponse({ errors: [{ property: 'path', message: 'api.error.not-found' }] }, 404);
    });

    await expect(createWizardLoader(new QueryClient())()).resolves.toBeNull();
    expect(requests.map((request) => request.url.pathname)).toEqual(expect.arrayContaining(WIZARD_CALLS));
  });

  it('asks for nothing when nobody is signed in (the route guard starts the sign-in)', async () => {
    setStored('folder_id', '7');
    setStored('form_id', '3');
    const { requests } = stubFetch();
    await expect(createWizardLoader(new QueryClient())()).resolves.toBeNull();
    expect(requests).toEqual([]);
  });
});
