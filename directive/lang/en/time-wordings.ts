/**
 * Wordings of clock times, the sun and days said loosely ("sun is down", "sunset-15", "it's a working day",
 * "at 0650"), applied in their place in lang/en/rewrites.ts.
 */
import type { Rewrite } from "../types.ts";
import { DAY, DURATION, FULL_DAY, MOMENT_SAID, SHORT_DAYS, SUNRISE_SAID, SUNSET_SAID } from "./clock.ts";
import { SUN_LOOSELY, SUN_MOVING } from "./sun-wordings.ts";

const SUN = `(?:${SUNSET_SAID}|${SUNRISE_SAID})`;

/** Inside an event's clause: "when there is motion … from sunset" bounds the event, it starts nothing itself. */
const IN_EVENT = String.raw`(?<=\b(?:when|whenever|if|once)\b[^,]*?\bfrom )`;
const NO_END = String.raw`(?!\s+(?:to|until|till|til|and|through)\b)`;


export const TIME_WORDINGS: readonly Rewrite[] = [
  // "every other hour": every 2 hours, which a time pattern says ("every other day" is no pattern, and stays refused).
  [/\bevery other (hour|minute)\b/g, "every 2 $1s"],
  // "every hour from 6am to 10pm": repeats between them (it was on every hour all day, and off at 10pm).
  [/\b(every (?:\d+ )?(?:seconds?|minutes?|hours?|mins?|hrs?)) from (\S+(?: [ap]m)?) (?:to|until|till|til) (\S+(?: [ap]m)?)/g, "$1 between $2 and $3"],
  // "45m before sunrise", "1h after sunset": minutes and hours said by their letter.
  [/\b(\d+) ?m (?=(?:before|after) (?:sunset|sunrise|sundown|dusk|dawn)\b)/g, "$1 minutes "],
  [/\b(\d+) ?h (?=(?:before|after) (?:sunset|sunrise|sundown|dusk|dawn)\b)/g, "$1 hours "],
  // "Turn off porch light a 2300": "at" with its t lost, before a 24-hour time.
  [/\ba ((?:[01]\d|2[0-3])[0-5]\d)\b(?! ?(?:percent|degrees|%|lux|watts?|w|kw|ppm))/g, "at $1"],
  // "Porch Light On Sunset": a title's state at the sun's moment.
  [/\b(on|off) (sunset|sunrise|sundown|dusk|dawn)\b(?! (?:scene|mode|lights?|lamps?)\b)/g, "$1 at $2"],
  // "after sunset before sunrise": one window, said without its "and".
  [/\b(after (?:sunset|sundown|dusk|dark|\d{1,2}(?::\d{2})?(?: ?[ap]m)?)) (before (?:sunrise|dawn|daybreak|\d{1,2}(?::\d{2})?(?: ?[ap]m)?))\b/g, "$1 and $2"],
  // "on Mon, Wed and Fri", "Tues and Thurs": the days, spelled out; "sat" and "sun" only beside another day or after "on".
  [/\b(mon|tues?|wed|thu(?:rs?)?|fri)\b/g, (_: string, d: string) => SHORT_DAYS[d]!],
  [new RegExp(String.raw`\b(sat|sun)\b(?<=(?:\b(?:on|every)\s|${FULL_DAY}(?:,|,? and|,? or| to| through| thru|-)\s?)(?:sat|sun))(?! ?(?:down|set|sets|rise|rises|up|goes|is|comes|came|went)\b)|\b(sat|sun)(?=(?:,|,? and|,? or| to| through| thru|-)\s?(?:${FULL_DAY}|sat|sun)\b)`, "g"), (_: string, a?: string, b?: string) => SHORT_DAYS[(a ?? b)!]!],

  [new RegExp(String.raw`\bfrom ${IN_EVENT}(sunset|sunrise|dusk|dawn|sundown|noon|midnight|\d{1,2}(?::\d{2})?(?:am|pm)?)(?![\d:])\b(?! ?(?:hours?|hrs?|minutes?|mins?|seconds?|secs?)\b)${NO_END}`, "g"), "after $1"],

  ...SUN_LOOSELY,
  // "first thing in the morning (6:45)", "around lunchtime (12:30)": a moment named, with its clock time in brackets.
  [/\b(?:(?:at|by|around) )?(?:first thing(?: in the morning)?|(?:bed|lunch|dinner|tea|breakfast|brekkie|supper|wake ?up) ?time|breakfast|lunch|dinner|lights[- ]out) \(?(\d{1,2}(?::\d{2})?(?:am|pm)?)\)?(?! ?(?:percent|degrees|minutes?|hours?))/g, "at $1"],
  // "8pm spa pump on, 10pm spa pump off": a clock time first, then a command without a verb; the time said after it.
  [/(^|, )(\d{1,2}(?::\d{2})? ?[ap]m) ((?:the |my |our )?[\w' ]{1,40}? (?:on|off))(?=,|$)/g, "$1$3 at $2"],
  // "each weeknight at 6": on weekdays, in the evening.
  [/\b(?:(?:each|every|on) )?week ?nights?\b/g, "on weekdays in the evening"],
  // "3 in the arvo": in the afternoon, as Australians say it.
  [/\bin the arvo\b/g, "in the afternoon"],
  [/\barvo\b/g, "afternoon"],
  // "from 6 until 7 in the morning turn on the towel rail": the device on in that window, said window first.
  [/^(from [^\s,]+ (?:until|till|to) [^\s,]+(?: in the (?:morning|evening|afternoon))?),? ((?:turn|switch) on (?:the |my |our )(?:(?!\b(?:when|whenever|if|once)\b)[\w' ])+?)(?=$|,| on | every )/, "$2 $1"],
  ...SUN_MOVING,
  // "not in the weekend", "and not weekend": the other days (read "weekend" alone, it was the weekend).
  [/\b(?:and |but )?not (?:(?:on|in|at|during|over) )?(?:the )?weekends?\b/g, "on weekdays"],
  [/\b(?:and |but )?not (?:(?:on|during) )?(?:the )?(?:weekdays|workdays|working days)\b/g, "on weekends"],
  // "on non working days": the weekend.
  [/\bnon ?(?:working|work|business) ?days?\b/g, "weekends"],
  // "on/off at sunset/sunrise": on at the first, off at the second.
  [/\bon or off at (\S+) or (\S+)$/, "on at $1 and off at $2"],
  // "as it begins to get dark out": when it gets dark.
  [/\b(?:as|when) (?:it )?(?:begins|starts) to get dark(?: out(?:side)?)?\b/g, "when it gets dark"],
  // "at a quarter past 10 at night", "at 8 in the evening": the clock's evening hour, not a darkness condition.
  [/(?<!\b(?:to|by) )\b(\d{1,2})(:\d{2})? (?:at night|in the night|in the evening)\b/g, (said: string, h: string, m?: string) => {
    const hour = Number(h);
    return hour === 12 ? `0${m ?? ":00"}` : hour > 12 ? said.replace(/ (?:at night|in the night|in the evening)$/, "") : `${h}${m ?? ""}${hour >= 5 ? "pm" : "am"}`;
  }],
  // "at 5 in the afternoon": the afternoon's hour.
  [/(?<!\b(?:to|by|half|quarter|past) )\b(\d{1,2})(:\d{2})? in the afternoon\b/g, (said: string, h: string, m?: string) => (Number(h) >= 1 && Number(h) <= 6 ? `${h}${m ?? ""}pm` : said)],
  // "set the thermostat to 21 at 7am and at 11pm to 16": the second value said after its moment, as "and to 16 at 11pm".
  [/\band at (?<=\bto -?\d+(?:\.\d+)?(?: degrees| percent)?\b[^,]*?\band at )(\d{1,2}(?::\d{2})?(?:am|pm)?) to (-?\d+(?:\.\d+)?(?: degrees| percent)?)(?! ?(?:am|pm|o'clock)\b|:)\b/g, "and to $2 at $1"],
  // "remind me at 10 and at 2": one list of moments, the later ones after the first on the clock (schedule.ts).
  [/\bat (\d{1,2}(?::\d{2})?(?:am|pm)?) and at (\d{1,2}(?::\d{2})?(?:am|pm)?)(?=\s*(?:$|,|every\b|each\b|daily\b|on\b))/g, "at $1 and $2"],
  // "When the garage door opens, wait 10 minutes and if it is still open, close it": it has stayed open that long.
  [new RegExp(`\\b(when|if|once) ((?:the |my )?[\\w' ]+?) (?:opens|open|is opened|turns on|turn on|is turned on|comes on|switches on|switch on),? (?:then )?(?:wait|after|give it|pause)(?: for)? ${DURATION},? (?:and )?(?:then )?(?:check )?if (it|they|the [\\w' ]+?) (?:is|are) still (open|on),?`, "g"), (said: string, when: string, subject: string, n: string, unit: string, again: string, state: string) =>
    /^(?:it|they)$/.test(again) || subject.endsWith(again.slice(4)) ? `${when} ${subject} has been ${state} for ${n} ${unit},` : said],
  // "turn on the porch light, wait 10 minutes, then turn it off": the wait is the next step's, said before it.
  [new RegExp(`(?:,|\\band|\\bthen|(?<=\\b(?:opens|open|closes|close|leaves|arrives|starts|stops|on|off|detected)))(?: and)?(?: then)? (?:wait|pause|give it|hold on)(?: for)?(?: about| another)? ${DURATION},?(?: and)?(?: then)? (?=\\w)`, "g"), ", then after $1 $2 "],
  // "before dark", "before it's dark", "after it gets light": while the sun is up; "before it gets light": while it is down.
  [/\bbefore (?:it (?:is|gets|becomes|turns|goes) |its )?dark\b|\b(?:after|once) it (?:is|gets|becomes|turns) light\b/g, "while the sun is up"],
  [/\bbefore it (?:is|gets|becomes|turns) light\b/g, "after dark"],
  // "on school nights": the evenings before a school day, Sunday to Thursday, also said beside them ("from sunday to
  // thursday, school nights" read the days twice, as a list: Thursday and Sunday); "school mornings" are the weekdays.
  [/\b(?:(?:from |on )?sunday (?:to|through|till|until|-) thursday,? )?(?:on |every |during )?school nights?\b(?:,? \(?sunday (?:to|through|-) thursday\)?)?/g, "on sunday to thursday nights"],
  [/\b(?:on |every |during )?school (?:days?|mornings?)\b/g, "on weekdays"],
  // "At 23:00 sharp": the time.
  [/\b(\d{1,2}(?::\d{2})?(?: ?[ap]m)?) (?:sharp|on the dot)\b/g, "$1"],
  // "when sun is rising", "it is after sunset": the sun's moment, as a time and as a state.
  [/\b(?:when|once) (?:the )?sun is (rising|setting|coming up|going down)\b/g, (_: string, move: string) => (/ris|up/.test(move) ? "at sunrise" : "at sunset")],
  [/\bit is (after|before) (sunset|sunrise|dusk|dawn)\b/g, "$1 $2"],
  // "when leaving home at daytime", "during the day": while the sun is up, unless a window of hours says what the day is.
  [/(?:\b(?:at|in the|during the|during|by) day ?time|\bduring the day)\b(?!,? ?\(|,? (?:from |between )?\d)/g, "during daylight"],
  [/\b(?:at|if|in the|during the|during) night ?time\b/g, (said: string) => (said.startsWith("if") ? "if it is dark" : "at night")],
  // "20 mins after sun down": the sun's moment, written in two words.
  [/\bsun (rise|set|down|up)s?\b/g, "sun$1"],
  // "only if sunset was more than an hour ago": it is that long after sunset.
  [new RegExp(`\\b(?:the )?(sunset|sunrise|sundown|dusk|dawn|sun went down|sun came up|sun rose) (?:was )?((?:more than |over |at least )?)${DURATION} ago\\b`, "g"), (_: string, sun: string, more: string, n: string, unit: string) => `it is ${more}${n} ${unit} after ${/down|set|dusk/.test(sun) ? "sunset" : "sunrise"}`],
  // "and it's after 19:00", "time is between 7 and 22": the clock, said as a state.
  [/\b(?:it is|the time is|time is) (after|before|past|between) (?=\d)/g, "$1 "],
  // "When it becomes 02:00": at that time.
  [/\b(?:when|once) it (?:becomes|is|turns|gets to|reaches) (\d{1,2}:\d{2}(?:am|pm)?|\d{1,2}(?:am|pm))(?=,| and|$)/g, "at $1"],
  // "it's a working day", "it is the weekend": those days.
  [/\b(?:and )?it is an? (?:working|work|week|business) ?day( and (?=[\w' ]+ (?:is|are)\b))?/g, (_: string, more?: string) => (more ? "on weekdays, if " : "on weekdays")],
  [/\b(?:and )?it is (?:the |a )?weekend(?: day)?( and (?=[\w' ]+ (?:is|are)\b))?/g, (_: string, more?: string) => (more ? "on weekends, if " : "on weekends")],
  // "at about 7", "after about 10 minutes", "approx 20 mins before sunrise", "7ish", "7:30-ish": the time said.
  [/\b(at|after|for|in|from|until|till|by) (?:about|approximately|approx|roughly|around) (?=\d|(?:dusk|dawn|sunset|sunrise|sundown|noon|midnight)\b)|\b(?:about|approximately|approx|roughly|around) (?=\d+ (?:minutes?|hours?|seconds?) (?:before|after)\b)|(?<=\b\d{1,2}(?::\d{2})?(?: ?[ap]m)?)[- ]?ish\b/g, (_: string, word?: string) => (word ? `${word} ` : "")],
  // "after 1 hour or so": the time said.
  [/(\d\S* ?(?:seconds?|secs?|minutes?|mins?|hours?|hrs?)) (?:or so|or thereabouts|give or take)\b/g, "$1"],
  [/\b(until|till) (?:about|approximately|approx|roughly|around) /g, "$1 "],
  [/\bafter (\d\S*) (?=until\b|till\b)/g, "at $1 "],
  [/\bcalculated (?=sunset|sunrise|dusk|dawn)/g, ""],
  // "when I enter the garage": someone enters it.
  [/\b(?:i|we) (?:enter|walk into|come into|go into)\b/g, "someone enters"],
  // "at 0650", "at 715": a clock time typed without its colon.
  [/\bat (\d{1,2})(\d{2})\b(?! ?(?:percent|degrees|watts|lux))/g, "at $1:$2"],
  [/\b(after|before|until|till|from|by) ([01]\d|2[0-3])([0-5]\d)\b(?! ?(?:percent|degrees|watts|lux|ppm))/g, "$1 $2:$3"],
  // "sunset-15", "sunset -15": minutes before or after.
  [/\b(sunset|sunrise|dusk|dawn) ?([-+]|plus |minus ) ?(\d+)(?: ?(min(?:ute)?s?|hours?|hrs?|h)\b)?/g, (_: string, sun: string, sign: string, n: string, unit = "") => `${n} ${/^h/.test(unit) ? "hours" : "minutes"} ${/^(?:-|minus)/.test(sign) ? "before" : "after"} ${sun}`],
  // "Bedroom lights on full": at full brightness.
  [/^((?:the )?[\w' ]{2,40}?) on (?:full|full brightness|max|maximum)$/, "set $1 to 100 percent"],
  [/\b(?:and )?(?:the )?time (?:is )?(after|before|past|between) (?=\d)/g, "and $1 "],
  // "from 4 to 11pm", "between 9 and 5pm": the first hour takes the second's half of the day, or the other half when it
  // comes later on the clock (12 is the half's start).
  [/\b(from|between) (\d{1,2})(:\d{2})? (to|and|until|till) (\d{1,2})(:\d{2})?(am|pm)\b/g, (_: string, from: string, h1: string, m1 = "", to: string, h2: string, m2 = "", half: string) => {
    const first = Number(h1) % 12;
    const same = first < Number(h2) % 12 || (first === Number(h2) % 12 && m1 <= m2);
    return Number(h1) > 12 || first === 0 && Number(h1) === 0 ? `${from} ${h1}${m1} ${to} ${h2}${m2}${half}` : `${from} ${h1}${m1 || ":00"}${same ? half : half === "am" ? "pm" : "am"} ${to} ${h2}${m2}${half}`;
  }],
  // "from sunset to 11pm, turn on the porch light when …": a window said first, as it is said last (the sun's side was
  // lost, or its start became the trigger).
  [new RegExp(String.raw`^(?:only )?((?:from|between) (?:${SUN}|${MOMENT_SAID}) (?:to|until|till|and) (?:${SUN}|${MOMENT_SAID})),? (?<=${SUN}.*)(.+)$`), "$2 $1"],
  // "turn on the hallway light when the door opens, but only until 11pm": before then, a window the event must fall in
  // (it was turned off at 11pm as well).
  [/(?<=\b(?:when|whenever|once|if)\b.*)\bonly (?:until|till|til) /g, "only before "],
  // "…, but only from 11am to 7pm": a window the event must fall in, not a schedule of its own. Days keep their own
  // reading ("but only from sunday to thursday").
  [new RegExp(String.raw`\bonly (?:from|between) (?!${DAY}\b)(\S+) (?:until|till|to|and) (\S+)`, "g"), "only between $1 and $2"],
  // "when Dale gets home on a Friday after 5": someone coming home after a bare hour comes home in the afternoon or evening.
  [/\b((?:gets?|comes?|arrives?|returns?|is back)(?: back)?(?: home)?\b[^,]*?\b(?:after|before)) ([1-9]|1[01])\b(?![:.]\d| ?(?:am|pm|in the|minutes?|hours?|percent|degrees))/g, "$1 $2:00pm"],
  // "every 120 minutes": every 2 hours.
  [/\bevery (\d+) (?:minutes|mins)\b/g, (said: string, n: string) => (Number(n) >= 60 && Number(n) % 60 === 0 ? `every ${Number(n) / 60} hours` : said)],
  // "the tado sensor reads 13.5": is.
  [/\b(?:reads|shows|reports|measures)\b(?= (?:more|less|above|below|over|under|\d))/g, "is"],
];
