import { ACTUATED, KIND_WORDS, type Kind } from "./kinds.ts";
import { actions } from "./actions.ts";
import { colour } from "./colours.ts";
import { HOLD } from "./step-values.ts";
import { type Step, aboutLight, step } from "./steps.ts";
import { guardNames } from "./guarded-names.ts";
import type { Index } from "./home-index.ts";
import { type Mention, mention } from "./names.ts";
import { trailingPlace } from "./place-lists.ts";
import { resolve } from "./resolve.ts";
import { known } from "./coverage.ts";
import { exceptList, refuseChoice, shareValue } from "./lists.ts";
import { stem, words } from "./text.ts";
import { seconds } from "./time.ts";
import { Refusal } from "./types.ts";
import { en } from "./lang/en/index.ts";

/** Stage "actions": the action part read into steps (a verb, a value, the words naming targets), in the language's words. */
const W = en.plan;

export interface Planned {
  step: Step;
  mention: Mention;
  /** The mention as its own words said it, before it borrowed a room or kind from the step before. */
  own: Mention;
  implied: Kind[];
}

/** Reads the action part into steps; a part with no verb continues the step before it. */
export function plan(index: Index, text: string): Planned[] {
  const planned: Planned[] = [];
  // "turn the porch light on or off at sunset": both states for one moment, which one call cannot do (read before the
  // particle moves, which would leave "off"; refused once the targets are found, so a missing device is said first).
  const both = W.bothStates.exec(text);
  // "Turn the entry and porch lights off": the particle joins its verb before the targets are split.
  // Not over a value or a colour ("turn the lamp to warm white and the reading lamp off"): that step is closed.
  const joined = exceptList(shareValue(text.replace(W.particleLast, (said, verb: string, what: string, particle: string) => (W.valueInTargets.test(what) || colour(what) ? said : `${verb} ${particle} ${what}`))));
  let end = 0;
  for (const part of joined.split(W.splitActions).map((p) => p.trim()).filter((p) => p && !W.connective.test(p))) {
    // "… for 20 minutes, then the back sprinklers": a step said after "then" starts once the one before is done.
    const at = joined.indexOf(part, end);
    const sequenced = W.sequenced.test(joined.slice(end, at));
    end = at + part.length;
    const guarded = guardNames(index, part);
    const read = step(guarded.phrase);
    if (read) Object.assign(read, { phrase: guarded.restore(read.phrase), ...(sequenced ? { sequenced } : {}) });
    if (read && read.op !== "notify" && !both) refuseChoice(read.phrase);
    // "Garage door open when nobody is home": a door's state said, or an order to open it? A door opens only when told to.
    if (read?.op === "open" && W.opensOnlyWhenTold.test(part) && !W.openOrder.test(part)) throw new Refusal("ambiguous", `“${part}” may say the door is open or ask to open it; HomeDirective opens a door only when told to (“open the …”).`);
    const previous = planned.at(-1);
    // "Notify Richard and Lucy": a name after a notification is another recipient.
    if (!read && previous?.step.op === "notify") {
      previous.step.value = `${previous.step.value} ${W.and} ${part}`;
      continue;
    }
    // "It's bed time", "movie night": a scene named with no verb is to be turned on.
    const scene = !read && !previous ? mention(index, part.replace(W.sceneFraming, " ")) : null;
    if (scene && scene.exact.length > 0 && scene.exact.every((e) => e.domain === "scene") && scene.rest.length === 0 && scene.kinds.every((k) => k.domains.includes("scene"))) {
      // "Movie night, dim the lights to 20 %": a scene's name set off by a comma may be the directive's title.
      if (/^\s*,/.test(joined.trimStart().slice(part.length))) throw new Refusal("ambiguous", `“${part}” may name the scene to activate or only title the directive; say “activate ${part}, …” or leave it out.`);
      planned.push({ step: { op: "on", phrase: scene.text, inherited: false }, mention: scene, own: scene, implied: [] });
      continue;
    }
    if (!read && !previous) throw new Refusal("unsupported", `“${part}” does not say what to do; start with a verb such as turn on, close or set.`);
    // "… and then feed the cat": a word neither the language nor the home knows, before its object, is a verb it cannot do.
    const verb = read ? null : W.verbBeforeObject.exec(part);
    if (verb && !known(verb[1]!) && !index.names.has(stem(verb[1]!))) throw new Refusal("unsupported", `HomeDirective cannot “${part}”; it turns devices on and off, opens and closes, sets levels, colours and temperatures, activates scenes and sends notifications.`);
    const held = HOLD.exec(part);
    // "turn on the ceiling light to 70 % and the floor lamp": the next target takes the verb, not the first one's value.
    const verbOnly = previous?.step.onWithValue ? { op: "on" as const, value: undefined, data: undefined, unitless: undefined, onWithValue: undefined } : {};
    const s: Step = read ?? { ...previous!.step, ...verbOnly, phrase: part.replace(HOLD, " ").replace(W.articles, " ").trim(), delay: undefined, inherited: true, sequenced, hold: held ? seconds(held[0])! : undefined };
    let m = mention(index, s.phrase);
    const own = m;
    // "… then make dinner": words that name nothing of the home do not continue the step before.
    if (!read && W.wordFirst.test(part) && own.rest.length > 0 && own.exact.length + own.areas.length + own.kinds.length + own.soft.length === 0) throw new Refusal("unsupported", `HomeDirective cannot “${part}”; it turns devices on and off, opens and closes, sets levels, colours and temperatures, activates scenes and sends notifications.`);
    // A part that names nothing ("… and back") borrows no room: it acts on what the step before acted on.
    if (!read && previous && !isPronoun(m)) {
      // "the lamps in the sofa room and the movie den": a room alone takes the kind the step before said, a lamp too.
      const ownKind = m.kinds.length > 0 || m.exact.length > 0 || m.soft.length > 0;
      const kinds = ownKind ? m.kinds : previous.mention.kinds;
      const soft = ownKind ? m.soft : previous.mention.soft;
      // "turn off the coffee maker and all the lights": "all" says every one, never the room of the step before.
      const areas = m.areas.length > 0 || m.exact.length > 0 || m.everything ? m.areas : previous.mention.areas.length > 0 ? previous.mention.areas : index.home.areas.filter((a) => previous.mention.exact.some((e) => e.area === a.area_id));
      // "the garden lights and the bedside lamp", "all the lights and the heater": a part with a kind or name of its own
      // says its own number; only a bare room ("… and the movie den") takes the step before's plural or "all".
      const own = ownKind ? { plural: m.plural, everything: m.everything } : { plural: m.plural || previous.mention.plural, everything: m.everything || previous.mention.everything };
      m = { ...m, kinds, soft, areas, ...own };
    }
    planned.push({ step: s, mention: m, own, implied: aboutLight(part) ? [KIND_WORDS.light!] : previous?.implied ?? [] });
  }
  if (planned.length === 0) throw new Refusal("unsupported", "The directive does not say what to do; start with a verb such as turn on, close or set.");
  // "The entry and porch lights": a room named before a kind said once, at the end, is a room of that kind.
  for (let i = planned.length - 2; i >= 0; i--) {
    const [m, next] = [planned[i]!.mention, planned[i + 1]!];
    // The kind may sit inside a name ("the hall and stair lights", Stair Lights being one light).
    const saidWords = words(next.mention.text).filter((w) => w in KIND_WORDS);
    const said = saidWords.map((w) => KIND_WORDS[w]!);
    const kinds = next.mention.kinds.length > 0 ? next.mention.kinds : said;
    const bare = m.kinds.length === 0 && m.exact.length === 0 && m.soft.length === 0 && (m.areas.length > 0 || (m.rest.length > 0 && !reads(index, m)));
    if (!(next.step.inherited && bare && kinds.length > 0)) continue;
    // "stairs, driveway and door light": "driveway light" may be a name of its own (Driveway Light), before every light of the
    // Driveway; "ava's and leo's ceiling lights": so may the room and the words the next target shares (Ava's Ceiling Light).
    const tail = words(next.mention.text).slice(1).join(" ");
    const shared = tail ? mention(index, `${m.text} ${tail}`) : null;
    const named = shared && shared.exact.length > 0 && shared.rest.length === 0 && shared.areas.length === 0 ? shared : mention(index, `${m.text} ${next.mention.kindWords.join(" ") || saidWords.join(" ")}`);
    const own = named.exact.length > 0 && named.rest.length === 0 && named.areas.length === 0;
    planned[i]!.mention = own ? named : { ...m, kinds, plural: m.plural || next.mention.plural };
  }
  trailingPlace(index, planned.map((p) => p.mention)).forEach((m, i) => (planned[i]!.mention = m));
  // "Dim the porch and garage lights to 15 %": a value said once, at the end, is every target's; but not the
  // first's when its particle closed it ("turn the hall light on and the thermostat to 21").
  const particle = W.particleLast.exec(text);
  const closed = particle && W.nextStep.test(text.slice(particle[0].length)) ? particle[2]!.split(W.splitActions).length : 0;
  for (let i = planned.length - 1; i > closed; i--) {
    const [before, after] = [planned[i - 1]!.step, planned[i]!.step];
    // "…the driveway and porch lights for 5 minutes": so is a duration.
    if (after.inherited && !after.sequenced && after.hold !== undefined && before.hold === undefined) before.hold = after.hold;
    // "kitchen spotlights on & island pendants to 40 %": a step closed by its particle, said with no verb, too.
    if (after.verbless && !before.particleLast && before.value === undefined && !before.data && (before.op === "on" || before.op === "level") && after.op === "level") Object.assign(before, { op: after.op, value: after.value, data: after.data });
  }
  // "Dim the lights" with no level, step or colour: turning them on would do something else.
  const unmeasured = planned.find((p) => p.step.unmeasured && p.step.value === undefined && !p.step.data);
  if (unmeasured) throw new Refusal("unsupported", `“${unmeasured.step.unmeasured} ${unmeasured.mention.text}” does not say how much; give a level (“to 30 %”) or a step (“by 20 %”).`);
  if (both && planned.length > 0) planned[0]!.step.bothStates = `“${both[0]}” in “${text.trim()}” says both for one moment; say which, or give each its own moment (“on when … opens and off when it closes”).`;
  return planned;
}

/** "The driveway and porch lights": a room borrowed from the step before may not be this one's; then its own words decide. */
export function borrowing(index: Index, p: Planned, m: Mention) {
  try {
    return actions(index, p.step, m, p.implied);
  } catch (error) {
    if (!(error instanceof Refusal && error.reason === "unknown_entity" && m.areas !== p.own.areas && p.own.areas.length === 0 && m === p.mention)) throw error;
    return actions(index, p.step, { ...m, areas: p.own.areas }, p.implied);
  }
}

/** A step that names nothing ("them", "back to auto", "off at 11pm") acts on what the step before acted on. */
export const isPronoun = (m: Mention) => m.exact.length === 0 && m.areas.length === 0 && m.kinds.length === 0 && m.soft.length === 0 && m.rest.length === 0 && !m.everything;

/** Whether a mention names actuated things on its own ("the driveway" may name a light and a sensor: it does not). */
function reads(index: Index, m: Mention): boolean {
  try {
    return resolve(index, m).every((e) => ACTUATED.has(e.domain));
  } catch (error) {
    if (error instanceof Refusal) return false;
    throw error;
  }
}

