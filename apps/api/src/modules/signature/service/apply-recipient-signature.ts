import {
  appendSignature,
  createCadesDetachedSignature,
  type TSigningIdentity,
} from '@souscription/pdf-signature';
import type { TSignatureParty } from '@souscription/contract';
import { t } from '../../../i18n/translate.js';
import { findDossierLocale } from '../../documents/index.js';
import { getPki, type TPki } from '../../pki/index.js';
import type { EnvelopeDocumentRow, EnvelopeRow, RecipientRow } from '../queries.js';
import {
  CERTIFICATE_SKEW_MS,
  SIGNER_CERTIFICATE_MS,
  changeSignedDocument,
  partyFieldName,
  type TDocumentChange,
} from './pades-documents.js';
import { describeParty } from './signature-words.js';
import {
  describeAuthentication,
  describeCertificatePolicy,
  type TAuthenticationProof,
  type TSealLocale,
} from './record-words.js';
import type { SignatureDeps } from './signature-deps.js';

/** What one accepted signature is: whose, on which documents, when, and how the signer proved who they are. */
export type TRecipientSignature = {
  envelope: EnvelopeRow;
  /** The recipient as recorded with their signature. */
  recipient: RecipientRow;
  /** The envelope's documents, rank order. */
  documents: EnvelopeDocumentRow[];
  signedAt: Date;
  /** How the signer proved who they are: said in their certificate and their signature's reason. */
  proof: TAuthenticationProof;
};

/**
 * A signer certificate valid an hour from when it is made (a minute earlier for clock skew), on the real
 * clock: the seed's settable clock dates its story (events, lists), never a certificate. Its user
 * notice says how the signer was authenticated (channel, masked destination, demo mailbox, the
 * advisor's own session), in the dossier's language.
 */
async function issueFor(
  pki: TPki,
  signature: TRecipientSignature,
  madeAt: Date,
  locale: TSealLocale,
): Promise<TSigningIdentity> {
  return pki.issueSignerCertificate({
    name: signature.recipient.name,
    email: signature.recipient.email,
    policyText: describeCertificatePolicy(signature.proof, locale),
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
    /** How the signer was authenticated, said in the signature's reason. */
    proof: TAuthenticationProof;
    locale: TSealLocale;
  },
): Promise<Uint8Array> {
  return appendSignature(pdf, {
    fieldName: partyFieldName(input.party),
    subFilter: 'ETSI.CAdES.detached',
    reason: t(input.locale, 'records.signed-by', {
      name: input.name,
      role: describeParty(input.party, input.locale),
      how: describeAuthentication(input.proof, input.locale),
    }),
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
 * and validation data only). `/M` is the real time it is made (the seed's clock only dates events); the
 * reason « Signé par <nom> (<partie>) ; authentification : <comment> », in the dossier's language. A
 * document that carries the party's signature already is left as it is (a retry). `read`: how each
 * document's signatures are read (the sealing job's catch-up reads them on a sealing thread).
 */
export async function applyRecipientSignature(
  deps: SignatureDeps,
  signature: TRecipientSignature,
  read?: TDocumentChange['read'],
): Promise<void> {
  const pki = await getPki(deps.db, deps.config);
  const madeAt = new Date();
  const locale = await findDossierLocale(deps.db, signature.envelope.dossierId);
  const party = signature.recipient.party as TSignatureParty;
  const fieldName = partyFieldName(party);
  let identity: Promise<TSigningIdentity> | null = null;
  for (const document of signature.documents) {
    await changeSignedDocument(deps, document.id, {
      isDone: (signatures) => signatures.some((existing) => existing.fieldName === fieldName),
      ...(read ? { read } : {}),
      apply: async (current, signatures) => {
        identity ??= issueFor(pki, signature, madeAt, locale);
        return appendPartySignature(pki, current, {
          identity: await identity,
          party,
          name: signature.recipient.name,
          email: signature.recipient.email,
          signedAt: madeAt,
          certify: signatures.length === 0,
          proof: signature.proof,
          locale,
        });
      },
    });
  }
}
