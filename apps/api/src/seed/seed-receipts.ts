import { createHash } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { FILE_ELEMENT_TYPES } from '@souscription/form-engine';
import type { Database } from '../db/client.js';
import { blocks, customers, dossiers, elements } from '../db/schema.js';
import { insertReceipts, type NewReceipt } from '../modules/receipts/index.js';
import type { BlobStore } from '../storage/blob-store.js';
import { markArchival } from '../shared/pdf-archive.js';

/** A seeded folder and whether its subscriber went as far as sending proofs. */
export type FolderWithProofs = { id: number; status: string[] };

type ProofElement = { id: number; formId: number; typeId: string | null; typeName: string };

/** A folder still only `ongoing` has not reached the proofs yet; every other one has sent them. */
const hasSentProofs = (status: readonly string[]) => status.some((state) => state !== 'ongoing');

/**
 * The proofs a subscriber sends, for the demo's folders past their filling (in signature, signed,
 * validated, canceled or rejected after review): one file on each file element the form always
 * requires (an identity document, a proof of address and bank details in the demo form), of the
 * element's first document type, recorded as an upload records them (`receipts` row, file in the
 * blob store). Each file is a one-page PDF saying it is a demonstration sample and whose it is, so
 * the management screen's « Justificatifs déposés » and the receipts' downloads have something true
 * to show.
 */
export async function seedReceipts(
  db: Database,
  blobs: BlobStore,
  folders: readonly FolderWithProofs[],
  log: (message: string) => void,
): Promise<void> {
  const ids = folders.filter((folder) => hasSentProofs(folder.status)).map((folder) => folder.id);
  if (ids.length === 0) return;
  const rows = await db
    .select({
      id: dossiers.id,
      tenantId: dossiers.tenantId,
      formId: dossiers.formId,
      firstName: customers.firstName,
      lastName: customers.lastName,
    })
    .from(dossiers)
    .innerJoin(customers, eq(customers.id, dossiers.clientId))
    .where(inArray(dossiers.id, ids));
  const proofs = await requiredProofElements(db, [...new Set(rows.map((row) => row.formId))]);
  let count = 0;
  for (const folder of rows) {
    const holder = `${folder.firstName} ${folder.lastName.toUpperCase()}`;
    const proofsOfForm = proofs.filter((proof) => proof.formId === folder.formId);
    if (proofsOfForm.length === 0) continue;
    const recorded: NewReceipt[] = [];
    for (const element of proofsOfForm) {
      const { sha256 } = await blobs.put(await samplePdf(element.typeName, holder));
      recorded.push({
        tenantId: folder.tenantId,
        dossierId: folder.id,
        elementId: element.id,
        typeId: element.typeId,
        title: `${element.typeName} - ${holder}.pdf`,
        mimetype: 'application/pdf',
        sha256,
      });
    }
    await insertReceipts(db, recorded);
    count += recorded.length;
  }
  log(`seeded ${count} proofs on ${rows.length} folders`);
}

/**
 * The file elements each form always requires (required, with no condition on them nor on their
 * block: proofs asked only in some cases are left out), with their first document type.
 */
async function requiredProofElements(db: Database, formIds: number[]): Promise<ProofElement[]> {
  if (formIds.length === 0) return [];
  const rows = await db
    .select({
      id: elements.id,
      formId: elements.formId,
      attributes: elements.attributes,
      condition: elements.condition,
      block: blocks.definition,
    })
    .from(elements)
    .innerJoin(blocks, eq(blocks.id, elements.blockId))
    .where(and(inArray(elements.formId, formIds), inArray(elements.type, [...FILE_ELEMENT_TYPES])))
    .orderBy(asc(elements.rank));
  return rows.flatMap(({ id, formId, attributes, condition, block }) => {
    const { required, label, types } = attributes as {
      required?: boolean | null;
      label?: string | null;
      types?: { id: string | number; presentation?: string | null }[] | null;
    };
    if (!required || condition || block.condition) return [];
    const type = types?.[0];
    const name = type?.presentation ?? label ?? 'Justificatif';
    return [{ id, formId, typeId: type ? String(type.id) : null, typeName: name }];
  });
}

/** A one-page PDF: the kind of proof, whose it is, and that it is a demonstration sample. */
async function samplePdf(kind: string, holder: string): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  // Note: a fixed date and document ID keep the same bytes for the same proof, so the blob store
  // keeps each once. The metadata is the platform's: UTF-8 XMP agreeing with Info (no PDF/A claim).
  markArchival(pdf, {
    title: `${kind} - ${holder}`,
    language: 'fr-FR',
    createdAt: new Date('2026-01-01T00:00:00Z'),
    documentId: createHash('sha256').update(`${kind}\n${holder}`).digest().subarray(0, 16),
  });
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([595.28, 841.89]);
  page.drawRectangle({
    x: 48,
    y: 620,
    width: 499,
    height: 170,
    borderColor: rgb(0.4, 0.4, 0.45),
    borderWidth: 1,
  });
  page.drawText(kind, { x: 68, y: 750, size: 20, font: bold });
  page.drawText(holder, { x: 68, y: 715, size: 14, font: regular });
  page.drawText('Document d’exemple de la démonstration — sans valeur.', {
    x: 68,
    y: 660,
    size: 11,
    font: regular,
    color: rgb(0.45, 0.1, 0.1),
  });
  return pdf.save();
}
