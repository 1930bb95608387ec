/** The rules of one-time codes (issue 25): numbers the signing ceremony may tell its users. */
export const ONE_TIME_CODE_RULES = {
  /** Digits of a code. */
  digits: 6,
  /** How long a code may be used after it is sent. */
  validityMs: 10 * 60_000,
  /** Wrong codes before the recipient is locked until a new code is asked for. */
  maxFailedAttempts: 5,
  /** At most one code per recipient in this interval… */
  recipientIntervalMs: 30_000,
  /** …and at most this many per recipient in an hour. */
  recipientPerHour: 5,
  /** At most this many codes to one phone number or e-mail address in an hour, whoever asks (SMS pumping). */
  destinationPerHour: 10,
} as const;

export const HOUR_MS = 60 * 60_000;
