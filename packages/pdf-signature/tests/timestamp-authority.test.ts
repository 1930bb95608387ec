import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  TIMESTAMP_REPLY_MEDIA_TYPE,
  createHttpTimestampAuthority,
  createLocalTimestampAuthority,
  handleTimestampRequest,
  type TLocalTimestampAuthority,
  type TPlatformPki,
} from '../src/index.js';
import { createTestPki, createWorkDir, runOpenssl, sha256, toPem } from './helpers.js';

const TSA_POLICY = '1.3.6.1.4.1.99999.2.1';
let pki: TPlatformPki;
let authority: TLocalTimestampAuthority;
let serial = 1000n;
const work = createWorkDir();
let rootFile: string;

beforeAll(async () => {
  pki = await createTestPki();
  authority = createLocalTimestampAuthority({
    identity: pki.timestampUnit,
    policyOid: TSA_POLICY,
    nextSerial: () => ++serial,
  });
  rootFile = work.write('root.pem', toPem(pki.root.certificate));
});
afterAll(() => work.cleanup());

describe('the local timestamp authority', () => {
  it('answers an openssl query with a reply that openssl ts -verify accepts, nonce, accuracy and TSA name included', async () => {
    const data = work.write('data.bin', randomBytes(3000));
    const query = runOpenssl([
      'ts',
      '-query',
      '-data',
      data,
      '-sha256',
      '-cert',
      '-out',
      work.path('req.tsq'),
    ]);
    expect(query.status).toBe(0);
    const reply = await handleTimestampRequest(authority, new Uint8Array(readFileSync(work.path('req.tsq'))));
    const replyFile = work.write('resp.tsr', reply);

    const verified = runOpenssl(['ts', '-verify', '-data', data, '-in', replyFile, '-CAfile', rootFile]);
    expect(verified.stdout).toContain('Verification: OK');

    const text = runOpenssl(['ts', '-reply', '-in', replyFile, '-text']).stdout;
    expect(text).toContain('Status: Granted.');
    expect(text).toContain(`Policy OID: ${TSA_POLICY}`);
    expect(text).toContain('Accuracy: 0x01 seconds');
    expect(text).toMatch(/TSA: DirName:.*Souscription Test Timestamp Unit/);
    expect(text).toMatch(/Nonce: 0x[0-9A-F]+/);
    const queryText = runOpenssl(['ts', '-query', '-in', work.path('req.tsq'), '-text']).stdout;
    expect(text.match(/Nonce: (0x[0-9A-F]+)/)?.[1]).toBe(queryText.match(/Nonce: (0x[0-9A-F]+)/)?.[1]);
  });

  it('gives the serial numbers nextSerial hands out', async () => {
    const token = await authority.requestToken(sha256(randomBytes(10)));
    const text = runOpenssl([
      'ts',
      '-reply',
      '-token_in',
      '-in',
      work.write('serial.tst', token),
      '-text',
    ]).stdout;
    expect(text).toContain(`Serial number: 0x${serial.toString(16).toUpperCase().padStart(4, '0')}`);
  });

  it('issues tokens in process that openssl verifies as tokens over the data', async () => {
    const content = randomBytes(500);
    const token = await authority.requestToken(sha256(content));
    const verified = runOpenssl([
      'ts',
      '-verify',
      '-token_in',
      '-in',
      work.write('token.tst', token),
      '-data',
      work.write('content.bin', content),
      '-CAfile',
      rootFile,
    ]);
    expect(verified.stdout).toContain('Verification: OK');
    const other = runOpenssl([
      'ts',
      '-verify',
      '-token_in',
      '-in',
      work.path('token.tst'),
      '-data',
      work.write('other.bin', randomBytes(500)),
      '-CAfile',
      rootFile,
    ]);
    expect(other.stdout).not.toContain('Verification: OK');
  });

  it('leaves the TSA certificate out when the request does not ask for it', async () => {
    const data = work.write('nocert.bin', randomBytes(100));
    runOpenssl(['ts', '-query', '-data', data, '-sha256', '-out', work.path('nocert.tsq')]);
    const reply = await handleTimestampRequest(
      authority,
      new Uint8Array(readFileSync(work.path('nocert.tsq'))),
    );
    const replyFile = work.write('nocert.tsr', reply);
    expect(
      runOpenssl(['ts', '-verify', '-data', data, '-in', replyFile, '-CAfile', rootFile]).stdout,
    ).not.toContain('Verification: OK');
    const tsaFile = work.write('tsa.pem', toPem(pki.timestampUnit.certificate));
    expect(
      runOpenssl([
        'ts',
        '-verify',
        '-data',
        data,
        '-in',
        replyFile,
        '-CAfile',
        rootFile,
        '-untrusted',
        tsaFile,
      ]).stdout,
    ).toContain('Verification: OK');
  });

  it('rejects a SHA-1 imprint with badAlg and garbage with badDataFormat', async () => {
    const data = work.write('sha1.bin', randomBytes(100));
    runOpenssl(['ts', '-query', '-data', data, '-sha1', '-out', work.path('sha1.tsq')]);
    const sha1Reply = await handleTimestampRequest(
      authority,
      new Uint8Array(readFileSync(work.path('sha1.tsq'))),
    );
    const sha1Text = runOpenssl(['ts', '-reply', '-in', work.write('sha1.tsr', sha1Reply), '-text']).stdout;
    expect(sha1Text).toContain('Status: Rejected.');
    expect(sha1Text).toContain('unrecognized or unsupported algorithm identifier');

    const garbageReply = await handleTimestampRequest(authority, new Uint8Array([1, 2, 3]));
    const garbageText = runOpenssl([
      'ts',
      '-reply',
      '-in',
      work.write('garbage.tsr', garbageReply),
      '-text',
    ]).stdout;
    expect(garbageText).toContain('Status: Rejected.');
    expect(garbageText).toContain('the data submitted has the wrong format');
  });

  it('rejects a request for another policy with unacceptedPolicy', async () => {
    const data = work.write('policy.bin', randomBytes(100));
    runOpenssl([
      'ts',
      '-query',
      '-data',
      data,
      '-sha256',
      '-tspolicy',
      '1.2.3.4',
      '-out',
      work.path('policy.tsq'),
    ]);
    const reply = await handleTimestampRequest(
      authority,
      new Uint8Array(readFileSync(work.path('policy.tsq'))),
    );
    const text = runOpenssl(['ts', '-reply', '-in', work.write('policy.tsr', reply), '-text']).stdout;
    expect(text).toContain('Status: Rejected.');
    expect(text).toContain('the requested TSA policy is not supported');
  });
});

