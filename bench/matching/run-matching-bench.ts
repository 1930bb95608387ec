/**
 * `npm run bench:matching`: potential customers of one dossier's subscriber scored in the database
 * (the pairing tab's call, service level: probe normalised by the database's functions, then the
 * indexed candidate query and its ranking) on 100 000 customers of one tenant, p50 / p95, beside a
 * plain customer lookup by code. On PostgreSQL when DATABASE_URL is set, else embedded PGlite.
 * Target: p95 under 50 ms.
 */
import { performance } from 'node:perf_hooks';
import { eq, sql } from 'drizzle-orm';
import { openDatabase, queryRows } from '../../apps/api/src/db/client.js';
import { tenants } from '../../apps/api/src/db/schema.js';
import {
  findCustomerByCode,
  findPotentialCustomers,
  type DossierSubscriber,
} from '../../apps/api/src/modules/pairing/index.js';
import { seedDemo } from '../../apps/api/src/seed/seed-demo.js';
import { summarizeTimings } from '../shared/stats.js';

const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 100_000);
const PROBES = Number(process.env.BENCH_PROBES ?? 200);

const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: 'memory://' });
const { db } = database;
await seedDemo(db);
const [tenant] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.code, 'demo'));
const tenantId = tenant!.id;

// Note: 30 % of customers carry one of 60 common names (Martin, Lefèvre…: hundreds of namesakes
// each, the worst case of a name match), the others a generated one.
const COMMON = [
  'Martin',
  'Bernard',
  'Thomas',
  'Petit',
  'Robert',
  'Richard',
  'Durand',
  'Dubois',
  'Moreau',
  'Laurent',
  'Simon',
  'Michel',
  'Lefèvre',
  'Leroy',
  'Roux',
  'David',
  'Bertrand',
  'Morel',
  'Fournier',
  'Girard',
  'Bonnet',
  'Dupont',
  'Lambert',
  'Fontaine',
  'Rousseau',
  'Vincent',
  'Muller',
  'Lefebvre',
  'Faure',
  'André',
  'Mercier',
  'Blanc',
  'Guérin',
  'Boyer',
  'Garnier',
  'Chevalier',
  'François',
  'Legrand',
  'Gauthier',
  'Garcia',
  'Perrin',
  'Robin',
  'Clément',
  'Morin',
  'Nicolas',
  'Henry',
  'Roussel',
  'Mathieu',
  'Gautier',
  'Masson',
  'Marchand',
  'Duval',
  'Denis',
  'Dumont',
  'Marie',
  'Lemaire',
  'Noël',
  'Meyer',
  'Dufour',
  'de La Fontaine',
];
const FIRST = ['Jean', 'Marie', 'Pierre', 'Anne', 'Jean-Pierre', 'Claire', 'Éric', 'Hélène', 'Luc', 'Sophie'];
const CITIES = ['Paris', 'Lyon', 'Marseille', 'Saint-Étienne', 'Le Havre', 'Nantes', 'Lille', 'Rennes'];

const started = performance.now();
await db.execute(sql`
  INSERT INTO customers (tenant_id, username, civility, first_name, last_name, birth_date, birth_city,
    birth_country, email, phone, iban, has_cosubscriber)
  SELECT ${tenantId}, 'B' || lpad(g::text, 6, '0'), CASE WHEN g % 2 = 0 THEN 'M.' ELSE 'Mme' END,
    (${sql.raw(`ARRAY[${FIRST.map((f) => `'${f}'`).join(',')}]`)})[1 + g % ${FIRST.length}],
    CASE WHEN g % 10 < 3
      THEN (${sql.raw(`ARRAY[${COMMON.map((n) => `'${n.replace(/'/g, "''")}'`).join(',')}]`)})[1 + (g / 10) % ${COMMON.length}]
      ELSE initcap(substr(md5(g::text), 1, 4) || substr(md5((g * 7)::text), 1, 4)) END,
    lpad((1 + g % 28)::text, 2, '0') || '/' || lpad((1 + (g / 28) % 12)::text, 2, '0') || '/' || (1930 + g % 70)::text,
    (${sql.raw(`ARRAY[${CITIES.map((c) => `'${c}'`).join(',')}]`)})[1 + g % ${CITIES.length}],
    'France', 'client' || g || '@exemple.test',
    CASE WHEN g % 3 = 0 THEN '06' || lpad((g * 37 % 100000000)::text, 8, '0') END,
    CASE WHEN g % 4 = 0 THEN 'FR76' || lpad(g::text, 23, '0') END,
    g % 5 = 0
  FROM generate_series(1, ${CUSTOMERS}) AS g`);
