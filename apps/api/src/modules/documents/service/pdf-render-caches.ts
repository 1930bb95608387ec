import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { deflateSync } from 'node:zlib';
import fontkit from '@pdf-lib/fontkit';
import { LRUCache } from 'lru-cache';
import { PDFContentStream, PDFImage, PngEmbedder, type PDFDocument, type PDFFont } from 'pdf-lib';

/**
 * What every generated document shares, prepared once instead of once per document (issue 36
 * point 2): the parsed fonts, the font subsets already written, the decoded logo, and the deflated
 * bytes of all three. A cached piece is the very bytes the document would otherwise have made
 * again, so nothing a reader sees changes.
 */

const require = createRequire(import.meta.url);
/** DejaVu Sans from the npm package, read once; embedded (subset) in every document. */
export const FONT_BYTES = {
  regular: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
  bold: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
};

/**
 * Note: pdf-lib parses the font file again for every document (`fontkit.create`); the parsed font
 * (tables, glyphs) is the same every time, so it is parsed once and shared.
 */
const parsedFonts = new WeakMap<Uint8Array, ReturnType<typeof fontkit.create>>();
export const cachingFontkit: typeof fontkit = {
  ...fontkit,
  create(data: Uint8Array, postscriptName?: string) {
    let font = parsedFonts.get(data);
    if (!font) {
      font = fontkit.create(data, postscriptName);
      parsedFonts.set(data, font);
    }
    return font;
  },
};

/** Bytes that never change once made (font subsets, the logo's pixels, the sRGB profile): deflated once. */
const deflatedBytes = new WeakMap<Uint8Array, Buffer>();
const sharedBytes = new WeakSet<Uint8Array>();
/** The fonts' ToUnicode maps, deflated, by their text: the same glyphs give the same map. */
const deflatedTexts = new LRUCache<string, Buffer>({ max: 256 });

function deflateOnce(contents: string | Uint8Array): Buffer {
  if (typeof contents === 'string') {
    let deflated = deflatedTexts.get(contents);
    if (!deflated) {
      deflated = deflateSync(Buffer.from(contents, 'latin1'));
      deflatedTexts.set(contents, deflated);
    }
    return deflated;
  }
  if (!sharedBytes.has(contents)) return deflateSync(contents);
  let deflated = deflatedBytes.get(contents);
  if (!deflated) {
    deflated = deflateSync(contents);
    deflatedBytes.set(contents, deflated);
  }
  return deflated;
}

/**
 * Note: pdf-lib compresses streams with pako (JavaScript); Node's zlib does the same deflate
 * natively, several times faster, and what never changes is deflated only once.
 */
export function useNativeDeflate(pdf: PDFDocument): void {
  const context = pdf.context;
  context.flateStream = (contents, dict = {}) =>
    context.stream(deflateOnce(contents), { ...dict, Filter: 'FlateDecode' });
}

/**
 * The page contents as natively deflated streams, just before saving (pdf-lib would deflate them
 * with pako while writing the file): the same operators, the same filter.
 */
export function deflatePageContents(pdf: PDFDocument): void {
  const { context } = pdf;
  for (const [ref, object] of context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFContentStream)) continue;
    context.assign(ref, context.flateStream(object.getUnencodedContents()));
  }
}

type SubsetEmbedder = { subset: { glyphs: number[] }; serializeFont: () => Promise<Uint8Array> };

/** Font subsets already written, by font and glyphs in subset order (at most 16 MiB of them). */
const subsets = new LRUCache<string, Uint8Array>({
  maxSize: 16 * 1024 * 1024,
  sizeCalculation: (bytes) => bytes.byteLength,
});

/**
 * The font's subset comes from the cache when a document used the same glyphs in the same order
 * (they fix the subset's bytes and the glyph numbers of the page contents): fontkit writes a
 * subset in tens of milliseconds.
 */
export function reuseFontSubsets(font: PDFFont, name: string): void {
  const embedder = (font as unknown as { embedder: SubsetEmbedder }).embedder;
  const serialize = embedder.serializeFont.bind(embedder);
  embedder.serializeFont = async () => {
    const key = `${name}:${embedder.subset.glyphs.join(',')}`;
    let bytes = subsets.get(key);
    if (!bytes) {
      bytes = await serialize();
      sharedBytes.add(bytes);
      subsets.set(key, bytes);
    }
    return bytes;
  };
}

type PngImage = { rgbChannel: Uint8Array; alphaChannel?: Uint8Array };

/** Decoded logos, by the SHA-256 of their PNG. */
const logos = new LRUCache<string, PngEmbedder>({ max: 64 });

/**
 * The tenant's logo as an image of the document: decoded once per distinct PNG, its pixels deflated
 * once. Answers null when the PNG cannot be read (the header then shows no logo).
 */
export async function embedLogo(
  pdf: PDFDocument,
  logo: { sha256: string; png: Uint8Array },
): Promise<PDFImage | null> {
  let embedder = logos.get(logo.sha256);
  if (!embedder) {
    try {
      embedder = await PngEmbedder.for(logo.png);
    } catch {
      return null;
    }
    const image = (embedder as unknown as { image: PngImage }).image;
    sharedBytes.add(image.rgbChannel);
    if (image.alphaChannel) sharedBytes.add(image.alphaChannel);
    logos.set(logo.sha256, embedder);
  }
  const ref = pdf.context.nextRef();
  await embedder.embedIntoContext(pdf.context, ref);
  return PDFImage.of(ref, pdf, embedder);
}

/** Marks bytes the caller never changes, so that they are deflated once for all documents. */
export function markSharedBytes(bytes: Uint8Array): void {
  sharedBytes.add(bytes);
}
