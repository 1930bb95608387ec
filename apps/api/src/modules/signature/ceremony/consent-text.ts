import { createHash } from 'node:crypto';

/**
 * The consent a signer accepts before « Signer », versioned: a signature records the version and
 * the SHA-256 of the exact text it was shown. The wording is true for an advanced electronic
 * signature (eIDAS art. 26: uniquely linked to the signer, capable of identifying them, under their
 * sole control, any later change detectable); it does not claim the equivalence with a handwritten
 * signature that art. 25(2) reserves to qualified signatures. It names how the signer is identified:
 * their one-time code, or (the signed-in advisor's own part) their sign-in. A new wording is a new
 * version.
 */
export const CONSENT_TEXT = {
  version: '2026-11-26',
  code: {
    fr: 'J’ai lu les documents ci-dessus et j’accepte de les signer par une signature électronique avancée\u00a0: le code à usage unique reçu sur mon téléphone ou à mon adresse e-mail m’identifie, ma signature est liée à ces documents de sorte que toute modification ultérieure soit détectable, et les preuves de ma signature (date et heure, code vérifié, adresse IP, navigateur) sont conservées avec le dossier.',
    en: 'I have read the documents above and agree to sign them with an advanced electronic signature: the one-time code sent to my phone or e-mail address identifies me, my signature is linked to these documents so that any later change is detectable, and the evidence of my signature (date and time, verified code, IP address, browser) is kept with the folder.',
  },
  session: {
    fr: 'J’ai lu les documents ci-dessus et j’accepte de les signer par une signature électronique avancée\u00a0: ma connexion personnelle à la plateforme m’identifie, ma signature est liée à ces documents de sorte que toute modification ultérieure soit détectable, et les preuves de ma signature (date et heure, connexion, adresse IP, navigateur) sont conservées avec le dossier.',
    en: 'I have read the documents above and agree to sign them with an advanced electronic signature: my personal sign-in to the platform identifies me, my signature is linked to these documents so that any later change is detectable, and the evidence of my signature (date and time, sign-in, IP address, browser) is kept with the folder.',
  },
} as const;

/** How the signer is identified, which the consent names: a one-time code, or their sign-in only. */
export type TConsentProof = keyof Omit<typeof CONSENT_TEXT, 'version'>;

/** The consent text a signer is shown in their language, its version and its SHA-256 (hex). */
export function getConsentText(
  locale: 'fr' | 'en',
  proof: TConsentProof = 'code',
): { version: string; text: string; sha256: string } {
  const text = CONSENT_TEXT[proof][locale];
  return {
    version: CONSENT_TEXT.version,
    text,
    sha256: createHash('sha256').update(text, 'utf8').digest('hex'),
  };
}
