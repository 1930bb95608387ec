import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { operations } from '@souscription/contract';
import { registerOperation } from '../../shared/register-operation.js';
import type { TMessageTransport } from '../messages/index.js';
import { createEmbeddedProvider } from './provider/embedded-provider.js';
import { cancelEnvelope } from './service/cancel-envelope.js';
import { listSignatureEnvelopes } from './service/list-signature-envelopes.js';
import {
  openSignatureCeremony,
  readSignatureIframe,
  type TRequestOrigin,
} from './service/open-signature-ceremony.js';
import {
  downloadSignedDocuments,
  getSignatureDocument,
  getSignatureHistory,
  listSignatureDocuments,
} from './service/signature-documents.js';
import type { CeremonyDeps, SignatureDeps } from './service/signature-deps.js';
import { resendInvitation } from './service/send-invitations.js';
import { setSigningMode } from './service/set-signing-mode.js';
import { SIGNER_COOKIE, createSignerBinding } from './service/signer-binding.js';
import { SIGNING_SESSION_MS } from './service/signature-deps.js';
import { signingPageRoutes } from './signing-page-routes.js';

function originOf(request: FastifyRequest): TRequestOrigin {
  return {
    ip: request.ip ?? null,
    userAgent: request.headers['user-agent'] ?? null,
    locale: /^en/i.test(request.headers['accept-language'] ?? '') ? 'en' : 'fr',
  };
}

export type SignatureRoutesOptions = Pick<SignatureDeps, 'onSealingDue' | 'storedHistory'> & {
  transport: TMessageTransport;
  /** The server's clock (buildApp's; tests move it). */
  now: () => Date;
};

/** Electronic signature: the iframe address, the signed documents, the history; the signing pages. */
export async function signatureRoutes(app: FastifyInstance, options: SignatureRoutesOptions) {
  const deps: CeremonyDeps = {
    db: app.db,
    blobs: app.blobs,
    forms: app.forms,
    config: app.config,
    now: options.now,
    transport: options.transport,
    ...(options.onSealingDue ? { onSealingDue: options.onSealingDue } : {}),
    ...(options.storedHistory ? { storedHistory: options.storedHistory } : {}),
  };
  const provider = createEmbeddedProvider(deps);
  const secure = app.config.publicUrl.startsWith('https:');

  /** Ties this browser to the signed-in user: the signing page opens for nobody else. */
  async function bindSigner(reply: FastifyReply, userId: string): Promise<void> {
    const expires = new Date(deps.now().getTime() + SIGNING_SESSION_MS);
    const binding = await createSignerBinding(app.db, userId, expires);
    reply.header(
      'set-cookie',
      `${SIGNER_COOKIE}=${encodeURIComponent(binding)}; Path=/sign; HttpOnly; SameSite=Strict; Max-Age=${SIGNING_SESSION_MS / 1000}${secure ? '; Secure' : ''}`,
    );
  }

  registerOperation(app, operations.getSignatureIframe, async ({ actor, params, query }, request, reply) => {
    const view = await readSignatureIframe(deps, provider, actor, {
      folderId: params.folderId,
      step: params.docusignId,
      party: query.party,
      origin: originOf(request),
    });
    await bindSigner(reply, actor.userId);
    return { docusign: { url: view.url } };
  });

  registerOperation(
    app,
    operations.openSignatureCeremony,
    async ({ actor, params, body }, request, reply) => {
      const view = await openSignatureCeremony(deps, provider, actor, {
        folderId: params.folderId,
        step: params.docusignId,
        party: body.party,
        origin: originOf(request),
      });
      await bindSigner(reply, actor.userId);
      app.listCache.invalidateTenant(actor.tenantId);
      return { docusign: { url: view.url } };
    },
  );

  registerOperation(app, operations.listSignatureDocuments, async ({ actor, params }) =>
    listSignatureDocuments(deps, actor, params.id),
  );

  registerOperation(app, operations.getSignatureDocument, async ({ actor, params }) =>
    getSignatureDocument(deps, actor, params.id, params.documentId),
  );

  registerOperation(app, operations.downloadSignedDocuments, async ({ actor, params }, _request, reply) => {
    const zip = await downloadSignedDocuments(deps, actor, params.id);
    return reply
      .type('application/zip')
      .header('content-disposition', `attachment; filename="${zip.filename}"`)
      .send(Buffer.from(zip.bytes));
  });

  registerOperation(app, operations.getSignatureHistory, async ({ actor, params }) =>
    getSignatureHistory(deps, actor, params.id),
  );

  registerOperation(app, operations.listSignatureEnvelopes, async ({ actor, params }) =>
    listSignatureEnvelopes(deps, actor, params.id),
  );

  registerOperation(app, operations.cancelSignatureEnvelope, async ({ actor, params, body }, request) => {
    const { envelopeId: _envelopeId, ...cancelled } = await cancelEnvelope(deps, actor, {
      folderId: params.folderId,
      step: params.docusignId,
      reason: body.reason,
      origin: originOf(request),
    });
    app.listCache.invalidateTenant(actor.tenantId);
    return cancelled;
  });

  registerOperation(app, operations.resendSignatureInvitation, async ({ actor, params, body }) => {
    const sent = await resendInvitation(deps, actor, {
      folderId: params.folderId,
      step: params.docusignId,
      party: body.party,
    });
    return { invitation: { sentAt: sent.sentAt.toISOString(), sentTo: sent.sentTo } };
  });

  registerOperation(app, operations.setSignatureSigningMode, async ({ actor, params, body }) =>
    setSigningMode(deps, actor, {
      folderId: params.folderId,
      step: params.docusignId,
      party: body.party,
      mode: body.mode,
    }),
  );

  await app.register(signingPageRoutes, {
    deps,
    onDossierChanged: (tenantId) => app.listCache.invalidateTenant(tenantId),
    devWebOrigins: app.config.devWebOrigins,
  });
}
