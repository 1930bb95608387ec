import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  PDFArray,
  PDFDict,
  PDFHexString,
  PDFName,
  PDFRef,
  PDFStream,
  PDFString,
  type PDFDocument,
} from 'pdf-lib';
import { API_ROOT } from './api-root.js';

/** The sRGB IEC 61966-2.1 profile (src/shared/assets/README.md), read once. */
export const SRGB_PROFILE = readFileSync(join(API_ROOT, 'src', 'shared', 'assets', 'sRGB.icc'));
const SRGB_NAME = 'sRGB IEC61966-2.1';
const CREATOR = 'Souscription';
const PRODUCER = 'Souscription (pdf-lib)';

/** What the document's metadata says (the Info dictionary and the XMP packet agree). */
export type TArchiveMetadata = {
  title: string;
  /** BCP 47, `fr-FR` or `en-GB`. */
  language: string;
  createdAt: Date;
  author?: string;
  subject?: string;
  /** Declare PDF/A-3b in the XMP (`pdfaid`): only for a document meant to be one. */
  pdfa?: boolean;
  /** The trailer's document ID (16 bytes); random by default. */
  documentId?: Uint8Array;
};

/** Text as XML character data: markup escaped, and the control characters XML 1.0 forbids left out. */
const escapeXml = (text: string) =>
  text
    // eslint-disable-next-line no-control-regex -- these are exactly the characters removed
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');

/** An XMP date to the second, as the Info dictionary's (`D:YYYYMMDDHHmmSSZ`) so that both agree. */
const xmpDate = (date: Date) => `${date.toISOString().slice(0, 19)}Z`;

function renderXmp(metadata: TArchiveMetadata): string {
  const date = xmpDate(metadata.createdAt);
  const pdfa = metadata.pdfa
    ? `<rdf:Description rdf:about="" xmlns:pdfaid="http://www.aiim.org/pdfa/ns/id/"><pdfaid:part>3</pdfaid:part><pdfaid:conformance>B</pdfaid:conformance></rdf:Description>`
    : '';
  const author = metadata.author
    ? `<dc:creator><rdf:Seq><rdf:li>${escapeXml(metadata.author)}</rdf:li></rdf:Seq></dc:creator>`
    : '';
  const subject = metadata.subject
    ? `<dc:description><rdf:Alt><rdf:li xml:lang="x-default">${escapeXml(metadata.subject)}</rdf:li></rdf:Alt></dc:description>`
    : '';
  return `<?xpacket begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"?>
<x:xmpmeta xmlns:x="adobe:ns:meta/">
<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
${pdfa}
<rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:format>application/pdf</dc:format><dc:title><rdf:Alt><rdf:li xml:lang="x-default">${escapeXml(metadata.title)}</rdf:li></rdf:Alt></dc:title>${author}${subject}<dc:language><rdf:Bag><rdf:li>${escapeXml(metadata.language)}</rdf:li></rdf:Bag></dc:language></rdf:Description>
<rdf:Description rdf:about="" xmlns:xmp="http://ns.adobe.com/xap/1.0/"><xmp:CreatorTool>${CREATOR}</xmp:CreatorTool><xmp:CreateDate>${date}</xmp:CreateDate><xmp:ModifyDate>${date}</xmp:ModifyDate><xmp:MetadataDate>${date}</xmp:MetadataDate></rdf:Description>
<rdf:Description rdf:about="" xmlns:pdf="http://ns.adobe.com/pdf/1.3/"><pdf:Producer>${PRODUCER}</pdf:Producer></rdf:Description>
</rdf:RDF>
</x:xmpmeta>
<?xpacket end="w"?>`;
}

/** Writes the XMP packet as the catalog's /Metadata (replacing any), Info-aligned. */
function setXmp(doc: PDFDocument, metadata: TArchiveMetadata): void {
  // Note: XMP stays unfiltered so that any tool finds it by scanning the file (PDF/A advises so). It is
  // UTF-8 (XMP's encoding): pdf-lib's stream of a string keeps each character's low byte only.
  const xmp = doc.context.stream(new TextEncoder().encode(renderXmp(metadata)), {
    Type: 'Metadata',
    Subtype: 'XML',
  });
  const existing = doc.catalog.get(PDFName.of('Metadata'));
  if (existing instanceof PDFRef) doc.context.assign(existing, xmp);
  else doc.catalog.set(PDFName.of('Metadata'), doc.context.register(xmp));
}

/**
 * Makes a generated document archivable (issue 26, item 6): the Info dictionary and an XMP metadata
 * packet that agree (title, language, author, dates, creator tool and producer; PDF/A-3b
 * identification when `pdfa`), an sRGB output intent, and a document ID in the trailer. Called on a
 * pdf-lib document before it is saved; the fonts are the caller's to embed.
 */
