/** The presence reader: "Bob comes home", "nobody is home", "when both Tamsin and Ossian have left". */
import { escaped } from "./text.ts";
import { everyone, persons } from "./names.ts";
import { type Parser, ids, withFor } from "./readings.ts";
import { Refusal } from "./types.ts";

const FIRST = /\bfirst (?:one )?(?:someone|of us|of them|one|person|family member|member|resident|to (?:arrive|get home|come home))\b|\b(?:home|back|arrives?) to an empty (?:house|home|flat|apartment)\b/;

/**
 * "anyone but Bob", "Alice is home without Bob", "only Alice is home", "home alone", "with Bob out": who is left out
 * or who alone, which the readings below would drop. "anyone but Bob" is read; the rest is refused.
 */
const EXCEPTING = /\b(?:but|except|excluding|without|other than|apart from|besides|alone|on (?:his|her|their|my|our) own)\b|\b(?:only|just) (?!(?:got|gets?|came|comes?|arrived|arrives?|left|leaves?|went|gone|returned|now)\b)(?=\w)|\bthe only\b|\bwith \w+ (?:out|away|gone|not home|not at home|at work)\b|\bwith no (?!one\b)\w+/;
/** "2 or more people are home", "at least two of us", "Alice comes home with Bob": a count, or two together. */
const COUNTED = /\b(?:\d+|two|three|four) or more\b|\b(?:any )?(?:\d+|two|three|four) (?:people|persons|of us|of them)\b|\bat least (?:\d+|two|three|four) (?:people|persons|of us|of them)\b|\bmore than (?:one|\d+) (?:person|people|of us)\b/;
const ANYONE_BUT = /\b(?:anyone|anybody|someone|somebody) (?:but|except|other than|apart from|besides)\b/;

