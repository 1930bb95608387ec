import { createHash } from 'node:crypto';
import { PDFDict, PDFName, PDFRawStream, PDFRef, type PDFObject } from 'pdf-lib';
import { appendIncrementalUpdate, copyDict } from './incremental-update.js';
import { decodeStreamBytes } from './object-reader.js';
import { getArray, getCatalogRef, getDict, readPdfFile, type TPdfFile } from './pdf-file.js';

/** Validation data for the document security store (ETSI EN 319 142-1 §5.4.2, ISO 32000-2 §12.8.4.3). DER. */
export type TAppendDssOptions = {
  certificates: Uint8Array[];
  crls: Uint8Array[];
  ocsps?: Uint8Array[];
};

const KEYS = { certificates: 'Certs', crls: 'CRLs', ocsps: 'OCSPs' } as const;

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** The DER items of one DSS array (Certs, CRLs or OCSPs) at the end of the file. */
export function readDssItems(
  file: TPdfFile,
  key: 'Certs' | 'CRLs' | 'OCSPs',
  revision?: number,
): Uint8Array[] {
  const catalog = file.lookup(getCatalogRef(file, revision), revision);
  const dss = getDict(file, catalog instanceof PDFDict ? catalog : undefined, 'DSS', revision);
  const items: Uint8Array[] = [];
  for (const item of getArray(file, dss, key, revision)?.asArray() ?? []) {
    const stream = file.resolve(item, revision);
    if (stream instanceof PDFRawStream) items.push(decodeStreamBytes(stream, file.budget));
  }
  return items;
}

/**
 * Appends validation data as an incremental update (PAdES B-LT): the catalog's /DSS gets /Certs, /CRLs and
 * /OCSPs streams, added to those an earlier DSS holds (an item already there is not repeated). The DSS
 * dictionary is written even when nothing is new, so that the update shows the data was there after the
 * signatures it follows.
 */
export function appendDss(pdf: Uint8Array, options: TAppendDssOptions): Uint8Array {
  const file = readPdfFile(pdf);
  const catalogRef = getCatalogRef(file);
  const catalog = file.lookup(catalogRef);
  if (!(catalog instanceof PDFDict)) throw new Error('the trailer /Root is no catalog');
  const dssValue = catalog.get(PDFName.of('DSS'));
  const dss = getDict(file, catalog, 'DSS');

  return appendIncrementalUpdate(
    pdf,
    (update) => {
      const { context } = update;
      const newDss = dss ? copyDict(dss, context) : context.obj({ Type: 'DSS' });
      for (const [option, key] of Object.entries(KEYS) as [
        keyof typeof KEYS,
        (typeof KEYS)[keyof typeof KEYS],
      ][]) {
        const existing = getArray(file, dss, key)?.asArray() ?? [];
        const seen = new Set(readDssItems(file, key).map(sha256));
        const items: PDFObject[] = [...existing];
        for (const der of options[option] ?? []) {
          const digest = sha256(der);
          if (seen.has(digest)) continue;
          seen.add(digest);
          const ref = update.allocate();
          update.write(ref, PDFRawStream.of(context.obj({}), der));
          items.push(ref);
        }
        if (items.length > 0) newDss.set(PDFName.of(key), context.obj(items));
      }
      if (dssValue instanceof PDFRef) {
        update.write(dssValue, newDss);
      } else {
        const dssRef = update.allocate();
        update.write(dssRef, newDss);
        const newCatalog = copyDict(catalog, context);
        newCatalog.set(PDFName.of('DSS'), dssRef);
        update.write(catalogRef, newCatalog);
      }
    },
    file,
  ).bytes;
}
