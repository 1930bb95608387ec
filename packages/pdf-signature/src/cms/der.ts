/** A DER SEQUENCE around already-encoded elements, kept byte for byte (a token's bytes must not be re-encoded). */
export function encodeDerSequence(elements: Uint8Array[]): Uint8Array {
  const content = Buffer.concat(elements);
  return new Uint8Array(Buffer.concat([Buffer.from([0x30]), encodeDerLength(content.length), content]));
}

function encodeDerLength(length: number): Buffer {
  if (length < 0x80) return Buffer.from([length]);
  const bytes: number[] = [];
  for (let rest = length; rest > 0; rest = Math.floor(rest / 256)) bytes.unshift(rest % 256);
  return Buffer.from([0x80 | bytes.length, ...bytes]);
}

/** One DER element found in some bytes: its tag byte and where its content starts and it ends. */
export type TDerElement = { tag: number; offset: number; contentStart: number; end: number };

/**
 * The DER element at `offset` (one-byte tag, definite length), or null when the bytes are not one that
 * this walk follows (a high tag number, an indefinite BER length, a length past the end).
 */
export function readDerElement(bytes: Uint8Array, offset: number, limit = bytes.length): TDerElement | null {
  const tag = bytes[offset];
  const first = bytes[offset + 1];
  if (tag === undefined || first === undefined || (tag & 0x1f) === 0x1f) return null;
  let length = first;
  let contentStart = offset + 2;
  if (first & 0x80) {
    const count = first & 0x7f;
    if (count === 0 || count > 4) return null;
    length = 0;
    for (let index = 0; index < count; index += 1) {
      const byte = bytes[contentStart + index];
      if (byte === undefined) return null;
      length = length * 256 + byte;
    }
    contentStart += count;
  }
  const end = contentStart + length;
  return end <= limit ? { tag, offset, contentStart, end } : null;
}

/** The elements a constructed element holds, or null when they do not fill it exactly. */
export function readDerChildren(bytes: Uint8Array, parent: TDerElement): TDerElement[] | null {
  if (!(parent.tag & 0x20)) return null;
  const children: TDerElement[] = [];
  for (let offset = parent.contentStart; offset < parent.end;) {
    const child = readDerElement(bytes, offset, parent.end);
    if (!child) return null;
    children.push(child);
    offset = child.end;
  }
  return children;
}
