/**
 * Decompression bombs for the reading caps' tests and the signature bench: a small, well-formed PDF
 * (cross-reference stream, one page) whose catalog's /AcroForm lives in an object stream that
 * inflates to `inflatedBytes` — a real dictionary, then zeros. Deflated as a stream, a piece at a
 * time, so that even a 1 GiB bomb never sits whole in memory (about 1 MB once deflated).
 */
import { createDeflate, constants as zlibConstants } from 'node:zlib';

const MiB = 1024 * 1024;

async function deflateZeros(head: string, inflatedBytes: number): Promise<Buffer> {
  const deflate = createDeflate({ level: zlibConstants.Z_BEST_COMPRESSION });
  const pieces: Buffer[] = [];
  deflate.on('data', (piece: Buffer) => pieces.push(piece));
  const done = new Promise<void>((resolve, reject) => {
    deflate.once('end', resolve);
    deflate.once('error', reject);
  });
  const zeros = Buffer.alloc(MiB);
  deflate.write(head);
  for (let left = inflatedBytes - head.length; left > 0; left -= zeros.length) {
    const piece = left >= zeros.length ? zeros : zeros.subarray(0, left);
    if (!deflate.write(piece)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await done;
  return Buffer.concat(pieces);
}

/** One cross-reference stream entry, W [1 4 2]. */
function xrefEntry(type: number, field2: number, field3: number): Buffer {
  const entry = Buffer.alloc(7);
  entry.writeUInt8(type, 0);
  entry.writeUInt32BE(field2, 1);
  entry.writeUInt16BE(field3, 5);
  return entry;
}

/** A PDF of about `inflatedBytes / 1000` bytes whose object stream 4 inflates to `inflatedBytes`. */
export async function makeDecompressionBomb(inflatedBytes: number): Promise<Uint8Array> {
  const objectHeader = '5 0 ';
  const head = `${objectHeader}<< /Fields [] >>\n`;
  const compressed = await deflateZeros(head, inflatedBytes);
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  const offsets: number[] = [];
  let length = parts[0]!.length;
  const add = (part: Buffer) => {
    parts.push(part);
    length += part.length;
  };
  const object = (number: number, text: string) => {
    offsets[number] = length;
    add(Buffer.from(`${number} 0 obj\n${text}\nendobj\n`, 'latin1'));
  };
  object(1, '<< /Type /Catalog /Pages 2 0 R /AcroForm 5 0 R >>');
  object(2, '<< /Type /Pages /Kids [3 0 R] /Count 1 >>');
  object(3, '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>');
  offsets[4] = length;
  add(
    Buffer.from(
      `4 0 obj\n<< /Type /ObjStm /N 1 /First ${objectHeader.length} /Filter /FlateDecode /Length ${compressed.length} >>\nstream\n`,
      'latin1',
    ),
  );
  add(compressed);
  add(Buffer.from('\nendstream\nendobj\n', 'latin1'));
  const xrefOffset = length;
  const entries = Buffer.concat([
    xrefEntry(0, 0, 0xffff),
    ...[1, 2, 3, 4].map((number) => xrefEntry(1, offsets[number]!, 0)),
    xrefEntry(2, 4, 0),
    xrefEntry(1, xrefOffset, 0),
  ]);
  add(
    Buffer.from(
      `6 0 obj\n<< /Type /XRef /Size 7 /W [1 4 2] /Root 1 0 R /Length ${entries.length} >>\nstream\n`,
      'latin1',
    ),
  );
  add(entries);
  add(Buffer.from(`\nendstream\nendobj\nstartxref\n${xrefOffset}\n%%EOF\n`, 'latin1'));
  return new Uint8Array(Buffer.concat(parts));
}
