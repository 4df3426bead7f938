import { until } from "./assemble.ts";
import { type Before, branches } from "./branches.ts";
import { refuseDropped, refuseUnexplained, unexplained } from "./coverage.ts";
import { unrepeated } from "./title-coverage.ts";
import { eventFirst } from "./event-first.ts";
import { refuseInterleaved, refuseSelfUndo, refuseUnheldConditions, refuseUntimed } from "./interleaved.ts";
import { completeHome, homeProblem } from "./home.ts";
import { byEntityId, inHomeWords, numberedNames } from "./home-words.ts";
import { its, theOne } from "./referents.ts";
import { byPlace, inOneRoom, inTitledRoom, possessive, referBack } from "./scope.ts";
import { placedLists } from "./place-lists.ts";
import { type Index, indexHome } from "./home-index.ts";
import { persons } from "./names-in-phrase.ts";
import { inPersonsRoom, personsRoomSaid } from "./persons-rooms.ts";
import { MESSAGE, messageOf, refuseUnsent } from "./notify.ts";
import { wholeNames } from "./name-lists.ts";
import { refuseUnsupported } from "./unsupported.ts";
import { NOTHING, compilePart } from "./part.ts";
import { en } from "./lang/en/index.ts";
import { rephrase } from "./phrases.ts";
import { withoutRemarks } from "./remarks.ts";
import { TEMPLATE } from "./schema.ts";
import { correctSpelling } from "./spelling.ts";
import { normalize } from "./text.ts";
import { refuseUnrunnable } from "./result-checks.ts";
import { refuseUnread } from "./unread.ts";
import { droppedTitle, titleAndBody } from "./titles.ts";
import { type Home, Refusal, type Result, Unnamed } from "./types.ts";

/**
 * The stages, top to bottom: the text in one spelling (text.ts, phrases.ts); what is refused outright
 * (unsupported capabilities, questions, "here"); the clauses compiled against the home, as "until" pairs,
 * branches or one automation (part.ts, branches.ts, assemble.ts); then every word accounted for (coverage.ts).
 */
function compile(text: string, index: Index, said = text): Result {
  // A message is the person's words, as text: braces Home Assistant would run as a template are never written.
  const template = TEMPLATE.exec(text);
  if (template) throw new Refusal("unsupported", `“${template[0]}” starts a Home Assistant template, which HomeDirective never writes into a home; say the message in plain words, without braces.`);
  // A synonym stands for the name the home uses ("washing machine" for "Washer"), for coverage too.
  const normalized = withoutRemarks(index, numberedNames(index, inHomeWords(index, rephrase(correctSpelling(normalize(text), index)))));
  if (!/\p{L}/u.test(normalized)) throw new Refusal("unsupported", "Type a directive, for example “Turn on the porch light at sunset”.");
  refuseUnsupported(index, normalized);
  // "Are any lights on?", "is the kitchen light on": a question about the home, not a directive.
  if (/^(?:please )?(?:is|are|was|were|what|which|who|how|does|did|where|why|list|show me|display|read me|read out|read my|read your)\b/.test(normalized)) throw new Refusal("unsupported", "That asks about the home rather than for something to do; HomeDirective turns directives into automations (“Turn on …”, “When …, close …”).");
  // "in here", "this room": where the speaker is, which a directive compiled in the cloud cannot know.
  if (/\b(?:in here|here|this room)\b/.test(normalized)) throw new Refusal("ambiguous", "“here” depends on where you are, which HomeDirective cannot know; name the room.");
  const other = /\bthe other (?:room|one|side|light|lamp|door|window|fan)s?\b/.exec(normalized);
  if (other) throw new Refusal("ambiguous", `“${other[0]}” does not say which; name it.`);
  refuseUnheldConditions(said, wholeNames(index));
  refuseUnread(normalized, wholeNames(index), index.names);
  // A message is what the person wrote, also when the text was read another way (event-first.ts).
  const message = messageOf(said);
  // "… she comes home": a person named anywhere in the directive, also in another clause.
  const people = persons(index, normalized);
  const part = (t: string, before: Before) => compilePart(t, index, before, message, people);
  const title = droppedTitle(text);
  const body = titleAsSubject(title, normalized);
  const room = inTitledRoom(index, title, body);
  const scoped = inOneRoom(index, referBack(index, byPlace(index, theOne(index, its(index, inPersonsRoom(index, personsRoomSaid(index, placedLists(index, possessive(index, room ?? body)))))))));
  let result: Result;
  try {
    result = until(scoped, part) ?? branches(scoped, part, said.toLowerCase()) ?? part(scoped, NOTHING).result;
  } catch (error) {
    // "Towel rail: on at 6:00, off at 7:30", "Gym fan - full speed": a body that names no device is about its title.
    if (error instanceof Unnamed && title && said === text) return compile(`${title} ${titleAndBody(text)[1]}`, index);
    throw error;
  }
  // A title names an automation ("Print finished: notify me"): a titled directive with no trigger lost its "when".
  // A routine's name ("Movie time:") is only a label: its steps are wanted now; so is a room's ("Home office - turn on
  // the USB power strip"), which says where, never when.
  const label = title !== null && (en.titles.routine.test(title) || room !== null);
  if (title && result.kind === "action" && !label) return titled(text, title, index);
  refuseUntimed(normalized.replace(MESSAGE, " "), result);
  refuseUnsent(normalized, result, index);
  refuseDropped(scoped, result);
  refuseInterleaved(scoped, result);
  refuseSelfUndo(result);
  refuseUnrunnable(result);
  // Only a result is checked: a refusal already says what it could not do.
  // "Water heater - Recirc on at 5:45am": a title word the names of the devices used hold is said by the body.
  refuseUnexplained([...(room === null && title && !label ? unrepeated(title, `${scoped} ${usedNames(result, index)}`, index.names) : []), ...unexplained(normalized, index.names)]);
  return result;
}

