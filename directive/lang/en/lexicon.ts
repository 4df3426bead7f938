/**
 * Every English word the grammar reads, by role. A directive's word that is in none of these lists, in no
 * domain or unsupported table and in no name of the home was not understood, and the directive is refused
 * naming it (directive/coverage.ts). Names of a home never appear here.
 */
import type { Lexicon } from "../types.ts";
import { ORDER_VERBS } from "./operations.ts";
import { PRICE_WORDS } from "./thresholds.ts";

const w = (words: string) => words.split(" ");

/** The rest of a purpose clause: no connective, no order, no device's "when"; it ends at a comma or the end. */
const PURPOSE_REST = String.raw`(?:(?!\d{1,2}:\d|\d\s?(?:am|pm)\b|\d+ (?:minutes?|hours?|seconds?)\b|\b(?:at \d|at (?:noon|midnight|sun\w*|dusk|dawn|night)|on (?:week|work|mon|tue|wed|thu|fri|sat|sun)\w*|during|between|from|tonight|daily|nightly)\b|\b(?:and|then|if|unless|only|as long as|except|but|after|before|until|every|turns?|switch(?:es)?|opens?|closes?|notify|(?:comes?|goes?|come|go) (?:on|off)|(?:when|while) (?!(?:i|we|you|he|she|they)\b))\b)[^,])*(?=,|$)`;

export const LEXICON: Lexicon = {
  filler: w(
      "a an the my our your their his her him its this that these those please kindly just also really simply " +
        "actually always right now immediately automatically again too then so can could would will you i " +
        "want like need sure ensure let hey ok okay thank",
    ),
  grammar: {
    connectives: w(
      "and or but when whenever if once while as soon long provided case until till til except excluding " +
        "apart other than from longer",
    ),
    prepositions: w(
      "in at of for by near along around with without into through throughout over under above below after before during " +
        "between around via upon about back away past",
    ),
    pronouns: w(
      "it they them he she we us me everyone everybody everything everywhere someone somebody anyone " +
        "anybody nobody none both all every each any some whole entire last no not",
    ),
    auxiliaries: w(
      "is are was were be been being has have had does do did get got getting stay stayed remain kept left " +
        "still already ever should must shall",
    ),
    actions: w("started stopped adjust reset increase decrease reduce darken going gone coming follow help"),
    quantities: w(
      "percent percentage degree celsius fahrenheit kelvin k lux ppm level brightness position setpoint temperature " +
        "temp speed full fully halfway half way third quarter maximum max minimum min highest lowest brightest dimmest top " +
        "blast completely partially more less least higher warmer colder cooler hotter brighter darker humid hot " +
        "bright dark freezing exceed rise climb drop fall dip hits reach point humidity illuminance " +
        "illumination carbon dioxide reading value consumption consuming generating producing drawing watt kw " +
        "kilowatt wind gust kmh mph mps cm mm kwh volt v",
    ).concat(PRICE_WORDS),
    times: w(
      "time minute second sec hour hr hrs daily nightly hourly week weekday weekend workday work working " +
        "business morning evening afternoon night tonight midnight noon midday am pm later ago late early " +
        "single monday tuesday wednesday thursday friday saturday sunday mon tue wed thu thurs fri sat sun " +
        "thru quarter",
    ),
    sun: w("sunset sunrise sundown sunup dusk dawn daybreak nightfall twilight first horizon rose went darkness"),
    events: w(
      "movement moves moving activity detected detect sees seen occupied occupancy empty vacant unoccupied " +
        "vacancy inactivity presence present clear cleared rain raining moisture running finished finish done " +
        "complete completed ready end begins cycle program load state enters entering walks arrive arriving arrival " +
        "return returning departs departed home trigger triggered trips tripped fires sounds beeps rings rang rung " +
        "pressed presses pushed pushes",
    ),
    people: w("person family household kids parent"),
    notify: w("notification say saying know phone smartphone mobile reminder warning"),
    modes: w("mode auto only air"),
    colours: w("colour color"),
    places: w("house apartment flat place room area floor downstairs upstairs device there sensor"),
    /** Words before a device noun that say no more than the noun: "roller shutter", "tumble dryer". */
    modifiers: w("roller tumble"),
    vehicles: w("car vehicle ev charger charging"),
  },
  // "Washer done:", "Dryer started:": a machine's cycle, which a body tells by its power ("when the washer power stays under 5 W").
  toldByReading: w("finished finishes done complete completed ends starts started"),
  titleEvents: [
    w("open opened opens"),
    w("closed closes shut"),
    w("motion movement detected"),
    w("leak"),
    w("smoke"),
    w("empty vacant unoccupied nobody leaves away"),
    w("occupied arrives someone somebody anyone anybody everyone everybody"),
    w("finished finishes done complete completed ends"),
    w("starts started"),
    w("rings"),
    w("dark sunset dusk sundown"),
    w("sunrise dawn"),
    w("winter"), w("summer"), w("spring"), w("autumn"),
    w("holiday holidays vacation"),
    w("rain raining"), w("snow snowing"),
  ],
  synonyms: [
    ["washing machine", "washer", "wash machine"],
    ["power outlet", "power point", "outlet", "socket"],
    ["tumble dryer", "dryer", "tumble drier", "drier"],
    ["floodlight", "flood light", "floodlights", "flood lights"],
    ["hot water", "water heater", "boiler"],
    ["air con", "aircon", "air conditioner", "air conditioning", "ac"],
    ["tv", "television", "telly"],
    ["dish washer", "dishwasher"],
    ["coffee maker", "coffee machine"],
    ["doorbell", "door bell", "bell"],
    ["bedside", "nightstand", "night stand"],
  ],
  plain: w("trying looking cooking wasting testing hoping needing wanting making baking eating sleeping working reading waiting leaving living moving heading bother"),
  purposes: [
    // To a comma or the end, but never over a word that starts another clause or an order ("… so I know they are
    // home and then …", "… so that it turns off …"); "when we get in" and "while we eat" are a person's, not a device's.
    // After "so", an order or a wish ("so start the coffee maker", "so I want the fan at 60 %") is what to do, not why.
    new RegExp(`(?<!\\bor )\\bso (?:that )?(?!(?:${ORDER_VERBS.join("|")}|please|(?:i|we)(?:'d| would| want| need)|(?:can|could|would|will) you|unless|if|when|while|and|then|but|or|only|except|after|before|until)\\b)\\w+${PURPOSE_REST}`),
    new RegExp(`\\b(?:because|now that|since (?=(?:i|we|you|he|she|they|nobody|no one)\\b))${PURPOSE_REST}`),
    // "… trying to keep the power bill down": before "to keep", which would leave "trying".
    new RegExp(`\\b(?:(?:i'm|i am|we're|we are) )?trying to (?:keep|save|stop|avoid|cut|reduce|help|make sure)\\b${PURPOSE_REST}`),
    new RegExp(`\\bto (?:keep|let|help|make sure|avoid|stop|prevent|save|give)\\b${PURPOSE_REST}`),
    /\bfor (?:me|us)\b(?=,|$| at | when | if | every )/,
    /\bfor (?:a )?(?:natural |gentle |gradual )?wake ?up\b/,
    /\bfor (?:security|safety|privacy) reasons?\b/,
    // "turn off the fan for the night": what the order is for, never a length of time.
    /\bfor the night\b(?= \(|,|$)/,
    // "no point wasting it", "on their own": why, or how, not what.
    new RegExp(`\\b(?:there is )?no point (?:in )?\\w+ing\\b${PURPOSE_REST}`),
    /\bon (?:their|its) own\b/,
  ],
};
