/** A file to show: its bytes and the name it is saved under. */
export type TPreviewFile = { blob: Blob; filename: string };

/** Spec 02 §2: what the preview modal can show; anything else is downloaded instead. */
export function canPreviewFile(mimetype: string): boolean {
  return mimetype === 'application/pdf' || mimetype.startsWith('image/');
}
