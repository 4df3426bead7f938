import { Refusal } from "./types.ts";
import { ACTION_START } from "./verbs.ts";
import { type Automation, type Compile, chain } from "./chain.ts";
import { en } from "./lang/en/index.ts";
import { dayAfter, nextDay } from "./overnight.ts";
import type { Action, Condition, Result, Trigger } from "./types.ts";

export type { Before, Part } from "./chain.ts";

/** The language's days, states and bounds said once for every clause (lang/<code>/branches.ts), with the order verbs. */
const W = en.branches;
const DAYS_SET_OFF = W.daysSetOff(ACTION_START.source);
const DAYS_LEAD = W.daysLead(ACTION_START.source);
const VERB_AFTER_WHEN = W.verbAfterWhen(ACTION_START.source);
/** A clause that starts with its verb. */
const VERB_FIRST = new RegExp(`^(?:${ACTION_START.source})`);

const key = (value: unknown) => JSON.stringify(value);
const isWeekdays = (c: Condition) => c.condition === "time" && Object.keys(c).length === 2 && "weekday" in c;

/**
 * "Turn the porch light on at sunset and off at 11pm": clauses with triggers of their own and
 * different actions are one automation whose triggers carry ids and whose actions are one `choose`
 * (SCHEMA §3.1). Null when the directive is not of that shape, so it is read as one clause.
 */
export function branches(whole: string, compile: Compile, said = whole): Result | null {
  // The state said first holds for every clause, as when said last with "only".
  const stateFirst = W.stateFirst.exec(whole);
  // "At night, raise … when …, and lower it when …": so does the part of the day said first.
  const text = stateFirst ? `${whole.slice(stateFirst[0].length)}${W.stateLast(stateFirst)}` : whole;
  // "… on at 5pm and off at 10pm, only when Gideon is home": a condition said once at the end, with "only", holds for every clause.
  // So do days said first or last of the whole ("on weekdays, the kettle on at 6:40 and the coffee machine at 6:45").
  // Not when another clause names its own days ("at 7:15am on weekdays and 7:45am on weekends").
  // "close the blinds at sunset, open them at 8 on weekdays": clauses that each have their own verb keep days said
  // inside the last to it; days said first, or last after a comma or with "only", are the whole directive's.
  const verbed = ownVerbs(said) && !DAYS_SET_OFF.test(said);
  const days = [W.daysLast.exec(text), W.daysFirst.exec(text)].map((m, i) => (m && !W.anyDay.test(text.replace(m[0], " ")) && !(verbed && i === 0) ? m : null));
  const own = !stateFirst && verbed && [contracted(said), text].some((t) => W.ownCondition.test(t));
  // "Close the blinds at sunset and open them at sunrise, but never before 07:30": a bound said last that postpones a
  // moment, after clauses with verbs of their own, postpones the last clause's only.
  const saidLast = own ? null : W.onlyAfter.exec(text);
  // Whether the words before a part said last read as clauses with moments of their own (compiled once per place).
  const branchedBefore = new Map<number, boolean>();
  const branchesBefore = (at: number) => branchedBefore.get(at) ?? branchedBefore.set(at, chain(text.slice(0, at), { targets: [], subjects: [] }, compile) !== null).get(at)!;
  const postponesLast = saidLast !== null && W.postponedLast.test(saidLast[0]) && ownVerbs(text.slice(0, saidLast.index)) && branchesBefore(saidLast.index);
  const only = (postponesLast ? null : saidLast) ?? days[0] ?? null;
  const first = only ? null : days[1] ?? null;
  // "… and turn it off 2 minutes later, but only after sunset": a bound on the clock that would be a clause's trigger
  // if said of it alone stays the whole directive's, read as one clause, unless the rest has branches of its own.
  if (only && W.momentOnly.test(only[0]) && !branchesBefore(only.index)) return null;
  // A clause with no moment of its own takes the condition said last only once it has one: read alone, the condition
  // would be its trigger ("turn on the porch light and the garden lights at sunset if nobody is home").
  const each: Compile = only ? (clause, before) => compile(W.saysWhen.test(clause) ? `${clause}${only[0]}` : clause, before) : first ? (clause, before) => compile(`${first[0]}${clause}`, before) : compile;
  const parts = chain(only ? text.slice(0, only.index) : text.slice(first?.[0].length ?? 0), { targets: [], subjects: [] }, each);
  // "… on at sunset and off at 11pm, and the fountain too": said once at the end, of every clause or only the last.
  const too = parts ? W.tooSaid.exec(text) : null;
  if (too && !ACTION_START.test(too[1]!) && !W.tooOwn.test(too[1]!)) throw new Refusal("ambiguous", `“${too[1]}” said at the end may go with every step or only the last; name it in each step.`);
  return parts ? join(parts, W.everyDay.test(text), verbed, verbed && DAYS_LEAD.test(said)) : null;
}

