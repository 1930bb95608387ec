/**
 * Long-term validation checks run under Debian's faketime (the clock years ahead): OpenSSL verifying each
 * chain of a signed PDF at its timestamp's time with only the CRLs of the file's DSS, and our verifier in a
 * process of its own (verify-pdf-cli.ts).
 */
import { spawnSync } from 'node:child_process';
import { X509Certificate } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  readCmsCertificates,
  readDssItems,
  readPdfFile,
  readPdfSignatures,
  readSignatureTimestamps,
} from '@souscription/pdf-signature';

const TIME_STAMPING = '1.3.6.1.5.5.7.3.8';
const FAKETIME_ENV = { ...process.env, FAKETIME_DONT_FAKE_MONOTONIC: '1' };

/** What our verifier said, in a process whose clock is ahead (verify-pdf-cli.ts). */
export type TLaterReport = {
  validatedAt: string;
  revocationDataIssuedAt: string;
  modifications: number;
  signatures: {
    fieldName: string;
    level: string | null;
    integrity: boolean;
    chainTrusted: boolean;
    revoked: boolean;
    revocation: { checkedAt: string; issuedAt: string | null };
  }[];
};

/** One chain of a file to check: a signer's at its signature timestamp, a timestamp unit's at its time. */
export type TChain = { what: string; leaf: Uint8Array; at: Date };

function pem(items: Uint8Array[], label: 'CERTIFICATE' | 'X509 CRL'): string {
  return items
    .map((der) => {
      const base64 = Buffer.from(der)
        .toString('base64')
        .replace(/(.{64})/g, '$1\n');
      return `-----BEGIN ${label}-----\n${base64.trimEnd()}\n-----END ${label}-----\n`;
    })
    .join('');
}

/** The signer's certificate of a CAdES signature: the end-entity one that is no timestamp unit's. */
function readCmsLeaf(cms: Uint8Array): Uint8Array {
  const leaf = readCmsCertificates(cms).find((der) => {
    const certificate = new X509Certificate(der);
    return !certificate.ca && !certificate.keyUsage?.includes(TIME_STAMPING);
  });
  if (!leaf) throw new Error('no signer certificate in the CMS');
  return leaf;
}

/** Every chain of a file to check: each signer's at its signature timestamp, each timestamp unit's at its time. */
export function chainsOf(pdf: Uint8Array): TChain[] {
  return readPdfSignatures(pdf).flatMap((signature) => {
    const timestamps = readSignatureTimestamps(signature.contents);
    const units = timestamps.map((timestamp) => ({
      what: `${signature.fieldName} (timestamp unit)`,
      leaf: timestamp.unitCertificate!,
      at: timestamp.time,
    }));
    if (signature.type === 'document-timestamp') return units;
    const signer = readCmsLeaf(signature.contents);
    return [{ what: `${signature.fieldName} (signer)`, leaf: signer, at: timestamps[0]!.time }, ...units];
  });
}

/**
 * Checks run with the clock moved by `offset` (faketime's `-f` argument, `+3y`) against the platform's
 * root: a scratch folder of their own, removed by `remove`.
 */
export function createLaterChecks(rootCertificate: Uint8Array, offset: string) {
  const work = mkdtempSync(join(tmpdir(), 'ltv-'));
  const write = (name: string, text: string | Uint8Array) => {
    const path = join(work, name);
    writeFileSync(path, text);
    return path;
  };
  const root = write('root.pem', pem([rootCertificate], 'CERTIFICATE'));
  const rootDer = write('root.der', rootCertificate);

  /** `openssl verify -attime <chain.at> -crl_check_all` with the DSS's certificates (and CRLs unless left out). */
  function opensslVerify(
    pdf: Uint8Array,
    chain: TChain,
    withCrls = true,
  ): { status: number | null; output: string } {
    const file = readPdfFile(pdf);
    const untrusted = write('dss-certs.pem', pem(readDssItems(file, 'Certs'), 'CERTIFICATE'));
    const crls = withCrls
      ? ['-CRLfile', write('dss-crls.pem', pem(readDssItems(file, 'CRLs'), 'X509 CRL'))]
      : [];
    const args = [
      '-attime',
      String(Math.floor(chain.at.getTime() / 1000)),
      '-crl_check_all',
      '-CAfile',
      root,
    ];
    const leaf = write('leaf.pem', pem([chain.leaf], 'CERTIFICATE'));
    const result = spawnSync(
      'faketime',
      ['-f', offset, 'openssl', 'verify', ...args, '-untrusted', untrusted, ...crls, leaf],
      { encoding: 'utf8', env: FAKETIME_ENV },
    );
    return { status: result.status, output: `${result.stdout}${result.stderr}` };
  }

  /** Our verifier's report of a PDF, in a process whose clock is ahead. */
  function verifyLater(pdf: Uint8Array): {
    status: number | null;
    stderr: string;
    report: TLaterReport | null;
  } {
    const result = spawnSync(
      'faketime',
      ['-f', offset, 'npx', 'tsx', join(__dirname, 'verify-pdf-cli.ts'), write('file.pdf', pdf), rootDer],
      { encoding: 'utf8', env: FAKETIME_ENV, cwd: join(__dirname, '..', '..') },
    );
    const report = result.status === 0 ? (JSON.parse(result.stdout) as TLaterReport) : null;
    return { status: result.status, stderr: result.stderr, report };
  }

  return { opensslVerify, verifyLater, remove: () => rmSync(work, { recursive: true, force: true }) };
}
