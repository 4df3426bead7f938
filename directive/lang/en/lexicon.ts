/**
 * Every English word the grammar reads, by role. A directive's word that is in none of these lists, in no
 * domain or unsupported table and in no name of the home was not understood, and the directive is refused
 * naming it (directive/coverage.ts). Names of a home never appear here.
 */
import type { Lexicon } from "../types.ts";

const w = (words: string) => words.split(" ");

export const LEXICON: Lexicon = {
  filler: w(
    "the a an my our your their his her its this that these those please kindly just also really simply " +
      "actually always right now immediately automatically again too then so can could would will you i " +
      "want like need needs sure ensure make let lets hey ok okay thanks thank",
  ),
  grammar: {
    connectives: w("and or but then when whenever if once while as soon long provided case until till til except excluding apart other than from to"),
    prepositions: w("in on at of for by with without into through throughout over under above below after before during between around via upon about up down out off back away"),
    pronouns: w("it they them he she we us me everyone everybody everything everywhere someone somebody anyone anybody nobody none one ones both all every each any some whole entire last no not"),
    auxiliaries: w("is are was were be been being has have had does do did get gets got getting stay stays stayed remain remains kept keep left still already ever just should must shall needs has to"),
    actions: w(
      "turn turns turned switch switches switched set sets put puts open opens opened close closes closed shut shuts " +
        "lower lowers raise raises lift pull roll draw dim dims brighten brightens start starts started stop stops stopped " +
        "activate activates deactivate disable enable kill cut knock flip power run runs toggle change bring adjust reset " +
        "increase decrease reduce darken illuminate light lights transition go goes going gone come comes coming leave " +
        "extinguish follow follows help",
    ),
    quantities: w(
      "percent percentage degrees degree celsius kelvin k lux ppm level brightness position setpoint temperature temp speed " +
        "full fully halfway half way maximum max minimum min highest lowest brightest dimmest top blast completely partially " +
        "more less higher lower warmer colder cooler hotter brighter darker humid hot cold warm cool bright dark freezing " +
        "exceeds exceed rises rise climbs climb drops drop falls fall dips dip tops hits reaches reach point " +
        "humidity illuminance illumination carbon dioxide reading value power consumption consuming generating producing " +
        "drawing draws watts watt kw kilowatt kilowatts",
    ),
    times: w(
      "time times minute minutes min mins second seconds sec secs hour hours hr hrs day days daily nightly hourly week " +
        "weekday weekdays weekend weekends workday workdays work working business morning mornings evening evenings " +
        "afternoon afternoons night nights tonight midnight noon midday am pm later ago late early every single " +
        "monday mondays tuesday tuesdays wednesday wednesdays thursday thursdays friday fridays saturday saturdays sunday sundays " +
        "mon tue tues wed thu thurs fri sat sun thru quarter daylight",
    ),
    sun: w("sun sunset sunrise sundown sunup dusk dawn daybreak nightfall twilight first light horizon sets rises rose set went dark darkness"),
    events: w(
      "motion movement moves moving activity detected detects detect sees seen occupied occupancy empty vacant unoccupied vacancy " +
        "inactivity presence clear clears cleared smoke leak leaks rain raining rains water moisture running finished finishes " +
        "finish done complete completes completed ends end begins cycle program load opening closing state enters entering " +
        "walks arrives arrive arriving arrival returns return returning leaves departs departed comes home back away " +
        "trigger triggers triggered trips tripped fires sounds beeps rings",
    ),
    people: w("person people family household kids parent"),
    notify: w(
      "notify alert alerts warn tell remind message messages notification notifications text texts ping push send say " +
        "saying know phone phones smartphone smartphones mobile reminder reminders warning warnings",
    ),
    modes: w("mode heat heating cool cooling dry drying auto idle fan only ac aircon air conditioning conditioner hvac"),
    colours: w("colour color colours colors candle candlelight white soft daylight"),
    places: w("house home apartment flat place room rooms area areas floor downstairs upstairs device devices there sensor sensors remain"),
    /** Words before a device noun that say no more than the noun: "roller shutter", "tumble dryer". */
    modifiers: w("roller tumble"),
    scenes: w("scene scenes"),
    vehicles: w("car vehicle ev charger charging"),
  },
  purposes: [
    /\bso (?:that )?(?:i|we|you|they) (?:can|could|do not|don't|will)\b[^,]*$/,
    /\bto save (?:energy|power|electricity|money)\b/,
    /\bfor (?:a )?(?:natural |gentle |gradual )?wake ?up\b/,
  ],
};
