/**
 * Reading a pattern's source as text, for gate-words.ts: where a bracket class, a group and an escape end, and the
 * "|" branches of a body. Characters are told apart by lists, not patterns, so a pattern never reads a pattern.
 */

/** Whether `c` is one of `chars` (never true of nothing, as `"ab".includes("")` would be). */
export const oneOf = (chars: string, c: string | undefined): boolean => c !== undefined && c !== "" && chars.includes(c);

const DIGITS = "0123456789";
export const isDigit = (c: string | undefined) => oneOf(DIGITS, c);

/** Where a bracket class that opens at `i` ends ("[^,]", "[\\w' ]"). */
export function classEnd(source: string, i: number): number {
  let j = i + 1;
  while (j < source.length && source[j] !== "]") j += source[j] === "\\" ? 2 : 1;
  return j;
}

/** Where the group that opens at `i` closes. */
export function groupEnd(source: string, i: number): number {
  let depth = 0;
  for (let j = i; j < source.length; j++) {
    const c = source[j];
    if (c === "\\") j++;
    else if (c === "[") j = classEnd(source, j);
    else if (c === "(") depth++;
    else if (c === ")" && --depth === 0) return j;
  }
  return source.length;
}

/** A pattern's or a group's body split at its own "|" only. */
export function branchesOf(body: string): string[] {
  const found: string[] = [];
  let from = 0;
  for (let j = 0; j <= body.length; j++) {
    if (body[j] === "\\") j++;
    else if (body[j] === "(") j = groupEnd(body, j);
    else if (body[j] === "[") j = classEnd(body, j);
    else if (body[j] === "|" || j === body.length) { found.push(body.slice(from, j)); from = j + 1; }
  }
  return found;
}

/** How many characters an escape's letter takes after it: "\\u2212", "\\x41", "\\cJ". */
const ESCAPE_LENGTH: Record<string, number> = { u: 4, x: 2, c: 1 };

/** Where the escape that opens at `i` ends: "\\u2212", "\\p{L}", "\\k<name>" and "\\12" run past their letter. */
export function escapeEnd(source: string, i: number): number {
  const letter = source[i + 1]!;
  const closing = source[i + 2] === "{" ? "}" : source[i + 2] === "<" ? ">" : null;
  if (closing && oneOf("upPk", letter)) return Math.max(i + 1, source.indexOf(closing, i));
  if (isDigit(letter)) {
    let end = i + 1;
    while (isDigit(source[end + 1])) end++;
    return end;
  }
  return i + 1 + (ESCAPE_LENGTH[letter] ?? 0);
}

/** Characters an escape stands for as themselves ("\\." is "."). */
const ESCAPED_PLAIN = "./%@<>~=&#+*?()[]{}|^$-";

/** An escape that is one plain character ("\\." is ".") or any digit ("\\d"), as the characters it may be; else null. */
export function escapeChars(c: string): string[] | null {
  if (c === "d") return [...DIGITS];
  return oneOf(ESCAPED_PLAIN, c) ? [c] : null;
}

/** How a group's body opens: a lookahead or lookbehind that must hold or must not, else the other groups'. */
export const LOOKS_AT = ["?=", "?<="];
export const LOOKS_AROUND = [...LOOKS_AT, "?!", "?<!"];
/** The opening of a body that starts with one of `openings`, else "". */
export const openingOf = (body: string, openings: readonly string[]) => openings.find((o) => body.startsWith(o)) ?? "";
