import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { MAX_RECEIPT_BYTES, RECEIPT_MIME_TYPES } from '@souscription/contract';
import type { FormElement } from '@souscription/form-engine';
import { ApiError } from '../../../../shared/api/api-error';
import { base64ToBlob, readFileAsDataUrl } from '../../../../shared/browser/base64';
import { saveBlob } from '../../../../shared/browser/download';
import { canPreviewFile, type TPreviewFile } from '../../../../shared/ui/preview-file';
import { deleteReceipt } from '../api/delete-receipt';
import { getReceipt } from '../api/get-receipt';
import { uploadReceipts } from '../api/upload-receipts';
import { getDossier } from '../../api/get-dossier';
import type { TReceiptsChange, TWidgetReceipt } from '../components/element-widget.types';

/** What a file element is doing: sending files, or opening or deleting one of its receipts. */
export type TReceiptBusy = { kind: 'upload' } | { kind: 'open' | 'remove'; receiptId: number } | null;

/** A receipt action and what it acts on. */
type TReceiptAction =
  | { kind: 'upload'; files: readonly File[]; typeId: string | null }
  | { kind: 'open' | 'remove'; receipt: TWidgetReceipt };

/** A message of the last action: a text key of the app (ged.*, api.error.*) or a done notice. */
export type TReceiptNotice =
  | { kind: 'error'; key: string }
  | { kind: 'uploaded'; titles: string[] }
  | { kind: 'removed'; title: string };

type TOptions = {
  dossierId?: number | undefined;
  element: FormElement;
  onReceiptsChange?: ((change: TReceiptsChange) => void) | undefined;
  /** The dossier's receipts as shown: after an upload past its time limit, those already there. */
  receipts?: readonly TWidgetReceipt[] | undefined;
  preview: boolean;
};

/** What the file element shows as under way while `action` runs. */
function toBusy(action: TReceiptAction | undefined): TReceiptBusy {
  if (!action) return null;
  return action.kind === 'upload'
    ? { kind: 'upload' }
    : { kind: action.kind, receiptId: action.receipt.receiptId };
}

/** The first message key of a refused call, else the given one. */
function errorKeyOf(error: unknown, fallback: string): string {
  return error instanceof ApiError ? (error.errors[0]?.message ?? fallback) : fallback;
}

/**
 * After an upload past its time limit: the server may have stored the files before its answer was
 * lost. The dossier's receipts are read again and shown, so that a file is not sent (and stored)
 * twice; true when each file is among the element's receipts that were not there before the upload
 * (`known`: a file sent earlier under the same name does not count).
 */
async function isStored(
  dossierId: number,
  element: FormElement,
  files: readonly File[],
  known: ReadonlySet<number>,
  onReceiptsChange: (change: TReceiptsChange) => void,
): Promise<boolean> {
  const dossier = await getDossier(dossierId).catch(() => null);
  if (!dossier) return false;
  onReceiptsChange({ kind: 'replaced', receipts: dossier.receipts });
  const added = dossier.receipts.filter(
    (receipt) => receipt.elementId === element.id && !known.has(receipt.receiptId),
  );
  return files.every((file) => added.some((receipt) => receipt.title === file.name));
}

/**
 * Checks a chosen file as the server will (size, and type when the browser knows it), before
 * reading it; the server reads the real type from the bytes.
 */
export function checkReceiptFile(file: File): string | null {
  if (file.size === 0) return 'ged.upload-empty';
  if (file.size > MAX_RECEIPT_BYTES) return 'ged.upload-too-large';
  if (file.type && !(RECEIPT_MIME_TYPES as readonly string[]).includes(file.type)) {
    return 'ged.upload-file-type';
  }
  return null;
}

/**
 * The receipts flows of one file element (spec 02 §4 Upload, §8): files checked, read as base64 and
 * sent, the server's list replacing the local one; a receipt opened in the preview modal (or
 * downloaded when it cannot be shown, or when preview is off); a receipt deleted on the server, then
 * dropped locally. Failures give ged.* keys (or the server's first message).
 */
