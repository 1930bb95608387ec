import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { findMandatePairingError } from '@souscription/contract';
import { openDatabase, queryRows, type DatabaseHandle } from '../src/db/client.js';
import { seedDemo } from '../src/seed/seed-demo.js';

// The demo's integration data, as the seed leaves it: every folder in a state the product itself
// reaches (issue 27 item 4), read straight from the seeded database.
let database: DatabaseHandle;
let dataDir: string;

type SeededDossier = {
  id: number;
  tenant: string;
  status: string[];
  integrationState: string;
  detentionMode: string | null;
  dismembermentScope: string | null;
  pairingNp: string | null;
  pairingUsu: string | null;
  forceMandate: boolean;
  signatureDate: Date | null;
  validationDate: Date | null;
};
type HistoryRow = {
  dossierId: number;
  kind: string;
  state: string;
  reason: string | null;
  role: string | null;
  createdAt: Date;
};

let folders: SeededDossier[];
let history: HistoryRow[];
let outbox: { dossierId: number; status: string }[];

beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://' });
  dataDir = mkdtempSync(join(tmpdir(), 'seeded-integration-'));
  await seedDemo(database.db, () => {}, { dataDir });
  const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(database.db, query);
  folders = (
    await rows<SeededDossier>(sql`
      SELECT d.id::int AS id, t.code AS tenant, d.status, d.integration_state AS "integrationState",
        d.detention_mode AS "detentionMode", d.dismemberment_scope AS "dismembermentScope",
        d.pairing_np AS "pairingNp", d.pairing_usu AS "pairingUsu", d.force_mandate AS "forceMandate",
        d.signature_date AS "signatureDate", d.validation_date AS "validationDate"
      FROM dossiers d JOIN tenants t ON t.id = d.tenant_id ORDER BY d.id`)
  ).map((row) => ({
    ...row,
    signatureDate: row.signatureDate && new Date(row.signatureDate),
    validationDate: row.validationDate && new Date(row.validationDate),
  }));
  history = (
    await rows<HistoryRow>(sql`
      SELECT h.dossier_id::int AS "dossierId", h.kind, h.state, h.reason, u.role, h.created_at AS "createdAt"
      FROM integration_history h LEFT JOIN users u ON u.id = h.user_id ORDER BY h.id`)
  ).map((row) => ({ ...row, createdAt: new Date(row.createdAt) }));
  outbox = await rows(sql`SELECT dossier_id::int AS "dossierId", status FROM integration_outbox ORDER BY id`);
}, 120_000);
afterAll(async () => {
  await database?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const decided = () => folders.filter((folder) => folder.integrationState !== 'ongoing');
const historyOf = (id: number) => history.filter((entry) => entry.dossierId === id);

describe('the demo seed’s integration states', () => {
  it('decides signed folders only, in every state a folder rests in', () => {
    expect(new Set(decided().map((folder) => folder.integrationState))).toEqual(
      new Set(['sync', 'error', 'refused']),
    );
    for (const folder of decided()) expect(folder.status, `dossier ${folder.id}`).toContain('signed');
  });

  it('pairs every validated folder, a mandate one on both parts, so the mandate rule holds', () => {
    const validated = decided().filter((folder) =>
      historyOf(folder.id).some((entry) => entry.kind === 'state' && entry.state === 'validated'),
    );
    expect(validated.length).toBeGreaterThan(0);
    expect(validated.some((folder) => folder.detentionMode === 'mandate')).toBe(true);
    for (const folder of validated) {
      expect(folder.pairingNp ?? folder.pairingUsu, `dossier ${folder.id} paired`).toBeTruthy();
      expect(findMandatePairingError(folder), `dossier ${folder.id}`).toBeNull();
      if (folder.detentionMode === 'mandate') {
        expect([folder.pairingNp, folder.pairingUsu].every(Boolean), `dossier ${folder.id}`).toBe(true);
      }
      const pairings = historyOf(folder.id).filter((entry) => entry.kind === 'pairing');
      expect(pairings.length, `dossier ${folder.id}: its pairings in the history`).toBeGreaterThan(0);
    }
  });

  it('gives every refused or flagged folder its decision, by the dossier manager, with its reason', () => {
    const withReason = decided().filter((folder) => ['refused', 'error'].includes(folder.integrationState));
    expect(withReason.length).toBeGreaterThan(0);
    for (const folder of withReason) {
      const last = historyOf(folder.id).at(-1);
      expect(last, `dossier ${folder.id}`).toMatchObject({
        kind: 'state',
        state: folder.integrationState,
        role: 'manage_dossier',
      });
      expect(last!.reason?.trim(), `dossier ${folder.id}: its reason`).toBeTruthy();
      expect(folder.validationDate, `dossier ${folder.id} was never validated`).toBeNull();
    }
  });

  it('leaves no folder waiting for a delivery that will not come: each validated one was delivered', () => {
    expect(folders.filter((folder) => folder.integrationState === 'validated')).toEqual([]);
    const synchronised = folders.filter((folder) => folder.integrationState === 'sync');
    expect(synchronised.length).toBeGreaterThan(0);
    for (const folder of synchronised) {
      expect(
        historyOf(folder.id).map((entry) => `${entry.kind}:${entry.state}`),
        `dossier ${folder.id}`,
      ).toEqual(expect.arrayContaining(['state:validated', 'delivery:sync']));
      expect(historyOf(folder.id).at(-1)).toMatchObject({ kind: 'delivery', state: 'sync', role: null });
      expect(outbox.filter((message) => message.dossierId === folder.id)).toEqual([
        { dossierId: folder.id, status: 'delivered' },
      ]);
    }
    expect(outbox.filter((message) => message.status !== 'delivered')).toEqual([]);
    // Delivered as the product's file target does: one file per delivery, with the pairing in it.
    const files = readdirSync(join(dataDir, 'integration'));
    expect(files).toHaveLength(synchronised.length);
    const payload = JSON.parse(readFileSync(join(dataDir, 'integration', files[0]!), 'utf8'));
    const delivered = folders.find((folder) => folder.id === payload.dossier.id)!;
    expect(payload.pairing).toMatchObject({ np: delivered.pairingNp, usu: delivered.pairingUsu });
  });

  it('dates each decision after the folder’s signature and before now, validation included', () => {
    const now = Date.now();
    for (const folder of decided()) {
      for (const entry of historyOf(folder.id)) {
        expect(entry.createdAt.getTime(), `dossier ${folder.id}`).toBeGreaterThan(
          folder.signatureDate!.getTime(),
        );
        expect(entry.createdAt.getTime()).toBeLessThan(now);
      }
      const validation = historyOf(folder.id).find((entry) => entry.state === 'validated');
      expect(folder.validationDate?.getTime() ?? null).toBe(validation?.createdAt.getTime() ?? null);
    }
    // Nothing decided where no dossier manager works (aestiam has none).
    expect(decided().every((folder) => folder.tenant === 'demo')).toBe(true);
  });
});
