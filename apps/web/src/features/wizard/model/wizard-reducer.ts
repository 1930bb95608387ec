import type { RawValueEntry } from '@souscription/form-engine';
import type { TFieldMessage } from './map-save-error';

/** A message banner above the blocks: a message key (translated on screen) and its look. */
export type TBanner = {
  variant: 'danger' | 'warning' | 'info' | 'success';
  key: string;
  /** Key shown when `key` has no text (spec 02 §8: 'create-prospect' for prospect errors). */
  fallbackKey?: string;
  /** A title key above the message. */
  titleKey?: string;
};

/**
 * The wizard's screen state besides the engine's (which holds values, visibility and errors) and the
 * flows' mutations (which say what is pending).
 */
export type TWizardUiState = {
  /** The block just saved, closing for 800 ms before the next one opens. */
  closingBlockId: number | null;
  /** Blocks whose errors show (after a submit attempt); fields also show theirs after blur. */
  errorsShownFor: ReadonlySet<number>;
  /** Errors of the server (422) by element, until that element changes. */
  serverErrors: ReadonlyMap<number, readonly TFieldMessage[]>;
  /** Failure or information banner. */
  banner: TBanner | null;
  /** Success messages (prospect created, client authorized). */
  notices: readonly string[];
  /** The dossier changed elsewhere: what the user had typed in that block, to re-apply. */
  conflict: { blockId: number; entries: readonly RawValueEntry[] } | null;
  /** The signing page open in a signature block (one at a time). */
  signatureFrame: TSignatureFrameState | null;
};

/** A signing page shown in its block: the one-time address of one party's signature of one step. */
export type TSignatureFrameState = {
  blockId: number;
  /** The sign button pressed. */
  elementId: number;
  /** Its label, the frame's name. */
  label: string;
  /** The signing page's one-time address; null when it could not be obtained (a placeholder shows). */
  url: string | null;
  /** Why no address came, when that says more than « check your connection »: a time limit passed. */
  reasonKey?: string;
};

export type TWizardAction =
  | { type: 'block-opened' }
  | { type: 'invalid'; blockId: number }
  | { type: 'saved'; blockId: number; closing: boolean }
  | { type: 'closed' }
  | {
      type: 'server-errors';
      blockId: number;
      errors: ReadonlyMap<number, readonly TFieldMessage[]>;
      banner: TBanner | null;
    }
  | { type: 'clear-server-error'; elementId: number }
  | { type: 'banner'; banner: TBanner | null }
  | { type: 'notice'; key: string }
  /** The banner and notices have been shown their time (spec 01 §9). */
  | { type: 'messages-expired' }
  | { type: 'conflict'; blockId: number; entries: readonly RawValueEntry[] }
  | { type: 'conflict-resolved' }
  | { type: 'signature-frame'; frame: TSignatureFrameState | null };

export const INITIAL_WIZARD_UI_STATE: TWizardUiState = {
  closingBlockId: null,
  errorsShownFor: new Set(),
  serverErrors: new Map(),
  banner: null,
  notices: [],
  conflict: null,
  signatureFrame: null,
};

/** The wizard's screen transitions. */
export function wizardReducer(state: TWizardUiState, action: TWizardAction): TWizardUiState {
  switch (action.type) {
    case 'block-opened':
      // A newly opened block starts clean: no banner, no server errors, nothing closing.
      return {
        ...state,
        closingBlockId: null,
        serverErrors: new Map(),
        banner: null,
        notices: [],
        signatureFrame: null,
      };
    case 'invalid':
      return {
        ...state,
        errorsShownFor: new Set([...state.errorsShownFor, action.blockId]),
      };
    case 'saved':
      return {
        ...state,
        banner: null,
        serverErrors: new Map(),
        closingBlockId: action.closing ? action.blockId : state.closingBlockId,
      };
    case 'closed':
      return { ...state, closingBlockId: null };
    case 'server-errors':
      return {
        ...state,
        serverErrors: action.errors,
        banner: action.banner,
        errorsShownFor: new Set([...state.errorsShownFor, action.blockId]),
      };
    case 'clear-server-error': {
      if (!state.serverErrors.has(action.elementId)) return state;
      const serverErrors = new Map(state.serverErrors);
      serverErrors.delete(action.elementId);
      return { ...state, serverErrors };
    }
    case 'banner':
      return { ...state, banner: action.banner };
    case 'notice':
      return { ...state, notices: [...state.notices.filter((key) => key !== action.key), action.key] };
    case 'messages-expired':
      return { ...state, banner: null, notices: [] };
    case 'conflict':
      return {
        ...state,
        closingBlockId: null,
        serverErrors: new Map(),
        banner: null,
        conflict: { blockId: action.blockId, entries: action.entries },
      };
    case 'conflict-resolved':
      return { ...state, conflict: null };
    case 'signature-frame':
      return {
        ...state,
        signatureFrame: action.frame,
        ...(action.frame ? { banner: null, notices: [] } : {}),
      };
  }
}
