import type { TReceipt } from '@souscription/contract';
import type { FormElement, FormState } from '@souscription/form-engine';

/** Languages the widgets speak (French by default). */
export type TWidgetLocale = 'fr' | 'en';

/**
 * What a button asks the wizard to do: create the prospect, authorize the client on the dossier, print a
 * document (`element.attributes.action` names it), open the signature iframe (`docusignId`), or a plain
 * `button` element's `action` (e.g. 'dashboard').
 */
export type TWidgetAction = 'create-prospect' | 'authorize-client' | 'print' | 'sign' | 'button';

/**
 * Where the dossier stands with its client, for `button_create_prospect`: no client yet (the button creates
 * the prospect), a client not yet authorized on the dossier (the button authorizes it), or authorized
 * (nothing to show).
 */
export type TClientStatus = 'none' | 'unauthorized' | 'authorized';

/** An error that does not come from the engine (a 422 answer mapped onto the element). */
export type TWidgetMessage = { message: string; params?: Readonly<Record<string, string | number>> };

/** A receipt already on the dossier, shown by its file element. */
export type TWidgetReceipt = {
  receiptId: number;
  elementId: number;
  title: string;
  /** The document type of the element it was sent as, when the element offers types. */
  typeId?: string | null;
};

/**
 * What a file element did to the dossier's receipts: the server's whole list after an upload
 * (spec 02 §4: it replaces the local one), or one receipt removed.
 */
export type TReceiptsChange =
  { kind: 'replaced'; receipts: readonly TReceipt[] } | { kind: 'removed'; receiptId: number };

/** Props of {@link ElementWidget}. Keep callbacks stable (useCallback): the widget is memoised. */
export type TElementWidgetProps = {
  /** The dossier's engine state. */
  formState: FormState;
  /** The element to render (engine type). */
  element: FormElement;
  /** Read-only viewing (spec 5): fields read-only, create-prospect and authorize buttons disabled. */
  readOnly: boolean;
  /** Show errors now (the wizard turns it on after a submit); a field also shows its own after blur. */
  showErrors: boolean;
  /** Language of the texts, the engine's messages and the datalist searches. */
  locale: TWidgetLocale;
  /** The open dossier, when there is one. */
  dossierId?: number;
  /** Buttons the wizard handles. Without it, those buttons are disabled. */
  onAction?: (action: TWidgetAction, element: FormElement) => void;
  /** For `button_create_prospect`: which button it shows (default 'none': create the prospect). */
  clientStatus?: TClientStatus;
  /** The wizard is running this element's action: its button shows a spinner and is disabled. */
  busy?: boolean;
  /** For `button_print`: the print call exists; until then the button is disabled with a tooltip. */
  printAvailable?: boolean;
  /** Errors from the server (422) for this element, shown with the engine's. */
  serverErrors?: readonly TWidgetMessage[];
  /** The dossier's receipts; file elements list those of their element. */
  receipts?: readonly TWidgetReceipt[];
  /**
   * File elements upload and delete the dossier's receipts (with `dossierId`) and report it here.
   * Without it, their upload button is disabled.
   */
  onReceiptsChange?: (change: TReceiptsChange) => void;
  /** Receipts open in the preview modal (the attachment preview switch, on by default), else download. */
  previewReceipts?: boolean;
};
