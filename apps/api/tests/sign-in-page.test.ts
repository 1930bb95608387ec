import { describe, expect, it } from 'vitest';
import { renderSignInPage } from '../src/auth/sign-in-page.js';
import { DEMO_ACCOUNTS, DEMO_ACCOUNT_LISTING } from '../src/seed/demo-accounts.js';

describe('the sign-in page’s demo accounts (issue #18)', () => {
  it('lists every demo account, one of another tenant with that tenant’s name', () => {
    const html = renderSignInPage({
      uid: 'u1',
      locale: 'fr',
      tenantName: 'Souscription Démo',
      primaryColor: '#1f4e79',
      demoAccounts: DEMO_ACCOUNT_LISTING,
    });
    for (const account of DEMO_ACCOUNTS) expect(html).toContain(`<code>${account.username}</code>`);
    expect(html).toContain('<td><code>conseiller.aestiam</code></td><td>Conseiller · Aestiam</td>');
  });
});

describe('the sign-in page’s footer', () => {
  it('links to the public signature verifier, in the page’s language', () => {
    const page = (locale: 'fr' | 'en') =>
      renderSignInPage({
        uid: 'u1',
        locale,
        tenantName: 'Démo',
        primaryColor: '#1f4e79',
        demoAccounts: null,
      });
    expect(page('fr')).toContain('<footer><a href="/verification">Vérifier un document signé</a></footer>');
    expect(page('en')).toContain('<footer><a href="/verification">Verify a signed document</a></footer>');
  });
});
