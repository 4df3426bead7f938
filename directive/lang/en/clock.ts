/** English words for durations and weekdays, as patterns over the normalised text (directive/time.ts reads them). */

/** A duration phrase: "10 minutes", "1 hour", "90 seconds", "2 mins"; group 1 the number, group 2 the unit. */
export const DURATION = String.raw`(\d+(?:\.\d+)?) ?(seconds?|secs?|minutes?|mins?|hours?|hrs?)\b`;

/** A weekday's name, singular or plural. */
export const DAY = String.raw`(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?`;
