/**
 * The verbs of each operation, as data: the stages build their patterns from these lists (actions.ts,
 * clauses.ts, branches.ts), so a verb added here is understood everywhere at once.
 */
import type { Operations } from "../types.ts";

export const OPERATIONS: Operations = {
  /** Verbs that take a particle, before or after the target: "turn the lights off", "switch on the fan". */
  phrasal: {
    on: ["turn", "switch", "power", "put", "flip", "keep", "leave"],
    off: ["turn", "switch", "shut", "power", "put", "flip", "cut", "knock"],
  },
  /** Verbs and idioms that say the operation alone. */
  verbs: {
    on: ["activate", "enable", "engage", "start", "run", "light up", "illuminate", "brighten up", "transition to", "power up", "fire up"],
    off: ["deactivate", "disable", "disengage", "kill", "extinguish", "douse", "stop", "power down", "shut down", "turn out", "switch out"],
    open: ["open", "raise", "lift", "roll up", "pull up", "extend", "roll out", "let up", "drive up", "drive out"],
    close: ["close", "shut", "lower", "draw", "roll down", "pull down", "retract", "roll in", "pull shut", "let down", "drive down", "drive in", "put down"],
    toggle: ["toggle"],
  },
  /** What a device does on its own: "the lights go off", "the heater comes on". */
  becomes: { on: ["come on", "comes on"], off: ["go off", "goes off"] },
  /** A particle alone at the end of a command: "porch light on", "blinds up". */
  particles: { on: ["on"], off: ["off", "out"], open: ["up"], close: ["down"] },
  /** Verbs that set a value or a state: "set the heating to 21", "dim the lights", "bring them back to 50 %". */
  setting: ["set", "dim", "brighten", "put", "make", "bring", "change", "take", "drive"],
  /** Verbs that ask for a message. */
  notify: ["notify", "alert", "warn", "tell", "message", "text", "remind", "ping", "push", "send", "inform"],
  /** What undoes each operation, for "for 10 minutes" and "until". */
  inverse: { on: "off", off: "on", open: "close", close: "open", level: "off" },
};

/** Every verb that starts an order: the operations' verbs, the setting verbs and the message verbs, derived once. */
export const ORDER_VERBS: readonly string[] = [
  ...new Set([...Object.values(OPERATIONS.phrasal), ...Object.values(OPERATIONS.verbs)].flat().concat(OPERATIONS.setting, OPERATIONS.notify)),
];
