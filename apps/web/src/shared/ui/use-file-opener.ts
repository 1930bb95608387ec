import { useState } from 'react';
import { saveBlob } from '../browser/download';
import { canPreviewFile, type TPreviewFile } from './preview-file';

/** A file of a list: what opens it and names it. */
type TOpenableFile = { id: number; title: string };

/**
 * Opening the files of a list one at a time (receipts, signed documents): a PDF or an image goes to
 * the preview modal, anything else is downloaded; `opening` is the file under way, `failed` says the
 * last one could not be had.
 */
export function useFileOpener<T extends TOpenableFile>(getFile: (item: T) => Promise<TPreviewFile | null>) {
  const [preview, setPreview] = useState<{ title: string; file: TPreviewFile } | null>(null);
  const [opening, setOpening] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);
  const open = async (item: T) => {
    setOpening(item.id);
    setFailed(false);
    try {
      const file = await getFile(item);
      if (!file) return;
      if (canPreviewFile(file.blob.type)) setPreview({ title: item.title, file });
      else saveBlob(file.blob, file.filename);
    } catch {
      setFailed(true);
    } finally {
      setOpening(null);
    }
  };
  return {
    preview,
    opening,
    failed,
    open: (item: T) => void open(item),
    closePreview: () => setPreview(null),
    clearFailure: () => setFailed(false),
  };
}
