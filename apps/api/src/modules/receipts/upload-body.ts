import { createHash } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import type { z } from 'zod';
import { MAX_RECEIPT_BYTES, RECEIPT_MIME_TYPES, ZUploadReceiptsRequest } from '@souscription/contract';

/**
 * A receipt's file once read from its base64: its SHA-256 and real type, and its bytes unless the
 * upload worker keeps them until they are stored (upload-worker.ts); or why it is refused.
 */
export type TUploadedFile = { bytes?: Uint8Array; sha256: string; mimetype: string } | { refusal: string };

/** `PUT /dossiers/{folderId}/receipts` once read: its fields, each file decoded (or refused). */
export type TReadUpload = {
  submittingBlockId?: number | null | undefined;
  receipts: {
    elementId: number;
    typeId?: string | null | undefined;
    title: string;
    file: TUploadedFile;
  }[];
};

/** What reading an upload's body gives: the upload, the contract's refusals, or no JSON at all. */
export type TUploadBodyOutcome =
  | { kind: 'read'; upload: TReadUpload }
  | { kind: 'invalid'; issues: z.core.$ZodIssue[] }
  | { kind: 'malformed' };

const DATA_URI_PREFIX = /^data:[^;,]*;base64,/;
/**
 * Base64 as sent: its alphabet, padding and line breaks (Node's decoder skips any other character,
 * so it is checked on the text; the pattern reads 14 MB in about as long as encoding the bytes
 * again to compare would, without a copy).
 */
const BASE64 = /^[A-Za-z0-9+/=\s]*$/;
/**
 * The bytes the type is read from: PDF, JPEG and PNG are known by their first bytes (file-type would
 * otherwise scan a whole PDF for an Illustrator marker, 10 MiB read for nothing).
 */
const SNIFFED_BYTES = 64 * 1024;

/**
 * Bytes in an ArrayBuffer of their own, which can be handed to another thread without a copy: a
 * large decoded file or a piece of a request's body already is; a small Buffer lives in Node's
 * shared pool and is copied.
 */
export function ownedBytes(buffer: Buffer): Uint8Array {
  const owned =
    buffer.buffer instanceof ArrayBuffer &&
    buffer.byteOffset === 0 &&
    buffer.byteLength === buffer.buffer.byteLength;
  return owned ? new Uint8Array(buffer.buffer, 0, buffer.byteLength) : new Uint8Array(buffer);
}

/**
 * A file sent as base64: the bytes (and their SHA-256, the file's address in the blob store) if they
 * are base64, not empty, at most 10 MiB and really a PDF, JPEG or PNG (read from the bytes, not the
 * name), else the key of the refusal.
 */
export async function readUploadedFile(value: string): Promise<TUploadedFile> {
  const base64 = value.replace(DATA_URI_PREFIX, '');
  if (!BASE64.test(base64)) return { refusal: 'ged.upload-not-base64' };
  const decoded = Buffer.from(base64, 'base64');
  if (decoded.length === 0) return { refusal: 'ged.upload-empty' };
  if (decoded.length > MAX_RECEIPT_BYTES) return { refusal: 'ged.upload-too-large' };
  const detected = await fileTypeFromBuffer(decoded.subarray(0, SNIFFED_BYTES));
  if (!detected || !(RECEIPT_MIME_TYPES as readonly string[]).includes(detected.mime)) {
    return { refusal: 'ged.upload-file-type' };
  }
  const sha256 = createHash('sha256').update(decoded).digest('hex');
  return { bytes: ownedBytes(decoded), sha256, mimetype: detected.mime };
}

/**
 * Reads the JSON body of an upload: parsed, checked against the contract's schema (the same
 * refusals as any other route), and every file decoded and typed. CPU work proportional to the
 * files (about 60 ms for 10 MiB): done in the upload worker (upload-worker.ts), off the thread
 * that answers requests.
 */
export async function readUploadBody(body: Uint8Array): Promise<TUploadBodyOutcome> {
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(body.buffer, body.byteOffset, body.byteLength).toString('utf8'));
  } catch {
    return { kind: 'malformed' };
  }
  const parsed = ZUploadReceiptsRequest.safeParse(json);
  if (!parsed.success) return { kind: 'invalid', issues: parsed.error.issues };
  const receipts: TReadUpload['receipts'] = [];
  for (const { value, ...receipt } of parsed.data.receipts) {
    receipts.push({ ...receipt, file: await readUploadedFile(value) });
  }
  return { kind: 'read', upload: { submittingBlockId: parsed.data.submittingBlockId, receipts } };
}

/** The buffers of an outcome, to hand over to another thread without copying them. */
export function transferablesOf(outcome: TUploadBodyOutcome): ArrayBuffer[] {
  if (outcome.kind !== 'read') return [];
  return outcome.upload.receipts.flatMap(({ file }) =>
    'bytes' in file && file.bytes ? [file.bytes.buffer as ArrayBuffer] : [],
  );
}
