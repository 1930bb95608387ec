import { eq } from 'drizzle-orm';
import type { TSignatureCodeChannelSetting } from '@souscription/contract';
import type { Database } from '../../../db/client.js';
import { signatureSettings } from '../../../db/schema.js';
import { findAnalyticsEvent } from '../queries.js';

/** The analytics part of the public config: present only for a tenant that names an event. */
export async function getSignatureAnalytics(
  db: Database,
  tenantId: number,
): Promise<{ analytics?: { signatureEvent: string } }> {
  const event = await findAnalyticsEvent(db, tenantId);
  return event ? { analytics: { signatureEvent: event } } : {};
}

/** How invitations to sign go out (the other channel when the party lacks the one named). */
export type TInvitationChannelSetting = 'email' | 'sms' | 'email-and-sms';

/** A tenant's ceremony settings (issue 25; invitations, issue 32). */
export type TCeremonySettings = {
  invitationChannel: TInvitationChannelSetting;
  /** How one-time codes go out: SMS where the signer has a mobile, else e-mail (`sms-first`), or `email`. */
  codeChannel: TSignatureCodeChannelSetting;
  /** Whether the signed-in advisor also types a one-time code to sign their own part (default off). */
  advisorCode: boolean;
};

/** A tenant's ceremony settings; the defaults for a tenant without a row. */
export async function getCeremonySettings(db: Database, tenantId: number): Promise<TCeremonySettings> {
  const [row] = await db
    .select({
      codeChannel: signatureSettings.codeChannel,
      advisorCode: signatureSettings.advisorCode,
      invitationChannel: signatureSettings.invitationChannel,
    })
    .from(signatureSettings)
    .where(eq(signatureSettings.tenantId, tenantId));
  return {
    codeChannel: row?.codeChannel === 'email' ? 'email' : 'sms-first',
    advisorCode: row?.advisorCode ?? false,
    invitationChannel:
      row?.invitationChannel === 'sms' || row?.invitationChannel === 'email-and-sms'
        ? row.invitationChannel
        : 'email',
  };
}
