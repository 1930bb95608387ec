/** A validation outcome: a message key (or an element's own errorMessage) and its parameters. */
export type ValidationMessage = {
  /** Message key such as 'validation.error.required', or an element's own errorMessage. */
  message: string;
  /** Values of the message's `{{param}}` placeholders. */
  params: Readonly<Record<string, string>>;
};

/** A validation outcome located on an element. */
export type ValidationError = ValidationMessage & {
  /** The element in error. */
  elementId: number;
};
