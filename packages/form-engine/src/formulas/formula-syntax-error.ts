/** A formula that cannot be parsed; `position` is the offending character's offset. */
export class FormulaSyntaxError extends Error {
  /** Offset in the formula text. */
  readonly position: number;

  /** Creates the error for a formula text and position. */
  constructor(message: string, position: number) {
    super(`${message} at position ${position}`);
    this.name = 'FormulaSyntaxError';
    this.position = position;
  }
}
