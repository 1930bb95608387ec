import { memo, Profiler, type ProfilerOnRenderCallback } from 'react';
import type { FormElement, FormState } from '@souscription/form-engine';
import {
  ElementWidget,
  type TClientStatus,
  type TReceiptsChange,
  type TWidgetAction,
  type TWidgetReceipt,
} from '../widgets';
import type { TFieldMessage } from '../model/map-save-error';
import type { TLocale } from '../../../shared/storage/local-storage';

export type TBlockFieldsProps = {
  formState: FormState;
  elements: readonly FormElement[];
  readOnly: boolean;
  showErrors: boolean;
  locale: TLocale;
  dossierId: number;
  onAction: (action: TWidgetAction, element: FormElement) => void;
  clientStatus: TClientStatus;
  busyElementId: number | null;
  receipts: readonly TWidgetReceipt[];
  /** An upload or a deletion changed the dossier's receipts. */
  onReceiptsChange?: (change: TReceiptsChange) => void;
  /** Receipts open in the preview modal (attachment preview switch). */
  previewReceipts?: boolean;
  serverErrors: ReadonlyMap<number, readonly TFieldMessage[]>;
  /**
   * Benchmarks only (bench:typing): wraps each widget in a React Profiler with the element's id, to
   * count the widgets a keystroke re-renders. Absent in the product.
   */
  profile?: ProfilerOnRenderCallback;
};

/**
 * The widgets of one block, in order. Memoised with stable props: a keystroke re-renders only the
 * widgets whose engine state it changed (each reads its own through useElementState), never this
 * list nor the wizard above it.
 */
export const BlockFields = memo(function BlockFields({
  formState,
  elements,
  readOnly,
  showErrors,
  locale,
  dossierId,
  onAction,
  clientStatus,
  busyElementId,
  receipts,
  onReceiptsChange,
  previewReceipts,
  serverErrors,
  profile,
}: TBlockFieldsProps) {
  return (
    <div className="app-block-fields">
      {elements.map((element) => {
        const widget = (
          <ElementWidget
            key={element.id}
            formState={formState}
            element={element}
            readOnly={readOnly}
            showErrors={showErrors}
            locale={locale}
            dossierId={dossierId}
            onAction={onAction}
            clientStatus={clientStatus}
            busy={busyElementId === element.id}
            printAvailable
            serverErrors={serverErrors.get(element.id)}
            receipts={receipts}
            onReceiptsChange={onReceiptsChange}
            previewReceipts={previewReceipts}
          />
        );
        return profile ? (
          <Profiler key={element.id} id={String(element.id)} onRender={profile}>
            {widget}
          </Profiler>
        ) : (
          widget
        );
      })}
    </div>
  );
});
