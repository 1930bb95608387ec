import { createHash } from 'node:crypto';
import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFRawStream,
  PDFString,
} from 'pdf-lib';

/** A file a PDF embeds (its name in the document's EmbeddedFiles name tree) and its bytes. */
export type TEmbeddedFile = { name: string; bytes: Uint8Array };

/** The files a PDF embeds, as pdf-lib attaches them (one flat name tree), in the tree's order. */
export async function readEmbeddedFiles(pdf: Uint8Array): Promise<TEmbeddedFile[]> {
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  const names = doc.catalog
    .lookupMaybe(PDFName.of('Names'), PDFDict)
    ?.lookupMaybe(PDFName.of('EmbeddedFiles'), PDFDict)
    ?.lookupMaybe(PDFName.of('Names'), PDFArray);
  const files: TEmbeddedFile[] = [];
  for (let index = 0; names && index + 1 < names.size(); index += 2) {
    const name = names.lookup(index);
    const stream = names
      .lookupMaybe(index + 1, PDFDict)
      ?.lookupMaybe(PDFName.of('EF'), PDFDict)
      ?.lookup(PDFName.of('F'));
    if ((name instanceof PDFString || name instanceof PDFHexString) && stream instanceof PDFRawStream)
      files.push({ name: name.decodeText(), bytes: decodePDFRawStream(stream).decode() });
  }
  return files;
}

const isPdf = (bytes: Uint8Array) => Buffer.from(bytes.subarray(0, 5)).toString('latin1') === '%PDF-';

/**
 * The SHA-256 of every PDF an evidence file holds, however deep: its attachments, and those of the
 * earlier revision it attaches, and so on down the chain of editions.
 */
export async function listHeldPdfDigests(evidence: Uint8Array): Promise<Set<string>> {
  const held = new Set<string>();
  for (const file of await readEmbeddedFiles(evidence)) {
    if (!isPdf(file.bytes)) continue;
    held.add(createHash('sha256').update(file.bytes).digest('hex'));
    for (const digest of await listHeldPdfDigests(file.bytes)) held.add(digest);
  }
  return held;
}
