import type { FastifyRequest } from 'fastify';
import type { TOperation } from '@souscription/contract';
import { MAX_ID } from '@souscription/contract';
import { readDossierForPermissionCheck } from '../modules/dossiers/index.js';
import { ApiError } from '../shared/api-error.js';
import { PERMISSION_TABLE, decidePermission, type TDossierParam } from './permission-table.js';

/** The folder id a request names, when it is a valid one (else the request's own validation answers). */
function readDossierId(request: FastifyRequest, param: TDossierParam): number | undefined {
  const [from, name] = param.split('.') as ['params' | 'body', string];
  const source = (from === 'params' ? request.params : request.body) as Record<string, unknown> | undefined;
  const raw = source?.[name];
  const id =
    typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d{1,10}$/.test(raw) ? Number(raw) : NaN;
  return Number.isInteger(id) && id >= 1 && id <= MAX_ID ? id : undefined;
}

/**
 * The permission table enforced for one operation, before its request is validated: the caller's
 * role (and the tenant's switch), then — for an operation on a folder — whether the folder exists,
 * is seen by the caller, and may be acted on so (state and form kind). Refused: the table's exact
 * status and error.
 */
export function enforcePermissions(operation: TOperation) {
  const permission = PERMISSION_TABLE[operation.operationId];
  return async (request: FastifyRequest): Promise<void> => {
    const actor = request.actor;
    if (!permission || !actor) return;
    const features = actor.tenant.features;
    let refusal = decidePermission(operation.operationId, actor.role, features);
    if (!refusal && permission.dossier) {
      const id = readDossierId(request, permission.dossier.param);
      if (id === undefined) return;
      const row = await readDossierForPermissionCheck(request.server.db, actor, id);
      refusal = decidePermission(operation.operationId, actor.role, features, {
        exists: Boolean(row),
        visible: Boolean(row?.visible),
        status: row?.status ?? [],
        backOfficeForm: row?.backOfficeForm ?? false,
        underCorrection: row?.underCorrection ?? false,
      });
    }
    if (refusal)
      throw new ApiError(refusal.status, [{ property: refusal.property, message: refusal.message }]);
  };
}
