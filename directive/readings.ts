/**
 * What the event readers share (presence.ts, thresholds.ts, states.ts): the context a clause is read against, the
 * sensors a clause names ("the bedroom temperature", "the outside temperature") and a "for N minutes" held.
 */
import { grammatical, known } from "./coverage.ts";
import { isKind, type Kind } from "./kinds.ts";
import type { Index } from "./home-index.ts";
import { type Mention, mention } from "./names.ts";
import { ambiguous, unknown } from "./resolve.ts";
import { stem, words } from "./text.ts";
import { en } from "./lang/en/index.ts";
import { alternation, anyWord } from "./lang/word-pattern.ts";
import { hms, seconds } from "./time.ts";
import type { Condition, Entity, Trigger } from "./types.ts";

/** What a clause is read against: the home, the rooms of the action's targets, and what its pronouns mean. */
export interface Context {
  index: Index;
  /** Rooms of the action's targets, where an unplaced sensor is looked for (SCHEMA §4.5). */
  rooms: string[];
  /** What "it" / "they" means in the clause: the subject of an earlier event, else the action's targets. */
  pronoun: Entity[];
  /** The clause's own action targets: "it" in "once it has been on for 20 minutes" when the earlier event was a door's. */
  targets?: Entity[];
  /** The persons the whole directive names, for "she" and "he". */
  people: Entity[];
}

const R = en.readings;
const PRONOUNS: ReadonlySet<string> = new Set(R.pronouns);
const PRONOUN_FILLERS = anyWord(R.pronounFillers, "g");
/** Whether the words name nothing but a pronoun ("it", "they"), after the clause's verbs and article are gone. */
export const isPronounOnly = (subject: string) => {
  const left = subject.replace(PRONOUN_FILLERS, " ").split(" ").filter(Boolean);
  return left.length > 0 && left.every((w) => PRONOUNS.has(w));
};

export const ids = (entities: Entity[]) => entities.map((e) => e.entity_id).sort();
export const FOR = R.heldFor;
const duration = (text: string) => {
  const m = FOR.exec(text);
  return m ? hms(seconds(`${m[1]} ${m[2]}`)!) : undefined;
};
export const withFor = (value: Trigger, text: string): Trigger => {
  const d = duration(text);
  return d ? ({ ...value, for: d } as Trigger) : value;
};


/**
 * "the humidity" where a sensor in each of three rooms is called Humidity: the one in the room said, else in the
 * action's room (SCHEMA §4.7), else a choice to ask about; never all three.
 */
function placedTwin(ctx: Context, m: Mention, twins: Entity[], clause: string): Entity[] {
  const rooms = m.areas.length > 0 ? m.areas.map((a) => a.area_id) : ctx.rooms;
  const placed = twins.filter((e) => rooms.includes(e.area ?? ""));
  if (placed.length === 1 || (placed.length > 1 && m.areas.length > 0)) return placed;
  throw ambiguous({ ...m, text: clause }, twins);
}

const OUTDOORS = anyWord(R.outdoors);
const OUTDOORS_LAST = new RegExp(`\\b(?:${alternation(R.outdoorsLast)})$`);
const OUTDOOR_NAME = anyWord(R.outdoors, "i");
const OWN_PRONOUNS = anyWord(R.ownPronouns);
const POSSESSIVE = new RegExp(`(?:${alternation(R.possessive)})\\b`, "g");
/** By what is read, the words of a sensor's name that say it reads something else. */
const NOT_OF = new Map(Object.entries(R.notOf).map(([what, said]) => [what, anyWord(said, "i")]));
/** A name's words that only say what its sensor measures (lang/<code>/thresholds.ts). */
export const MEASURE_WORDS: ReadonlySet<string> = new Set(en.thresholds.measures);

