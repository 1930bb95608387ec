import '../../../shared/dossiers/folder-texts';
import { useEffect } from 'react';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { storeCurrentDossier } from '../../../shared/dossiers/current-dossier';
import { loadPublicConfig } from '../../../shared/config/public-config';
import { PageSpinner } from '../../../shared/ui/page-spinner';
import { getDossierSummary } from '../api/get-dossier-summary';

const DEFAULT_REDIRECT = '/tableau-de-bord';

/** Where a failed look-up goes: the configured redirect address (spec 01 §2). */
async function redirectAddress(): Promise<string> {
  try {
    return (await loadPublicConfig()).defaultRedirect || DEFAULT_REDIRECT;
  } catch {
    return DEFAULT_REDIRECT;
  }
}

/** Keeps in-app addresses only: the summary's url must be a path of this application. */
function isAppPath(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//');
}

/**
 * Where the folder opens: the server's address, or a block of the wizard the caller names
 * (`?bloc=/form/{pageId}/{blockId}`: the « À corriger » checklist opens a flagged field's block)
 * when the server opens the wizard.
 */
function openingAddress(url: string, block: string | null): string {
  const target = isAppPath(url) ? url : '/form';
  return target.startsWith('/form') && block && /^\/form\/\d+\/\d+$/.test(block) ? block : target;
}

/**
 * /dossier/{dossierId}: looks the folder up, stores folder id, form id and first status, then
 * opens the address the server gives (the form, or the management screen). Not found or not
 * allowed: the redirect address. Without an id: /dossiers.
 */
export function DossierLookupRoute() {
  const { dossierId } = useParams();
  if (!dossierId) return <Navigate to="/dossiers" replace />;
  return <DossierLookup key={dossierId} dossierId={dossierId} />;
}

function DossierLookup({ dossierId }: { dossierId: string }) {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const block = search.get('bloc');

  useEffect(() => {
    const controller = new AbortController();
    void (async () => {
      let target: string;
      try {
        const answer = await getDossierSummary(dossierId, controller.signal);
        if (!answer) return;
        const { summary } = answer;
        storeCurrentDossier({
          id: summary.id,
          formId: summary.form_id,
          state: summary.status[0] ?? '',
          direct: summary.direct,
          clientId: summary.client_id,
        });
        target = openingAddress(summary.url, block);
      } catch {
        target = await redirectAddress();
      }
      if (!controller.signal.aborted) navigate(target, { replace: true });
    })();
    return () => controller.abort();
  }, [dossierId, navigate, block]);

  return <PageSpinner label="folders.opening" />;
}
