/**
 * The patterns the stages match verbs with, built once from the language's operation table
 * (lang/en/operations.ts): the step reader (actions.ts), the clause splitter (clauses.ts) and the branch
 * splitter (branches.ts) read the same words, so a verb is never known to one and not another.
 */
import { en } from "./lang/en/index.ts";
import type { Operation } from "./lang/types.ts";
import { alternation } from "./lang/word-pattern.ts";

const { phrasal, verbs, becomes, particles, setting, notify, inverse } = en.operations;
const any = (words: readonly string[] = []) => words.map((w) => w.replace(/ /g, "\\s+")).join("|") || "(?!)";

/** Device nouns after which a bare particle is the operation: "the lights off", "heating on". */
const DEVICES = en.domains
  .filter((d) => d.domain !== "cover" && d.domain !== "scene")
  .flatMap((d) => Object.keys(d.nouns))
  .map(en.steps.plural)
  .join("|");

/** How one operation is said: a phrasal verb with its particle, a verb alone, a device doing it, a particle. */
function said(op: Operation): string {
  const [particle, ...others] = particles[op] ?? [];
  return [
    phrasal[op] && `\\b(?:${any(phrasal[op])}) (?:\\w+ ){0,6}?${particle}\\b`,
    becomes[op] && `\\b(?:${any(becomes[op])})\\b`,
    verbs[op] && `\\b(?:${any(verbs[op])})\\b`,
    particle && `\\b(?:${any(particles[op])})\\s*$`,
    // "the lights on", but not "the string lights on the porch", where "on" places them.
    particle && `(?<=\\b(?:${DEVICES}) )(?:${any(particles[op])})\\b(?!\\s+(?:${alternation(en.steps.placing)})\\s)`,
    // "off" anywhere is the operation ("lights off at 11"); "out" and "up" only where a particle stands.
    particle && op === "off" && others.length > 0 && `\\b${particle}\\b`,
  ]
    .filter(Boolean)
    .join("|");
}

/** The operations' patterns, in the order the step reader tries them. */
export const OPERATION_PATTERNS: [RegExp, Operation][] = [
  [new RegExp(said("toggle")), "toggle"],
  [new RegExp(said("off")), "off"],
  // "switch to the reading scene", "light the porch": idioms of turning on.
  [new RegExp(`${said("on")}|${en.steps.onIdioms.source}`), "on"],
  [new RegExp(said("open")), "open"],
  [new RegExp(said("close")), "close"],
];

/** A phrasal verb whose particle may come after the target: only the verb and the particle leave the phrase. */
export const PHRASAL = new RegExp(`^(?:${any([...new Set([...(phrasal.on ?? []), ...(phrasal.off ?? []), ...(verbs.open ?? []).slice(0, 1)])])})$`);

/** The verbs of a message: "notify me", "text us", "ping Lucy". */
export const NOTIFY_VERBS = any(notify);

/**
 * Where an action starts in a clause: a verb of any operation, a setting or a message, not used as a state
 * ("is switched on", "left open", though "everyone has left turn off …" starts one) nor as a noun after an article
 * ("motion on the drive"), plus the idioms "light the …", "half open" and "let … know".
 */
export const ACTION_START = new RegExp(
  `(?<!\\b(?:is|are|gets|get|been|be|was|were|has|have|stays|stay|remains|remain|kept|we|i|you|they|the|a|an|my|our|your|his|her|their|its)\\s)(?!(?<=\\bleft\\s)(?:open|close|shut|on|off|running)\\b)\\b(?:${any([...new Set([...Object.values(phrasal), ...Object.values(verbs)].flat().concat(setting, notify, ["lock", "unlock", "play", "half open"]))])}|light(?= the\\b)|let \\w+ know)\\b`,
);

/** The verbs a second clause about the same devices may start with ("…, and close them at dusk"). */
export const BRANCH_VERBS = any([...new Set([...Object.values(phrasal), ...Object.values(verbs)].flat().concat(setting))]);

/** How the inverse step is said, for "until": "turn off", "close". */
const SAY: Partial<Record<Operation, string>> = { on: `${phrasal.on?.[0]} on`, off: `${phrasal.off?.[0]} off`, open: verbs.open?.[0], close: verbs.close?.[0] };

/** What undoes each service the compiler writes, as the words of the inverse step ("on at sunset until 11pm"). */
export const UNDO_WORDS: ReadonlyMap<string, string> = new Map(
  en.domains
    .flatMap((d) => [
      ...Object.entries(d.services).map(([op, service]) => [service, inverse[op as Operation]] as const),
      ...Object.entries(d.data ?? {}).map(([service, spec]) => [service, spec.undo] as const),
    ])
    .filter(([, op]) => op && SAY[op])
    .map(([service, op]) => [service, SAY[op!]!]),
);

/** What undoes an operation, for "for 10 minutes": on and levels by off, open by close. */
export const INVERSE = inverse;
