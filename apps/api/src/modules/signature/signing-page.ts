import type { TSignatureParty, TSignatureStep } from '@souscription/contract';
import { escapeHtml } from '../../shared/escape-html.js';
import type { TCeremonyRefusal, TOpenCeremony } from './service/signing-ceremony.js';
import { describeParty, describeStep } from './service/seal-pdf.js';

const TEXTS = {
  fr: {
    title: 'Signature électronique',
    intro: 'Lisez les documents ci-dessous avant de signer.',
    signingAs: 'Vous signez en tant que',
    documents: 'Documents à signer',
    open: 'Ouvrir le PDF',
    loading: 'Chargement du document…',
    page: 'Page',
    consent:
      'J’ai lu les documents ci-dessus et j’accepte de les signer électroniquement ; ma signature a la même valeur qu’une signature manuscrite.',
    sign: 'Signer',
    decline: 'Refuser',
    consentRequired: 'Cochez la case pour signer.',
    refusals: {
      unknown: 'Cette adresse de signature n’existe pas.',
      'other-user': 'Cette adresse de signature a été créée pour un autre utilisateur.',
      used: 'Cette adresse de signature a déjà été utilisée. Demandez-en une nouvelle depuis le bouton de signature.',
      expired:
        'Cette adresse de signature a expiré (elle est valable 5 minutes). Demandez-en une nouvelle depuis le bouton de signature.',
      closed: 'Ces documents ne sont plus en attente de votre signature.',
    },
    refusedTitle: 'Signature impossible',
    back: 'Revenir au dossier',
  },
  en: {
    title: 'Electronic signature',
    intro: 'Read the documents below before signing.',
    signingAs: 'You sign as',
    documents: 'Documents to sign',
    open: 'Open the PDF',
    loading: 'Loading the document…',
    page: 'Page',
    consent:
      'I have read the documents above and agree to sign them electronically; my signature has the same value as a handwritten one.',
    sign: 'Sign',
    decline: 'Decline',
    consentRequired: 'Tick the box to sign.',
    refusals: {
      unknown: 'This signing address does not exist.',
      'other-user': 'This signing address was made for another user.',
      used: 'This signing address has already been used. Ask for a new one with the sign button.',
      expired:
        'This signing address has expired (it is valid for 5 minutes). Ask for a new one with the sign button.',
      closed: 'These documents are no longer waiting for your signature.',
    },
    refusedTitle: 'Signing is not possible',
    back: 'Back to the folder',
  },
} as const;

function layout(options: {
  locale: 'fr' | 'en';
  title: string;
  primaryColor: string;
  body: string;
  script?: boolean;
}) {
  const color = /^#[0-9a-fA-F]{6}$/.test(options.primaryColor) ? options.primaryColor : '#1f4e79';
  return `<!doctype html>
<html lang="${options.locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(options.title)}</title>
<link rel="stylesheet" href="/sign/assets/signing-page.css">
<style>:root{--primary:${color}}</style>
${options.script ? '<script type="module" src="/sign/assets/signing-page.js"></script>' : ''}
</head>
<body>
${options.body}
</body>
</html>`;
}

/** The signing page: the documents rendered page by page, the consent box, « Signer » and « Refuser ». */
export function renderSigningPage(open: TOpenCeremony, token: string): string {
  const t = TEXTS[open.locale];
  const step = describeStep(open.envelope.step as TSignatureStep, open.locale);
  const role = describeParty(open.recipient.party as TSignatureParty, open.locale);
  const base = `/sign/${encodeURIComponent(token)}`;
  const documents = open.documents
    .map((document, index) => {
      const title = escapeHtml(document.title ?? document.name);
      const href = `${base}/documents/${document.id}`;
      return `<section class="document" aria-labelledby="doc-${index}">
<h3 id="doc-${index}">${title}</h3>
<p><a href="${href}" target="_blank" rel="noopener">${t.open} (${escapeHtml(document.name)})</a></p>
<div class="pages" data-pdf="${href}" data-page-label="${t.page}" role="region" aria-label="${title}" tabindex="0"><p class="loading">${t.loading}</p></div>
</section>`;
    })
    .join('\n');
  const body = `<main>
<header class="head"><p class="tenant">${escapeHtml(open.tenant.name)}</p>
<h1>${t.title} — ${escapeHtml(step)}</h1>
<p>${t.signingAs} <strong>${escapeHtml(role)}</strong> : ${escapeHtml(open.recipient.name)}</p>
<p class="muted">${t.intro}</p></header>
<h2>${t.documents}</h2>
${documents}
<form method="post" action="${base}" class="decision">
<p><input type="checkbox" id="consent" name="consent" value="yes" required aria-describedby="consent-hint">
<label for="consent">${t.consent}</label></p>
<p id="consent-hint" class="muted">${t.consentRequired}</p>
<p class="buttons"><button type="submit" name="decision" value="sign" class="primary">${t.sign}</button>
<button type="submit" name="decision" value="decline" formnovalidate class="secondary">${t.decline}</button></p>
</form>
</main>`;
  return layout({
    locale: open.locale,
    title: `${t.title} — ${step}`,
    primaryColor: open.tenant.primaryColor,
    body,
    script: true,
  });
}

/** The clear page of a refused address: why, and a way back to the folder. */
export function renderRefusalPage(options: {
  refusal: TCeremonyRefusal;
  locale: 'fr' | 'en';
  returnUrl: string | null;
  primaryColor?: string;
}): string {
  const t = TEXTS[options.locale];
  const back = options.returnUrl
    ? `<p><a class="button" href="${escapeHtml(options.returnUrl)}">${t.back}</a></p>`
    : '';
  const body = `<main class="refusal" role="alert"><h1>${t.refusedTitle}</h1><p>${t.refusals[options.refusal]}</p>${back}</main>`;
  return layout({
    locale: options.locale,
    title: t.refusedTitle,
    primaryColor: options.primaryColor ?? '#1f4e79',
    body,
  });
}
