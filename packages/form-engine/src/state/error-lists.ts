import { hasNoParams } from '../validation/create-validation-message.js';
import type { ValidationMessage } from '../validation/validation-message.types.js';

/** The list of an element without errors, shared by every element (told by identity). */
export const NO_ERRORS: readonly ValidationMessage[] = Object.freeze([]);

/** Message key → the shared list holding that one message without parameters. */
const SINGLE_MESSAGE_LISTS = new Map<string, readonly ValidationMessage[]>();

/** The shared lists by number: 0 is {@link NO_ERRORS}. */
const SHARED_LISTS: (readonly ValidationMessage[])[] = [NO_ERRORS];
const SHARED_NUMBERS = new Map<readonly ValidationMessage[], number>([[NO_ERRORS, 0]]);

/** An element's error list of its own (not shared), see {@link sharedListNumber}. */
export const OWN_LIST = -1;

/**
 * An element's errors as the state keeps them: no error gives {@link NO_ERRORS}, one message without
 * parameters (an invalid e-mail, date, SIRET…) a frozen list shared by every element with that message.
 * Note: a re-validation then compares the old and new lists by their numbers; reading the old list would
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
    SHARED_NUMBERS.set(shared, SHARED_LISTS.length);
    SHARED_LISTS.push(shared);
  }
  return shared;
}

/** The number of a shared list (0 for {@link NO_ERRORS}), or {@link OWN_LIST}. */
export function sharedListNumber(list: readonly ValidationMessage[]): number {
  return list === NO_ERRORS ? 0 : (SHARED_NUMBERS.get(list) ?? OWN_LIST);
}

/** The shared list of a number given by {@link sharedListNumber}. */
export function sharedList(number: number): readonly ValidationMessage[] {
  return SHARED_LISTS[number] ?? NO_ERRORS;
}
