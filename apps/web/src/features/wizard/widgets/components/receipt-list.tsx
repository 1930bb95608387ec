import type { ReactNode } from 'react';
import Spinner from 'react-bootstrap/Spinner';
import { i18n } from '../../../../shared/i18n/i18n';
import { IconEye, IconTrash } from '../../../../shared/ui/icons';
import type { TReceiptNotice, useReceiptActions } from '../hooks/use-receipt-actions';
import { useWidgetText } from '../i18n';
import type { TWidgetLocale, TWidgetReceipt } from './element-widget.types';
import { IconDocument } from './widget-icon';

type TReceiptListProps = {
  /** The dossier's receipts of this element. */
  received: readonly TWidgetReceipt[];
  /** Document type names by id, for a receipt sent as one of the element's types. */
  typeNames: ReadonlyMap<string, string>;
  actions: ReturnType<typeof useReceiptActions>;
  /** A receipt can be viewed (the dossier is known). */
  canOpen: boolean;
  /** A receipt can be deleted (not read-only). */
  canRemove: boolean;
  locale: TWidgetLocale;
};

/** A file element's receipts on the dossier, each with its view and delete buttons. */
export function ReceiptList({ received, typeNames, actions, canOpen, canRemove, locale }: TReceiptListProps) {
  const { t } = useWidgetText(locale);
  return (
    <div className="mb-2">
      <span className="small fw-semibold text-body-secondary">{t('file.received')}</span>
      <ul className="app-widget-file-received list-unstyled mb-0" data-testid="file-received">
        {received.map((receipt) => {
          const typeName = receipt.typeId ? typeNames.get(receipt.typeId) : undefined;
          const busyWith = (kind: 'open' | 'remove') =>
            actions.busy?.kind === kind && actions.busy.receiptId === receipt.receiptId;
          return (
            <li key={receipt.receiptId}>
              <span className="app-widget-file-type-icon">
                <IconDocument />
              </span>
              <span className="app-widget-file-name text-break">
                {receipt.title}
                {typeName ? <span className="small text-body-secondary"> · {typeName}</span> : null}
              </span>
              {canOpen ? (
                <ReceiptButton
                  label={t('file.open')}
                  name={t('file.open-label', { title: receipt.title })}
                  icon={<IconEye />}
                  pending={busyWith('open')}
                  disabled={actions.busy !== null}
                  onClick={() => void actions.open(receipt)}
                />
              ) : null}
              {canRemove ? (
                <ReceiptButton
                  label={t('file.remove')}
                  name={t('file.remove-label', { title: receipt.title })}
                  icon={<IconTrash />}
                  danger
                  pending={busyWith('remove')}
                  disabled={actions.busy !== null}
                  onClick={() => void actions.remove(receipt)}
                />
              ) : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

type TReceiptButtonProps = {
  label: string;
  /** The accessible name, with the receipt's title. */
  name: string;
  icon: ReactNode;
  danger?: boolean;
  /** This action is under way: a spinner replaces the icon. */
  pending: boolean;
  disabled: boolean;
  onClick: () => void;
};

/** An action on one receipt (view, delete). */
function ReceiptButton({ label, name, icon, danger, pending, disabled, onClick }: TReceiptButtonProps) {
  return (
    <button
      type="button"
      className={`btn btn-link btn-sm d-inline-flex align-items-center gap-1${danger ? ' link-danger' : ''}`}
      aria-label={name}
      disabled={disabled}
      onClick={onClick}
    >
      {pending ? <Spinner size="sm" aria-hidden="true" /> : icon}
      {label}
    </button>
  );
}

/** The text of the last receipt action, in the widget's language. */
function noticeText(notice: TReceiptNotice, locale: TWidgetLocale): string {
  const t = i18n.getFixedT(locale);
  switch (notice.kind) {
    case 'uploaded':
      return t('widgets.file.uploaded', { count: notice.titles.length, titles: notice.titles.join(', ') });
    case 'removed':
      return t('widgets.file.removed', { title: notice.title });
    case 'error':
      return t(notice.key, { defaultValue: t('common.technical-error') });
  }
}

type TReceiptStatusProps = {
  uploading: boolean;
  /** The browser has no network: the upload waits for it (it is sent once the network is back). */
  offline?: boolean;
  notice: TReceiptNotice | null;
  locale: TWidgetLocale;
};

/** What the last receipt action did: read out while uploading or once done; a failure as an alert. */
export function ReceiptStatus({ uploading, offline = false, notice, locale }: TReceiptStatusProps) {
  const { t } = useWidgetText(locale);
  return (
    <>
      <div role="status" aria-live="polite" className="small">
        {uploading ? (
          <span className="d-inline-flex align-items-center gap-2 mt-2 text-body-secondary">
            <Spinner size="sm" aria-hidden="true" />
            {t(offline ? 'file.offline' : 'file.uploading')}
          </span>
        ) : notice && notice.kind !== 'error' ? (
          <span className="d-block mt-2 text-success">{noticeText(notice, locale)}</span>
        ) : null}
      </div>
      {notice?.kind === 'error' ? (
        <div className="alert alert-danger py-2 px-3 mt-2 mb-0 small" role="alert">
          {noticeText(notice, locale)}
        </div>
      ) : null}
    </>
  );
}
