import { fileTypeFromBuffer } from 'file-type';
import type { z } from 'zod';
import { MAX_RECEIPT_BYTES, RECEIPT_MIME_TYPES, ZUploadReceiptsRequest } from '@souscription/contract';

/** A receipt's file once read from its base64: its bytes and real type, or why it is refused. */
export type TUploadedFile = { bytes: Uint8Array; mimetype: string } | { refusal: string };

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
const BASE64 = /^[A-Za-z0-9+/=\s]+$/;

/**
 * A file sent as base64: the bytes if they are base64, not empty, at most 10 MiB and really a PDF,
 * JPEG or PNG (read from the bytes, not the name), else the key of the refusal.
 */
export async function readUploadedFile(value: string): Promise<TUploadedFile> {
  const base64 = value.replace(DATA_URI_PREFIX, '');
  if (!BASE64.test(base64)) return { refusal: 'ged.upload-not-base64' };
  const decoded = Buffer.from(base64, 'base64');
  if (decoded.length === 0) return { refusal: 'ged.upload-empty' };
  if (decoded.length > MAX_RECEIPT_BYTES) return { refusal: 'ged.upload-too-large' };
  const detected = await fileTypeFromBuffer(decoded);
  if (!detected || !(RECEIPT_MIME_TYPES as readonly string[]).includes(detected.mime)) {
    return { refusal: 'ged.upload-file-type' };
  }
  // Note: a copy in an ArrayBuffer of its own, which can be handed to another thread (a small
  // Buffer lives in Node's shared pool, which cannot).
  return { bytes: new Uint8Array(decoded), mimetype: detected.mime };
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
    'bytes' in file ? [file.bytes.buffer as ArrayBuffer] : [],
  );
}
