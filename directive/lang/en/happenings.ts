/**
 * English verbs that say something happens ("the door opens", "Mira gets home"), not how something is ("the door is
 * open"). Clause splitting, event order, conditions per step and the framings all tell an event from a state by them.
 */

/** An event said by its subject's verb: "opens", "gets home", "goes above", "turns off" (an alternation, no groups). */
export const EVENT_VERB = [
  "opens", "closes", "arrives", "leaves", "starts", "stops", "finishes", "drops", "falls", "rises", "moves", "detects",
  "rings", "rains", "gets (?:home|back)", "comes (?:home|back)", "goes (?:above|below|over|under|off|on)",
  "turns (?:on|off)", "switches (?:on|off)",
].join("|");

/**
 * A word that makes a clause an event wherever it stands, even with "is" elsewhere in it: "if the door opens and the
 * light is on" is not a state ("gets", "goes" and "turns" stand for their phrases above).
 */
export const EVENT_MARK = [
  "opens", "closes", "arrives", "leaves", "gets", "comes", "goes", "drops", "falls", "rises", "starts", "stops", "turns",
  "switches", "detected",
].join("|");
