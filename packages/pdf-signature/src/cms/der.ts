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
