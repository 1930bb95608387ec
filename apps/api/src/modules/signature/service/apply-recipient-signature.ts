import {
  appendSignature,
  createCadesDetachedSignature,
  type TSigningIdentity,
} from '@souscription/pdf-signature';
import type { TSignatureParty, TSignerAuthentication } from '@souscription/contract';
import { getPki, type TPki } from '../../pki/index.js';
import type { EnvelopeDocumentRow, EnvelopeRow, RecipientRow } from '../queries.js';
import {
  CERTIFICATE_SKEW_MS,
  SIGNER_CERTIFICATE_MS,
  changeSignedDocument,
  partyFieldName,
} from './pades-documents.js';
import { describeParty } from './signature-words.js';
import type { SignatureDeps } from './signature-deps.js';

/** What one accepted signature is: whose, on which documents, when, and how the signer proved who they are. */
export type TRecipientSignature = {
  envelope: EnvelopeRow;
  /** The recipient as recorded with their signature. */
  recipient: RecipientRow;
  /** The envelope's documents, rank order. */
  documents: EnvelopeDocumentRow[];
  signedAt: Date;
  authentication: TSignerAuthentication;
};

/** The certificate policy's text: how the platform checked the signer's identity (≤ 200 characters). */
const POLICY_TEXT: Record<TSignerAuthentication, string> = {
  otp_sms:
    'Identité du signataire vérifiée par un code à usage unique envoyé par SMS à son numéro de mobile.',
  otp_email: 'Identité du signataire vérifiée par un code à usage unique envoyé à son adresse e-mail.',
  session: 'Identité du signataire vérifiée par sa connexion à la plateforme (conseiller authentifié).',
  session_otp_sms:
    'Identité du signataire vérifiée par sa connexion à la plateforme et un code à usage unique envoyé par SMS.',
  session_otp_email:
    'Identité du signataire vérifiée par sa connexion à la plateforme et un code à usage unique envoyé par e-mail.',
};

/**
 * A signer certificate valid an hour from when it is made (a minute earlier for clock skew), on the real
 * clock: the seed's settable clock dates its story (events, lists), never a certificate.
 */
async function issueFor(pki: TPki, signature: TRecipientSignature, madeAt: Date): Promise<TSigningIdentity> {
  return pki.issueSignerCertificate({
    name: signature.recipient.name,
    email: signature.recipient.email,
    policyText: POLICY_TEXT[signature.authentication],
    notBefore: new Date(madeAt.getTime() - CERTIFICATE_SKEW_MS),
    validUntil: new Date(madeAt.getTime() + SIGNER_CERTIFICATE_MS),
    envelopeId: signature.envelope.id,
    party: signature.recipient.party,
  });
}

/** One party's PAdES signature (B-T) appended to a PDF; the first signature of a file certifies it (P=2). */
export async function appendPartySignature(
  pki: TPki,
  pdf: Uint8Array,
  input: {
    identity: TSigningIdentity;
    party: TSignatureParty;
    name: string;
    email: string | null;
    signedAt: Date;
    certify: boolean;
  },
): Promise<Uint8Array> {
  return appendSignature(pdf, {
    fieldName: partyFieldName(input.party),
    subFilter: 'ETSI.CAdES.detached',
    reason: `Signé par ${input.name} (${describeParty(input.party, 'fr')})`,
    name: input.name,
    location: 'France',
    ...(input.email ? { contactInfo: input.email } : {}),
    signingTime: input.signedAt,
    ...(input.certify ? { certify: { permission: 2 as const } } : {}),
    sign: (digest) =>
      createCadesDetachedSignature({
        digest,
        identity: input.identity,
        timestampAuthority: pki.timestampAuthority,
      }),
  });
}

/**
 * Applies one recipient's own signature to the envelope's documents once it is accepted: a
 * short-lived certificate issued to them (name, e-mail, how their identity was checked), then on EACH
 * document a PAdES signature (ETSI.CAdES.detached with a signature timestamp, B-T) appended as an
 * incremental update; the first signature of a document certifies it (DocMDP P=2: later signatures
 * and validation data only). `/M` is the real time it is made (the seed's clock only dates events); the reason « Signé par <nom> (<partie>) ». A
 * document that carries the party's signature already is left as it is (a retry).
 */
export async function applyRecipientSignature(
  deps: SignatureDeps,
  signature: TRecipientSignature,
): Promise<void> {
  const pki = await getPki(deps.db, deps.config);
  const madeAt = new Date();
  const party = signature.recipient.party as TSignatureParty;
  const fieldName = partyFieldName(party);
  let identity: Promise<TSigningIdentity> | null = null;
  for (const document of signature.documents) {
    await changeSignedDocument(deps, document.id, {
      isDone: (signatures) => signatures.some((existing) => existing.fieldName === fieldName),
      apply: async (current, signatures) => {
        identity ??= issueFor(pki, signature, madeAt);
        return appendPartySignature(pki, current, {
          identity: await identity,
          party,
          name: signature.recipient.name,
          email: signature.recipient.email,
          signedAt: madeAt,
          certify: signatures.length === 0,
        });
      },
    });
  }
}
