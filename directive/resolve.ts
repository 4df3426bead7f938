/**
 * Stage "resolve": what a mention means in the home (SCHEMA §4), once, and the refusals that say why
 * nothing or too much fits, naming what would have worked.
 */
import { exceptions, leaveOut } from "./exceptions.ts";
import { NARROW_NOUNS, SOFT_KINDS, SYSTEM_NOUNS, headedOtherwise, isKind, type Kind } from "./kinds.ts";
import type { Index, Named } from "./home-index.ts";
import type { Mention } from "./names.ts";
import { hasWords, inAreas, inOwnRoom, refuseNotTheirs, roomOfName, said, withRoomSaid } from "./room-of-name.ts";
import { everyOfSoftKind } from "./soft-kinds.ts";
import { nestedPlaces } from "./nested-places.ts";
import { escaped, stem, words } from "./text.ts";
import { type Entity, Refusal, Unnamed } from "./types.ts";

/**
 * The entities a phrase means (SCHEMA §4): an exact name first; else a kind of device in the named
 * rooms (or the whole home); a unique partial name; a singular that fits several is ambiguous.
 * `fallback` is the kind the verb implies ("dim" means lights) when the phrase names none.
 */
export function resolve(index: Index, m: Mention, fallback: Kind[] = []): Entity[] {
  return leaveOut(named(index, twinsPlaced(index, nestedPlaces(index, m)), fallback), m.except && exceptions(index, m.except, resolve));
}

/**
 * A name devices in several rooms share ("Ceiling Light"): the one in the room said, every one when the phrase says
 * so ("all the ceiling lights"), else ambiguous, naming the rooms.
 */
function twinsPlaced(index: Index, m: Mention): Mention {
  if (!m.twins) return m;
  const placed = m.areas.length > 0 ? m.exact.filter((e) => m.areas.some((a) => a.area_id === e.area)) : m.exact;
  if (placed.length > 0 && m.areas.length > 0) return { ...m, exact: placed, twins: false };
  if (m.plural || m.everything) return { ...m, twins: false };
  const rooms = m.exact.map((e) => index.home.areas.find((a) => a.area_id === e.area)?.name ?? "no room");
  throw new Refusal("ambiguous", `“${m.exact[0]!.name}” is the name of a device in ${rooms.join(", ")}; say which room.`);
}

