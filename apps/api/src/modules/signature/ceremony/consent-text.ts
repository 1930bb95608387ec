import { createHash } from 'node:crypto';

/**
 * The consent a signer accepts before « Signer », versioned: a signature records the version and
 * the SHA-256 of the exact text it was shown. The wording is true for an advanced electronic
 * signature (eIDAS art. 26: uniquely linked to the signer, capable of identifying them, under their
 * sole control, any later change detectable); it does not claim the equivalence with a handwritten
 * signature that art. 25(2) reserves to qualified signatures. A new wording is a new version.
 */
export const CONSENT_TEXT = {
  version: '2026-11-26',
  fr: 'J’ai lu les documents ci-dessus et j’accepte de les signer par une signature électronique avancée : le code à usage unique reçu sur mon téléphone ou à mon adresse e-mail m’identifie, ma signature est liée à ces documents de sorte que toute modification ultérieure soit détectable, et les preuves de ma signature (date et heure, code vérifié, adresse IP, navigateur) sont conservées avec le dossier.',
  en: 'I have read the documents above and agree to sign them with an advanced electronic signature: the one-time code sent to my phone or e-mail address identifies me, my signature is linked to these documents so that any later change is detectable, and the evidence of my signature (date and time, verified code, IP address, browser) is kept with the folder.',
} as const;

/** The consent text a signer is shown in their language, its version and its SHA-256 (hex). */
export function getConsentText(locale: 'fr' | 'en'): { version: string; text: string; sha256: string } {
  const text = CONSENT_TEXT[locale];
  return {
    version: CONSENT_TEXT.version,
    text,
    sha256: createHash('sha256').update(text, 'utf8').digest('hex'),
  };
}
