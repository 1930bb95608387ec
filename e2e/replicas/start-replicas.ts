/**
 * The product as several replicas (issue 28): the journeys' data prepared on a new PostgreSQL
 * database (support/prepare-journeys.ts), then two API processes of the build (`node
 * apps/api/dist/server.mjs`, each with a data folder of its own) behind Debian's HAProxy on
 * E2E_PORT — round robin, no stickiness, health-checked, a failed connection retried on the other
 * replica. A small back office takes the deliveries (Standard Webhooks) and logs their ids. A control
 * address lets a journey kill a replica with SIGKILL, and start it again.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { appendFileSync, mkdtempSync, openSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer, type IncomingMessage } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../apps/api/src/db/client.js';
import { E2E_PORT } from '../support/e2e-constants.js';
import { prepareJourneys } from '../support/prepare-journeys.js';
import { REPLICAS_RUN_FILE, type TReplicasRun } from './replicas-constants.js';

const SERVER_ENTRY = fileURLToPath(new URL('../../apps/api/dist/server.mjs', import.meta.url));
const workDir = mkdtempSync(join(tmpdir(), 'souscription-replicas-'));
const children = new Set<ChildProcess>();

function stopAll(): void {
  for (const child of children) child.kill('SIGKILL');
}
process.once('exit', stopAll);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    stopAll();
    process.exit(0);
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createNetServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

async function waitUntilHealthy(port: number, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`replica on ${port} exited (${child.exitCode})`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`replica on ${port} did not answer /api/health`);
}

// The back office: accepts every delivery and logs its id (a replay would show as a second line).
const webhookLog = join(workDir, 'webhooks.log');
writeFileSync(webhookLog, '');
const backOffice = createHttpServer((request, response) => {
  void readBody(request).then(() => {
    appendFileSync(webhookLog, `${String(request.headers['webhook-id'])}\n`);
    response.writeHead(204).end();
  });
});
const backOfficePort = await freePort();
await new Promise<void>((resolve) => backOffice.listen(backOfficePort, '127.0.0.1', resolve));

const pkiMasterKey = randomBytes(32).toString('base64');
const webhookSecret = `whsec_${randomBytes(32).toString('base64')}`;
const integrationTargetUrl = `http://127.0.0.1:${backOfficePort}/deliveries`;
const prepared = await prepareJourneys({
  pkiMasterKey,
  integrationTargetUrl,
  integrationWebhookSecret: webhookSecret,
});
const databaseUrl = prepared.config.databaseUrl;
if (!databaseUrl) throw new Error('the replicas share one PostgreSQL: set TEST_DATABASE_URL');
// What the seed delivered itself (its synchronised folders, as files): not the journeys' deliveries.
const [seeded] = await queryRows<{ last: number }>(
  prepared.database.db,
  sql`SELECT coalesce(max(id), 0)::int AS last FROM integration_outbox`,
);
await prepared.app.close();
await prepared.database.close();

type TReplica = { name: 'a' | 'b'; port: number; dataDir: string; process?: ChildProcess };
const replicas: Record<'a' | 'b', TReplica> = {
  a: { name: 'a', port: await freePort(), dataDir: mkdtempSync(join(workDir, 'a-')) },
  b: { name: 'b', port: await freePort(), dataDir: mkdtempSync(join(workDir, 'b-')) },
};

async function startReplica(replica: TReplica): Promise<void> {
  const log = openSync(join(workDir, `replica-${replica.name}.log`), 'a');
  const child = spawn(process.execPath, ['--enable-source-maps', SERVER_ENTRY], {
    env: {
      ...process.env,
      PORT: String(replica.port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://localhost:${E2E_PORT}`,
      DATABASE_URL: databaseUrl,
      DATA_DIR: replica.dataDir,
      PKI_MASTER_KEY: pkiMasterKey,
      SEED_ON_START: 'false',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: '127.0.0.1',
      INTEGRATION_TARGET_URL: integrationTargetUrl,
      INTEGRATION_WEBHOOK_SECRET: webhookSecret,
      INTEGRATION_POLL_MS: '500',
    },
    stdio: ['ignore', log, log],
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  replica.process = child;
  await waitUntilHealthy(replica.port, child);
}

async function killReplica(replica: TReplica): Promise<void> {
  const child = replica.process;
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

await Promise.all([startReplica(replicas.a), startReplica(replicas.b)]);

// HAProxy: round robin without stickiness; a request whose connection fails (a replica just killed)
// is sent to the other one (retry-on, redispatch), and three failed health checks take the replica out.
// Note: the checks are given 5 s: on a loaded machine a slower answer is no reason to drop a replica.
const haproxyLog = join(workDir, 'haproxy.log');
const haproxyConfig = join(workDir, 'haproxy.cfg');
writeFileSync(
  haproxyConfig,
  `global
  log stdout format raw local0
  maxconn 512

defaults
  mode http
  log global
  log-format "%ST %b/%s %HM %HU"
  option forwardfor
  timeout connect 1s
  timeout client 120s
  timeout server 120s
  timeout http-request 30s
  retries 3
  option redispatch 1
  retry-on conn-failure empty-response response-timeout

frontend souscription
  bind 127.0.0.1:${E2E_PORT}
  default_backend replicas

backend replicas
  balance roundrobin
  option httpchk GET /api/health
  http-check expect status 200
  timeout check 5s
  default-server check inter 1s fall 3 rise 2
  server a 127.0.0.1:${replicas.a.port}
  server b 127.0.0.1:${replicas.b.port}
`,
);
// The journeys' handle on the replicas: kill one (SIGKILL) or start it again.
const control = createHttpServer((request, response) => {
  const match = /^\/(kill|start)\/(a|b)$/.exec(request.url ?? '');
  if (request.method !== 'POST' || !match) {
    response.writeHead(404).end();
    return;
  }
  const replica = replicas[match[2] as 'a' | 'b'];
  const run = match[1] === 'kill' ? killReplica(replica) : startReplica(replica);
  run.then(
    () => response.writeHead(204).end(),
    (error: unknown) => response.writeHead(500).end(String(error)),
  );
});
const controlPort = await freePort();
await new Promise<void>((resolve) => control.listen(controlPort, '127.0.0.1', resolve));

const run: TReplicasRun = {
  controlUrl: `http://127.0.0.1:${controlPort}`,
  databaseUrl,
  seededOutboxId: seeded?.last ?? 0,
  haproxyLog,
  webhookLog,
};
writeFileSync(REPLICAS_RUN_FILE, JSON.stringify(run, null, 2));
const haproxy = spawn('haproxy', ['-f', haproxyConfig, '-db'], {
  stdio: ['ignore', openSync(haproxyLog, 'a'), 'inherit'],
});
children.add(haproxy);
haproxy.once('exit', (code) => {
  children.delete(haproxy);
  if (code !== 0 && code !== null) console.error(`haproxy exited (${code})`);
});

console.log(
  `replicas a (${replicas.a.port}) and b (${replicas.b.port}) behind HAProxy on http://localhost:${E2E_PORT}; logs in ${workDir}`,
);
