import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A test CA made by the openssl command line, independent of the package's own cryptography: a root, signer
 * certificates, a timestamp unit, a CRL, and an NSS database trusting the root for pdfsig.
 */
export type TOpensslPki = {
  dir: string;
  /** The NSS database directory (pass `sql:${nssDir}` to pdfsig). */
  nssDir: string;
  rootPath: string;
  rootDer: Uint8Array;
  signers: { certPath: string; keyPath: string; der: Uint8Array }[];
  tsa: { certPath: string; keyPath: string; der: Uint8Array };
  crlDer: Uint8Array;
  /** A new CRL of the root, issued now (after the signatures it is to vouch for), DER. */
  makeCrl(): Uint8Array;
  /** A detached CMS (DER) by signer `index` over `content`, made by `openssl cms -sign`. */
  signCms(content: Uint8Array, index: number): Uint8Array;
  /** A timestamp token (DER) over a SHA-256 digest, made by `openssl ts -reply`. */
  timestampToken(digest: Uint8Array): Uint8Array;
  /** `openssl cms -verify` of a detached CMS over `content` against the root; the command's output. */
  verifyCms(cms: Uint8Array, content: Uint8Array): string;
  remove(): void;
};

const run = (cwd: string, command: string, args: string[]) =>
  execFileSync(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] }).toString();

