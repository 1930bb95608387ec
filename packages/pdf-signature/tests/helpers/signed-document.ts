import { PDFDocument, StandardFonts } from 'pdf-lib';
import { appendDss } from '../../src/pdf/append-dss.js';
import { prepareSignature } from '../../src/pdf/append-signature.js';
import type { TOpensslPki } from './openssl-pki.js';

/** A two-page contract made by pdf-lib (object streams and a cross-reference stream unless `classic`). */
export async function createContract(options: { classic?: boolean } = {}): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle('Bulletin de souscription');
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const pageNumber of [1, 2]) {
    const page = doc.addPage([595, 842]);
    page.drawText(`Bulletin de souscription — page ${pageNumber}`, { x: 50, y: 780, size: 14, font });
    page.drawText('Nombre de parts : 520', { x: 50, y: 700, size: 12, font });
    page.drawText('Montant : 104 000,00 €', { x: 50, y: 680, size: 12, font });
  }
  return doc.save({ useObjectStreams: !options.classic });
}

/** The stages of a signed contract: after each signature, after the DSS, after the document timestamp. */
export type TSignedStages = { signatures: Uint8Array[]; withDss: Uint8Array; final: Uint8Array };

/**
 * Signs `pdf` three times with the openssl test CA (a certification with P=2, then two approvals), adds the
 * validation data, then a document timestamp.
 */
export function signThreeTimes(pdf: Uint8Array, pki: TOpensslPki): TSignedStages {
  const signatures: Uint8Array[] = [];
  let current = pdf;
  for (let index = 0; index < 3; index += 1) {
    const prepared = prepareSignature(current, {
      fieldName: `Signature${index + 1}`,
      subFilter: 'ETSI.CAdES.detached',
      reason: 'J’accepte les conditions — « lu et approuvé »',
      name: `Signataire ${index + 1}`,
      location: 'Paris, France',
      signingTime: new Date(),
      ...(index === 0 ? { certify: { permission: 2 as const } } : {}),
    });
    current = prepared.fill(pki.signCms(prepared.signedBytes(), index));
    signatures.push(current);
  }
  const withDss = appendDss(current, {
    certificates: [...pki.signers.map((signer) => signer.der), pki.rootDer, pki.tsa.der],
    crls: [pki.makeCrl()],
  });
  const prepared = prepareSignature(withDss, { fieldName: 'Horodatage', subFilter: 'ETSI.RFC3161' });
  const final = prepared.fill(pki.timestampToken(prepared.digest));
  return { signatures, withDss, final };
}