function named(index: Index, mentioned: Mention, fallback: Kind[]): Entity[] {
  const m = roomOfName(index, mentioned);
  const found: Entity[] = [...m.exact];
  const describe = m.rest.length > 0 || m.soft.length > 0 || m.kinds.length > 0 || m.areas.length > 0;
  if (!describe) {
    if (found.length > 0) return found;
    if (!m.everything) throw new Unnamed(`“${m.text}” does not say which device; name it or its room.`);
  }
  if (m.exact.length > 0 && m.rest.length === 0 && m.soft.length === 0 && m.exact.every((e) => m.kinds.every((k) => isKind(e, k)))) return found;
  if (inOwnRoom(index, m)) return found;
  refuseNotTheirs(index, m);
  // "Mallika's bedside lamp" where the light is "Mallika's Bedside": a soft noun the named device is a kind of.
  if (m.exact.length > 0 && m.rest.length === 0 && m.kinds.length === 0 && m.areas.length === 0 && m.soft.length > 0 && m.exact.every((e) => m.soft.every((s) => isKind(e, SOFT_KINDS[s]!)))) return found;
  // "The fish tank light" where Fish Tank is a switch: the kind word does not fit the name it follows,
  // and reading it as every light of the home would be silently wrong.
  if (m.exact.length > 0 && m.kinds.length > 0 && m.areas.length === 0 && m.rest.length === 0 && m.soft.length === 0 && !m.everything) {
    const misfit = m.exact.find((e) => !m.kinds.some((k) => isKind(e, k)));
    if (misfit) throw new Refusal("ambiguous", `“${said(m)}”: “${misfit.name}” is a ${misfit.domain.replace("_", " ")}, not a ${m.kindWords.join(" or ")}; name the device as the home does.`);
  }
  // "the lamp", "the door" alone: a kind of device, not a name, so any of that kind fits (SCHEMA §4.6).
  if (m.soft.length > 0 && m.rest.length === 0 && m.kinds.length === 0 && m.areas.length === 0 && found.length === 0 && !m.plural && !m.everything) {
    const ofKind = index.entities.filter((n) => m.soft.some((s) => isKind(n.item, SOFT_KINDS[s]!)));
    if (ofKind.length > 1) throw ambiguous(m, ofKind.map((n) => n.item));
  }
  // "the fan light in the owners' quarters": kind words said together name one thing (Owners' Quarters Fan Light),
  // not every fan and light there.
  const together = m.kindWords.length > 1 && m.exact.length === 0 ? index.entities.filter((n) => inAreas(n.item, m.areas) && n.words.join(" ").includes(m.kindWords.join(" "))) : [];
  // "the fan's light" beside two fans with lights: one said, several fit.
  if (together.length > 1 && m.rest.length === 0 && !m.plural && !m.everything && m.areas.length === 0) throw ambiguous(m, together.map((n) => n.item));
  if (together.length > 0 && m.rest.length === 0) return together.map((n) => n.item);
  const kinds = m.kinds.length > 0 ? m.kinds : m.soft.length > 0 ? [] : fallback;
  let candidates = index.entities.filter((n) => inAreas(n.item, m.areas) && (kinds.length === 0 || kinds.some((k) => isKind(n.item, k))));
  const wanted = [...m.rest, ...m.soft];
  // "the patio door" beside a Patio Door Blind only: a phrase ending in a soft noun is none of another thing's names.
  const last = words(m.text).map(stem).filter((w) => m.rest.includes(w) || m.soft.includes(w) || m.kindWords.includes(w)).at(-1) ?? "";
  const fits = (n: Named<Entity>) => !(m.soft.includes(last) && headedOtherwise(n.words, last));
  const ofKind = candidates;
  if (wanted.length > 0) {
    const named = candidates.filter((n) => hasWords(n, wanted) && fits(n));
    if (named.length === 0 && m.rest.length === 0) {
      // "the lamps in the lounge" with no entity called lamp: the noun still says lights.
      candidates = candidates.filter((n) => m.soft.some((s) => isKind(n.item, SOFT_KINDS[s]!)));
    } else candidates = m.rest.length === 0 && (m.plural || m.everything) ? everyOfSoftKind(index, m, named, candidates) : named;
    candidates = withRoomSaid(index, m, candidates, ofKind);
  }
  // "The christmas lights": no light has that name, but one thing's name holds every word said.
  if (candidates.length === 0 && m.rest.length > 0) candidates = index.entities.filter((n) => inAreas(n.item, m.areas) && hasWords(n, [...wanted, ...m.kindWords]) && fits(n));
  // "all Christmas lights" beside Window Christmas Lights, a switch: plug-in lights named so are among them (as §4.6's fans).
  else if (m.rest.length > 0 && m.kindWords.length > 0 && (m.plural || m.everything)) candidates = [...candidates, ...index.entities.filter((n) => n.item.domain === "switch" && !candidates.includes(n) && inAreas(n.item, m.areas) && hasWords(n, [...wanted, ...m.kindWords]) && fits(n))];
  if (candidates.length === 0) throw unknown(index, m, kinds);
  // "either garage door" in a Garage holding two garage doors and a walk-in door: a door is named by its place ("garage
  // door", "patio door"), so a room's name said with "door", in a row that names hold, means those names, not every door
  // of the room ("the kitchen lights" stays the room's lighting).
  const row = words(m.text).filter((w) => !/^(?:the|a|an|either|any|both|all|of|my|our|one|each|every)$/.test(w)).join(" ");
  const roomRow = m.areas.length > 0 && m.rest.length === 0 && m.soft.includes("door") ? candidates.filter((n) => n.words.join(" ").includes(row)) : [];
  // Before the question below: "open the garage door" beside a Garage Door Opener and a Garage Side Door there.
  if (roomRow.length > 0 && roomRow.length < candidates.length) candidates = roomRow;
  // "the lamp in the front lounge", "the bedside lamp in the suite" beside two there: a singular that names a sort of
  // light, not the room's lighting.
  if (m.soft.length > 0 && m.areas.length > 0 && !m.plural && !m.everything && found.length === 0 && candidates.length > 1 && candidates.every((n) => m.soft.some((w) => n.words.includes(w)))) throw ambiguous(m, candidates.map((n) => n.item));
  // "the hall ceiling" beside a Hall Ceiling Light and a Hall Ceiling Fan: a partial name that is two kinds of device.
  if (m.rest.length > 0 && m.kinds.length + m.soft.length === 0 && !m.plural && !m.everything && found.length === 0 && new Set(candidates.map((n) => n.item.domain)).size > 1) throw ambiguous(m, candidates.map((n) => n.item));
  candidates = narrowed(m, candidates, (n) => n.words);
  // SCHEMA §4.5, "the tree lights": a unique name holding the words said in a row is that one, not every name with a word of them.
  // "the garage doors" beside a Garage Side Door: the names that hold the words in a row, each of them for a plural.
  const inRow = [...m.rest, ...m.kindWords, ...m.soft].join(" ");
  const run = m.rest.length > 0 && m.kindWords.length + m.soft.length > 0 ? candidates.filter((n) => n.words.join(" ").includes(inRow)) : [];
  if (run.length === 1 || (m.plural && run.length > 1)) candidates = run;
  // "the heat pumps" beside a Heat Pump Dryer: the names the words end (Lounge Heat Pump), where they are the thing
  // itself, not a word that says which dryer.
  const endsSaid = new RegExp(`\\b${escaped(m.rest.join(" "))}(?: \\w)?$`);
  const ending = m.kinds.length + m.soft.length === 0 && m.rest.length > 1 ? candidates.filter((n) => endsSaid.test(n.words.join(" "))) : [];
  if (ending.length > 0 && ending.length < candidates.length) candidates = ending;
  // SCHEMA §4.4: the garage door is among "the doors" only when it is named; so is any motorised door or gate
  // (a coop door): "a door is opened" is a door's contact sensor.
  const spoken = new Set(words(m.text));
  const motorised = (n: Named<Entity>) => n.item.domain === "cover" && /^(?:garage|door|gate)/.test(n.item.device_class ?? "") && !n.words.some((w) => !/^(?:door|gate)s?$/.test(w) && spoken.has(w));
  if (candidates.some((n) => !motorised(n))) candidates = candidates.filter((n) => !motorised(n));
  // "The bedroom fan": the room's fan, else a switch named fan there (SCHEMA §4.6).
  const proper = candidates.filter((n) => !kinds.some((k) => k.named?.[n.item.domain]));
  // "Turn off fans": every one of them, plug-in fans too; only "the bedroom fan" prefers the fan itself. "The heater"
  // with no room, beside plugs named heater, fits several: it is asked about below.
  if (proper.length > 0 && proper.length < candidates.length && kinds.some((k) => k.named) && !m.plural && !m.everything && m.areas.length > 0) candidates = proper;
  const singular = !m.plural && !m.everything && m.areas.length === 0 && wanted.length === 0;
  if (singular && candidates.length > 1 && found.length === 0) throw ambiguous(m, candidates.map((n) => n.item));
  if (wanted.length > 0 && !m.plural && !m.everything && candidates.length > 1 && m.areas.length === 0) throw ambiguous(m, candidates.map((n) => n.item));
  for (const n of candidates) if (!found.includes(n.item)) found.push(n.item);
  return found;
}

