import { hasNoParams } from '../validation/create-validation-message.js';
import type { ValidationMessage } from '../validation/validation-message.types.js';

/** The list of an element without errors, shared by every element (told by identity). */
export const NO_ERRORS: readonly ValidationMessage[] = Object.freeze([]);

/** Message key → the shared list holding that one message without parameters. */
const SINGLE_MESSAGE_LISTS = new Map<string, readonly ValidationMessage[]>();

/**
 * An element's errors as the state keeps them: no error gives {@link NO_ERRORS}, one message without
 * parameters (an invalid e-mail, date, SIRET…) a frozen list shared by every element with that message.
 * Note: a re-validation then compares the old and new lists by identity; reading the old list would
 * bring its objects back from memory, scattered and cold on a large form.
 */
export function toErrorList(errors: ValidationMessage[]): readonly ValidationMessage[] {
  if (errors.length === 0) return NO_ERRORS;
  const only = errors[0];
  if (errors.length > 1 || !only || !hasNoParams(only)) return errors;
  let shared = SINGLE_MESSAGE_LISTS.get(only.message);
  if (!shared) {
    shared = Object.freeze([Object.freeze({ ...only })]);
    SINGLE_MESSAGE_LISTS.set(only.message, shared);
  }
  return shared;
}