/** Makes the test CA in a fresh temporary directory. */
export function createOpensslPki(signerCount: number): TOpensslPki {
  const dir = mkdtempSync(join(tmpdir(), 'pades-pki-'));
  const openssl = (...args: string[]) => run(dir, 'openssl', args);
  writeFileSync(
    join(dir, 'ca.cnf'),
    [
      '[ca]',
      'default_ca = test_ca',
      '[test_ca]',
      'database = index.txt',
      'crlnumber = crlnumber',
      'certificate = root.pem',
      'private_key = root.key',
      'default_md = sha256',
      'default_crl_days = 30',
      '[signer]',
      'basicConstraints = critical,CA:FALSE',
      'keyUsage = critical,digitalSignature,nonRepudiation',
      '[tsa]',
      'basicConstraints = critical,CA:FALSE',
      'keyUsage = critical,digitalSignature',
      'extendedKeyUsage = critical,timeStamping',
      '[tsa_config]',
      'default_tsa = test_tsa',
      '[test_tsa]',
      'serial = tsaserial',
      'signer_cert = tsa.pem',
      'signer_key = tsa.key',
      'signer_digest = sha256',
      'default_policy = 1.2.3.4.1',
      'digests = sha256',
      'accuracy = secs:1',
      'ess_cert_id_alg = sha256',
      'ess_cert_id_chain = no',
      'certs = root.pem',
      '',
    ].join('\n'),
  );
  writeFileSync(join(dir, 'index.txt'), '');
  writeFileSync(join(dir, 'crlnumber'), '01\n');
  writeFileSync(join(dir, 'tsaserial'), '01\n');
  openssl(
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-keyout',
    'root.key',
    '-out',
    'root.pem',
    '-days',
    '30',
    '-subj',
    '/CN=PAdES Test Root/O=Souscription Tests',
    '-addext',
    'basicConstraints=critical,CA:TRUE',
    '-addext',
    'keyUsage=critical,keyCertSign,cRLSign',
  );
  const issue = (name: string, subject: string, extensions: string) => {
    openssl(
      'req',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      `${name}.key`,
      '-out',
      `${name}.csr`,
      '-subj',
      subject,
    );
    openssl(
      'x509',
      '-req',
      '-in',
      `${name}.csr`,
      '-CA',
      'root.pem',
      '-CAkey',
      'root.key',
      '-CAcreateserial',
      '-out',
      `${name}.pem`,
      '-days',
      '10',
      '-extfile',
      'ca.cnf',
      '-extensions',
      extensions,
    );
    openssl('x509', '-in', `${name}.pem`, '-outform', 'DER', '-out', `${name}.der`);
    return {
      certPath: join(dir, `${name}.pem`),
      keyPath: join(dir, `${name}.key`),
      der: new Uint8Array(readFileSync(join(dir, `${name}.der`))),
    };
  };
  const signers = Array.from({ length: signerCount }, (_, i) =>
    issue(`signer${i}`, `/CN=Signataire ${i + 1}/emailAddress=signer${i + 1}@example.test`, 'signer'),
  );
  const tsa = issue('tsa', '/CN=PAdES Test TSA/O=Souscription Tests', 'tsa');
  openssl('ca', '-config', 'ca.cnf', '-gencrl', '-out', 'root.crl');
  openssl('crl', '-in', 'root.crl', '-outform', 'DER', '-out', 'root.crl.der');
  openssl('x509', '-in', 'root.pem', '-outform', 'DER', '-out', 'root.der');

  const nssDir = join(dir, 'nss');
  run(dir, 'mkdir', ['-p', nssDir]);
  run(dir, 'certutil', ['-N', '-d', `sql:${nssDir}`, '--empty-password']);
  run(dir, 'certutil', [
    '-A',
    '-d',
    `sql:${nssDir}`,
    '-n',
    'PAdES Test Root',
    '-t',
    'CT,C,C',
    '-i',
    join(dir, 'root.pem'),
  ]);

  let counter = 0;
  const temp = (data: Uint8Array) => {
    counter += 1;
    const path = join(dir, `tmp-${counter}`);
    writeFileSync(path, data);
    return path;
  };
  return {
    dir,
    nssDir,
    rootPath: join(dir, 'root.pem'),
    rootDer: new Uint8Array(readFileSync(join(dir, 'root.der'))),
    signers,
    tsa,
    crlDer: new Uint8Array(readFileSync(join(dir, 'root.crl.der'))),
    makeCrl() {
      openssl('ca', '-config', 'ca.cnf', '-gencrl', '-out', 'fresh.crl');
      openssl('crl', '-in', 'fresh.crl', '-outform', 'DER', '-out', 'fresh.crl.der');
      return new Uint8Array(readFileSync(join(dir, 'fresh.crl.der')));
    },
    signCms(content, index) {
      const signer = signers[index];
      if (!signer) throw new Error(`no signer ${index}`);
      const input = temp(content);
      const output = `${input}.p7s`;
      openssl(
        'cms',
        '-sign',
        '-binary',
        '-outform',
        'DER',
        '-md',
        'sha256',
        '-nosmimecap',
        '-in',
        input,
        '-signer',
        signer.certPath,
        '-inkey',
        signer.keyPath,
        '-certfile',
        join(dir, 'root.pem'),
        '-out',
        output,
      );
      return new Uint8Array(readFileSync(output));
    },
    timestampToken(digest) {
      const query = temp(new Uint8Array());
      openssl(
        'ts',
        '-query',
        '-digest',
        Buffer.from(digest).toString('hex'),
        '-sha256',
        '-cert',
        '-out',
        query,
      );
      const token = `${query}.tst`;
      openssl(
        'ts',
        '-reply',
        '-config',
        'ca.cnf',
        '-section',
        'test_tsa',
        '-queryfile',
        query,
        '-token_out',
        '-out',
        token,
      );
      return new Uint8Array(readFileSync(token));
    },
    verifyCms(cms, content) {
      const cmsPath = temp(cms);
      const contentPath = temp(content);
      const result = spawnSync(
        'openssl',
        [
          'cms',
          '-verify',
          '-binary',
          '-inform',
          'DER',
          '-in',
          cmsPath,
          '-content',
          contentPath,
          '-CAfile',
          join(dir, 'root.pem'),
          '-purpose',
          'any',
          '-out',
          '/dev/null',
        ],
        { cwd: dir },
      );
      return `${result.stdout.toString()}${result.stderr.toString()}`;
    },
    remove() {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
