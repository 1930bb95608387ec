import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PDFArray, PDFHexString, PDFName, PDFString, type PDFDocument } from 'pdf-lib';
import { API_ROOT } from './api-root.js';

/** The sRGB IEC 61966-2.1 profile (src/shared/assets/README.md), read once. */
const SRGB_PROFILE = readFileSync(join(API_ROOT, 'src', 'shared', 'assets', 'sRGB.icc'));
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
};

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

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
  const { context, catalog } = doc;
  // Note: XMP stays unfiltered so that any tool finds it by scanning the file (PDF/A advises so).
  const xmp = context.stream(renderXmp(metadata), { Type: 'Metadata', Subtype: 'XML' });
  catalog.set(PDFName.of('Metadata'), context.register(xmp));
  const profile = context.flateStream(SRGB_PROFILE, { N: 3 });
  const intent = context.obj({
    Type: 'OutputIntent',
    S: 'GTS_PDFA1',
    OutputConditionIdentifier: PDFString.of(SRGB_NAME),
    Info: PDFString.of(SRGB_NAME),
    DestOutputProfile: context.register(profile),
  });
  catalog.set(PDFName.of('OutputIntents'), context.obj([intent]));
  const id = PDFHexString.of(randomBytes(16).toString('hex').toUpperCase());
  const ids = PDFArray.withContext(context);
  ids.push(id);
  ids.push(id);
  context.trailerInfo.ID = ids;
}
