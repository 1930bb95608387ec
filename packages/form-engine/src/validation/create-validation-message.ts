import type { ValidationMessage } from './validation-message.types.js';

const NO_PARAMS: Readonly<Record<string, string>> = Object.freeze({});

/** Builds a validation message; without params it shares one frozen empty object. */
export function createValidationMessage(
  message: string,
  params?: Readonly<Record<string, string>>,
): ValidationMessage {
  return { message, params: params ?? NO_PARAMS };
}

/** Whether a message has no parameters (it shares the frozen empty object). */
export function hasNoParams(message: ValidationMessage): boolean {
  return message.params === NO_PARAMS;
}