export function markArchival(doc: PDFDocument, metadata: TArchiveMetadata): void {
  doc.setTitle(metadata.title, { showInWindowTitleBar: true });
  doc.setLanguage(metadata.language);
  doc.setCreator(CREATOR);
  doc.setProducer(PRODUCER);
  doc.setCreationDate(metadata.createdAt);
  doc.setModificationDate(metadata.createdAt);
  if (metadata.author) doc.setAuthor(metadata.author);
  if (metadata.subject) doc.setSubject(metadata.subject);
  setXmp(doc, metadata);
  const { context, catalog } = doc;
  const profile = context.flateStream(SRGB_PROFILE, { N: 3 });
  const intent = context.obj({
    Type: 'OutputIntent',
    S: 'GTS_PDFA1',
    OutputConditionIdentifier: PDFString.of(SRGB_NAME),
    Info: PDFString.of(SRGB_NAME),
    DestOutputProfile: context.register(profile),
  });
  catalog.set(PDFName.of('OutputIntents'), context.obj([intent]));
  const id = PDFHexString.of(
    Buffer.from(metadata.documentId ?? randomBytes(16))
      .toString('hex')
      .toUpperCase(),
  );
  const ids = PDFArray.withContext(context);
  ids.push(id);
  ids.push(id);
  context.trailerInfo.ID = ids;
}

/**
 * What keeps a document from being PDF/A-3b among what can be checked here (issue 33): a font without
 * its program embedded, no sRGB output intent with its profile, no XMP packet, an embedded file without
 * its MIME type, modification date or AFRelationship, or not listed in the catalog's /AF. Empty when
 * none. Not checked: glyph widths against the font programs, colour spaces beyond the output intent,
 * and what PDF/A validators make of signatures, DSS and document timestamps (docs/decisions.md).
 */
export function findPdfaShortfalls(doc: PDFDocument): string[] {
  const { context, catalog } = doc;
  const shortfalls: string[] = [];
  if (!(catalog.lookup(PDFName.of('Metadata')) instanceof PDFStream)) shortfalls.push('no XMP metadata');
  const intent = catalog.lookupMaybe(PDFName.of('OutputIntents'), PDFArray)?.lookup(0);
  if (
    !(intent instanceof PDFDict) ||
    intent.get(PDFName.of('S'))?.toString() !== '/GTS_PDFA1' ||
    !(intent.lookup(PDFName.of('DestOutputProfile')) instanceof PDFStream)
  )
    shortfalls.push('no PDF/A output intent with its ICC profile');
  const related = new Set(
    (catalog.lookupMaybe(PDFName.of('AF'), PDFArray)?.asArray() ?? []).map((ref) => ref.toString()),
  );
  for (const [ref, object] of context.enumerateIndirectObjects()) {
    const dict = object instanceof PDFStream ? object.dict : object instanceof PDFDict ? object : null;
    if (dict) shortfalls.push(...findObjectShortfalls(dict, ref, related));
  }
  return shortfalls;
}

function findObjectShortfalls(dict: PDFDict, ref: PDFRef, related: Set<string>): string[] {
  const type = dict.get(PDFName.of('Type'))?.toString();
  const name = (key: string) => dict.get(PDFName.of(key))?.toString() ?? ref.toString();
  if (type === '/FontDescriptor') {
    const embedded = ['FontFile', 'FontFile2', 'FontFile3'].some((key) => dict.has(PDFName.of(key)));
    return embedded ? [] : [`font ${name('FontName')} not embedded`];
  }
  if (type === '/Font') {
    const subtype = dict.get(PDFName.of('Subtype'))?.toString();
    const described = subtype === '/Type0' || subtype === '/Type3' || dict.has(PDFName.of('FontDescriptor'));
    return described ? [] : [`font ${name('BaseFont')} not embedded`];
  }
  return type === '/Filespec' ? findAttachmentShortfalls(dict, ref, related) : [];
}

function findAttachmentShortfalls(spec: PDFDict, ref: PDFRef, related: Set<string>): string[] {
  const name = spec.lookupMaybe(PDFName.of('UF'), PDFString, PDFHexString)?.decodeText() ?? ref.toString();
  const shortfalls: string[] = [];
  if (!spec.has(PDFName.of('AFRelationship'))) shortfalls.push(`attachment ${name} has no AFRelationship`);
  if (!related.has(ref.toString())) shortfalls.push(`attachment ${name} is not in the catalog's /AF`);
  const file = spec.lookupMaybe(PDFName.of('EF'), PDFDict)?.lookup(PDFName.of('F'));
  const fileDict = file instanceof PDFStream ? file.dict : undefined;
  if (!fileDict?.has(PDFName.of('Subtype'))) shortfalls.push(`attachment ${name} has no MIME type`);
  if (!fileDict?.lookupMaybe(PDFName.of('Params'), PDFDict)?.has(PDFName.of('ModDate')))
    shortfalls.push(`attachment ${name} has no modification date`);
  return shortfalls;
}

/**
 * Declares PDF/A-3b in the XMP only when `findPdfaShortfalls` finds nothing; answers the shortfalls
 * (the document then claims nothing). Call once everything is drawn and attached: pdf-lib embeds fonts
 * and files when saving, so they are embedded here first (`flush`) to be seen.
 */
export async function declarePdfaWhenMet(doc: PDFDocument, metadata: TArchiveMetadata): Promise<string[]> {
  await doc.flush();
  const shortfalls = findPdfaShortfalls(doc);
  if (shortfalls.length === 0) setXmp(doc, { ...metadata, pdfa: true });
  return shortfalls;
}