describe('createHttpTimestampAuthority', () => {
  let server: Server;
  let url: string;
  const seen: { contentType: string | undefined }[] = [];

  beforeAll(async () => {
    server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        seen.push({ contentType: request.headers['content-type'] });
        void handleTimestampRequest(authority, new Uint8Array(Buffer.concat(chunks))).then((reply) => {
          response.writeHead(200, { 'content-type': TIMESTAMP_REPLY_MEDIA_TYPE });
          response.end(Buffer.from(reply));
        });
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/pki/tsa`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('obtains a token over HTTP that openssl verifies over the data', async () => {
    const content = randomBytes(200);
    const token = await createHttpTimestampAuthority(url).requestToken(sha256(content));
    expect(seen.at(-1)?.contentType).toBe('application/timestamp-query');
    const verified = runOpenssl([
      'ts',
      '-verify',
      '-token_in',
      '-in',
      work.write('http.tst', token),
      '-data',
      work.write('http.bin', content),
      '-CAfile',
      rootFile,
    ]);
    expect(verified.stdout).toContain('Verification: OK');
  });

  it('fails when the authority answers an HTTP error', async () => {
    const failing = createHttpTimestampAuthority(url, async () => new Response('nope', { status: 503 }));
    await expect(failing.requestToken(sha256(randomBytes(4)))).rejects.toThrow('HTTP 503');
  });

  it('refuses a reply over another digest, and a rejection', async () => {
    const data = work.write('other-digest.bin', randomBytes(50));
    runOpenssl(['ts', '-query', '-data', data, '-sha256', '-cert', '-out', work.path('other-digest.tsq')]);
    const otherRequest = new Uint8Array(readFileSync(work.path('other-digest.tsq')));
    const answeringOther = createHttpTimestampAuthority(
      url,
      async () => new Response(Buffer.from(await handleTimestampRequest(authority, otherRequest))),
    );
    await expect(answeringOther.requestToken(sha256('mine'))).rejects.toThrow('over another digest');

    const refusing = createHttpTimestampAuthority(
      url,
      async () => new Response(Buffer.from(await handleTimestampRequest(authority, new Uint8Array([0])))),
    );
    await expect(refusing.requestToken(sha256('mine'))).rejects.toThrow(/refused \(status 2, failInfo 5\)/);
  });
});
