import type { ReactNode } from 'react';
import type { ElementFileType } from '@souscription/form-engine';
import { useWidgetText } from '../i18n';
import { IconUpload, WidgetIcon } from './widget-icon';
import type { TWidgetProps } from './widget-props.types';

/** The button that opens the file picker, for one document type or for the element. */
export function UploadButton({
  text,
  label,
  disabled,
  describedBy,
  onClick,
}: {
  text: string;
  label?: string;
  disabled: boolean;
  describedBy: string;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className="btn btn-outline-primary btn-sm d-inline-flex align-items-center gap-2"
      disabled={disabled}
      aria-label={label}
      aria-describedby={describedBy}
      onClick={onClick}
    >
      <IconUpload />
      {text}
    </button>
  );
}

/** The documents a file element accepts, each with its icon and, when it has several, its own upload button. */
export function FileTypeList({
  id,
  types,
  locale,
  renderUpload,
}: {
  id: string;
  types: readonly ElementFileType[];
  locale: TWidgetProps['locale'];
  renderUpload?: (type: ElementFileType) => ReactNode;
}) {
  const { t } = useWidgetText(locale);
  return (
    <div id={id} className="mb-2">
      <span className="small fw-semibold text-body-secondary">{t('file.types')}</span>
      <ul className="app-widget-file-types list-unstyled mb-0">
        {types.map((type) => (
          <li key={String(type.id)}>
            <span className="app-widget-file-type-icon">
              <WidgetIcon name={type.icon ?? 'file'} />
            </span>
            <span className="me-auto">{type.presentation}</span>
            {renderUpload ? renderUpload(type) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
