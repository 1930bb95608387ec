import type { FastifyInstance } from 'fastify';
import { operations } from '@souscription/contract';
import { registerOperation } from '../../shared/register-operation.js';
import type { EvidenceDeps } from './service/build-dossier-evidence.js';
import { getDossierEvidence } from './service/get-dossier-evidence.js';

/** The dossier's evidence file (issue 26). */
export async function evidenceRoutes(app: FastifyInstance, options: { deps: EvidenceDeps }) {
  registerOperation(app, operations.getDossierEvidence, async ({ actor, params }, _request, reply) => {
    const file = await getDossierEvidence(options.deps, actor, params.folderId);
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${file.filename}"`)
      .send(Buffer.from(file.bytes));
  });
}
