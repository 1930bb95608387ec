import { eq } from 'drizzle-orm';
import type { TLocale, TSignatureParty } from '@souscription/contract';
import { t, type TServerKey } from '../../../i18n/translate.js';
import type { Database } from '../../../db/client.js';
import { dossiers, tenants, users } from '../../../db/schema.js';
import {
  sendMessage,
  type TAttachment,
  type TMessageTemplateId,
  type TMessageTemplateParams,
  type TMessageTransport,
} from '../../messages/index.js';
import type { Executor, RecipientRow } from '../queries.js';

/** Who a lifecycle message of one dossier is from and for, and what it says of the dossier. */
export type TDossierAudience = {
  tenantId: number;
  dossierId: number;
  /** The tenant's name, signing every message. */
  brand: string;
  locale: TLocale;
  /** Where the dossier opens after sign-in. */
  url: string;
  /** « votre dossier n° 42 ». */
  dossierLabel: string;
  /** The dossier's advisor, when it has one with an e-mail address. */
  advisor: { userId: string; name: string; email: string } | null;
};

const PARTY_KEYS = {
  subscriber: 'messages.party.subscriber',
  co_subscriber: 'messages.party.co_subscriber',
  subscriber_spouse: 'messages.party.subscriber_spouse',
  subscriber_advisor: 'messages.party.subscriber_advisor',
} as const satisfies Record<TSignatureParty, TServerKey>;

/** « votre dossier n° 42 »: the dossier as a message names it. */
function describeDossier(locale: TLocale, id: number): string {
  return t(locale, 'messages.dossier-label', { id });
}

/** « Pierre Martin (co-souscripteur) »: a recipient as a message names them. */
export function describeRecipient(locale: TLocale, recipient: Pick<RecipientRow, 'name' | 'party'>): string {
  const key = PARTY_KEYS[recipient.party as TSignatureParty] as TServerKey | undefined;
  return t(locale, 'messages.recipient', {
    name: recipient.name,
    party: key ? t(locale, key) : recipient.party,
  });
}

/** Who a dossier's lifecycle messages are from and for: its tenant's name, its advisor, its address. */
export async function findDossierAudience(
  db: Executor,
  publicUrl: string,
  dossierId: number,
): Promise<TDossierAudience | null> {
  const [row] = await db
    .select({
      tenantId: dossiers.tenantId,
      brand: tenants.name,
      advisorId: users.id,
      firstname: users.firstname,
      lastname: users.lastname,
      email: users.email,
      signerEmail: users.signerEmail,
    })
    .from(dossiers)
    .innerJoin(tenants, eq(tenants.id, dossiers.tenantId))
    .leftJoin(users, eq(users.id, dossiers.advisorId))
    .where(eq(dossiers.id, dossierId));
  if (!row) return null;
  const email = row.signerEmail || row.email;
  // Note: accounts keep no language of their own; messages go out in French, the product's default.
  const locale: TLocale = 'fr';
  return {
    tenantId: row.tenantId,
    dossierId,
    brand: row.brand,
    locale,
    url: `${publicUrl.replace(/\/$/, '')}/dossier/${dossierId}`,
    dossierLabel: describeDossier(locale, dossierId),
    advisor:
      row.advisorId && email
        ? { userId: row.advisorId, name: `${row.firstname} ${row.lastname}`.trim(), email }
        : null,
  };
}

/** Where a recipient with an account is written to: the account's signer e-mail, its e-mail, else the recipient's. */
export async function findRecipientEmail(db: Executor, recipient: RecipientRow): Promise<string | null> {
  if (!recipient.userId) return null;
  const [row] = await db
    .select({ email: users.email, signerEmail: users.signerEmail })
    .from(users)
    .where(eq(users.id, recipient.userId));
  return row?.signerEmail || row?.email || recipient.email || null;
}

/** Sends one lifecycle e-mail of a dossier through the messages module (the demo mailbox writes with `db`). */
export async function sendLifecycleMessage<T extends TMessageTemplateId>(
  deps: { db: Database; transport: TMessageTransport },
  audience: TDossierAudience,
  message: {
    to: string;
    templateId: T;
    params: TMessageTemplateParams[T];
    recipientId?: number | null;
    attachments?: readonly TAttachment[];
  },
): Promise<void> {
  await sendMessage(deps, {
    tenantId: audience.tenantId,
    to: message.to,
    templateId: message.templateId,
    locale: audience.locale,
    params: message.params,
    dossierId: audience.dossierId,
    recipientId: message.recipientId ?? null,
    ...(message.attachments ? { attachments: message.attachments } : {}),
  });
}
