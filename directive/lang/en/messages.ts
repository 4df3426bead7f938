/** How English sets a message's own words apart from the directive's. */

/**
 * A message written in double quotes after whom it is for ("notify Ines with the message "…"", "notify everyone
 * "…"") or before ("send "…" to Teodor"): the words are the message's, not the directive's.
 */
export const QUOTED_FOR = /\b(notify|tell|text|message|alert|ping)\s+((?:\p{L}+)(?:\s+and\s+\p{L}+)?)\s*,?\s*(?:(?:with|saying|that says)\s+)?(?:(?:the|a)\s+)?(?:(?:message|text|notification)\s*)?:?\s*["“]([^"”]*)["”]/u;
export const QUOTED_TO = /\b(?:send|text|message|push)\s+(?:(?:a|the)\s+(?:message|text|notification)\s+)?(?:(?:saying|that says)\s+)?["“]([^"”]*)["”]\s+to\s+/u;
