import { expect } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/client.js';
import { dossiers } from '../../src/db/schema.js';
import { readDemoMailboxCode } from '../../src/modules/messages/index.js';
import { CONSENT_TEXT } from '../../src/modules/signature/ceremony/consent-text.js';
import type { DemoStep } from '../../src/seed/forms/demo-happy-path.js';
import type { createSignatureDriver } from './signature-helpers.js';
import type { TestApp } from './test-app.js';

/**
 * What the correction tests (issue 35) do again and again: a dossier of Claire and her advisor
 * signed and sealed, an element's id, flagging, saving a reopened block as it was signed with some
 * answers changed, « Envoyer la correction », and each party signing by the link of the invitation.
 */
export function createCorrectionDriver(t: TestApp, d: ReturnType<typeof createSignatureDriver>) {
  /** The advisor replaces a receipt: a new file for the same element (same bytes), the old one gone. */
  async function replaceReceipt(receiptId: number, title: string) {
    await t.database.db.execute(
      sql`INSERT INTO receipts (tenant_id, dossier_id, element_id, type_id, title, mimetype, sha256)
          SELECT tenant_id, dossier_id, element_id, type_id, ${title}, mimetype, sha256
          FROM receipts WHERE id = ${receiptId}`,
    );
    await t.database.db.execute(sql`DELETE FROM receipts WHERE id = ${receiptId}`);
  }

  async function elementIdOf(id: number, name: string): Promise<number> {
    const [row] = await queryRows<{ id: number | string }>(
      t.database.db,
      sql`SELECT e.id FROM elements e JOIN dossiers d ON d.form_id = e.form_id
          WHERE d.id = ${id} AND e.name = ${name}`,
    );
    return Number(row!.id);
  }

  /** The manager sets the dossier in error with these items. */
  async function setInError(id: number, reason: string, items: Record<string, unknown>[]) {
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/dossiers/integration-state/${id}`,
      headers: await t.authAs('gestionnaire'),
      payload: { integration_state: 'error', reason, items },
    });
    expect(response.statusCode, response.body).toBe(200);
  }

  /** The manager's decision, answered as it is (the caller checks its status). */
  const decide = async (id: number, state: 'validated' | 'refused' | 'error', reason?: string) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/dossiers/integration-state/${id}`,
      headers: await t.authAs('gestionnaire'),
      payload: { integration_state: state, ...(reason ? { reason } : {}) },
    });

  /** A block saved by the advisor as it was signed, the given answers (by the seed's element ids) changed. */
  async function saveBlock(id: number, step: DemoStep, changed: Record<number, string>) {
    const [stored] = await t.database.db.select().from(dossiers).where(eq(dossiers.id, id));
    const saved = await d.submit(id, {
      blockId: step.blockId,
      values: step.values
        .filter((v) => stored!.values[String(v.elementId + d.offset)] !== undefined)
        .map((v) => ({
          ...v,
          value: changed[v.elementId] ?? (stored!.values[String(v.elementId + d.offset)] as typeof v.value),
        })),
    });
    expect(saved.statusCode, saved.body).toBe(200);
  }

  const send = async (id: number, username = 'conseiller') =>
    t.app.inject({
      method: 'POST',
      url: `/api/dossier/${id}/corrections/send`,
      headers: await t.authAs(username),
    });

  /** The link of the latest invitation a recipient received. */
  async function invitationLinkOf(recipientId: number): Promise<string | null> {
    const [mail] = await queryRows<{ text: string }>(
      t.database.db,
      sql`SELECT text FROM demo_mailbox_messages WHERE template_id = 'signature-invitation'
          AND recipient_id = ${recipientId} ORDER BY id DESC LIMIT 1`,
    );
    return mail?.text.match(/(\/sign\/[A-Za-z0-9_-]+)/)?.[1] ?? null;
  }

  /** Each party of an envelope signs by the link of their invitation, with the code they receive. */
  async function signByInvitations(envelopeId: number) {
    const recipients = await queryRows<{ id: number | string }>(
      t.database.db,
      sql`SELECT id FROM signature_recipients WHERE envelope_id = ${envelopeId} ORDER BY id`,
    );
    for (const recipient of recipients) {
      const link = (await invitationLinkOf(Number(recipient.id)))!;
      const form = (fields: Record<string, string>) =>
        t.app.inject({
          method: 'POST',
          url: link,
          headers: { 'user-agent': 'vitest', 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams(fields).toString(),
        });
      expect((await t.app.inject({ url: link, headers: { 'user-agent': 'vitest' } })).statusCode).toBe(200);
      expect((await form({ action: 'send-code' })).statusCode).toBe(200);
      const code = await readDemoMailboxCode(t.database.db, Number(recipient.id));
      expect((await form({ action: 'verify-code', code: code! })).body).toContain('Code vérifié');
      const signed = await form({ action: 'sign', consent: 'yes', consentVersion: CONSENT_TEXT.version });
      expect(signed.statusCode, signed.body).toBe(303);
    }
  }

  return {
    signedDossier: d.signedDossier,
    replaceReceipt,
    elementIdOf,
    setInError,
    decide,
    saveBlock,
    send,
    invitationLinkOf,
    signByInvitations,
  };
}
