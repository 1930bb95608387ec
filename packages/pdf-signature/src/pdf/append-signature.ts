import { createHash } from 'node:crypto';
import { PDFArray, PDFDict, PDFName, PDFNumber, PDFRef } from 'pdf-lib';
import { appendIncrementalUpdate, appendToArray, copyDict } from './incremental-update.js';
import { getArray, getCatalogRef, getDict, getPageRefs, readPdfFile, type TPdfFile } from './pdf-file.js';
import { encodeDate, encodeTextString } from './text-string.js';
import { getCertificationPermission, listSignatureFields } from './signature-fields.js';

/** What a signature (or a document timestamp) appended to a PDF says and how it is made. */
export type TAppendSignatureOptions = {
  /** The new signature field's partial name (/T); unique in the document. */
  fieldName: string;
  /** `ETSI.CAdES.detached` for a PAdES signature, `ETSI.RFC3161` for a document timestamp (/Type /DocTimeStamp). */
  subFilter: 'ETSI.CAdES.detached' | 'ETSI.RFC3161';
  /** /Reason */
  reason?: string;
  /** /Name: the signer's name as a reader shows it. */
  name?: string;
  /** /Location */
  location?: string;
  /** /ContactInfo */
  contactInfo?: string;
  /** /M: the claimed signing time (the trusted time is the signature timestamp). */
  signingTime?: Date;
  /** Makes this the document's certification signature (DocMDP, ISO 32000-1 §12.8.2.2): it must be the first one. */
  certify?: { permission: 1 | 2 | 3 };
  /**
   * Locks form fields with this signature (FieldMDP, ISO 32000-1 §12.8.2.4): the field's /Lock and a FieldMDP
   * reference in the signature dictionary; a later change of a locked field's value is a modification.
   */
  lock?: { action: 'All' } | { action: 'Include' | 'Exclude'; fields: string[] };
  /**
   * Bytes reserved for the CMS or timestamp token in /Contents; {@link DEFAULT_CONTENTS_SIZE} by default
   * ({@link DEFAULT_TIMESTAMP_CONTENTS_SIZE} for a document timestamp).
   * `appendSignature` signs again with more room when the signature does not fit.
   */
  contentsSize?: number;
  /** Makes the CMS (or the timestamp token) over the SHA-256 of the byte ranges; DER. */
  sign: (sha256OfByteRanges: Uint8Array) => Promise<Uint8Array>;
};

/**
 * Bytes reserved in /Contents by default. Measured on the platform's own signatures (EC P-256): a party's
 * or the seal's CMS with its chain of three certificates and its signature timestamp token takes 4.1 kB,
 * a document timestamp 1.7 kB; revocation data goes to the DSS, never into /Contents. A larger one (an
 * external signing chain or timestamp unit, RSA keys) is signed again with the room it needs
 * (`appendSignature`), so the reservation is never too small; it only saves the zeros of every copy.
 */
export const DEFAULT_CONTENTS_SIZE = 8 * 1024;

/** Bytes reserved by default for a document timestamp token (ETSI.RFC3161): measured 1.7 kB, as above. */
export const DEFAULT_TIMESTAMP_CONTENTS_SIZE = 4 * 1024;

/** Room added beside a signature that did not fit, when it is made again (key sizes, times and serials vary). */
const CONTENTS_MARGIN = 2 * 1024;

const BYTE_RANGE_PLACEHOLDER = '[0 ********** ********** **********]';
const latin1 = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0) & 0xff);

function indexOfText(bytes: Uint8Array, text: string, from: number): number {
  const pattern = latin1(text);
  outer: for (let i = from; i <= bytes.length - pattern.length; i += 1) {
    for (let j = 0; j < pattern.length; j += 1) if (bytes[i + j] !== pattern[j]) continue outer;
    return i;
  }
  return -1;
}

/** A /Lock dictionary (`SigFieldLock`) or FieldMDP /TransformParams: the action and the fields it names. */
function buildLock(
  file: TPdfFile,
  lock: NonNullable<TAppendSignatureOptions['lock']>,
  type: 'SigFieldLock' | 'TransformParams',
): PDFDict {
  const dict = file.context.obj({ Type: type, Action: lock.action });
  if (lock.action !== 'All') {
    dict.set(PDFName.of('Fields'), file.context.obj(lock.fields.map((field) => encodeTextString(field))));
  }
  return dict;
}

