/** A calendar day without time or time zone. */
export type CalendarDate = {
  /** Four-digit year. */
  year: number;
  /** Month, 1 to 12. */
  month: number;
  /** Day of the month, 1 to 31. */
  day: number;
};