export function useReceiptActions({
  dossierId,
  element,
  onReceiptsChange,
  receipts: shown,
  preview,
}: TOptions) {
  const [notice, setNotice] = useState<TReceiptNotice | null>(null);
  const [previewFile, setPreviewFile] = useState<TPreviewFile | null>(null);
  const connected = dossierId !== undefined && onReceiptsChange !== undefined;

  const upload = async (files: readonly File[], typeId: string | null): Promise<TReceiptNotice | null> => {
    if (!connected || files.length === 0) return null;
    for (const file of files) {
      const refused = checkReceiptFile(file);
      if (refused) return { kind: 'error', key: refused };
    }
    const known = new Set((shown ?? []).map((receipt) => receipt.receiptId));
    try {
      const receipts = await uploadReceipts(dossierId, {
        submittingBlockId: element.block_id,
        receipts: await Promise.all(
          files.map(async (file) => ({
            typeId,
            elementId: element.id,
            value: await readFileAsDataUrl(file),
            title: file.name,
          })),
        ),
      });
      if (!receipts) return null;
      onReceiptsChange({ kind: 'replaced', receipts });
      return { kind: 'uploaded', titles: files.map((file) => file.name) };
    } catch (error) {
      if (
        error instanceof ApiError &&
        error.timedOut &&
        (await isStored(dossierId, element, files, known, onReceiptsChange))
      ) {
        return { kind: 'uploaded', titles: files.map((file) => file.name) };
      }
      return { kind: 'error', key: errorKeyOf(error, 'ged.upload_failed') };
    }
  };

  const remove = async (receipt: TWidgetReceipt): Promise<TReceiptNotice | null> => {
    if (!connected) return null;
    try {
      if (!(await deleteReceipt(dossierId, receipt.receiptId))) {
        return { kind: 'error', key: 'ged.remove_failed' };
      }
    } catch (error) {
      return { kind: 'error', key: errorKeyOf(error, 'ged.remove_failed') };
    }
    onReceiptsChange({ kind: 'removed', receiptId: receipt.receiptId });
    return { kind: 'removed', title: receipt.title };
  };

  const open = async (receipt: TWidgetReceipt): Promise<TReceiptNotice | null> => {
    if (dossierId === undefined) return null;
    try {
      const detail = await getReceipt(dossierId, receipt.receiptId);
      if (!detail?.resourceFile) return { kind: 'error', key: 'ged.download_failed' };
      const blob = base64ToBlob(detail.resourceFile, detail.mimetype);
      const file = { blob, filename: detail.filename };
      if (preview && canPreviewFile(detail.mimetype)) setPreviewFile(file);
      else saveBlob(blob, file.filename);
      return null;
    } catch (error) {
      return { kind: 'error', key: errorKeyOf(error, 'ged.download_failed') };
    }
  };

  // Note: each action turns its failure into a notice, so the mutation itself always succeeds.
  const mutation = useMutation({
    mutationFn: (action: TReceiptAction) =>
      action.kind === 'upload'
        ? upload(action.files, action.typeId)
        : action.kind === 'remove'
          ? remove(action.receipt)
          : open(action.receipt),
    onMutate: () => setNotice(null),
    onSuccess: (result) => {
      if (result) setNotice(result);
    },
  });
  const run = (action: TReceiptAction) => {
    if (!mutation.isPending) mutation.mutate(action);
  };
  const busy = mutation.isPending ? toBusy(mutation.variables) : null;

  return {
    connected,
    busy,
    notice,
    previewFile,
    closePreview: () => setPreviewFile(null),
    upload: (files: readonly File[], typeId: string | null) => run({ kind: 'upload', files, typeId }),
    remove: (receipt: TWidgetReceipt) => run({ kind: 'remove', receipt }),
    open: (receipt: TWidgetReceipt) => run({ kind: 'open', receipt }),
  };
}
