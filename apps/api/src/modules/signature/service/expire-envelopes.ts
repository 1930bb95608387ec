import { and, asc, eq, lte } from 'drizzle-orm';
import type { AppConfig } from '../../../config.js';
import { signatureEnvelopes } from '../../../db/schema.js';
import type { TMessageTransport } from '../../messages/index.js';
import type { EnvelopeRow } from '../queries.js';
import { endEnvelope } from './end-envelope.js';
import type { SignatureDeps } from './signature-deps.js';

/**
 * What the lifecycle steps of the delivery worker need: the signature services' (the signed copies
 * finish their documents first) and the server's message transport (reminders, signed copies).
 */
export type LifecycleDeps = SignatureDeps & {
  config: SignatureDeps['config'] & Pick<AppConfig, 'archiveRenewalWindowDays'>;
  transport: TMessageTransport;
  /** A dossier's status changed: its tenant's lists are stale. */
  onDossierChanged?: (tenantId: number) => void;
};

/**
 * One step of the delivery worker: every envelope still out past its `expires_at` becomes `expired`
 * (its event, the dossier's status back to where a new envelope may open). Its signing pages refuse
 * from then on (`ttl_expired`). Several workers at once: each envelope ends once, under its dossier's
 * lock and a status check. Answers the envelopes this call expired.
 */
export async function expireEnvelopes(deps: LifecycleDeps, limit = 20): Promise<EnvelopeRow[]> {
  const now = deps.now();
  const due = await deps.db
    .select()
    .from(signatureEnvelopes)
    .where(and(eq(signatureEnvelopes.status, 'sent'), lte(signatureEnvelopes.expiresAt, now)))
    .orderBy(asc(signatureEnvelopes.expiresAt))
    .limit(limit);
  const expired: EnvelopeRow[] = [];
  for (const envelope of due) {
    const ended = await deps.db.transaction((tx) =>
      endEnvelope(tx, envelope, { type: 'expired', at: now, actor: null }),
    );
    if (!ended) continue;
    expired.push(envelope);
    deps.onDossierChanged?.(envelope.tenantId);
  }
  return expired;
}
