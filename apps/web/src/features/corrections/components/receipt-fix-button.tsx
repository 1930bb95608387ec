import { useId, useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TCorrectionChecklistItem } from '@souscription/contract';
import { ApiError, TECHNICAL_ERROR_KEY } from '../../../shared/api/api-error';
import { fixReceipt } from '../api/fix-receipt';

/**
 * « Remplacer le justificatif » (a receipt at fault) or « Ajouter le justificatif » (a missing one):
 * picks a file and sends it on the flagged element; the checklist then tells the item corrected.
 */
export function ReceiptFixButton({ dossierId, item }: { dossierId: number; item: TCorrectionChecklistItem }) {
  const { t } = useTranslation();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const queryClient = useQueryClient();
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const fix = useMutation({
    mutationFn: (file: File) => fixReceipt(dossierId, item, file),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['dossiers', dossierId] }),
    onError: (error) =>
      setErrorKey(
        error instanceof ApiError ? (error.errors[0]?.message ?? TECHNICAL_ERROR_KEY) : TECHNICAL_ERROR_KEY,
      ),
  });
  const label = t(item.receiptId === null ? 'corrections.receipt.add' : 'corrections.receipt.replace');
  return (
    <div className="mt-1">
      <input
        ref={input}
        id={inputId}
        type="file"
        accept="application/pdf,image/jpeg,image/png"
        className="visually-hidden"
        tabIndex={-1}
        data-testid="correction-receipt-input"
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          event.currentTarget.value = '';
          setErrorKey(null);
          if (file) fix.mutate(file);
        }}
      />
      <button
        type="button"
        className="btn btn-outline-primary btn-sm"
        disabled={fix.isPending}
        aria-busy={fix.isPending || undefined}
        onClick={() => input.current?.click()}
        data-testid="correction-receipt-fix"
      >
        {fix.isPending ? t('corrections.receipt.sending') : label}
      </button>
      {errorKey ? (
        <p className="small text-danger mb-0 mt-1" role="alert">
          {t(errorKey)}
        </p>
      ) : null}
    </div>
  );
}
