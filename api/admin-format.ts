/** How operator commands print: escaped terminal text, spreadsheet-safe CSV, and plan end dates. */
import type { AlphaRow } from "./data/alpha.ts";

/** A mistake in an operator's command line; its message is printed as is. */
export class OperatorError extends Error {}

// Applicants' text goes to an operator's terminal: control characters could drive it (ESC sequences) and
// bidirectional controls could reorder what it shows, so both are printed as escapes.
const HIDDEN = /[\p{Cc}\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;
export const visible = (text: string) => text.replace(HIDDEN, (c) => `\\u{${c.codePointAt(0)!.toString(16)}}`);

/** One CSV cell; a leading = + - @ is defused because the file will be opened in a spreadsheet. */
function cell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** RFC 4180 CSV with a header row; entity types joined with "; ". */
export function alphaCsv(rows: AlphaRow[]): string {
  const header = ["email", "experience", "automationsCount", "devicesCount", "entityTypes", "createdAt", "updatedAt"];
  const lines = rows.map((r) =>
    [r.email, r.experience, r.automationsCount, r.devicesCount, r.entityTypes.join("; "), r.createdAt.toISOString(), r.updatedAt.toISOString()].map(cell).join(","),
  );
  return [header.join(","), ...lines].join("\r\n") + "\r\n";
}

/** "2026-12-31" → the first instant after that day (UTC), so the plan is active through the whole day. */
export function periodEnd(until: string): Date {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(until) ? new Date(`${until}T00:00:00Z`) : null;
  if (!date || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== until)
    throw new OperatorError(`--until must be a date like 2026-12-31, not "${until}".`);
  return new Date(date.getTime() + 86_400_000);
}