/** "all the radiators" beside a boiler thermostat called Heating: the devices named with the narrow noun said, if any. */
export function narrowed<T>(m: Mention, found: T[], wordsOf: (item: T) => string[]): T[] {
  // "all the heating": the whole system, every thermostat; "all the radiators": every one named so.
  const narrow = m.kindWords.filter((w) => NARROW_NOUNS.has(w) && !(m.everything && SYSTEM_NOUNS.has(w)));
  const carry = narrow.length > 0 ? found.filter((item) => narrow.some((w) => wordsOf(item).includes(w))) : [];
  return carry.length > 0 ? carry : found;
}

/** A phrase several devices fit: the refusal names up to six of them. */
export function ambiguous(m: Mention, candidates: Entity[]): Refusal {
  const names = candidates.slice(0, 6).map((e) => `“${e.name}”`).join(", ");
  return new Refusal("ambiguous", `“${said(m)}” could mean ${names}; say which one.`);
}

/** The closest names of the kind asked for, so the message offers what would have worked. */
export function unknown(index: Index, m: Mention, kinds: Kind[]): Refusal {
  const pool = index.entities.filter((n) => kinds.length === 0 || kinds.some((k) => isKind(n.item, k)));
  const score = (n: Named<Entity>) => n.words.filter((w) => m.rest.includes(w) || m.soft.includes(w)).length + (inAreas(n.item, m.areas) && m.areas.length ? 1 : 0);
  const near = [...pool].sort((a, b) => score(b) - score(a) || a.item.name.localeCompare(b.item.name)).slice(0, 3);
  const offer = near.length > 0 ? ` The closest: ${near.map((n) => `“${n.item.name}”`).join(", ")}.` : "";
  const room = m.areas.length > 0 ? ` in ${m.areas.map((a) => a.name).join(" and ")}` : "";
  return new Refusal("unknown_entity", `This home has no “${said(m)}”${room}.${offer}`);
}
