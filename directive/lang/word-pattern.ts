/**
 * How a stage turns a language table's word list into a pattern, built once at module load: the table holds the
 * words, the stage only the shape around them, so another language's list fits the same stage.
 */

/** The words as one alternation, in the table's order (an earlier word wins where two start at the same place). */
export const alternation = (words: readonly string[]): string => words.join("|");

/** Any of the words, whole: "\b(?:a|b)\b". */
export const anyWord = (words: readonly string[], flags?: string): RegExp => new RegExp(`\\b(?:${alternation(words)})\\b`, flags);

/** Text as a pattern that matches only itself, for a table's phrase or a home's name put into a pattern. */
export const escaped = (said: string): string => said.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
