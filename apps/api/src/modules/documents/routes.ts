import type { FastifyInstance, FastifyReply } from 'fastify';
import { operations } from '@souscription/contract';
import { registerOperation } from '../../shared/register-operation.js';
import {
  downloadBlockDocuments,
  listBlockDocuments,
  previewDocument,
  printDossier,
  type DocumentFile,
} from './service/document-calls.js';

function sendFile(reply: FastifyReply, file: DocumentFile, disposition: 'inline' | 'attachment') {
  return reply
    .type(file.contentType)
    .header('content-disposition', `${disposition}; filename="${file.filename}"`)
    .header('cache-control', 'private, no-store')
    .send(Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength));
}

/** Generated documents: list, preview, download-all archive, printable dossier (spec 02 §7). */
export async function documentRoutes(app: FastifyInstance) {
  const deps = { db: app.db, blobs: app.blobs, forms: app.forms };

  registerOperation(app, operations.listDocuments, async ({ actor, params, body }, request) =>
    listBlockDocuments(deps, actor, params.folderId, body.block_id, request.headers['accept-language']),
  );

  registerOperation(app, operations.previewDocument, async ({ actor, params, body }, _request, reply) =>
    sendFile(reply, await previewDocument(deps, actor, params.folderId, body.documentId), 'inline'),
  );

  registerOperation(app, operations.downloadDocuments, async ({ actor, params, body }, _request, reply) =>
    sendFile(reply, await downloadBlockDocuments(deps, actor, params.folderId, body.block_id), 'attachment'),
  );

  registerOperation(app, operations.printDossier, async ({ actor, params }) =>
    printDossier(deps, actor, params.folderId, params.printId),
  );
}