function buildSignatureDictionary(
  file: TPdfFile,
  options: Omit<TAppendSignatureOptions, 'sign'>,
  contentsSize: number,
): Uint8Array {
  const context = file.context;
  const dict = PDFDict.withContext(context);
  const timestamp = options.subFilter === 'ETSI.RFC3161';
  dict.set(PDFName.of('Type'), PDFName.of(timestamp ? 'DocTimeStamp' : 'Sig'));
  dict.set(PDFName.of('Filter'), PDFName.of('Adobe.PPKLite'));
  dict.set(PDFName.of('SubFilter'), PDFName.of(options.subFilter));
  if (!timestamp) {
    const texts: [string, string | undefined][] = [
      ['Name', options.name],
      ['Reason', options.reason],
      ['Location', options.location],
      ['ContactInfo', options.contactInfo],
    ];
    for (const [key, text] of texts)
      if (text !== undefined) dict.set(PDFName.of(key), encodeTextString(text));
    if (options.signingTime) dict.set(PDFName.of('M'), encodeDate(options.signingTime));
  }
  const references: PDFDict[] = [];
  if (options.certify) {
    const params = context.obj({ Type: 'TransformParams', P: options.certify.permission, V: '1.2' });
    references.push(context.obj({ Type: 'SigRef', TransformMethod: 'DocMDP', TransformParams: params }));
  }
  if (options.lock) {
    const params = buildLock(file, options.lock, 'TransformParams');
    params.set(PDFName.of('V'), PDFName.of('1.2'));
    references.push(context.obj({ Type: 'SigRef', TransformMethod: 'FieldMDP', TransformParams: params }));
  }
  if (references.length > 0) dict.set(PDFName.of('Reference'), context.obj(references));
  const body = dict.toString();
  // /ByteRange and /Contents go first so that the placeholder is easy to find again in the written update.
  return latin1(
    `<<\n/ByteRange ${BYTE_RANGE_PLACEHOLDER}\n/Contents <${'0'.repeat(contentsSize * 2)}>${body.slice(2)}`,
  );
}

/**
 * Appends a signature as an incremental update: an invisible signature field and widget on page 1
 * (/Rect [0 0 0 0], /F 132) in the AcroForm (/SigFlags 3), its signature dictionary with /ByteRange and a
 * /Contents placeholder; then `sign` gets the SHA-256 of the byte ranges and its answer fills /Contents.
 * Earlier bytes are kept, so earlier signatures stay valid. With `certify`, the catalog gets /Perms /DocMDP.
 */
export async function appendSignature(
  pdf: Uint8Array,
  options: TAppendSignatureOptions,
): Promise<Uint8Array> {
  const prepared = prepareSignature(pdf, options);
  const signature = await options.sign(prepared.digest);
  if (signature.length <= prepared.contentsSize) return prepared.fill(signature);
  // Longer than reserved: reserve what it took and some room, and sign again over the new byte ranges
  // (a signature, and its timestamp, over other bytes; the first one is dropped, never written).
  const roomier = prepareSignature(pdf, { ...options, contentsSize: signature.length + CONTENTS_MARGIN });
  return roomier.fill(await options.sign(roomier.digest));
}

/** A signature appended with its /Contents still empty: what to sign, and how to fill it in. */
export type TPreparedSignature = {
  /** The new file, /Contents filled with zeros. */
  bytes: Uint8Array;
  byteRange: [number, number, number, number];
  /** SHA-256 of the bytes the byte range covers. */
  digest: Uint8Array;
  /** The bytes reserved in /Contents: a longer signature does not fit. */
  contentsSize: number;
  /** The bytes the byte range covers, in order (for a signer that hashes by itself). */
  signedBytes(): Uint8Array;
  /** Writes the DER signature into /Contents and returns the signed file. */
  fill(signature: Uint8Array): Uint8Array;
};

/** The document's catalog and first page, once it is checked that the signature may be added. */
function readSignableDocument(pdf: Uint8Array, options: Omit<TAppendSignatureOptions, 'sign'>) {
  const file = readPdfFile(pdf);
  const catalogRef = getCatalogRef(file);
  const catalog = file.lookup(catalogRef);
  if (!(catalog instanceof PDFDict)) throw new Error('the trailer /Root is no catalog');
  const pageRef = getPageRefs(file)[0];
  if (!pageRef) throw new Error('the document has no page');
  const page = file.lookup(pageRef);
  if (!(page instanceof PDFDict)) throw new Error('page 1 is no dictionary');

  const fields = listSignatureFields(file);
  if (fields.some((field) => field.fieldName === options.fieldName)) {
    throw new Error(`a field named ${options.fieldName} already exists`);
  }
  const certification = getCertificationPermission(file);
  if (options.certify && fields.some((field) => field.signatureRef !== null)) {
    throw new Error('a certification signature must be the first signature of the document');
  }
  if (certification === 1 && options.subFilter !== 'ETSI.RFC3161') {
    throw new Error('the document is certified with no change allowed (DocMDP P=1)');
  }

  return { file, catalogRef, catalog, pageRef, page };
}

/**
 * The new field in the AcroForm's /Fields (an indirect /Fields or /AcroForm is written anew, else the
 * catalog), /SigFlags 3, and for a certification the catalog's /Perms /DocMDP.
 */
