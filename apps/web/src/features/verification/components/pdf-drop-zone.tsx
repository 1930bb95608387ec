import { useId, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';

type TPdfDropZoneProps = {
  onFile: (file: File) => void;
  disabled?: boolean;
};

/**
 * Where a PDF is dropped — and, for the keyboard and screen readers, a labelled file input inside
 * it: the whole zone is the input's label, so a click anywhere opens the file chooser.
 */
export function PdfDropZone({ onFile, disabled = false }: TPdfDropZoneProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const hintId = useId();
  const [dragging, setDragging] = useState(false);

  const onDragOver = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    if (!disabled) setDragging(true);
  };
  const onDrop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && !disabled) onFile(file);
  };

  return (
    <label
      htmlFor={inputId}
      className={`verification-drop-zone${dragging ? ' is-dragging' : ''}`}
      data-testid="verification-drop-zone"
      onDragOver={onDragOver}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      <span className="verification-drop-zone-title">{t('verification.drop-title')}</span>
      <span id={hintId} className="small text-body-secondary">
        {t('verification.drop-hint')}
      </span>
      {/* The browser's own file control speaks the browser's language, not the page's: hidden, and
          this button-like text in the page's language stands for it (the whole zone opens the chooser). */}
      <span className="btn btn-outline-primary mt-2" aria-hidden="true">
        {t('verification.choose-file')}
      </span>
      <input
        id={inputId}
        type="file"
        accept="application/pdf,.pdf"
        className="visually-hidden"
        aria-describedby={hintId}
        disabled={disabled}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) onFile(file);
          // The same file chosen again is checked again.
          event.target.value = '';
        }}
      />
    </label>
  );
}
