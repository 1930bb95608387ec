import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { i18n } from '../i18n/i18n';
import { resetPublicConfig } from '../config/public-config';
import { resetOidcContext } from '../oidc/oidc-client';

beforeEach(async () => {
  window.localStorage.clear();
  resetPublicConfig();
  resetOidcContext();
  await i18n.changeLanguage('fr');
});

afterEach(() => {
  cleanup();
});