export const presence: Parser = (ctx, clause, asCondition) => {
  const people = everyone(ctx.index);
  const arriving = /\b(?:comes?|gets?|arrives?|arriving|returns?|is back|gets back|comes back|enters?|reaches)\b/.test(clause) && /\bhome\b|\bback\b|\barrives?\b|\barriving\b/.test(clause);
  const leaving = /\b(?:leaves?|left|goes out|gone|went out|departs?|departed|is away|are away)\b/.test(clause);
  // "We", "the family", "people": anyone of the household when one arrives or is home, all of it when it leaves.
  // "when we both get home", "the last of us": every one of them, not the first to arrive.
  const together = /\b(?:both|all|the last of us|the second of us|the two of us)\b/.test(clause);
  const household = /\b(?:we|us|people|the family|family)\b/.test(clause) ? (leaving || together || /\bare away\b/.test(clause) ? "all" : "some") : null;
  if (household && /\b(?:both|the two of us|the second of us)\b/.test(clause) && people.length !== 2) throw new Refusal("ambiguous", `“${clause}” says two of us, and this home has ${people.length} people; name them.`);
  const group = FIRST.test(clause) ? "some" : /\b(?:anyone|anybody|someone|somebody)\b/.test(clause) ? "some" : /\b(?:everyone|everybody|nobody|no one|all of us|the last person|(?:the )?whole (?:family|household)|all of the family|family (?:is|are) all)\b/.test(clause) ? "all" : household;
  const atHome = /\b(?:is|are) (?:both |all )?(?:at )?home\b/.test(clause);
  const notHome = /\b(?:is|are) not (?:at )?home\b|\bis away\b|\bare away\b|\bis out\b|\bnobody is home\b|\bno one is home\b/.test(clause);
  // "when Tomas leaves work", "arrives at the office": a place other than home is a zone this home does not have.
  const place = /\b(?:leaves?|left|arrives? at|arriving at|gets? to|reaches|is at|are at) (?!home\b|the house\b|the home\b|our house\b|the flat\b|the apartment\b)(?:the |his |her |their |my |our )?(work|office|school|gym|church|university|college|store|shop|airport|station|[a-z]+'s(?: house| place)?)\b/.exec(clause);
  if (place && (arriving || leaving || /\b(?:arrives?|arriving|gets?|reaches|is|are) (?:at|to)\b/.test(clause))) throw new Refusal("unknown_entity", `This home has no zone “${place[1]}”; HomeDirective reads presence at home only (zone.home).`);
  // "not everyone is home" ("everyone but Bob" is said so by lang/en/asides.ts), "someone is away": some of them, which
  // one condition cannot say.
  const partly = /\bnot (?:everyone|everybody|all of us)\b|(?<!\blast )\bone of us\b/.test(clause) || (group === "some" && asCondition && (notHome || leaving));
  if (partly && (arriving || leaving || atHome || notHome)) throw new Refusal("unsupported", `“${clause}” speaks of some of the household but not which; one condition says everyone, nobody, someone home or one named person.`);
  const said = persons(ctx.index, clause);
  const excepting = EXCEPTING.exec(clause);
  if (excepting && (arriving || leaving || atHome || notHome)) {
    // "when anyone but Bob gets home": any of the others, as a list of them says.
    const others = people.filter((p) => !said.includes(p));
    if (asCondition && others.length > 1) throw new Refusal("unsupported", `“${clause}” asks that one of ${others.map((p) => p.name).join(" or ")} is home, which one condition cannot say; name one person, or say “someone is home”.`);
    if (!ANYONE_BUT.test(clause) || said.length === 0) throw new Refusal("unsupported", `“${clause}” says who is left out or who alone (“${excepting[0].trim()}”), which HomeDirective does not read for presence yet; say who is home or away by name.`);
    const named = new RegExp(`\\b(?:${said.map((p) => escaped(p.name.toLowerCase())).join("|")})\\b`, "g");
    return presence(ctx, clause.replace(ANYONE_BUT, " ").replace(named, others.map((p) => p.name.toLowerCase()).join(" or ")), asCondition);
  }
  const counted = COUNTED.exec(clause) ?? (said.length > 1 ? /\b(?:together |along )?with\b/.exec(clause) : null);
  if (counted && (arriving || leaving || atHome || notHome)) throw new Refusal("unsupported", `“${clause}” counts who is home or says two together (“${counted[0]}”), which HomeDirective does not read for presence yet; say who is home or away by name.`);
  // "… while she is home": the one person the directive names elsewhere.
  const named = said.length === 0 && /\b(?:she|he)\b/.test(clause) && ctx.people.length === 1 ? ctx.people : said;
  // "When I get home": the speaker, which only a home of one person settles.
  if (!group && named.length === 0 && /^(?:(?:and|or|if|when|but) )?i (?:come|get|arrive|leave|am|go|return)\b/.test(clause) && (arriving || leaving || atHome || notHome)) {
    if (people.length !== 1) throw new Refusal("ambiguous", "“I” depends on who is speaking, which HomeDirective cannot know; name the person (“when Alice gets home”).");
    named.push(...people);
  }
  if (!group && named.length === 0) {
    const stranger = /^(?:(?:and|or|if|when|but) )?(\w+) (?:comes? home|gets? home|arrives?|leaves?|is home|is not home|is away|returns?)\b/.exec(clause);
    if (stranger && !/^(?:it|he|she|they|we|i|you|the|there|motion|someone)$/.test(stranger[1]!)) throw new Refusal("unknown_entity", `This home has no person called “${stranger[1]}”. The people it knows: ${people.map((p) => `“${p.name}”`).join(", ") || "none"}.`);
    return null;
  }
  if (!arriving && !leaving && !atHome && !notHome) return null;
  const subjects = group ? people : named;
  // "once everyone is out", "when everybody is away": the last one gone, as "everyone leaves" is.
  const nobody = group === "all" && (leaving || notHome || /\bnobody|no one\b/.test(clause));
  if (asCondition) {
    // "if Alice or Bob is home": either one, which a state condition listing both cannot say (it needs all of them).
    if (!group && named.length > 1 && /\b(?:or|either)\b/.test(clause)) {
      if (atHome && !notHome && people.every((p) => named.includes(p))) return { condition: { condition: "numeric_state", entity_id: ["zone.home"], above: 0 }, subjects: named };
      throw new Refusal("unsupported", `“${clause}” asks that either of them is so, which one condition cannot say; name one person, or say “someone is home”.`);
    }
    if (group === "some") return { condition: { condition: "numeric_state", entity_id: ["zone.home"], above: 0 }, subjects };
    const state = nobody || notHome || leaving ? "not_home" : "home";
    return { condition: { condition: "state", entity_id: ids(subjects), state }, subjects };
  }
  if (nobody) return { trigger: withFor({ trigger: "numeric_state", entity_id: ["zone.home"], below: 1 }, clause), subjects };
  // "when Alice gets home to an empty house", "is the first to get home": she arrives while the others are away.
  if (arriving && FIRST.test(clause) && said.length === 1) {
    const others = people.filter((p) => p !== named[0]);
    return { trigger: withFor({ trigger: "state", entity_id: ids(named), to: "home" }, clause), subjects: named, ...(others.length > 0 ? { condition: { condition: "state", entity_id: ids(others), state: "not_home" } as const } : {}) };
  }
  // "when the first of us gets home": the house no longer empty, not every arrival.
  if (arriving && FIRST.test(clause)) return { trigger: withFor({ trigger: "numeric_state", entity_id: ["zone.home"], above: 0 }, clause), subjects: people };
  const move = leaving || notHome ? { from: "home" } : { to: "home" };
  // "When both Tamsin and Ossian have left", "once they are all home": the last of them fires it, and every one must be so.
  // So does "when everyone is home": the last arrival, never the first.
  // "when Alice and Bob are home", "have left": the plural verb says every one of them, not the first.
  const every = (group === "all" && !leaving && !notHome && people.length > 1) || (!group && named.length > 1 && (/\b(?:both|all|each|every one)\b/.test(clause) || (/\b(?:are|have|get|arrive|come|return)\b/.test(clause) && !/\b(?:or|either)\b/.test(clause))));
  const condition = every ? { condition: { condition: "state", entity_id: ids(subjects), state: leaving || notHome ? "not_home" : "home" } as const } : {};
  return { trigger: withFor({ trigger: "state", entity_id: ids(subjects), ...move }, clause), subjects, ...condition };
};
