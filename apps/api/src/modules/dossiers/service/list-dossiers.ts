import {
  CATEGORY_BY_LIST_STATE,
  SIGNATURE_PARTIES,
  isBackOfficeRole,
  ZListDossiersResponse,
  type TDossierSummary,
  type TSignatureParty,
  type TIntegrationState,
  type TListDossiersQuery,
  type TListIntegrationDossiersQuery,
} from '@souscription/contract';
import type { Actor } from '../../../auth/actor.js';
import type { Database } from '../../../db/client.js';
import { ApiError } from '../../../shared/api-error.js';
import type { ListCache } from '../list-cache.js';
import { findSearchNarrowing } from '../search-narrowing.js';
import {
  findFolderPage,
  folderListConditions,
  loadListVisibility,
  type FolderListFilters,
  type FolderSummaryRow,
} from '../queries.js';

/** The key under which the actor's list pages may be shared: one per tenant for tenant-wide roles. */
export function listScopeKey(actor: Actor): string {
  return isBackOfficeRole(actor.role) || actor.role === 'manager' ? 'tenant' : `user:${actor.userId}`;
}

const isSignatureParty = (party: string): party is TSignatureParty =>
  (SIGNATURE_PARTIES as readonly string[]).includes(party);

function toFolderSummary(row: FolderSummaryRow): TDossierSummary {
  return {
    id: Number(row.id),
    formId: Number(row.formId),
    formLabel: row.formLabel ?? '',
    backOfficeForm: Boolean(row.backOfficeForm),
    status: (row.status ?? []).join('|'),
    present: row.title,
    advisor: row.advisorUsername
      ? {
          external_id: row.advisorUsername,
          firstname: row.advisorFirstname ?? '',
          lastname: row.advisorLastname ?? '',
        }
      : null,
    creation_date: (row.creationDate ?? new Date(0)).toISOString(),
    validation_date: row.validationDate?.toISOString() ?? null,
    signature_date: row.signatureDate?.toISOString() ?? null,
    client:
      row.clientId !== null
        ? {
            id: row.clientId,
            civility: row.clientCivility ?? '',
            first_name: row.clientFirstName ?? '',
            last_name: row.clientLastName ?? '',
            username: row.clientUsername ?? '',
            email: row.clientEmail,
          }
        : null,
    detail: row.productCode,
    subscriptionGlobalAmount: row.amountCents === null ? null : Number(row.amountCents) / 100,
    amountPaid: row.amountPaidCents === null ? null : Number(row.amountPaidCents) / 100,
    integrate_state: (row.integrationState ?? 'ongoing') as TIntegrationState,
    detention_mode: row.detentionMode,
    dismemberment_type: row.dismembermentType,
    dismemberment_scope: row.dismembermentScope,
    pairing: { np: row.pairingNp, usu: row.pairingUsu },
    pairing_names: { np: row.pairingNpName, usu: row.pairingUsuName },
    direct: Boolean(row.direct),
    awaitingSignatureOf: (row.awaitingSignatureOf ?? []).filter(isSignatureParty),
    signingAccounts: { advisorUserId: row.advisorUserId, subscriberUserId: row.subscriberUserId },
  };
}

/**
 * A page of the actor's folders matching the filters, through the list cache, as the JSON text of
 * the response: checked against its schema once when computed, then sent as is.
 */
async function listVisibleDossiers(
  db: Database,
  cache: ListCache,
  actor: Actor,
  filters: FolderListFilters,
  page: number,
  itemsPerPage: number,
): Promise<string> {
  const key = JSON.stringify(['dossiers', listScopeKey(actor), filters, page, itemsPerPage]);
  return cache.getOrCompute(actor.tenantId, key, async () => {
    const visibility = loadListVisibility(db, actor);
    // Awaited below only when a folder may match; a failure then is the request's.
    visibility.catch(() => undefined);
    const narrowing = await findSearchNarrowing(db, filters.searchTerm);
    if (narrowing.matchesNothing) {
      // No folder's text holds one of the term's words: no folder matches, none is read (issue 36).
      return JSON.stringify(ZListDossiersResponse.parse({ dossiers: [], total_items: 0 }));
    }
    const visible = await visibility;
    const where = folderListConditions(visible, filters, narrowing.condition);
    const { rows, total } = await findFolderPage(db, where, visible.personal, page, itemsPerPage);
    return JSON.stringify(
      ZListDossiersResponse.parse({ dossiers: rows.map(toFolderSummary), total_items: total }),
    );
  });
}

/** A page of the folders the actor may see, by category, search and form (JSON text). */
export function listDossiers(
  db: Database,
  cache: ListCache,
  actor: Actor,
  query: TListDossiersQuery,
): Promise<string> {
  return listVisibleDossiers(
    db,
    cache,
    actor,
    {
      ...(query.state ? { category: CATEGORY_BY_LIST_STATE[query.state] } : {}),
      ...(query.state === 'to-correct' ? { toCorrect: true } : {}),
      ...(query.form ? { form: query.form } : {}),
      ...(query.searchTerm ? { searchTerm: query.searchTerm } : {}),
    },
    query.page,
    query.itemsPerPage,
  );
}

/** Signed folders by integration state, for the dossier manager (JSON text). */
export function listIntegrationDossiers(
  db: Database,
  cache: ListCache,
  actor: Actor,
  query: TListIntegrationDossiersQuery,
): Promise<string> {
  if (actor.role !== 'manage_dossier') throw ApiError.forbidden();
  return listVisibleDossiers(
    db,
    cache,
    actor,
    {
      category: 'signed',
      ...(query.integrationState ? { integrationState: query.integrationState } : {}),
      ...(query.form ? { form: query.form } : {}),
      ...(query.searchTerm ? { searchTerm: query.searchTerm } : {}),
    },
    query.page,
    query.itemsPerPage,
  );
}
