/**
 * The PDF/A-3b claim (issue 33): made only when what can be checked here holds — every font embedded,
 * an sRGB output intent, the XMP packet, each attachment with its MIME type, dates and AFRelationship.
 */
import { AFRelationship, PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { embedFonts } from '../src/modules/signature/index.js';
import { declarePdfaWhenMet, markArchival, type TArchiveMetadata } from '../src/shared/pdf-archive.js';
import { checkPdfMetadata } from './support/pdf-metadata.js';

const METADATA: TArchiveMetadata = {
  title: 'Dossier de preuve — l’exemple « accentué »',
  language: 'fr-FR',
  createdAt: new Date('2026-11-28T10:00:00Z'),
  author: 'Société Générale d’Épargne & Cie',
  subject: 'Souscription <SCPI>',
};

async function documentWith(options: { standardFont?: boolean; attachment?: 'related' | 'bare' }) {
  const doc = await PDFDocument.create();
  markArchival(doc, METADATA);
  const page = doc.addPage();
  const { regular } = await embedFonts(doc);
  page.drawText('Texte écrit en DejaVu', { x: 50, y: 700, font: regular, size: 12 });
  if (options.standardFont) {
    page.drawText('Helvetica', { x: 50, y: 650, font: await doc.embedFont(StandardFonts.Helvetica) });
  }
  if (options.attachment) {
    await doc.attach(new TextEncoder().encode('{}'), 'reponses.json', {
      mimeType: 'application/json',
      creationDate: METADATA.createdAt,
      modificationDate: METADATA.createdAt,
      ...(options.attachment === 'related' ? { afRelationship: AFRelationship.Data } : {}),
    });
  }
  const shortfalls = await declarePdfaWhenMet(doc, METADATA);
  return { shortfalls, pdf: await doc.save() };
}

describe('declarePdfaWhenMet', () => {
  it('claims PDF/A-3b for embedded fonts, an output intent and a related attachment, XMP well-formed and equal to Info', async () => {
    const { shortfalls, pdf } = await documentWith({ attachment: 'related' });
    expect(shortfalls).toEqual([]);
    expect(await checkPdfMetadata(pdf)).toMatchObject({
      wellFormed: true,
      utf8: true,
      bom: true,
      disagreements: [],
      title: METADATA.title,
      pdfa: { part: '3', conformance: 'B' },
    });
    // One XMP packet in the file, not a stale one beside it.
    expect(Buffer.from(pdf).toString('latin1').split('<x:xmpmeta').length - 1).toBe(1);
  });

  it('claims nothing when a font is not embedded or an attachment has no AFRelationship, and says why', async () => {
    const font = await documentWith({ standardFont: true });
    expect(font.shortfalls).toEqual(['font /Helvetica not embedded']);
    expect((await checkPdfMetadata(font.pdf)).pdfa).toEqual({});
    const bare = await documentWith({ attachment: 'bare' });
    expect(bare.shortfalls).toEqual(['attachment reponses.json has no AFRelationship']);
    expect(await checkPdfMetadata(bare.pdf)).toMatchObject({ wellFormed: true, disagreements: [], pdfa: {} });
  });
});