/** "isn't", "Emma's home": the verb said in full, as the normalized text says it. */
const contracted = (said: string) => W.contractions.reduce((text, [wording, full]) => text.replace(wording, full), said);

/** Whether every clause after the first starts with a verb of its own ("…, and turn it off at 11pm"), not "and off at 11pm". */
function ownVerbs(text: string): boolean {
  const later = text.split(W.clauseBreak).slice(1).filter((clause) => W.clauseMoment.test(clause));
  return later.length > 0 && later.every((clause) => VERB_FIRST.test(clause) || VERB_AFTER_WHEN.test(clause));
}

/** The devices an automation's actions act on, as one key. */
const acted = (p: Automation) => key(p.actions.flatMap((a) => ("target" in a && a.target ? [a.target] : [])).flatMap((t) => Object.values(t).flat()).sort());

/**
 * "Turn on the pool pump at 9am and turn it off at 3pm on weekdays": days said of the step that turns the same devices
 * off, or closes them, are the schedule's; kept to the off alone, the pump would run on from Saturday's 9am.
 */
const undoes = (last: Automation, first: Automation) =>
  acted(last) === acted(first) && last.actions.every((a) => "action" in a && /\.(?:turn_off|close_cover)$/.test(a.action));

/** One automation from several: shared triggers when they all do the same, else a `choose` by trigger id. */
export function join(parts: Automation[], everyDay = false, ownDays = false, daysLead = false): Automation {
  // "…, and off at 10pm on weekdays": a weekday restriction at the end covers every clause of one device's
  // schedule; so does one in the first clause when no other names days ("on Sunday and Monday at 22:00 and off at 23:00").
  const days = parts.map((p) => p.conditions.filter(isWeekdays));
  // "at 7:15 on weekdays and 7:45 on weekends": clauses naming different days each keep their own.
  const said = days.filter((d) => d.length > 0);
  // "…; on weekdays also turn on the kettle at 6": days said beside other devices are that clause's own.
  const apart = (said.length > 1 && said.some((d) => key(d) !== key(said[0]))) || parts.some((p) => acted(p) !== acted(parts[0]!));
  // "…, and close them at sunset every day": a clause that says every day keeps the first clause's days to it.
  // "close the blinds at sunset, open them at 8 on weekdays": days inside the last of clauses with verbs of their own
  // are its own; days in the first are still the whole schedule's ("turn on Sunday + Monday at 22:00 and turn off 23:00").
  const dayShared = apart ? [] : days.at(-1)!.length > 0 ? (ownDays && (daysLead || !undoes(parts.at(-1)!, parts[0]!)) ? [] : days.at(-1)!) : !everyDay && days.slice(1).every((d) => d.length === 0) ? days[0]! : [];
  // A condition every clause holds is the automation's ("…, only when Gideon is home" said of each).
  const everywhere = parts[0]!.conditions.filter((c) => !dayShared.some((s) => key(s) === key(c)) && parts.every((p) => p.conditions.some((o) => key(o) === key(c))));
  const sameActions = parts.every((p) => key(p.actions) === key(parts[0]!.actions));
  // "… at 10pm on Fridays and off at 2am", "On Fridays, … on at 10pm and off at 2am": the off in the small hours keeps
  // the evening's days a day later (read on the same day, it would come before the on, and the device run a week).
  // Days said of the whole are each clause's own day when the later step does not undo the first ("close the blind
  // at 7pm and open it at 7am, weekdays only").
  const overnight = !sameActions && dayShared.length > 0 && (days.at(-1)!.length === 0 || undoes(parts.at(-1)!, parts[0]!)) && parts.slice(1).some((p) => nextDay(parts[0]!.triggers[0], p.triggers[0]));
  const shared = [...(overnight ? [] : dayShared), ...everywhere];
  const own = parts.map((p, i) => [
    ...(overnight ? dayShared.map((d) => (i > 0 && nextDay(parts[0]!.triggers[0], p.triggers[0]) ? dayAfter(d) : d)) : []),
    ...p.conditions.filter((c) => !shared.some((s) => key(s) === key(c)) && !dayShared.some((s) => key(s) === key(c))),
  ]);
  const same = sameActions && parts.every((_, i) => key(own[i]) === key(own[0]));
  if (same) return { kind: "automation", triggers: parts.flatMap((p) => p.triggers), conditions: [...shared, ...own[0]!], actions: parts[0]!.actions };
  const triggers: Trigger[] = [];
  const choose: { conditions: Condition[]; sequence: Action[] }[] = [];
  parts.forEach((p, i) => {
    const id = `b${i + 1}`;
    triggers.push(...p.triggers.map((t) => ({ ...t, id })));
    choose.push({ conditions: [{ condition: "trigger", id }, ...own[i]!], sequence: p.actions });
  });
  return { kind: "automation", triggers, conditions: shared, actions: [{ choose }] };
}
