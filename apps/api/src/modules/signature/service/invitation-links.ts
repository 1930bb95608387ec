import { randomBytes } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { signatureCeremonies, signatureEnvelopes, tenants } from '../../../db/schema.js';
import { SIGNING_PAGE_PREFIX, hashCeremonyToken } from '../provider/embedded-provider.js';
import {
  findCeremony,
  findRecipients,
  type EnvelopeRow,
  type Executor,
  type RecipientRow,
} from '../queries.js';
import { findLaterAmendment, type TLaterAmendment } from './later-amendment.js';
import { addDays } from './lifecycle-settings.js';
import type { SignatureDeps } from './signature-deps.js';

/** Where an invitation went: its channel and the destination, masked. */
export type TInvitationDestination = { channel: 'sms' | 'email'; destination: string };

/** The latest invitation of a party: when, where, and how many were sent in all. */
export type TInvitationSummary = { sentAt: Date; sentTo: TInvitationDestination[]; count: number };

/**
 * A new personal link for one party of an envelope: a random token whose SHA-256 alone is kept (a
 * `signature_ceremonies` row of kind `invitation`, no user), valid until the envelope expires. The
 * token is in the answered address only: it is never stored nor logged.
 */
export async function createInvitationLink(
  deps: Pick<SignatureDeps, 'db' | 'config' | 'now'>,
  envelope: EnvelopeRow,
  recipient: RecipientRow,
  sentTo: TInvitationDestination[],
  locale: 'fr' | 'en',
): Promise<{ url: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const now = deps.now();
  const expiresAt = envelope.expiresAt ?? addDays(now, 30);
  await deps.db.insert(signatureCeremonies).values({
    tokenHash: hashCeremonyToken(token),
    envelopeId: envelope.id,
    party: recipient.party,
    userId: null,
    kind: 'invitation',
    part: 'signer',
    locale,
    sentTo,
    createdAt: now,
    expiresAt,
  });
  const base = deps.config.publicUrl.replace(/\/$/, '');
  return { url: `${base}${SIGNING_PAGE_PREFIX}/${token}`, expiresAt };
}

/** Each party's latest invitation on an envelope (by party), with how many were sent. */
export async function findInvitationSummaries(
  db: Executor,
  envelopeId: number,
): Promise<Map<string, TInvitationSummary>> {
  const rows = await db
    .select({
      party: signatureCeremonies.party,
      createdAt: signatureCeremonies.createdAt,
      sentTo: signatureCeremonies.sentTo,
    })
    .from(signatureCeremonies)
    .where(and(eq(signatureCeremonies.envelopeId, envelopeId), eq(signatureCeremonies.kind, 'invitation')))
    .orderBy(asc(signatureCeremonies.createdAt));
  const summaries = new Map<string, TInvitationSummary>();
  for (const row of rows) {
    if (!row.sentTo || row.sentTo.length === 0) continue;
    const count = (summaries.get(row.party)?.count ?? 0) + 1;
    summaries.set(row.party, { sentAt: row.createdAt, sentTo: row.sentTo, count });
  }
  return summaries;
}

/** What the closing page of an answered invitation says: who answered, how, for which tenant. */
export type TAnsweredInvitation = {
  tenant: { name: string; primaryColor: string };
  name: string;
  answer: 'signed' | 'declined';
  /** A correction of these documents opened since, that she signs too: what comes next. */
  amendment: TLaterAmendment | null;
};

/** The invitation a token opened, once its party answered by it (signed or declined); else null. */
export async function findAnsweredInvitation(
  deps: Pick<SignatureDeps, 'db'>,
  token: string,
): Promise<TAnsweredInvitation | null> {
  const ceremony = await findCeremony(deps.db, hashCeremonyToken(token));
  if (!ceremony || ceremony.kind !== 'invitation' || !ceremony.finishedAt) return null;
  const recipient = (await findRecipients(deps.db, ceremony.envelopeId)).find(
    (row) => row.party === ceremony.party,
  );
  if (!recipient || (recipient.status !== 'signed' && recipient.status !== 'declined')) return null;
  const [row] = await deps.db
    .select({
      name: tenants.name,
      theme: tenants.theme,
      amendsEnvelopeId: signatureEnvelopes.amendsEnvelopeId,
    })
    .from(tenants)
    .innerJoin(signatureEnvelopes, eq(signatureEnvelopes.tenantId, tenants.id))
    .where(eq(signatureEnvelopes.id, ceremony.envelopeId));
  const envelope = { id: ceremony.envelopeId, amendsEnvelopeId: row?.amendsEnvelopeId ?? null };
  return {
    tenant: { name: row?.name ?? 'Souscription', primaryColor: row?.theme.primaryColor ?? '#1f4e79' },
    name: recipient.name,
    answer: recipient.status,
    amendment: await findLaterAmendment(deps.db, envelope, ceremony.party),
  };
}
