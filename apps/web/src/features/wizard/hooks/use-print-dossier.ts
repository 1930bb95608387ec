import { useCallback, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { FormElement } from '@souscription/form-engine';
import { ApiError } from '../../../shared/api/api-error';

const DOWNLOAD_FAILED = 'ged.download_failed';

type TPrintRequest = { printId: number; target: Window | null };

/**
 * `button_print` (spec 02 §7): the printable dossier opens in a new window. The window is opened in
 * the click itself (a window opened after a fetch would be blocked), shows a waiting text, then the
 * PDF; when the fetch fails or answers nothing it closes and `errorKey` is ged.download_failed (or
 * the server's message). With the window blocked, the PDF is downloaded.
 */
export function usePrintDossier(dossierId: number) {
  const { t } = useTranslation();
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: async ({ printId }: TPrintRequest) => {
      // Note: the call and the file's handling load with the first print, not with the wizard (its
      // first-load budget).
      const [{ printDossier }, { base64ToBlob }, { saveBlob }] = await Promise.all([
        import('../api/documents'),
        import('../../../shared/browser/base64'),
        import('../../../shared/browser/download'),
      ]);
      const file = await printDossier(dossierId, printId);
      if (!file) throw new Error(DOWNLOAD_FAILED);
      return { blob: base64ToBlob(file, 'application/pdf'), saveBlob };
    },
    onSuccess: ({ blob, saveBlob }, { target }) => {
      if (!target || target.closed) {
        saveBlob(blob, `dossier-${dossierId}.pdf`);
        return;
      }
      target.location.href = URL.createObjectURL(blob);
    },
    onError: (error, { target }) => {
      target?.close();
      setErrorKey(
        error instanceof ApiError && (error.status !== 0 || error.timedOut)
          ? (error.errors[0]?.message ?? DOWNLOAD_FAILED)
          : DOWNLOAD_FAILED,
      );
    },
  });
  const { mutate } = mutation;

  const start = useCallback(
    (element: FormElement) => {
      const target = window.open('', '_blank');
      if (target) {
        target.document.title = t('documents.print-opening');
        target.document.body.textContent = t('documents.print-opening');
      }
      mutate({ printId: element.id, target });
    },
    [mutate, t],
  );

  return { start, pending: mutation.isPending, errorKey, clearError: () => setErrorKey(null) };
}
