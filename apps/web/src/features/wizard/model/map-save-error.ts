import {
  formatDate,
  getTodayInParis,
  parseDate,
  resolveDateBound,
  type DateBound,
  type FormState,
  type ValidationMessage,
} from '@souscription/form-engine';
import { ApiError, TECHNICAL_ERROR_KEY } from '../../../shared/api/api-error';
import { getEngineCatalogue } from './engine-messages';
import type { TLocale } from '../../../shared/storage/local-storage';

/** Message key of a submit refused while the mission letter awaits signature (spec 02 §8). */
export const SIGN_TO_FINALIZE_KEY = 'dossier.error.sign-to-finalize';
/** Message key of a save past its time limit: the answers stay on the page, try again. */
export const SAVE_TIMEOUT_KEY = 'common.timeout-error-save';

/** A field error from the server: a message key and its parameters, or a text as it is. */
export type TFieldMessage = { message: string; params?: Readonly<Record<string, string | number>> };

/** A failed save, sorted for the screen. */
export type TSaveFailure =
  /** 422: errors on the block's fields (shown under them) and the rest as a banner. */
  | { kind: 'invalid'; fieldErrors: Map<number, TFieldMessage[]>; bannerKey: string | null }
  /** 409: the dossier changed elsewhere. */
  | { kind: 'conflict' }
  /** 403 or any other failure: a banner. */
  | { kind: 'forbidden' | 'technical'; bannerKey: string };

/** A date bound as messages write it (dd/mm/yyyy), resolved on today in France when relative. */
function boundText(bound: DateBound | null | undefined): string {
  const today = parseDate(getTodayInParis(new Date()));
  const day = today ? resolveDateBound(bound, today) : null;
  return day ? formatDate(day) : '';
}

/**
 * The parameters of a message the server sent without them (the wire carries keys only): those of
 * the same message in the browser's engine when it agrees, else the element's own attributes.
 */
function paramsFor(formState: FormState, elementId: number, message: string): ValidationMessage['params'] {
  const own = formState.getErrors(elementId).find((error) => error.message === message);
  if (own) return own.params;
  const index = formState.form.indexById.get(elementId);
  const attributes = index === undefined ? undefined : formState.form.elements[index]?.element.attributes;
  if (!attributes) return {};
  const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));
  return {
    label: text(attributes.label),
    value: text(message.endsWith('minvalue') ? attributes.min : attributes.max),
    min: text(attributes.min ?? 100),
    max: text(attributes.max ?? 100),
    date: boundText(message.endsWith('mindate') ? attributes.minDate : attributes.maxDate),
  };
}

/**
 * A field error of the server as the widgets show it: a message key of the engine with its
 * parameters; an element's own errorMessage (a text, in French: the server validates with the
 * French definition) replaced by the browser engine's text for that element when it has one, which
 * is in the user's language.
 */
function toFieldMessage(
  formState: FormState,
  catalogue: Readonly<Record<string, string>>,
  elementId: number,
  message: string,
): TFieldMessage {
  if (!formState.form.indexById.has(elementId)) return { message };
  if (!(message in catalogue)) {
    const own = formState.getErrors(elementId).find((error) => !(error.message in catalogue));
    if (own) return { message: own.message };
  }
  return { message, params: paramsFor(formState, elementId, message) };
}

/**
 * Sorts a failed `PUT /dossiers/{id}/values` (spec 02 §8): a 422's errors about fields of the
 * submitted block go under those fields with the engine's texts; anything else is a banner — 'you
 * have to sign to finalize subscribing' while the mission awaits signature, else the first message,
 * else the technical-support message. 409 is the conflict flow; 403 says the dossier is read-only.
 */
export function mapSaveError(
  error: unknown,
  options: {
    formState: FormState;
    blockElementIds: ReadonlySet<number>;
    status: readonly string[];
    locale: TLocale;
  },
): TSaveFailure {
  if (!(error instanceof ApiError)) return { kind: 'technical', bannerKey: TECHNICAL_ERROR_KEY };
  if (error.status === 409) return { kind: 'conflict' };
  if (error.timedOut) return { kind: 'technical', bannerKey: SAVE_TIMEOUT_KEY };
  const first = error.errors[0]?.message;
  if (error.status === 403)
    return { kind: 'forbidden', bannerKey: first ?? 'api.error.dossier-not-modifiable' };
  if (error.status !== 422) return { kind: 'technical', bannerKey: first ?? TECHNICAL_ERROR_KEY };

  const catalogue = getEngineCatalogue(options.locale) as Readonly<Record<string, string>>;
  const fieldErrors = new Map<number, TFieldMessage[]>();
  const others: string[] = [];
  for (const { property, message } of error.errors) {
    const elementId = Number(property);
    if (/^\d+$/.test(property) && options.blockElementIds.has(elementId)) {
      const field = toFieldMessage(options.formState, catalogue, elementId, message);
      fieldErrors.set(elementId, [...(fieldErrors.get(elementId) ?? []), field]);
    } else {
      others.push(message);
    }
  }
  const bannerKey = options.status.includes('mission_validation')
    ? SIGN_TO_FINALIZE_KEY
    : others.length > 0
      ? others[0]!
      : fieldErrors.size === 0
        ? TECHNICAL_ERROR_KEY
        : null;
  return { kind: 'invalid', fieldErrors, bannerKey };
}
