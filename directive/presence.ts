/** The presence reader: "Bob comes home", "nobody is home", "when both Tamsin and Ossian have left". */
import { escaped } from "./text.ts";
import { everyone, persons } from "./names-in-phrase.ts";
import { type Parser, ids, withFor } from "./readings.ts";
import type { Index } from "./home-index.ts";
import { Refusal } from "./types.ts";
import { en } from "./lang/en/index.ts";
import { alternation, anyWord } from "./lang/word-pattern.ts";

/** The language's presence words (lang/en/presence.ts), each list found whole. */
const P = en.presence;
const ARRIVING = anyWord(P.arriving);
const HOMEWARD = anyWord(P.homeward);
const LEAVING = anyWord(P.leaving);
const TOGETHER = anyWord(P.together);
const HOUSEHOLD = anyWord(P.household);
const ALL_AWAY = anyWord(P.allAway);
const TWO = anyWord(P.two);
const SOMEONE = anyWord(P.someone);
const EVERYONE = anyWord(P.everyone);
const THIRD_PERSON = anyWord(P.thirdPerson);
const NOT_A_NAME = new RegExp(`^(?:${alternation(P.notAName)})$`);
const EITHER = anyWord(P.either);
const EACH = anyWord(P.each);
const PLURAL = anyWord(P.plural);

/** The household's first names before another word ("ingrid work"), one pattern per prepared home. */
const FIRST_NAMES = new WeakMap<Index, RegExp>();
function firstNames(index: Index): RegExp {
  let found = FIRST_NAMES.get(index);
  if (!found) {
    const names = everyone(index).map((p) => escaped(p.name.toLowerCase().split(" ")[0]!));
    found = new RegExp(names.length > 0 ? `\\b(?:${names.join("|")}) (?=\\p{L})` : "(?!)", "gu");
    FIRST_NAMES.set(index, found);
  }
  return found;
}

