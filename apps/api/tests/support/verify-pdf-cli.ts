/**
 * `tsx verify-pdf-cli.ts <pdf> <root.der>`: our verifier in a process of its own, so that a test can run it
 * under Debian's faketime (the clock years ahead). Prints each signature's field, level and times as JSON.
 */
import { readFileSync } from 'node:fs';
import { verifyPdf } from '@souscription/pdf-signature';

const [pdfPath, rootPath] = process.argv.slice(2);
const report = await verifyPdf(new Uint8Array(readFileSync(pdfPath!)), {
  trustAnchors: [new Uint8Array(readFileSync(rootPath!))],
});
process.stdout.write(
  JSON.stringify({
    validatedAt: report.validatedAt,
    revocationDataIssuedAt: report.revocationDataIssuedAt,
    modifications: report.modifications.length,
    signatures: report.signatures.map((signature) => ({
      fieldName: signature.fieldName,
      level: signature.level,
      integrity: signature.integrity,
      chainTrusted: signature.chainTrusted,
      revoked: signature.revoked,
      revocation: signature.revocation,
    })),
  }),
);