function registerSignatureField(
  update: Parameters<Parameters<typeof appendIncrementalUpdate>[1]>[0],
  file: ReturnType<typeof readPdfFile>,
  refs: { catalog: PDFDict; catalogRef: PDFRef; widgetRef: PDFRef; signatureRef: PDFRef },
  certify: TAppendSignatureOptions['certify'],
): void {
  const { catalog, catalogRef, widgetRef, signatureRef } = refs;
  const { context } = update;
  let newCatalog: PDFDict | null = null;
  const acroFormValue = catalog.get(PDFName.of('AcroForm'));
  const acroForm = getDict(file, catalog, 'AcroForm');
  const newAcroForm = acroForm ? copyDict(acroForm, context) : context.obj({});
  const fieldsValue = acroForm?.get(PDFName.of('Fields'));
  if (fieldsValue instanceof PDFRef) {
    update.write(fieldsValue, appendToArray(getArray(file, acroForm, 'Fields'), [widgetRef], context));
  } else {
    newAcroForm.set(
      PDFName.of('Fields'),
      appendToArray(fieldsValue instanceof PDFArray ? fieldsValue : undefined, [widgetRef], context),
    );
  }
  newAcroForm.set(PDFName.of('SigFlags'), PDFNumber.of(3));
  if (acroFormValue instanceof PDFRef) {
    update.write(acroFormValue, newAcroForm);
  } else {
    const acroFormRef = update.allocate();
    update.write(acroFormRef, newAcroForm);
    newCatalog = copyDict(catalog, context);
    newCatalog.set(PDFName.of('AcroForm'), acroFormRef);
  }
  if (certify) {
    newCatalog ??= copyDict(catalog, context);
    newCatalog.set(PDFName.of('Perms'), context.obj({ DocMDP: signatureRef }));
  }
  if (newCatalog) update.write(catalogRef, newCatalog);
}

/** The first half of {@link appendSignature}: the update with its placeholder, for a signer outside this process. */
export function prepareSignature(
  pdf: Uint8Array,
  options: Omit<TAppendSignatureOptions, 'sign'>,
): TPreparedSignature {
  const contentsSize =
    options.contentsSize ??
    (options.subFilter === 'ETSI.RFC3161' ? DEFAULT_TIMESTAMP_CONTENTS_SIZE : DEFAULT_CONTENTS_SIZE);
  const { file, catalogRef, catalog, pageRef, page } = readSignableDocument(pdf, options);

  const { bytes } = appendIncrementalUpdate(
    pdf,
    (update) => {
      const { context } = update;
      const signatureRef = update.allocate();
      const widgetRef = update.allocate();
      update.write(signatureRef, buildSignatureDictionary(file, options, contentsSize));
      update.write(
        widgetRef,
        context.obj({
          Type: 'Annot',
          Subtype: 'Widget',
          FT: 'Sig',
          T: encodeTextString(options.fieldName),
          V: signatureRef,
          Rect: [0, 0, 0, 0],
          F: 132,
          P: pageRef,
          ...(options.lock ? { Lock: buildLock(file, options.lock, 'SigFieldLock') } : {}),
        }),
      );

      // Page 1 gets the widget in /Annots (an indirect /Annots array is written anew instead of the page).
      const annots = page.get(PDFName.of('Annots'));
      if (annots instanceof PDFRef) {
        update.write(annots, appendToArray(getArray(file, page, 'Annots'), [widgetRef], context));
      } else {
        const newPage = copyDict(page, context);
        newPage.set(
          PDFName.of('Annots'),
          appendToArray(annots instanceof PDFArray ? annots : undefined, [widgetRef], context),
        );
        update.write(pageRef, newPage);
      }

      registerSignatureField(update, file, { catalog, catalogRef, widgetRef, signatureRef }, options.certify);
    },
    file,
  );

  const placeholder = indexOfText(bytes, `/ByteRange ${BYTE_RANGE_PLACEHOLDER}`, pdf.length);
  const contentsStart = indexOfText(bytes, '/Contents <', placeholder) + '/Contents '.length;
  const contentsEnd = contentsStart + contentsSize * 2 + 2;
  const byteRange = [0, contentsStart, contentsEnd, bytes.length - contentsEnd];
  const rangeText = `[${byteRange.join(' ')}]`.padEnd(BYTE_RANGE_PLACEHOLDER.length, ' ');
  if (rangeText.length > BYTE_RANGE_PLACEHOLDER.length)
    throw new Error('the file is too large for its byte range');
  bytes.set(latin1(rangeText), placeholder + '/ByteRange '.length);

  const digest = createHash('sha256')
    .update(bytes.subarray(0, contentsStart))
    .update(bytes.subarray(contentsEnd))
    .digest();
  return {
    bytes,
    byteRange: byteRange as [number, number, number, number],
    digest: new Uint8Array(digest),
    contentsSize,
    signedBytes: () => Buffer.concat([bytes.subarray(0, contentsStart), bytes.subarray(contentsEnd)]),
    fill: (signature) => {
      if (signature.length > contentsSize) {
        throw new Error(
          `the signature needs ${signature.length} bytes, ${contentsSize} were reserved (contentsSize)`,
        );
      }
      bytes.set(latin1(Buffer.from(signature).toString('hex')), contentsStart + 1);
      return bytes;
    },
  };
}
