/**
 * How English says devices' states (directive/states.ts): "when there is no motion", "the washing machine is done",
 * "the garage door starts opening", "the heating has been on", "the smoke alarm goes off". Where the domain table
 * (lang/en/domains.ts) holds a state's words they are taken from it.
 */
import type { DeviceStates } from "../state-shape.ts";
import { DOMAINS } from "./domains.ts";

const stateWords = (domain: string) => DOMAINS.find((d) => d.domain === domain)!.states;
const COVER = stateWords("cover");
const CLIMATE = stateWords("climate");
/** The words and their plurals: "heaters", "sirens". */
const andPlurals = (words: readonly string[]) => words.flatMap((w) => [w, `${w}s`]);
/** The nouns the climate table says mean heating ("the heating", "a radiator"). */
const HEATING = Object.entries(DOMAINS.find((d) => d.domain === "climate")!.modes ?? {}).filter(([, m]) => m === "heat").map(([w]) => w);

export const DEVICE_STATES = {
  motion: /\b(?:motion|movement|moves|moving|occupied|occupancy|empty|unoccupied|vacant|presence|(?:person|people|human) (?:is |are )?detected)\b|\b(?:nobody|someone|somebody|anyone|anybody) (?:is in|are in|enters|walks into|comes into|goes into)\b/,
  still: /\b(?:no (?:more |further |longer (?:any )?)?(?:motion|movement|one moves|person|people|human)|no longer|(?:is|are|was|goes|go|turns?|turned|has been|have been|switch(?:es)?|switched) off|(?:nobody|no one)(?:'s| is| has been)? (?:moves|moving|moved|in)|empty|unoccupied|vacant|stops?|clear|clears|cleared|without|not|any motion(?! sensors?| detectors?| in\b)|ends?)\b/,
  motionSensor: /\b(any )?(motion|movement) sensors?\b/,
  finished: /\b(?:is (?:finished|done|complete|over|ready)|has (?:finished|completed|stopped)|finishes|completes|ends|stops|is not running|(?:finished|done|completed?)$)\b/,
  started: /\b(?:starts|has started|is running|begins|is on)\b/,
  rain: ["rain", "rains", "raining"],
  rainName: ["rain"],
  cycle: ["cycle", "program", "load", "work", "job", "run", "running"],
  pronouns: ["it", "they"],
  moving: new RegExp(`\\b(?:starts?|begins?) (${[...COVER.opening!, ...COVER.closing!].join("|")})\\b`),
  travelling: new RegExp(`\\b(?:is|are) (?:now |still )?(${[...COVER.opening!, ...COVER.closing!].join("|")})\\b`),
  open: ["opens", ...COVER.open!, "is open", "are open", "stays open", "left open", "has been open", "gets opened"],
  closed: ["closes", "closed", "is shut", "shuts", "gets closed"],
  switched: /\b(?:is |are |gets |has been |have been |was )?(?:switched|turned|turns|turn|switches|goes|go|comes|come|is|are|been) (on|off)\b|\b(?:is|are|has been|have been) (?:still )?running\b/,
  goesOff: /\bgo(?:es)? off\b/,
  hvac: new RegExp(`\\b(?:is|has been|have been) (${Object.values(CLIMATE).flat().join("|")})\\b|\\b(?:enters|goes into|switches to|is in|is set to) (heat|cool|auto|dry|heat cool|fan only|off) mode\\b`),
  trailingVerb: /\b(?:is|are|was|were|gets?)\s*$/,
  any: ["any"],
  every: ["all", "both", "every", "each"],
  allClosed: new RegExp(`\\bare (?:${[...COVER.closed!, "off"].join("|")})\\b`),
  heating: andPlurals(HEATING),
  sounding: andPlurals(["alarm", "siren", "detector", "smoke", "alert", "buzzer", "beeper"]),
} satisfies DeviceStates;
