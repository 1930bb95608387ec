/**
 * The signing page is rendered with escaping by construction (JSX on the server, issue 32 point 11):
 * whatever a name, a title, a tenant or a reason holds (`<script>`, quotes, ampersands) comes out as
 * text, never as markup, in the page's text and in its attributes alike.
 */
import { describe, expect, it } from 'vitest';
import type { TOpenCeremony } from '../src/modules/signature/service/signing-ceremony.js';
import {
  renderAnsweredPage,
  renderRefusalPage,
  renderSigningPage,
} from '../src/modules/signature/signing-page.js';

const HOSTILE = `Claire "<script>alert('x')</script>" & Co`;
const ESCAPED = 'Claire &quot;&lt;script&gt;alert(&#x27;x&#x27;)&lt;/script&gt;&quot; &amp; Co';

/** A ceremony as the page reads it, every text a person typed being hostile. */
function hostileCeremony(codeState: TOpenCeremony['codeState']): TOpenCeremony {
  return {
    envelope: { step: 'subscription' },
    recipient: { party: 'co_subscriber', name: HOSTILE },
    documents: [{ id: 7, title: HOSTILE, name: 'bulletin"><img src=x onerror=alert(1)>.pdf' }],
    tenant: { name: HOSTILE, primaryColor: '#123456;}</style><script>alert(1)</script>' },
    locale: 'fr',
    part: 'host',
    invitation: false,
    host: { userId: 'u1', userName: HOSTILE },
    codeState,
    codeChannel: 'sms',
    returnUrl: () => '/dossier/1?x="><script>alert(1)</script>',
  } as unknown as TOpenCeremony;
}

/** The page's own script tag aside, no `<script` may appear. */
const scriptTags = (html: string) => html.match(/<script/gi)?.length ?? 0;

describe('the signing page with hostile names and reasons', () => {
  it('shows the signer’s, host’s, tenant’s and document’s names as text', () => {
    const html = renderSigningPage(
      hostileCeremony('sent'),
      'a"b',
      { demoMailbox: true, notice: { kind: 'code-locked' } },
      '06 ** ** ** 12',
    );
    expect(scriptTags(html)).toBe(1);
    expect(html).toContain('<script type="module" src="/sign/assets/signing-page.js"></script>');
    expect(html).not.toContain('<img');
    expect(html).toContain(`<p class="tenant">${ESCAPED}</p>`);
    expect(html).toContain(`<h3 id="doc-0">${ESCAPED}</h3>`);
    expect(html).toContain(`aria-label="${ESCAPED}"`);
    expect(html).toContain(`Signature de ${ESCAPED} (co-souscripteur), en présence de ${ESCAPED}`);
    expect(html).toContain('href="/dossier/1?x=&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(html).toContain('action="/sign/a%22b"');
    // A colour that is not `#rrggbb` never reaches the style.
    expect(html).toContain('<style>:root{--primary:#1f4e79}</style>');
  });

  it('gives a hostile refusal reason back as the textarea’s text', () => {
    const html = renderSigningPage(
      hostileCeremony('verified'),
      'token',
      { demoMailbox: false, notice: { kind: 'reason-required' }, reason: `</textarea>${HOSTILE}` },
      null,
    );
    expect(scriptTags(html)).toBe(1);
    expect(html).toContain(`>&lt;/textarea&gt;${ESCAPED}</textarea>`);
    expect(html).toContain('<details class="step decline" open="">');
  });

  it('escapes the closing and refusal pages too', () => {
    const answered = renderAnsweredPage({
      tenant: { name: HOSTILE, primaryColor: '#123456' },
      name: HOSTILE,
      answer: 'declined',
      locale: 'en',
    });
    expect(scriptTags(answered)).toBe(0);
    expect(answered).toContain(`<p>${ESCAPED}, your refusal and its reason are recorded.`);
    const refused = renderRefusalPage({
      refusal: 'used',
      locale: 'fr',
      returnUrl: '/dossier/1?x="><script>alert(1)</script>',
    });
    expect(scriptTags(refused)).toBe(0);
    expect(refused).toContain('<html lang="fr">');
  });
});
