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
