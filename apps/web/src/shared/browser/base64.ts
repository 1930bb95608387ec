/** Reads a file as a `data:` URL (its bytes in base64), as the receipts call takes them. */
export function readFileAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('file could not be read'));
    reader.readAsDataURL(file);
  });
}

/**
 * A file sent back as base64 (a `data:` prefix and line breaks are dropped), as a blob of the
 * given type. Throws when the text is not base64.
 */
export function base64ToBlob(base64: string, mimetype: string): Blob {
  const binary = atob(base64.replace(/^data:[^,]*,/, '').replace(/\s/g, ''));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type: mimetype });
}