await db.execute(sql`ANALYZE customers`);
const insertMs = performance.now() - started;

/** Subscribers as dossiers give them: known customers written otherwise, and strangers. */
function probe(i: number): DossierSubscriber {
  const g = 1 + ((i * 7919) % CUSTOMERS);
  const known = i % 2 === 0;
  const common = COMMON[i % COMMON.length]!;
  return {
    civility: 'M.',
    firstName: FIRST[g % FIRST.length]!,
    lastName: known ? common.toUpperCase() : `Inconnu${i}`,
    fullName: '',
    birthDay: `${String(1 + (g % 28)).padStart(2, '0')}/${String(1 + (Math.floor(g / 28) % 12)).padStart(2, '0')}/${1930 + (g % 70)}`,
    birthCity: CITIES[g % CITIES.length]!,
    birthCountry: 'FR',
    email: known ? `Client${g}@exemple.test` : `personne${i}@ailleurs.test`,
    phone: g % 3 === 0 ? `+33 6 ${String((g * 37) % 100_000_000).padStart(8, '0')}` : null,
    iban: g % 4 === 0 ? `FR76 ${String(g).padStart(23, '0')}` : null,
    legalForm: null,
    companyName: null,
    isMoralPerson: false,
    cosous: g % 5 === 0,
    username: null,
    partnerCode: null,
    partnerName: null,
  };
}

async function time(run: (i: number) => Promise<unknown>): Promise<number[]> {
  for (let i = 0; i < 20; i++) await run(PROBES + i); // warm-up
  const timings: number[] = [];
  for (let i = 0; i < PROBES; i++) {
    const start = performance.now();
    await run(i);
    timings.push(performance.now() - start);
  }
  return timings;
}

let candidates = 0;
const matching = summarizeTimings(
  await time(async (i) => {
    const found = await findPotentialCustomers(
      db,
      { tenantId, subscriber: probe(i), dossierCustomerId: null },
      null,
    );
    if (i < PROBES) candidates += found.length;
  }),
);
const lookup = summarizeTimings(
  await time((i) =>
    findCustomerByCode(db, tenantId, `B${String(1 + ((i * 7919) % CUSTOMERS)).padStart(6, '0')}`),
  ),
);
const plan = await queryRows<Record<string, string>>(
  db,
  sql`EXPLAIN SELECT id FROM customers WHERE tenant_id = ${tenantId} AND match_last_name = 'martin' AND match_first_name = 'jean'`,
);

const format = (s: ReturnType<typeof summarizeTimings>) =>
  `p50 ${s.median.toFixed(2)} ms, p95 ${s.p95.toFixed(2)} ms, p99 ${s.p99.toFixed(2)} ms (${s.count} calls)`;
console.log(
  `database: ${database.kind}; ${CUSTOMERS} customers inserted in ${(insertMs / 1000).toFixed(1)} s`,
);
console.log(`potential customers per dossier (probe + scoring + ranking): ${format(matching)}`);
console.log(`  ${(candidates / PROBES).toFixed(1)} candidates per dossier on average`);
console.log(`customer lookup by code:                                    ${format(lookup)}`);
console.log(`a name match reads its index: ${Object.values(plan[0] ?? {}).join(' ')}`);
console.log(`target p95 < 50 ms: ${matching.p95 < 50 ? 'met' : 'NOT met'}`);
await database.close();
