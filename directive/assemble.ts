import { SUNRISE_SAID, halfOf } from "./lang/en/clock.ts";
import { type Before, type Part, join } from "./branches.ts";
import { UNDO_WORDS } from "./verbs.ts";
import { nextOnTheClock, startOf } from "./time.ts";

const NOTHING: Before = { targets: [], subjects: [] };
import { type Action, type Condition, Refusal, type Result, type Trigger } from "./types.ts";

/** Stage "assemble": checks and joins of the parts into one result. */
/**
 * Two different services or settings for one entity with no wait between them can only be a misreading
 * ("cyan at 7:12, magenta at 7:15" read as one moment): refuse rather than run it.
 */
export function contradiction(list: Action[]): void {
  const seen = new Map<string, string>();
  for (const a of list) {
    if ("delay" in a) {
      seen.clear();
      continue;
    }
    if (!("target" in a)) continue;
    const what = JSON.stringify([a.action, a.data ?? {}]);
    for (const id of a.target.entity_id) {
      // "Turn on the aircon to 23 degrees": a temperature, then the thermostat on, is one wish.
      if (a.action === "climate.turn_on" && seen.get(id)?.startsWith('["climate.set_temperature"')) continue;
      // "Put it in cool mode and set it to 19 degrees": a mode, then a temperature, is one wish too.
      if (a.action === "climate.set_temperature" && seen.get(id)?.startsWith('["climate.set_hvac_mode"')) continue;
      if (seen.has(id) && seen.get(id) !== what) throw new Refusal("unsupported", `The directive asks ${id} to do two different things at once; HomeDirective could not tell which part goes with which time or event. Try one directive per time or event.`);
      seen.set(id, what);
    }
  }
}


/**
 * "Open the blinds at sunrise, but not before 7:00", "at 7am, but not before sunrise": a moment of the sun postponed
 * by a clock time (or the reverse) is whichever comes later, so each is a trigger and each a condition; with one
 * trigger only, the days the bound falls later would never run. ("… only if sunset was an hour ago" skips instead.)
 */
export function whicheverLater(triggers: Trigger[], conditions: Condition[]): { triggers: Trigger[]; conditions: Condition[] } {
  const [only] = triggers;
  if (triggers.length !== 1 || !only || (only.trigger !== "sun" && only.trigger !== "time")) return { triggers, conditions };
  const bound = conditions.find((c) => (only.trigger === "sun" ? c.condition === "time" : c.condition === "sun") && "after" in c && !("before" in c));
  if (!bound || !("after" in bound) || !bound.after) return { triggers, conditions };
  const moment: Trigger = bound.condition === "time" ? { trigger: "time", at: bound.after } : { trigger: "sun", event: bound.after, ...(bound.after_offset ? { offset: bound.after_offset } : {}) };
  const since: Condition = only.trigger === "sun" ? { condition: "sun", after: only.event, ...(only.offset ? { after_offset: only.offset } : {}) } : { condition: "time", after: only.at };
  return { triggers: [only, moment], conditions: [...conditions, since] };
}

/** Merges time conditions that do not conflict, as Home Assistant reads a list of them (AND). */
export function mergeTime(conditions: Condition[]): Condition[] {
  const out: Condition[] = [];
  for (const c of conditions) {
    const into = out.find((o) => o.condition === "time" && c.condition === "time" && !Object.keys(c).some((k) => k !== "condition" && k in o));
    if (into) Object.assign(into, c);
    else out.push({ ...c });
  }
  return out;
}


const UNTIL = /\s(?:from (\d+(?:\.\d+)? \w+ (?:before|after) \S+|\S+(?: \S+)?) )?(?:until|till|til) ([^,]+)$/;
const WHEN_WORDS = /^(?:\d|noon|midnight|(?:the )?(?:sunset|sunrise|sundown|dusk|dawn|nightfall|daybreak|first light))/;

const SUNRISE_FIRST = new RegExp(`^(?:the )?${SUNRISE_SAID}\\b`);

/** "from 10 until sunrise": a bare hour before sunrise is the night's (22:00; "from 5" stays 05:00). */
function nightBefore(start: string, end: string): string {
  if (!/^(?:[1-9]|1[0-2])(?::\d{2})?$/.test(start) || !SUNRISE_FIRST.test(end)) return start;
  return `${start}${halfOf(Number(start.split(":")[0]), "night")}`;
}

/**
 * "Turn on the porch light at sunset until 11pm", "keep the heater on from 6am until 8am": a second
 * trigger with the inverse action (SCHEMA §3.2). Null when the directive has no "until" at its end.
 */
export function until(text: string, part: (t: string, before: Before) => Part): Result | null {
  const m = UNTIL.exec(text);
  if (!m) return null;
  // "turn on the pendants when there's motion from 6am to 8am": beside an event, a window it must fall in.
  if (m[1] && /\b(?:when|whenever|if|once)\b/.test(text.slice(0, m.index))) return part(`${text.slice(0, m.index)} between ${m[1]} and ${m[2]}`, NOTHING).result;
  // "5am-7am and 9pm-midnight": one window of two would be read as a condition of the other.
  if ((text.match(/\b(?:until|till|til)\b/g) ?? []).length > 1) throw new Refusal("unsupported", `“${m[0].trim()}” holds two windows, and HomeDirective writes one window per directive yet; give each its own directive.`);
  // "from 9am to 9pm at 30% brightness": words after the end's time belong to the step, not to its undoing.
  // An end said from the sun ("1 hour after sunrise") is one moment.
  const [, end, rest = ""] = /^(\d+(?:\.\d+)? (?:hours?|minutes?|mins?) (?:before|after) \S+|\d\S*|noon|midnight|sunset|sunrise|dusk|dawn)((?: (?!on\b|every\b|weekdays?\b|weekends?\b)\S+)+)?$/.exec(m[2]!) ?? [];
  const head = text.slice(0, m.index) + rest + (m[1] ? ` at ${nightBefore(m[1], m[2]!)}` : "");
  const first = part(head, NOTHING);
  if (first.result.kind !== "automation" || !first.own) throw new Refusal("unsupported", `“until ${m[2]}” needs a start: say when it begins (“at sunset until 11pm”).`);
  // One way back for every action: the words of the inverse step, from the operation table.
  const inverses = new Set(first.result.actions.map((a) => ("action" in a ? UNDO_WORDS.get(a.action) : undefined)));
  const inverse = inverses.size === 1 ? [...inverses][0] : undefined;
  if (!inverse) throw new Refusal("unsupported", `HomeDirective cannot tell how to undo “${head.trim()}” ${m[0].trim()}; say what should happen then.`);
  // "on at sunset until 10", "from 9 to 5": a bare end hour is the next one on the clock after the start, but what opens
  // after dusk ("close the blinds at sunset until 7") opens in the morning.
  const start = inverse === "open" ? null : startOf(first.result);
  const said = `${inverse} them ${/ (?:before|after) /.test(end ?? "") ? "" : WHEN_WORDS.test(m[2]!) ? "at" : "when"} ${rest ? end : m[2]}`;
  const then = part(start === null ? said : nextOnTheClock(said, start), first);
  if (then.result.kind !== "automation") return null;
  return join([first.result, then.result]);
}

