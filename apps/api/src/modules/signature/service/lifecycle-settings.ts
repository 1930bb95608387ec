import { eq } from 'drizzle-orm';
import { signatureSettings } from '../../../db/schema.js';
import type { Executor } from '../queries.js';

/** A tenant's envelope lifecycle settings (issue 25): expiry, reminders, signed copies. */
export type TLifecycleSettings = {
  /** Days an envelope stays out for signature before it expires. */
  expiryDays: number;
  /** The first reminder after this many days, then one every `reminderEveryDays`, at most `reminderMax`. */
  reminderFirstDays: number;
  reminderEveryDays: number;
  reminderMax: number;
  /** Signed documents reach each signer as a link to download after sign-in, or attached. */
  signedCopies: 'link' | 'attachment';
};

/** The defaults of a tenant without a settings row: 30 days, reminders after 3 days, every 3, at most 3. */
export const DEFAULT_LIFECYCLE_SETTINGS: TLifecycleSettings = {
  expiryDays: 30,
  reminderFirstDays: 3,
  reminderEveryDays: 3,
  reminderMax: 3,
  signedCopies: 'link',
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** `days` after `from`. */
export function addDays(from: Date, days: number): Date {
  return new Date(from.getTime() + days * DAY_MS);
}

/** A tenant's lifecycle settings; the defaults for a tenant without a row. */
export async function getLifecycleSettings(db: Executor, tenantId: number): Promise<TLifecycleSettings> {
  const [row] = await db
    .select({
      expiryDays: signatureSettings.expiryDays,
      reminderFirstDays: signatureSettings.reminderFirstDays,
      reminderEveryDays: signatureSettings.reminderEveryDays,
      reminderMax: signatureSettings.reminderMax,
      signedCopies: signatureSettings.signedCopies,
    })
    .from(signatureSettings)
    .where(eq(signatureSettings.tenantId, tenantId));
  if (!row) return DEFAULT_LIFECYCLE_SETTINGS;
  return { ...row, signedCopies: row.signedCopies === 'attachment' ? 'attachment' : 'link' };
}