export const presence: Parser = (ctx, clause, asCondition) => {
  const people = everyone(ctx.index);
  const arriving = ARRIVING.test(clause) && HOMEWARD.test(clause);
  const leaving = LEAVING.test(clause);
  // "We", "the family", "people": anyone of the household when one arrives or is home, all of it when it leaves.
  // "when we both get home", "the last of us": every one of them, not the first to arrive.
  const together = TOGETHER.test(clause);
  const household = HOUSEHOLD.test(clause) ? (leaving || together || ALL_AWAY.test(clause) ? "all" : "some") : null;
  if (household && TWO.test(clause) && people.length !== 2) throw new Refusal("ambiguous", `“${clause}” says two of us, and this home has ${people.length} people; name them.`);
  const group = P.first.test(clause) ? "some" : SOMEONE.test(clause) ? "some" : EVERYONE.test(clause) ? "all" : household;
  const atHome = P.atHome.test(clause);
  const notHome = P.notHome.test(clause);
  // "when Tomas leaves work", "arrives at the office": a place other than home is a zone this home does not have.
  // "when Ingrid leaves her work" ("her" is Ingrid, scope.ts): a person's place is still not home.
  const place = arriving || leaving || P.towards.test(clause) ? (P.elsewhere.exec(clause) ?? P.elsewhere.exec(clause.replace(firstNames(ctx.index), ""))) : null;
  if (place) throw new Refusal("unknown_entity", `This home has no zone “${place[1]}”; HomeDirective reads presence at home only (zone.home).`);
  // "not everyone is home" ("everyone but Bob" is said so by lang/en/asides.ts), "someone is away": some of them, which
  // one condition cannot say.
  const partly = P.partly.test(clause) || (group === "some" && asCondition && (notHome || leaving));
  if (partly && (arriving || leaving || atHome || notHome)) throw new Refusal("unsupported", `“${clause}” speaks of some of the household but not which; one condition says everyone, nobody, someone home or one named person.`);
  const said = persons(ctx.index, clause);
  const excepting = P.excepting.exec(clause);
  if (excepting && (arriving || leaving || atHome || notHome)) {
    // "when anyone but Bob gets home": any of the others, as a list of them says.
    const others = people.filter((p) => !said.includes(p));
    if (asCondition && others.length > 1) throw new Refusal("unsupported", `“${clause}” asks that one of ${others.map((p) => p.name).join(" or ")} is home, which one condition cannot say; name one person, or say “someone is home”.`);
    if (!P.anyoneBut.test(clause) || said.length === 0) throw new Refusal("unsupported", `“${clause}” says who is left out or who alone (“${excepting[0].trim()}”), which HomeDirective does not read for presence yet; say who is home or away by name.`);
    const named = new RegExp(`\\b(?:${said.map((p) => escaped(p.name.toLowerCase())).join("|")})\\b`, "g");
    return presence(ctx, clause.replace(P.anyoneBut, " ").replace(named, others.map((p) => p.name.toLowerCase()).join(" or ")), asCondition);
  }
  const counted = P.counted.exec(clause) ?? (said.length > 1 ? P.along.exec(clause) : null);
  if (counted && (arriving || leaving || atHome || notHome)) throw new Refusal("unsupported", `“${clause}” counts who is home or says two together (“${counted[0]}”), which HomeDirective does not read for presence yet; say who is home or away by name.`);
  // "… while she is home": the one person the directive names elsewhere.
  const named = said.length === 0 && THIRD_PERSON.test(clause) && ctx.people.length === 1 ? ctx.people : said;
  // "When I get home": the speaker, which only a home of one person settles.
  if (!group && named.length === 0 && P.speaker.test(clause) && (arriving || leaving || atHome || notHome)) {
    if (people.length !== 1) throw new Refusal("ambiguous", "“I” depends on who is speaking, which HomeDirective cannot know; name the person (“when Alice gets home”).");
    named.push(...people);
  }
  if (!group && named.length === 0) {
    const stranger = P.stranger.exec(clause);
    if (stranger && !NOT_A_NAME.test(stranger[1]!)) throw new Refusal("unknown_entity", `This home has no person called “${stranger[1]}”. The people it knows: ${people.map((p) => `“${p.name}”`).join(", ") || "none"}.`);
    return null;
  }
  if (!arriving && !leaving && !atHome && !notHome) return null;
  const subjects = group ? people : named;
  // "once everyone is out", "when everybody is away": the last one gone, as "everyone leaves" is.
  const nobody = group === "all" && (leaving || notHome || P.nobody.test(clause));
  if (asCondition) {
    // "if Alice or Bob is home": either one, which a state condition listing both cannot say (it needs all of them).
    if (!group && named.length > 1 && EITHER.test(clause)) {
      if (atHome && !notHome && people.every((p) => named.includes(p))) return { condition: { condition: "numeric_state", entity_id: ["zone.home"], above: 0 }, subjects: named };
      throw new Refusal("unsupported", `“${clause}” asks that either of them is so, which one condition cannot say; name one person, or say “someone is home”.`);
    }
    if (group === "some") return { condition: { condition: "numeric_state", entity_id: ["zone.home"], above: 0 }, subjects };
    const state = nobody || notHome || leaving ? "not_home" : "home";
    return { condition: { condition: "state", entity_id: ids(subjects), state }, subjects };
  }
  if (nobody) return { trigger: withFor({ trigger: "numeric_state", entity_id: ["zone.home"], below: 1 }, clause), subjects };
  // "when Alice gets home to an empty house", "is the first to get home": she arrives while the others are away.
  if (arriving && P.first.test(clause) && said.length === 1) {
    const others = people.filter((p) => p !== named[0]);
    return { trigger: withFor({ trigger: "state", entity_id: ids(named), to: "home" }, clause), subjects: named, ...(others.length > 0 ? { condition: { condition: "state", entity_id: ids(others), state: "not_home" } as const } : {}) };
  }
  // "when the first of us gets home": the house no longer empty, not every arrival.
  if (arriving && P.first.test(clause)) return { trigger: withFor({ trigger: "numeric_state", entity_id: ["zone.home"], above: 0 }, clause), subjects: people };
  const move = leaving || notHome ? { from: "home" } : { to: "home" };
  // "When both Tamsin and Ossian have left", "once they are all home": the last of them fires it, and every one must be so.
  // So does "when everyone is home": the last arrival, never the first.
  // "when Alice and Bob are home", "have left": the plural verb says every one of them, not the first.
  const every = (group === "all" && !leaving && !notHome && people.length > 1) || (!group && named.length > 1 && (EACH.test(clause) || (PLURAL.test(clause) && !EITHER.test(clause))));
  const condition = every ? { condition: { condition: "state", entity_id: ids(subjects), state: leaving || notHome ? "not_home" : "home" } as const } : {};
  return { trigger: withFor({ trigger: "state", entity_id: ids(subjects), ...move }, clause), subjects, ...condition };
};
