import { spawnSync } from 'node:child_process';
import { PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';

/** What a PDF's metadata says, read twice: the XMP packet (checked by xmllint) and the Info dictionary. */
export type TPdfMetadata = {
  /** `xmllint --noout` on the XMP packet: exit status and what it printed (empty when well-formed). */
  xmllint: { status: number | null; output: string };
  /** The XMP packet's bytes decoded as UTF-8 (XMP's encoding), and whether they were valid UTF-8. */
  xmp: string;
  utf8: boolean;
  /** The fields PDF/A pairs between the two (ISO 19005-3 §6.7.3), each as the XMP and Info say it. */
  pairs: Record<
    'title' | 'author' | 'subject' | 'creator' | 'producer' | 'created' | 'modified',
    [string | undefined, string | undefined]
  >;
  /** The PDF/A part and conformance the XMP declares, or undefined. */
  pdfa: { part?: string; conformance?: string };
};

const unescapeXml = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

function xmpValue(xmp: string, element: string): string | undefined {
  const match = new RegExp(`<${element}>([\\s\\S]*?)</${element}>`).exec(xmp);
  if (!match) return undefined;
  const item = /<rdf:li[^>]*>([\s\S]*?)<\/rdf:li>/.exec(match[1]!);
  return unescapeXml(item ? item[1]! : match[1]!);
}

/** A date to the second, UTC, whichever way it was written. */
const toSecond = (date: Date | string | undefined) =>
  date === undefined ? undefined : new Date(date).toISOString().slice(0, 19);

/**
 * Reads the XMP packet of the catalog's /Metadata (the file's last revision) and the Info dictionary,
 * and runs Debian's `xmllint --noout` (libxml2-utils) on the packet's bytes.
 */
export async function readPdfMetadata(pdf: Uint8Array): Promise<TPdfMetadata> {
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  const stream = doc.catalog.lookup(PDFName.of('Metadata'));
  if (!(stream instanceof PDFRawStream)) throw new Error('No XMP metadata stream in the catalog');
  const bytes = stream.getContents();
  const result = spawnSync('xmllint', ['--noout', '-'], { input: bytes, encoding: 'utf8' });
  let utf8 = true;
  let xmp: string;
  try {
    xmp = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    utf8 = false;
    xmp = Buffer.from(bytes).toString('latin1');
  }
  return {
    xmllint: { status: result.status, output: `${result.stdout}${result.stderr}` },
    xmp,
    utf8,
    pairs: {
      title: [xmpValue(xmp, 'dc:title'), doc.getTitle()],
      author: [xmpValue(xmp, 'dc:creator'), doc.getAuthor()],
      subject: [xmpValue(xmp, 'dc:description'), doc.getSubject()],
      creator: [xmpValue(xmp, 'xmp:CreatorTool'), doc.getCreator()],
      producer: [xmpValue(xmp, 'pdf:Producer'), doc.getProducer()],
      created: [toSecond(xmpValue(xmp, 'xmp:CreateDate')), toSecond(doc.getCreationDate())],
      modified: [toSecond(xmpValue(xmp, 'xmp:ModifyDate')), toSecond(doc.getModificationDate())],
    },
    pdfa: { part: xmpValue(xmp, 'pdfaid:part'), conformance: xmpValue(xmp, 'pdfaid:conformance') },
  };
}

/**
 * The checks every PDF the platform makes passes: UTF-8 XMP that xmllint accepts, with its own
 * byte-order mark, and each field PDF/A pairs with the Info dictionary equal to it (the title at least).
 */
export async function checkPdfMetadata(pdf: Uint8Array): Promise<{
  wellFormed: boolean;
  utf8: boolean;
  bom: boolean;
  disagreements: string[];
  title: string | undefined;
  pdfa: TPdfMetadata['pdfa'];
}> {
  const metadata = await readPdfMetadata(pdf);
  const disagreements = Object.entries(metadata.pairs)
    .filter(([, [xmp, info]]) => xmp !== info)
    .map(([field, [xmp, info]]) => `${field}: XMP ${JSON.stringify(xmp)} / Info ${JSON.stringify(info)}`);
  return {
    wellFormed: metadata.xmllint.status === 0 && metadata.xmllint.output === '',
    utf8: metadata.utf8,
    bom: metadata.xmp.startsWith('<?xpacket begin="\uFEFF"'),
    disagreements,
    title: metadata.pairs.title[1],
    pdfa: metadata.pdfa,
  };
}