/** The names of the devices a result uses and of their rooms, in lower case. */
function usedNames(result: Result, index: Index): string {
  const said = JSON.stringify(result);
  const used = index.entities.filter(({ item }) => said.includes(`"${item.entity_id}"`)).map(({ item }) => item);
  // "[Living room][Light] - Pantry light on …": a title tagging the room the devices are in says nothing more.
  const rooms = index.home.areas.filter((a) => used.some((e) => e.area === a.area_id)).flatMap((a) => [a.name, ...(a.aliases ?? [])]);
  return [...used.map((e) => e.name), ...rooms].join(" ").toLowerCase();
}

/** "Outdoor mood lights: make sure these turn on": the title names what "these" are. */
function titleAsSubject(title: string | null, body: string): string {
  const subject = title ? en.titleSubject.exec(body) : null;
  return subject ? `turn ${subject[1]} ${normalize(title!)}${body.slice(subject[0].length)}` : body;
}

/**
 * "Dryer finished: notify me": a title names an automation, so a titled directive with no time or event of
 * its own takes the title as its event ("when the dryer finished, notify me"), or is refused, never run now.
 */
function titled(text: string, title: string, index: Index): Result {
  const read = (() => {
    try {
      return compile(`when ${title}, ${titleAndBody(text)[1]}`, index);
    } catch (error) {
      if (error instanceof Refusal) return error;
      throw error;
    }
  })();
  if (read instanceof Refusal) throw read.reason === "unsupported" ? new Refusal("unsupported", `“${title}” reads as the title of an automation, and the directive after it says no time or event; say when (“when …”, “at …”).`) : read;
  return read;
}

/** A home checked and indexed once, for a caller that compiles many directives against the same home. */
export interface PreparedHome {
  readonly problem: string | null;
  readonly index: Index | null;
}

/** Checks and indexes a home; pass the result to compileDirective instead of the home to skip that work. */
export function prepareHome(home: Home): PreparedHome {
  const problem = homeProblem(home);
  return { problem, index: problem ? null : indexHome(completeHome(home)) };
}

const isPrepared = (home: Home | PreparedHome): home is PreparedHome => typeof home === "object" && home !== null && "index" in home && "problem" in home;

/** Compiles one directive against a home: a refusal is an error result with its reason; a defect throws. */
export function compileDirective(text: string, home: Home | PreparedHome): Result {
  if (typeof text !== "string") return { kind: "error", reason: "unsupported", message: "A directive is a line of text." };
  const { problem, index } = isPrepared(home) ? home : prepareHome(home);
  if (problem || !index) return { kind: "error", reason: "unsupported", message: problem ?? "The home could not be read." };
  try {
    const said = byEntityId(index, text.slice(0, 2000));
    return eventFirst(said, (t) => compile(t, index, said));
  } catch (error) {
    // Only a refusal is an answer; anything else is a defect and must reach the tests.
    if (error instanceof Refusal) return { kind: "error", reason: error.reason, message: error.message };
    throw error;
  }
}
