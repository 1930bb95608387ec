import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach } from 'vitest';
import { englishPartsLoaded, i18n, loadLocale } from '../i18n/i18n';
import { resetPublicConfig } from '../config/public-config';
import { resetOidcContext } from '../oidc/oidc-client';
import { loadIbanTools } from '../iban/on-demand-ibantools';
import { loadPhoneNumbers } from '../phone/on-demand-phone-numbers';

// Note: the jsdom environment installs its own ArrayBuffer and Uint8Array, while TextEncoder and
// crypto.subtle (used by oauth4webapi for the PKCE challenge) come from Node and fail `instanceof`
// checks against them. Point the globals back at the constructors those Node APIs produce.
const nodeBytes = new TextEncoder().encode('');
const nodeDigest = await crypto.subtle.digest('SHA-256', nodeBytes);
Object.assign(globalThis, { Uint8Array: nodeBytes.constructor, ArrayBuffer: nodeDigest.constructor });

// A test waits for what the user sees, however long a busy machine takes to show it: `findBy…` and
// `waitFor` give up after 15 s, not testing-library's 1 s (CI runs these tests beside the API suite and
// the journeys, at a load of 12 on 2 cores). How fast it appears is the benches' business, not a test's.
configure({ asyncUtilTimeout: 15_000 });

// Tests switch to English at once: its texts are loaded first, as an English visit does.
await loadLocale('en');
// Tests check phone numbers and IBAN as the wizard does once their libraries have arrived.
await loadPhoneNumbers();
await loadIbanTools();

// The features a test file imports register their English parts as they load: in before its tests run.
beforeAll(() => englishPartsLoaded());

beforeEach(async () => {
  window.localStorage.clear();
  resetPublicConfig();
  resetOidcContext();
  await i18n.changeLanguage('fr');
});

afterEach(() => {
  cleanup();
});