/** Sensors of a kind the clause names by name or room, else the action's room, else the only one. */
export function sensors(ctx: Context, clause: string, kind: Kind, what: string, anyOf = false): Entity[] {
  const mine = ctx.pronoun.filter((e) => isKind(e, kind));
  if (OWN_PRONOUNS.test(clause) && mine.length > 0) return mine;
  // "turn off the garden power supply when its temperature is above 45": the sensor named after the device "it" is.
  const owned = OWN_PRONOUNS.test(clause) ? ctx.index.home.entities.filter((e) => isKind(e, kind) && ctx.pronoun.some((d) => e.name.toLowerCase().startsWith(`${d.name.toLowerCase()} `))) : [];
  if (owned.length === 1) return owned;
  const m = mention(ctx.index, clause);
  const notOf = NOT_OF.get(what);
  const all = ctx.index.home.entities.filter((e) => isKind(e, kind) && !notOf?.test(e.name));
  // "any water leak": any sensor of the kind, though one's name ("Water Heater Leak") holds the words.
  if (R.anyOne.test(clause) && m.areas.length === 0 && all.length > 0 && m.exact.every((e) => isKind(e, kind)) && !m.exact.some((e) => clause.includes(e.name.toLowerCase()))) return all;
  // "the pool heat pump power": a sensor named after another device the clause did not name (Pool Pump Power) is not this one's.
  const devices = m.exact.filter((e) => !isKind(e, kind));
  const othersOwn = (e: Entity) => devices.length > 0 && ctx.index.entities.some(({ item }) => item !== e && !devices.includes(item) && item.domain !== e.domain && e.name.toLowerCase().startsWith(`${item.name.toLowerCase()} `));
  const exact = m.exact.filter((e) => isKind(e, kind));
  // "the outside temperature", "below -5 outside": the one sensor named as outdoors, though an area is called "outside".
  // Of those, one whose other words are said or only say what it measures ("Outdoor Temperature", not "Outside Air Intake …").
  const plain = (e: Entity) => words(e.name.toLowerCase()).every((w) => OUTDOOR_NAME.test(w) || clause.includes(w) || MEASURE_WORDS.has(w));
  const outdoors = exact.length !== 1 && (OUTDOORS.test(clause) || OUTDOORS_LAST.test(clause)) ? (exact.length > 0 ? exact : all).filter((e) => OUTDOOR_NAME.test(e.name) && plain(e)) : [];
  if (outdoors.length === 1) return outdoors;
  if (exact.length > 1 && m.twins && !m.plural && !m.everything) return placedTwin(ctx, m, exact, clause);
  if (exact.length > 0) return exact;
  // "the washing machine power": the one sensor whose every naming word was said, though a device owns part of it.
  const said = new Set(words(clause));
  const whole = all.filter((e) => !othersOwn(e)).filter((e) => { const n = words(e.name.toLowerCase().replace(POSSESSIVE, "")).filter((w) => !grammatical(w)); return n.length > 0 && n.every((w) => said.has(w)); });
  if (whole.length === 1 && m.exact.length > 0) return whole;
  const rooms = [...m.areas.map((a) => a.area_id), ...m.exact.map((e) => e.area ?? "")].filter(Boolean);
  if (rooms.length > 0) {
    const here = all.filter((e) => rooms.includes(e.area ?? "") && !othersOwn(e));
    // "the pool temp": no sensor in the Pool area, but one named after it.
    const titled = here.length === 0 ? all.filter((e) => m.areas.some((a) => e.name.toLowerCase().includes(a.name.toLowerCase()))) : [];
    if (titled.length === 1) return titled;
    if (here.length === 0) throw unknown(ctx.index, { ...m, text: `${what} sensor`, rest: [what] }, [kind]);
    // "above 26 degrees upstairs": of the floor's sensors, the one named after the floor (Upstairs Temperature).
    const floorSaid = ctx.index.floors.filter((f) => f.words.every((w) => said.has(w))).flatMap((f) => f.words);
    const ofFloor = floorSaid.length > 0 ? here.filter((e) => floorSaid.every((w) => words(e.name.toLowerCase()).includes(w))) : [];
    if (ofFloor.length === 1) return ofFloor;
    // "the EV charger draws …": of the room's sensors, the one named after the device said, never its neighbours too.
    const device = m.areas.length === 0 ? here.filter((e) => m.exact.some((d) => e.name.toLowerCase().includes(d.name.toLowerCase()))) : [];
    if (device.length > 0) return device;
    if (m.areas.length === 0 && here.length > 1) throw ambiguous({ ...m, text: clause }, here);
    // "the temperature in the cellar": the room's own sensor (Cellar Temperature), not a wine fridge's probe beside it.
    const own = here.length > 1 ? here.filter((e) => m.areas.some((a) => e.name.toLowerCase().includes(a.name.toLowerCase()) || (a.aliases ?? []).some((n) => e.name.toLowerCase().includes(n.toLowerCase())))) : [];
    return own.length === 1 ? own : here;
  }
  // "the freezer temperature": the one sensor of the kind whose name holds the words said.
  // Sentence-building words ("temp", "reading") are no part of a name.
  const wanted = m.rest.filter((w) => !grammatical(w) || words(all.map((e) => e.name).join(" ").toLowerCase()).includes(w));
  const named = wanted.length > 0 ? all.filter((e) => wanted.every((w) => words(e.name.toLowerCase().replace(POSSESSIVE, "")).includes(w))) : [];
  if (named.length === 1) return named;
  // "a leak in the study" (the Granary Study has none): a word of the home no sensor of the kind holds names one the
  // home lacks, not the room's or the home's only one.
  // Only the home's own words count here: the language's ("when", "off", "10") are read by other rules, and a word
  // neither knows is coverage's to name.
  const homeWords = m.rest.filter((w) => !grammatical(w) && w !== what && !known(w) && ctx.index.names.has(stem(w)) && !all.some((e) => words(e.name.toLowerCase()).includes(w)));
  if (named.length === 0 && homeWords.length > 0) throw unknown(ctx.index, { ...m, text: `${homeWords.join(" ")} ${what} sensor` }, [kind]);
  const near = all.filter((e) => ctx.rooms.includes(e.area ?? ""));
  // "when there is motion" in a hall holding Hall Motion and a Doorbell that reports occupancy: the one named for it.
  const worded = near.length > 1 ? near.filter((e) => words(e.name.toLowerCase()).includes(what)) : [];
  if (near.length === 1 || worded.length === 1) return near.length === 1 ? near : worded;
  if (all.length === 1) return all;
  if (all.length === 0) throw unknown(ctx.index, { ...m, text: `${what} sensor`, rest: [what] }, [kind]);
  // "any leak sensor", "any of the windows": every sensor of that kind, not one to guess.
  if ((anyOf || R.anyOfKind.test(clause)) && m.rest.every((w) => w === what)) return all;
  // "the cabinet temperature": words no sensor of the kind has name one the home lacks, not one of these.
  const naming = m.rest.filter((w) => !grammatical(w) && w !== what);
  if (named.length === 0 && naming.length > 0) throw unknown(ctx.index, { ...m, text: `${naming.join(" ")} ${what} sensor` }, [kind]);
  throw ambiguous({ ...m, text: clause }, all);
}


/** What a parser finds: a trigger or a condition, and maybe more triggers of another kind. */
export interface Found {
  trigger?: Trigger;
  more?: Trigger[];
  condition?: Condition;
  subjects: Entity[];
}
export type Parser = (ctx: Context, clause: string, asCondition: boolean) => Found | null;
