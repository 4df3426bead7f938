// .scratch/prof.ts
import { existsSync as existsSync2, readFileSync as readFileSync2 } from "node:fs";

// directive/lang/en/clock.ts
var DURATION = String.raw`(\d+(?:\.\d+)?) ?(seconds?|secs?|minutes?|mins?|hours?|hrs?)\b`;
var DAY = String.raw`(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?`;

// directive/lang/en/colours.ts
var CSS = "red green blue yellow orange purple pink white cyan magenta violet indigo turquoise lime teal gold crimson coral salmon lavender maroon navy olive aquamarine azure beige brown chocolate tomato orchid plum tan khaki silver gray grey fuchsia aqua lightblue lightgreen lightpink darkblue darkgreen darkred darkorange deeppink hotpink skyblue royalblue seagreen springgreen forestgreen mintcream ivory".split(" ");
var SAME = { grey: "gray", aqua: "cyan", fuchsia: "magenta" };
var WHITES = [["warm white", 2700], ["soft white", 2700], ["cool white", 4e3], ["cold white", 4e3], ["daylight", 6500], ["day light", 6500], ["candle light", 1900], ["candlelight", 1900]];

// directive/lang/en/domains.ts
var ON_OFF = { on: ["on", "switched on", "turned on"], off: ["off", "switched off", "turned off"] };
var RUNS = { on: [...ON_OFF.on, "running"], off: ON_OFF.off };
var DOMAINS = [
  {
    domain: "cover",
    nouns: { shutter: ["shutter"], rollershutter: ["shutter"], blind: ["blind"], shade: ["shade"], curtain: ["curtain"], awning: ["awning"], cover: null },
    // Turning a cover on opens it, as Home Assistant's homeassistant.turn_on does.
    services: { on: "cover.open_cover", off: "cover.close_cover", toggle: "cover.toggle", open: "cover.open_cover", close: "cover.close_cover", stop: "cover.stop_cover" },
    data: { "cover.set_cover_position": { keys: { position: "number" }, needs: ["position"] } },
    states: { open: ["open", "opened"], closed: ["closed", "shut"], opening: ["opening"], closing: ["closing"] },
    summary: "shutters and blinds"
  },
  {
    domain: "light",
    nouns: { light: null, lighting: null, bulb: null },
    services: { on: "light.turn_on", off: "light.turn_off", toggle: "light.toggle" },
    data: { "light.turn_on": { keys: { brightness_pct: "number", brightness_step_pct: "number", color_name: "string", color_temp_kelvin: "number" } } },
    states: ON_OFF,
    summary: "lights"
  },
  {
    domain: "switch",
    nouns: { plug: null, socket: null, outlet: null, switch: null },
    // A plug feeding a washing machine stays on after its cycle ends; a pump or an extractor runs exactly while on.
    runs: ["fan", "pump", "extractor", "ventilator", "dehumidifier", "humidifier", "purifier", "blower"],
    services: { on: "switch.turn_on", off: "switch.turn_off", toggle: "switch.toggle" },
    states: RUNS,
    summary: "switches"
  },
  {
    domain: "fan",
    nouns: { fan: null },
    plugIn: "fan",
    runs: "all",
    services: { on: "fan.turn_on", off: "fan.turn_off", toggle: "fan.toggle" },
    data: { "fan.set_percentage": { keys: { percentage: "number" }, needs: ["percentage"], undo: "off" } },
    states: RUNS,
    summary: "fans"
  },
  {
    domain: "scene",
    nouns: { scene: null },
    services: { on: "scene.turn_on" },
    states: {},
    summary: "scenes"
  },
  {
    domain: "climate",
    nouns: { thermostat: null, heating: null, heater: null, climate: null, radiator: null, hvac: null, ac: null, aircon: null, conditioning: null, conditioner: null },
    // "the heater in the den": a switch named "… Heater" (a plug-in heater) is one too.
    plugIn: "heater",
    services: { on: "climate.turn_on", off: "climate.turn_off" },
    data: {
      // "to 21 degrees in heat mode": Home Assistant's set_temperature takes the mode too, in one call.
      "climate.set_temperature": { keys: { temperature: "number", hvac_mode: "string" }, needs: ["temperature"] },
      "climate.set_hvac_mode": { keys: { hvac_mode: "string" }, needs: ["hvac_mode"], undo: "off" }
    },
    states: { heat: ["heating"], cool: ["cooling"], dry: ["drying"], idle: ["idle"], off: ["off"] },
    summary: "thermostats"
  }
];

// directive/lang/en/operations.ts
var OPERATIONS = {
  /** Verbs that take a particle, before or after the target: "turn the lights off", "switch on the fan". */
  phrasal: {
    on: ["turn", "switch", "power", "put", "flip", "keep", "leave"],
    off: ["turn", "switch", "shut", "power", "put", "flip", "cut", "knock"]
  },
  /** Verbs and idioms that say the operation alone. */
  verbs: {
    on: ["activate", "enable", "engage", "start", "run", "light up", "illuminate", "brighten up", "transition to", "power up"],
    off: ["deactivate", "disable", "disengage", "kill", "extinguish", "stop", "power down", "shut down"],
    open: ["open", "raise", "lift", "roll up", "pull up", "extend", "roll out"],
    close: ["close", "shut", "lower", "draw", "roll down", "pull down", "retract", "roll in", "pull shut"],
    toggle: ["toggle"]
  },
  /** What a device does on its own: "the lights go off", "the heater comes on". */
  becomes: { on: ["come on", "comes on"], off: ["go off", "goes off"] },
  /** A particle alone at the end of a command: "porch light on", "blinds up". */
  particles: { on: ["on"], off: ["off", "out"], open: ["up"], close: ["down"] },
  /** Verbs that set a value or a state: "set the heating to 21", "dim the lights", "bring them back to 50 %". */
  setting: ["set", "dim", "brighten", "put", "make", "bring", "change", "take", "drive"],
  /** Verbs that ask for a message. */
  notify: ["notify", "alert", "warn", "tell", "message", "text", "remind", "ping", "push", "send"],
  /** What undoes each operation, for "for 10 minutes" and "until". */
  inverse: { on: "off", off: "on", open: "close", close: "open", level: "off" }
};
var ORDER_VERBS = [
  ...new Set([...Object.values(OPERATIONS.phrasal), ...Object.values(OPERATIONS.verbs)].flat().concat(OPERATIONS.setting, OPERATIONS.notify))
];

// directive/lang/en/lexicon.ts
var w = (words3) => words3.split(" ");
var PURPOSE_REST = String.raw`(?:(?!\d{1,2}:\d|\d\s?(?:am|pm)\b|\d+ (?:minutes?|hours?|seconds?)\b|\b(?:at \d|at (?:noon|midnight|sun\w*|dusk|dawn|night)|on (?:week|work|mon|tue|wed|thu|fri|sat|sun)\w*|during|between|from|tonight|daily|nightly)\b|\b(?:and|then|if|unless|only|as long as|except|but|after|before|until|every|turns?|switch(?:es)?|opens?|closes?|notify|(?:comes?|goes?|come|go) (?:on|off)|(?:when|while) (?!(?:i|we|you|he|she|they)\b))\b)[^,])*(?=,|$)`;
var LEXICON = {
  filler: w(
    "a an the my our your their his her its this that these those please kindly just also really simply actually always right now immediately automatically again too then so can could would will you i want like need sure ensure let hey ok okay thank"
  ),
  grammar: {
    connectives: w(
      "and or but when whenever if once while as soon long provided case until till til except excluding apart other than from longer"
    ),
    prepositions: w(
      "in at of for by with without into through throughout over under above below after before during between around via upon about back away past"
    ),
    pronouns: w(
      "it they them he she we us me everyone everybody everything everywhere someone somebody anyone anybody nobody none both all every each any some whole entire last no not"
    ),
    auxiliaries: w(
      "is are was were be been being has have had does do did get got getting stay stayed remain kept left still already ever should must shall"
    ),
    actions: w("started stopped adjust reset increase decrease reduce darken going gone coming follow help"),
    quantities: w(
      "percent percentage degree celsius fahrenheit kelvin k lux ppm level brightness position setpoint temperature temp speed full fully halfway half way third quarter maximum max minimum min highest lowest brightest dimmest top blast completely partially more less least higher warmer colder cooler hotter brighter darker humid hot bright dark freezing exceed rise climb drop fall dip hits reach point humidity illuminance illumination carbon dioxide reading value consumption consuming generating producing drawing watt kw kilowatt wind gust kmh mph cm mm kwh volt v"
    ),
    times: w(
      "time minute second sec hour hr hrs daily nightly hourly week weekday weekend workday work working business morning evening afternoon night tonight midnight noon midday am pm later ago late early single monday tuesday wednesday thursday friday saturday sunday mon tue wed thu thurs fri sat sun thru quarter"
    ),
    sun: w("sunset sunrise sundown sunup dusk dawn daybreak nightfall twilight first horizon rose went darkness"),
    events: w(
      "movement moves moving activity detected detect sees seen occupied occupancy empty vacant unoccupied vacancy inactivity presence clear cleared rain raining moisture running finished finish done complete completed ready end begins cycle program load state enters entering walks arrive arriving arrival return returning departs departed home trigger triggered trips tripped fires sounds beeps rings rang rung pressed presses pushed pushes"
    ),
    people: w("person family household kids parent"),
    notify: w("notification say saying know phone smartphone mobile reminder warning"),
    modes: w("mode auto only air"),
    colours: w("colour color"),
    places: w("house apartment flat place room area floor downstairs upstairs device there sensor"),
    /** Words before a device noun that say no more than the noun: "roller shutter", "tumble dryer". */
    modifiers: w("roller tumble"),
    vehicles: w("car vehicle ev charger charging")
  },
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
    w("winter"),
    w("summer"),
    w("spring"),
    w("autumn"),
    w("holiday holidays vacation"),
    w("rain raining"),
    w("snow snowing")
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
    ["doorbell", "door bell", "bell"]
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
    // "no point wasting it", "on their own": why, or how, not what.
    new RegExp(`\\b(?:there is )?no point (?:in )?\\w+ing\\b${PURPOSE_REST}`),
    /\bon (?:their|its) own\b/
  ]
};

// directive/lang/en/numbers.ts
var UNITS = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19
};
var TENS = { twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90 };
var SCALES = { hundred: 100, thousand: 1e3 };

// directive/lang/en/following.ts
var STATES = [
  { during: "runs|run|is running|are running|is going|are going|is in use|are in use|operates", ends: "finishes|stops|stop|ends|is done|is finished|has finished|has stopped|turns off|goes off|is off|done|finished|stops running", start: "starts", end: "finishes" },
  { during: "is on|are on|is switched on|are switched on|is turned on|are turned on", ends: "turns off|turn off|goes off|go off|is off|are off|is turned off|are turned off|is switched off|are switched off|switches off|switch off", start: "turns on", end: "turns off" },
  { during: "is open|are open|is opened|are opened", ends: "closes|close|shuts|shut|is closed|are closed|is shut|are shut|gets closed", start: "opens", end: "closes" }
];
var MATCHERS = STATES.map((s) => ({ ...s, isDuring: new RegExp(`^(?:${s.during})$`), isEnd: new RegExp(`^(?:${s.ends})$`) }));
var LEAD = String.raw`(?:(?:is it possible|would it be possible|is there a way|how (?:can|do) i) to )?(?:(?:i'd like|i would like|i want|we want|we'd like|have|get|let|make|keep|turn|switch|put) )?(?:for )?`;
var FOLLOWER = String.raw`(?:on ((?:(?!\bwhile\b)[^,])+?)|((?:(?!\bwhile\b)[^,])+?) (?:to )?(?:on|run|running|to be on|come on|comes on))`;
var UNDO = String.raw`(?:(?:turn|switch|shut|have|make) (?:it |them |the [\w' ]+? )?)?(?:off|stop|stops|stop running|go off|goes off)(?: again)?`;
var WHILE = new RegExp(
  String.raw`^${LEAD}${FOLLOWER} (?:while|whilst|as long as|for as long as|whenever|when) ((?:(?!\b(?:while|when|and)\b)[^,])+?) (${STATES.map((s) => s.during).join("|")})\b,? (?:and )?(?:then )?${UNDO} (?:when|once|after|as soon as) (?:(it|they|the [\w' ]+?|[\w' ]+?) )?(${STATES.flatMap((s) => s.ends.split("|")).join("|")})$`
);
var words = (phrase) => phrase.split(" ").filter((w2) => w2 && w2 !== "the");
function follow(said3, on, named2, other, during, who, ends) {
  const state = MATCHERS.find((s) => s.isDuring.test(during));
  if (!state.isEnd.test(ends)) return said3;
  if (who && !/^(?:it|they)$/.test(who) && !words(who).every((w2) => words(other).includes(w2))) return said3;
  const device = on ?? named2;
  return `turn on ${device} when ${other} ${state.start}, and turn off ${device} when ${other} ${state.end}`;
}
var FOLLOWING = [
  // "Garage strip lights follow the workshop door: on while it is open": "it" is the device followed.
  [/^([\w' ]+?) follows? ((?:the )?[\w' ]+?) (on|run|running) (while|whilst|as long as|whenever) (?:it|they) /, "$1 $3 $4 $2 "],
  [WHILE, follow]
];

// directive/lang/en/event-wordings.ts
var EVENT_WORDINGS = [
  // "when the drip tray detects water", "… is wet": a moisture sensor sensing a leak.
  [/\b(?:detects?|senses?) (?:water|moisture)\b|\b(?:is|are|gets?|becomes?) wet\b/g, "detects a leak"],
  // "when the garage door goes up", "if it's still up": a door or cover that goes up opens, one that is up is open.
  [/\b(doors?|gates?|shutters?|blinds?|shades?|covers?) (?:goes|go|rolls|roll|comes|come) up\b/g, "$1 opens"],
  [/\b(doors?|gates?|shutters?|blinds?|shades?|covers?) (?:goes|go|rolls|roll|comes|come) down\b/g, "$1 closes"],
  [/\b((?:door|gate|it|they) (?:is|are)(?: still)?) up\b/g, "$1 open"],
  // "the sump pump kicks on": it turns on; "is pulling more than 0.8 kW": it draws.
  [/\bkicks? (?:on|in)\b/g, "turns on"],
  [/\b(?:is )?(?:pulling|using) (more|less) than\b/g, "is drawing $1 than"],
  // "it's dark out": dark.
  [/\bdark out(?:side)?\b/g, "dark"],
  // "if it's above 50 degrees outside": the outdoor temperature.
  [/\bit is (above|below|over|under|more than|less than|warmer than|colder than) (-?\d+(?:\.\d+)?) degrees (?:outside|outdoors|out)\b/g, "the outdoor temperature is $1 $2 degrees"],
  // "any leak sensor wet": it detects a leak.
  [/(?<=\bsensors? )wet\b/g, "detects a leak"],
  // "when either garage door opens": any of them.
  [/\beither (?!the\b|of\b|a\b|an\b|one\b|or\b)(?=\w)/g, "any "],
  // "when somebody enters the house": someone arrives home.
  [/\b(someone|somebody|anyone|anybody) (?:enters|comes into|walks into|gets into) the (?:house|home)\b/g, "$1 arrives home"],
  // "if open >10 min": held that long.
  [new RegExp(`\\b(open|on|closed|off) (more than ${DURATION})`, "g"), "$1 for $2"],
  [new RegExp(`\\bafter ${DURATION} of (?:it |them )?being (?:switched |turned )?on\\b`, "g"), "after $1 $2"],
  // "when just arrived": when someone arrives; "turn off X after 5 minutes on": once it has been on that long.
  [/\b(when|once) (?:just )?(?:arrived|arriving)\b/g, "$1 someone arrives"],
  [new RegExp(`\\bafter ${DURATION} on\\b`, "g"), "after $1 $2"],
  // "Notify when the dryer finishes based on power below 20W": the reading it is told by.
  [/\b(?:finishes|is done|is finished|completes) (?:based on|according to|using|by) (?:the |its )?(?=[\w ]*\b(?:power|consumption|energy|current)\b)/g, ""],
  // "Notify Front Door Open": a notice titled by its event.
  [/^(notify|alert)(?: me)? ((?:(?!\b(?:when|whenever|if|once|every|is|are|and|or|not)\b)[\w' ]){2,40}?) (open|opened|closed|left open|unlocked)$/, "$1 me when $2 is $3"],
  // "when my backdoor state changes to open": when it is open.
  [/\b(?:state |status )?changes? to (open|closed|on|off)\b/g, "is $1"],
  // "turn off the heating if …, with an alert": and a message.
  [/,? with an? (?:alert|notification|message|push notification)\.?$/, ", and notify me"],
  // "turn off the kitchen lights when nobody is there": the room of the targets is empty, as its motion says.
  [/\b(when|whenever|if|once) (?:nobody|no one) is (?:there|in there|in the room)\b/g, "$1 there is no motion"],
  // "Dinner Table Spots Turn On At Half Brightness": the level said in words.
  [/\b(?:at|to) half brightness\b/g, "to 50 percent"],
  // "Turn off all lights when we leave except the porch light": the exception belongs to the targets, never to the event.
  [/^((?:turn|switch|close|open|set|dim)\b[^,]*?) ((?:when|whenever|if|once|as soon as) [^,]+?) ((?:except(?: for)?|apart from|other than|excluding|but not) [^,]+)$/, "$1 $3 $2"],
  // "Run scene to dim the living room": which scene is not said.
  [/^(?:run|trigger|activate|start) (?:a |the )?scene to\b/, "activate a scene that would"],
  // "Turn on the bedside lights at movement": when there is motion.
  [/\b(?:at|on|upon) (?:any )?(?:motion|movement)\b(?! sensor)( when\b)?/g, (_, more) => more ? "when there is motion and" : "when there is motion"],
  [/\b(?:motion|movement) (?:happens|occurs|is seen|is sensed)\b/g, "there is motion"],
  // "when the washing is done", "the dishes are done": the machine that does it.
  [/\bthe (?:washing|laundry) (is|are) (done|finished|ready|complete)\b/g, "the washing machine is $2"],
  [/\bthe dishes (?:is|are) (done|finished|ready|clean)\b/g, "the dishwasher is $1"],
  // "is in an open state": is open.
  [/\b(is|are) in an? (open|closed|on|off) (?:state|position)\b/g, "$1 $2"],
  // "the medicine cabinet door sensor is triggered": its contact opens.
  [/\b(door|window|gate|cabinet|drawer) (?:contact |sensor |contact sensor )(?:is |gets |was )?triggered\b/g, "$1 opens"],
  // "if no motion was detected over the last 30 minutes": no motion for that long.
  [new RegExp(`\\b(?:there (?:is|has been|was|have been) )?no (motion|movement|activity|one)(?: (?:was|has been|is|were|have been))?(?: detected| seen| sensed)? (?:over|in|during|within|for) (?:the (?:last|past) )?${DURATION}`, "g"), "there is no motion for $2 $3"],
  // "automate the radiator to turn off when …": the automation is the action.
  [/^automate (.+?) to (turn|switch) (on|off)\b/, "$2 $3 $1"],
  [/^automat(?:e|ing) (?:your |my |the )(.+?) to (open|close)\b/, "$2 the $1"],
  // "when my office door is left open for 60 seconds the aircon is turned off": the passive result is the action.
  [/^(when|if|once|whenever) (.+?),? (the [\w' ]+?) (?:is|are|gets?|should be|will be) (?:turned|switched) (on|off)$/, "$1 $2, turn $4 $3"],
  [/^(when|if|once|whenever) ([^,]+), (the [\w' ]+?) (?:goes|go|comes|come|turns|switches) (on|off)$/, "$1 $2, turn $4 $3"],
  // "after one hour of usage": once it has been on that long.
  [new RegExp(`\\bafter ${DURATION} of (?:usage|use|running|being on)\\b`, "g"), "after it has been on for $1 $2"],
  // "send me a short message": the message is the message.
  [/\b(?:a )?(?:short|quick|brief) (message|text|notification)\b/g, "a $1"],
  // "after say 10 mins", "at say 40c": a hedge before a number changes nothing.
  [/\bsay (?=\d)/g, ""],
  // An adverb that changes nothing an automation does.
  [/\b(?:automatically|always)\b/g, " "],
  // "on when someone enters the garage and off after the last person leaves": leaves that room, not home.
  [/\b(enters|walks into|comes into|goes into) (the [\w' ]+?)\b(.*)\b(?:after|when|once) (?:the last (?:person|one)|everyone|everybody) (?:leaves|has left|left)\b(?! home| the house)/g, "$1 $2$3when nobody is in $2"],
  // "turn the lights off after the garage door closes": after an event is when it happens.
  [/\bafter (?=(?:the|a|an|someone|somebody|everyone|everybody|nobody|\w+) (?:(?!\b(?:when|if|and|then)\b)[^,\d])*?\b(?:opens|closes|leaves|arrives|stops|finishes|ends|turns (?:on|off)|is (?:opened|closed|turned (?:on|off))|has been|have been)\b)/g, "when "],
  // "when absent": when the household is away.
  [/\b(?:when|once|if) (?:we are |i am |everyone is )?absent\b/g, "when everyone leaves"],
  // "5 minutes after there is no movement in the kitchen": no motion there for that long.
  [new RegExp(`\\b${DURATION} after there (?:is|has been) no (?:motion|movement|activity)((?: in (?:the )?[\\w' ]+?)?)(?=,|$| and\\b)`, "g"), "when there is no motion$3 for $1 $2"],
  // "the side yard sensor picks up motion": it detects it.
  [/\b(?:picks? up|registers?|catches|spots?) (?:any )?(motion|movement)\b/g, "detects $1"],
  // "with nighttime motion": when there is motion, at night.
  [/\bwith (?:night ?time|nightly|night) (?:motion|movement)\b/g, "when there is motion at night"],
  // "turn the plug off if it is on when we leave": the event, with the state as its condition.
  [/\bif (it is (?:still )?(?:on|off|open|closed|running)) (when|whenever|once|as soon as) ([^,]+)/g, "$2 $3, only if $1"],
  // "on front door open": when it opens.
  [/\bon (?:the )?((?:[\w']+ ){0,3}(?:door|window|gate)) (?:open|opened|opening)\b/g, "when the $1 opens"],
  // "Shut off if on for more than 60 mins": once it has been on that long.
  [new RegExp(`\\b(?:if|when|once) (on|off|open) for (?:more than |over |longer than )?${DURATION}`, "g"), "when it has been $1 for $2 $3"],
  // "if any of the windows or doors are left open": either kind, each as "any" of its own.
  [/\b(if|when|whenever|once) (?:any (?:of )?(?:the |my |our )?|an? |the )?(window|door)s? (?:or|our|and) (?:the )?(door|window)s? ((?:is|are|gets?) (?:(?!\b(?:while|when|if|and|but|only)\b)[^,])+|(?:open|close)s?\b(?:(?!\b(?:while|when|if|and|but|only)\b)[^,])*)/g, "$1 any $2 $4 or any $3 $4"],
  // "if someone turns it off": when it turns off, whoever does it.
  [/\b(when|whenever|if) (?:someone|somebody|anyone|anybody) (?:turns?|switch(?:es)?) (it|them) (on|off)\b/g, "$1 $2 turns $3"],
  // "after say 10 mins of it coming on": once it has been on that long.
  [new RegExp(`\\bafter ${DURATION} of (it|them|they) (?:coming|being|turning|turned|switched|switching) (on|off)\\b`, "g"), "when $3 has been $4 for $1 $2"]
];

// directive/lang/en/device-wordings.ts
var DEVICE_WORDINGS = [
  // "switch on the two bedside lamps", "both 3 fans": a count of the devices, never a level.
  [/\b(the|all|my|our|her|his|their|both|these|those) (?:[2-9]|1[0-2]) (?=(?!(?:percent|degrees|minutes?|hours?|seconds?|am|pm|watts|lux|o'clock)\b)[a-z])/g, "$1 "],
  // "Heat the front parlour to 21.5 degrees", "warm the bedroom up to 20 degrees": the room's temperature set.
  [/^(?:heat|warm|cool)(?: up| down)? ((?:the|my|our) [\w' ]+?)(?: up| down)? to (-?\d+(?:\.\d+)?) degrees\b/, "set $1 temperature to $2 degrees"],
  // "on the drawing room AC at 24": no hour of the clock, so the temperature to cool or heat to.
  [/\b((?:ac|aircon|air con|air conditioner|thermostat|heating|heater|heat pump|hvac)(?: [\w']+)?) at (2[4-9]|3[0-5])(\.\d)?\b(?! ?(?::|am|pm|percent|minutes?|hours?))/g, "$1 to $2$3 degrees"],
  // "should switch off itself": the device turning off.
  [/\b(turn|switch)(?:es|s)? (on|off) (?:itself|themselves)\b|\b(turn|switch)(?:es|s)? (?:itself|themselves) (on|off)\b/g, (_, a, b, c2, d) => `${a ?? c2} ${b ?? d}`],
  // "… the front door lights go to 90%": a level said as what the device does, as the step that sets it.
  // Never an event's subject ("if the bathroom light turns on at 50 %").
  [/(?<!\b(?:when|whenever|if|once|while|until|unless|and|or) )\b(the (?:(?!\b(?:is|are|was|were|opens?|opened|closes?|closed|when|if|at|and|or)\b)[\w' ])+?) (?:goes|go|is set|are set|gets set|get set|come on|comes on|turn on|turns on) (?:to|at) (\d+(?:\.\d+)? percent)\b/g, "set $1 to $2"],
  // "put the thermostat on heat at 21": a mode's number is its temperature, not a clock time.
  [/\b(on|in|to) (heat cool|heat|cool|auto|dry)(?: mode)? at (\d{1,2}(?:\.\d+)?)\b(?! ?(?::|am|pm|o'?clock|percent))/g, "$1 $2 mode to $3 degrees"],
  // "make the worktop lights 20 % brighter": a brightness step.
  [/\bmake (.+?) (\d+(?:\.\d+)?) percent (brighter|dimmer|darker)\b/g, (_, what, n2, way) => `${way === "brighter" ? "brighten" : "dim"} ${what} by ${n2} percent`],
  // "warm white with 30 percent": at that brightness.
  [/\bwith (\d+(?:\.\d+)?) percent(?: brightness)?\b/g, "at $1 percent"],
  // "drive the roller shutter down": lower it.
  [/\b(?:drive|put) ((?:the |my |our )?[\w' ]+?(?:door|gate|shutters?|blinds?|shades?|curtains?)|it|them) (down|up)\b/g, (_, what, way) => `${way === "down" ? "lower" : "raise"} ${what}`],
  // "the balcony solar makes more than 0.6 kW": generates.
  [/\b(?:makes|produces|delivers|generates) (more|less) than\b/g, "is generating $1 than"],
  // "switch over to the homework scene", "switch the thermostat over to cool": to it.
  [/\b(switch|turn|change|set|put)( [\w' ]+?)? over to\b/g, "$1$2 to"],
  // "turn off all three landing lights": "all" with a count before a plural says every one of them (the count is
  // not a value; a unit or a time after the number is). "The two lamps" in a home of three stays unread.
  [/\ball (?:[2-9]|1[0-2]) (?!(?:minutes?|hours?|seconds?|mins?|secs?|degrees?|percent|days?|weeks?|times?|am|pm|o'clock|kw|w|watts?|lux)\b)(?=(?:[a-z']+ ){0,3}[a-z']+s\b)/g, "all "],
  // "put the lane lamps and the lantern on, then …": the particle said after a list of devices.
  [/(^|,\s*(?:and |then )?)put ((?:(?!\b(?:on|off|then)\b)[^,])+? and (?:(?!\b(?:on|off|then)\b)[^,])+?) on(?=\s*(?:,|$|then\b|at\b|when\b))/g, "$1turn on $2"],
  // "crank the porch fan all the way up": to its maximum.
  [/\b(?:crank|turn|put) ((?:the |my |our )[\w' ]+?) all the way up\b/g, "set $1 to 100 percent"],
  // "bump the game room lights up 20%": a brightness step, up or down.
  [/\b(?:bump|turn|take|bring|nudge|crank|knock) ((?:the |my |our |it|them)[^,]*?) (up|down) (\d+(?:\.\d+)?) percent\b/g, "take $1 $2 by $3 percent"],
  // "walkway lights and porch light on at dusk": devices, then the state and when.
  [/^((?:(?!\b(?:on|off|at|when|if|turn|switch|set|shall|will|should|comes?|goes?|turns?|notifications?)\b)[\w' ]){2,60}? and (?:(?!\b(?:on|off|at|when|if|turn|switch|set|shall|will|should|comes?|goes?|turns?)\b)[\w' ]){2,40}?) (on|off) (?=at |when |every |if |on )/, "turn $2 $1 "],
  // "let the shutter down", "let the blinds up": lower or raise them.
  [/\blet ((?:the |my |our )?[\w' ]+?|it|them) (down|up)\b/g, (_, what, way) => `${way === "down" ? "lower" : "raise"} ${what}`],
  // "lets have Owen's lamp come on at 8pm and have it shut off at 8:30pm": have X do it is doing it to X.
  [/^let'?s have ((?:the )?[\w' ]+?) (?:come|go|turn|switch) (on|off)\b/, "turn $2 $1"],
  [/\bhave (it|them) (?:shut|turn|switch|go|come) (off|on)\b/g, "turn $1 $2"],
  // "have the curtains close 15 minutes before sunset": the curtains, closed then.
  [/^have ((?:the|my|our) [\w' ]+?) (close|open|turn on|turn off|switch on|switch off)\b/, "$2 $1"],
  // "Set the dinner scene": a scene is set by activating it.
  [/\bset (?:the |my |our )?([\w' ]+? scene)\b/g, "activate the $1"],
  // "Kitchen Lights FULL": a light at full brightness.
  [/^((?:the )?[\w' ]{2,40}? lights?) (?:full|full brightness|max|maximum)$/, "set $1 to 100 percent"],
  // "the porch light should come on at dusk", "is programmed to go on", "I have my porch light scheduled to turn off at 11pm".
  [/\b(?:should|must|shall|will|would|needs? to|has to|have to|(?:is|are) (?:programmed|scheduled|set|timed|configured) to) (?=(?:come|go|turn|switch)(?:es|s)? (?:on|off)\b)/g, ""],
  [/^i have ((?:the |my |our )[\w' ]{2,40}?) (?:set|programmed|scheduled|timed|configured) to (?:come|go|turn|switch) (on|off)\b/, "turn $2 $1"],
  // "when the door opens the porch light comes on": the event, then what the device does, with no comma between.
  [/^(when|whenever|if|once) ([^,]+?) (the (?:(?!\b(?:is|are|was|were|opens?|opened|closes?|closed|goes|above|below|when|if|and|or)\b)[\w' ])+?) (?:comes?|goes?|turns?|switch(?:es)?) (on|off)$/, "$1 $2, turn $4 $3"],
  [/^((?:the )?[\w' ]{2,40}?) (?:comes?|goes?) (on|off) (?=at |every |on |when |if )/, "turn $2 $1 "],
  // "(making sure) the pool pump is turned off at 10 PM": what should be done to the device then, said in the passive.
  [/^(?:(?:making|make) sure (?:that )?|ensure (?:that )?)?((?:the |my |our )[\w' ]{2,40}?) (?:is|are|gets?|should be|will be|must be|needs to be) (?:turned|switched) (on|off) (?=at |every |when |whenever |if |by |once |on )/, "turn $2 $1 "],
  // "the dining table lamp turns on at 7 p.m.": a device that turns itself on then ("these", "it" and modals name no
  // device; an order or a second clause is no subject).
  [/^((?:(?!\b(?:will|should|shall|must|can|could|would|these|those|they|it|to|sure|when|and|turn|switch)\b)[\w' ]){2,40}?) (?:turns?|switch(?:es)?) (on|off) (?=at |every |when |whenever |if |as )/, "turn $2 $1 "],
  // "at 7am, the lights in Owen's room come on": the time first, then what happens.
  [/^(at [^,]+), ((?:the )?[\w' ]{2,60}?) (?:comes?|goes?|turns?|switch(?:es)?) (on|off)(?: automatically)?$/, "$1, turn $3 $2"],
  [/^(at \d[^,]*?),? ((?:the )?(?:(?!\b(?:if|when|while|unless|is|are|still|open|close|shut|turn|switch|set)\b)[\w' ]){2,60}?) (?:gently |slowly |automatically )?(open|close)s?(?: automatically)?$/, "$1, $3 $2"],
  // "heated towel rail 5am-7am": a device and the window it is on in.
  [/^(?!(?:turn|switch|set|open|close|dim|activate|keep|run|start|notify|when|if|at|on|from|every)\b)((?:the |my |our )?[\w' ]{2,40}?),? (?:on )?(?=from \d[^,]* until \d)/, "turn on $1 "],
  // "bathroom heat lamps and the towel warmer, on at 6:05 AM": devices, then their state and time.
  [/^(?!(?:turn|switch|set|open|close|dim|activate)\b)((?:(?!\b(?:on|off|at)\b)[\w' ]){2,80}?), (on|off) (?=at \d[^,]*$)/, "turn $2 $1 "]
];

// directive/lang/en/framings.ts
var gerund = (verb) => {
  const [word, ...rest] = verb.split(" ");
  const ing = /[^e]e$/.test(word) ? `${word.slice(0, -1)}ing` : /^[^aeiou]*[aeiou][bdgmnprt]$/.test(word) ? `${word}${word.at(-1)}ing` : `${word}ing`;
  return { ing: [ing, ...rest].join(" "), verb };
};
var OPERATION_VERBS = [...new Set([...Object.values(OPERATIONS.phrasal), ...Object.values(OPERATIONS.verbs)].flat())];
var GERUNDS = OPERATION_VERBS.map(gerund);
var BY_GERUND = new Map(GERUNDS.map((g) => [g.ing, g.verb]));
var third = (verb) => {
  const [word, ...rest] = verb.split(" ");
  const s = /(?:s|sh|ch|x)$/.test(word) ? `${word}es` : /[^aeiou]y$/.test(word) ? `${word.slice(0, -1)}ies` : `${word}s`;
  return { said: [s, ...rest].join(" "), verb };
};
var THIRD = ORDER_VERBS.map(third);
var BY_THIRD = new Map(THIRD.map((t) => [t.said, t.verb]));
var ASK_FOR_RULE = String.raw`(?:please )?(?:(?:i|we|you) (?:want|need|would like|'d like) to |(?:just )?imagine (?:that )?you want to |let's |lets |(?:we|i) (?:achieved|did|do|solved|handle|handled) (?:this|it|that) by )?(?:create|creating|make|making|set up|setting up|build|building|write|writing|add|adding|configure|configuring) (?:an?|the|me an?) (?:automation|rule|routine)(?: in home assistant)? (?:(?:that|which|to|so that) |(?=(?:when|whenever|if|once)\b))`;
var THE_RULE = String.raw`(?:(?:this|the|my|our|an?|one|(?:a )?single) (?:app|automation|rule|script|routine|flow|blueprint|program|schedule|timer)(?: (?:that|which))?|(?:i|we) (?:have|had|use|made|set up) (?:a|an) (?:[\w-]+ )?(?:rule|automation|routine|flow|timer|app|script|schedule) (?:that|which))`;
var SAID_OF_IT = THIRD.map((t) => t.said).join("|");
var ORDER = ORDER_VERBS.join("|");
var WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"];
function otherDays(said3, within = WEEKDAYS) {
  const left = within.filter((day) => {
    const i = WEEKDAYS.indexOf(day);
    return !(said3.includes(day) || /weekends?/.test(said3) && i >= 5 || /weekdays?/.test(said3) && i < 5);
  });
  return `on ${left.join(" and ")}`;
}
var STATE_VERB = { closed: "close", shut: "close", open: "open", opened: "open", on: "turn on", off: "turn off" };
var FRAMINGS = [
  // "If … - turn on the thermostat, and if … - turn it off": each rule as its step and its condition.
  [new RegExp(`(^|, and )(if|when|whenever|once) ([^,]+?) ?[-\u2013] ?((?:${ORDER})\\b[^,]*)`, "g"), "$1$4 $2 $3"],
  // "This app turns on …", "Sends a notification when …": what a rule does, said of it, is the order.
  // "A single schedule that turns on …": the same, said of a rule not yet written.
  [new RegExp(`^(?:${THE_RULE} )?(?:will |should |shall )?(?:automatically )?(${SAID_OF_IT})\\b`), (_, said3) => BY_THIRD.get(said3)],
  [new RegExp(`^${THE_RULE} (?:will |should |shall )?(?:automatically )?(?=(?:${ORDER})\\b)`), ""],
  // "turn on a bathroom light based on motion": when there is motion.
  [/\bbased on (?:the )?(?:motion|movement|occupancy)\b/g, "when there is motion"],
  // "reminds you to …", said of the rule: the message is for the person reading it.
  [new RegExp(`^(${OPERATIONS.notify.join("|")}) you\\b`), "$1 me"],
  // "Will dim the landing light …", "I want to notify when …": the order, said as what will happen.
  [new RegExp(`^will (?=(?:${ORDER})\\b)`), ""],
  [/^i (?:want|would like|need) to (notify|alert|warn)\b(?! me\b)/, "$1 me"],
  // "every morning at 6:30 AM, it turned on the electric blanket": what it did is what it is to do.
  [/\bit (?:turned|switched) (on|off)\b/g, "turn $1"],
  // "…, you will be notified": a message asked for.
  [/\b(?:you|i|we) (?:will |shall |should |would )?(?:be|get|are|gets) (?:notified|alerted|warned|informed)\b/g, "notify me"],
  // "switching on the coffee machine", a step written as what happens: the verb.
  // Not where it names a place: "drawing room" is a room, "washing machine" a device.
  [new RegExp(`(^|, (?:and )?)(${GERUNDS.map((g) => g.ing).join("|")})\\b(?! (?:rooms?|machines?|area|board)\\b)`), (_, before, ing) => `${before}${BY_GERUND.get(ing)}`],
  // "With the kitchen light, it turns on whenever …": the device said first is what "it" is.
  [/^(?:with|for) ((?:the|my|our) [\w' ]+?),\s*(?:it|they) (?=(?:turns?|switch(?:es)?|comes?|goes?) (?:on|off)\b)/, "$1 "],
  // "Notifications to let me know when …": a message asked for.
  [/^(?:a |the )?(?:push )?(?:notifications?|alerts?|messages?) to (?=(?:let \w+ know|tell \w+|notify \w+)\b)/, ""],
  // "I have a rule that turns off …", "my purpose is to …", "it is recommended to …": what the rule does is asked for.
  [/^(?:i|we) (?:have|had|use|made|set up) (?:a|an) (?:[\w-]+ )?(?:rule|automation|routine|flow|timer|app|script|schedule) (?:that|which) /, ""],
  [/^(?:my|our|the) (?:purpose|goal|idea|aim|plan) is to /, ""],
  [/\bit is (?:recommended|advisable|best|a good idea) to /g, ""],
  [/\b(?:utilize|utilise|use) (?:a|the) timer to /g, ""],
  // "If e.g. a smoke detector triggers": an example is what is asked for.
  [/\b(?:e\.g|eg|i\.e|for example|for instance)\b,? ?/g, ""],
  // "rig Juniper's night light to turn off at 6am": the light, turned off then.
  [/^(?:rig|program|configure|set) ((?:the |my |our )?[\w' ]+?) to (turn on|turn off|switch on|switch off|open|close)\b/, "$2 $1"],
  // "receive a notification every time …": a message asked for.
  [/^(?:i )?(?:receive|get) an? (?:push )?(?:notification|message|alert|text)\b/, "notify me"],
  // "This automation turns on …": the automation is what is asked for.
  [/^this automation (?=turns?\b|switch(?:es)?\b|opens?\b|closes?\b|sets?\b|will\b|should\b)(?:will |should )?/, ""],
  // "I'd like Glen to receive a text if …", "you want to receive a notification if …": a message asked for.
  [/^(?:i'd like|i would like|i want) (\w+) to (?:get|receive) an? (?:text|message|notification|alert)\b/, "notify $1"],
  [/^(?:you|we) (?:want|would like|'d like|need) to (?:get|receive|have) an? (?:text |push )?(?:message|notification|alert|text)\b/, "notify me"],
  // "I'd like the bedroom blinds closed at night": the state wished for, as the step that makes it.
  [/^(?:i'd like|i would like|i want|you want|we want) (the [\w' ]+?) (?:to be )?(closed|shut|open|opened|on|off)\b/, (_, what, state) => `${STATE_VERB[state]} ${what}`],
  // "… then the office fan should be on", "the shutters must be closed at sunset": the state wanted, as the step that makes it.
  // After another order's comma, "will be" foretells and "… should be on then" expects ("turn on the fan when it is hot,
  // the heater will be off"): remarks, never orders.
  [/(^|, |\bthen |\d(?:am|pm)? )(the [\w' ]+?) (should|must|shall|will|needs? to|has to|have to) be (closed|shut|open|opened|on|off)\b( then$)?/g, (said3, before, what, modal, state, then) => before === ", " && (modal === "will" || then) ? said3 : `${before}${STATE_VERB[state]} ${what}${then ?? ""}`],
  // "write me a message", "write Zofia a message": a notification to them.
  [/\bwrite (me|us|\w+) an? (?:message|note|text|notification)\b/g, "notify $1"],
  // "When the dryer stops, tell Ines the washing is done": after the event, a statement told to someone is the message.
  [/(,\s*(?:and |then )?|\bthen )(tell|text|message|ping) (me|us|everyone|everybody|\w+)((?: and \w+)?) (?!(?:that|about|to|when|whenever|if|once|and|at|on|after|before|via|by|with)\b)(?=(?:the|it|its|we|our|your|my|dinner|lunch|breakfast|tea|supper|someone|somebody|there)\b[^,]*?\b(?:is|are|was|were|has|have|had|needs?)\b)/g, "$1$2 $3$4 that "],
  [/\bwrite an? (?:message|note|text|notification) to (me|us|\w+)\b/g, "notify $1"],
  // "I want the garage door to auto close after 15 minutes": once it has been open that long.
  [new RegExp(`^(?:i want|i'd like|i would like|you want) (the [\\w' ]+?) to (?:auto-? ?|automatically )?(close|shut|turn off|switch off) after ${DURATION}`), (_, what, verb, n2, unit) => `${verb} ${what} after it has been ${/close|shut/.test(verb) ? "open" : "on"} for ${n2} ${unit}`],
  [/^i want a way to (?:automatically )?/, ""],
  // "at the start of the bedtime routine at 8:00pm": a named moment said with its time is the time.
  [/\bat (?:the )?(?:start|beginning|end) of (?:the |my |our )?[\w' ]+? (?=at \d)/g, ""],
  // "I need to turn on …", "At 10:30 PM I turn off …": the speaker's own doing is the automation's.
  [/^i (?:need|want|wanted|would like|'d like|have) (?:you )?to (?=turn|switch|open|close|set|dim|start|stop)/, ""],
  [/(^|, |\d(?:am|pm)? )i (turn|switch|open|close|set|dim|shut)\b/g, "$1$2"],
  [/^i run (?=(?:the|my) )/, "turn on "],
  // "schedule my living room blinds to open …": the schedule is the automation.
  [/^schedule (.+?) to (open|close|turn on|turn off|switch on|switch off)\b/, "$2 $1"],
  // "Trigger the front door light by the motion sensor": turn it on on motion.
  [/^trigger (.+?) (?:by|with|from|on) (?:the |a )?(?:motion|movement)(?: sensor)?$/, "turn on $1 when there is motion"],
  // The request framed as a forum question or an order for an automation: "How do I turn on …", "create an automation that notifies you if …".
  [/^(?:how (?:do i|can i|could i|to|would i) )(?=turn|switch|set|open|close|dim|make|get|notify|send)/, ""],
  // "I want to create a rule to …", "imagine you want to make a rule that …", "create a rule when …": what it does.
  [new RegExp(`^${ASK_FOR_RULE}(?:notif(?:y|ies) (?:you|me|us)|alerts? (?:you|me|us))\\b`), "notify me"],
  [new RegExp(`^${ASK_FOR_RULE}(?:(${SAID_OF_IT})\\b)?`), (_, said3) => said3 ? BY_THIRD.get(said3) : ""],
  // "I wanted to get a text message on my phone when …", "… it will give me a push notification": a message asked for.
  [/^i (?:want|wanted|would like|need) to (?:get|receive|have) an? (?:text |push |sms )?(?:message|notification|alert|text)(?: on my (?:phone|mobile|cell))? (?=when|if|whenever|once)/, "notify me "],
  [/\b(it will|it should|and) (?:give|send) me an? (?:push )?(?:notification|message|alert)$/, (_, by) => by === "and" ? "and notify me" : "notify me"],
  // "provide me and my wife with a notification when …": a message asked for.
  [/^(?:please )?(?:provide|give|send) (me|us)( and [\w' ]+?)? with an? (?:push )?(?:notification|message|alert)\b/, (_, who, more) => more || who === "us" ? "notify us" : "notify me"],
  // "Notification and turn lights on when …": a message asked for by its noun, first of the steps.
  [/^(?:a |an )?(?:push )?(?:notification|alert|message) and (?=turn|switch|open|close|set)/, "notify me and "],
  // "Washing Machine Done Notification": the notice named by its event.
  [/^((?:the )?[\w' ]{3,40}?) (done|finished|complete) (?:notification|alert|notice)$/, "notify me when $1 is $2"],
  // "Notify on leak detected": on an event is when it happens.
  [/^(notify|alert)(?: me)? on (?=\w+ (?:is )?(?:detected|opened|closed|open|completed|finished|done)\b)/, "notify me when "],
  // "A notification will be generated if the door …": the message, asked for in the passive, first.
  [/^(?:a |an )?(?:push )?(?:notification|message|alert|text) (?:will be|is|should be|gets|must be) (?:generated|sent|created|triggered|pushed|issued)(?: to (?:my|our) (?:phone|mobile|cell)s?)?\b/, "notify me"],
  // "… a push notification is sent to my phone": the message, asked for in the passive.
  [/,? (?:then )?(?:a |an )?(?:push )?(?:notification|message|alert|text) (?:is|are|should be|will be|gets) sent(?: to (?:my|our) (?:phone|mobile|cell)s?)?$/, ", notify me"],
  // "set a schedule so that the carport lights come on at dusk": the lights, turned on then.
  [/^set (?:up )?a schedule (?:so that|so|that) /, ""],
  // "at 23:30 except on friday and saturday", "every day but not on weekends": the other days.
  // "every weekday except Friday", "on weekends except Sundays": the days of that part of the week but those.
  [new RegExp(`(?:(?:,\\s*|\\s+|^)(?:(?:on|every) )?(weekdays?|weekends?))?(?:,\\s*|\\s+|^)(?:every day )?(?:except|but not|apart from|other than|excluding) (?:on |at |during )?(?:the )?((?:${DAY}|weekends?|weekdays?)(?:(?:,| and| or|, and) (?:on )?(?:${DAY}|weekends?))*)\\b`, "g"), (said3, part, days) => `${/^[\s,]/.test(said3) ? " " : ""}${otherDays(days, part ? WEEKDAYS.filter((_, i) => i < 5 === part.startsWith("weekday")) : WEEKDAYS)}`],
  // "… when there is motion and off when there has been none for 2 minutes": none of the motion said before.
  [/(\b(?:motion|movement)\b.*)\bthere (?:has been|is|was|have been) none\b/g, "$1there has been no motion"]
];

// directive/lang/en/asides.ts
var ORDER2 = ORDER_VERBS.join("|");
var SAID_STATE = String.raw`(?:is|are|was|were|has been|have been|keeps?|never|does not|do not)\b[^,]*`;
function remarkThenOrder(device, place, order) {
  return order.replace(/\b(?:it|them)\b/, `${device}${place ? ` ${place}` : ""}`);
}
var ASIDES = [
  [new RegExp(String.raw`^((?:the|my|our) [\w' ]+?) ${SAID_STATE}, ((?:${ORDER2})\b[^,]*\b(?:it|them)\b.*)$`), (_, device, order) => remarkThenOrder(device, void 0, order)],
  // "I left the lights on in the suds room, turn them off": the lights there.
  [new RegExp(String.raw`^i (?:left|forgot) ((?:the|my|our) [\w' ]+?) (?:on|off|open)(?: (in the [\w' ]+?))?(?: again)?, ((?:${ORDER2})\b[^,]*\b(?:it|them)\b.*)$`), (_, device, place, order) => remarkThenOrder(device, place, order)],
  // ", I forgot again", ", nobody is up there any more", ", Rosalind says it is not warm enough", ", it never gets
  // switched off": a remark after the order that asks nothing, in these fixed forms only, to the end of the directive.
  [new RegExp(String.raw`,\s*(?:(?:i|we) (?:forgot|forget|always forget|keep forgetting)(?: it| them)?|(?:nobody|no one)(?: is)? (?:up there|down there|in there|using it|reading|there)|[a-z]+ (?:says|said|thinks) it is (?:not |too )?(?:warm|cold|hot|chilly|dark|bright)(?: enough)?|(?:it|they) (?:never|always) gets? (?:switched|turned|left) (?:on|off))(?: (?:again|any ?more|as usual|every time|lately|today))*\s*$`), ""],
  // "and the fairy lights as well", "and ines too": one more of what was said, the "and" says so already.
  [/(\band (?:the |my |our )?[\w' ]+?),? (?:as well|too|also)\b/g, "$1"],
  // "the desk lamp and the shelf lamp, turn them both off": the devices named first are "them".
  [new RegExp(String.raw`^((?:the|my|our) [^,]+?(?: and (?:the|my|our) [^,]+?)+), ((?:${ORDER2})\b[^,]*?)\b(?:them both|both of them|them all|all of them|them)\b`), "$2 $1"],
  // "when either of the bedside lamps turns on": any of them.
  [/\beither of (?=(?:the|my|our) )/g, "any of "],
  // "notify me if the patio door opens when nobody is home": the second "when" states what holds, a condition.
  [/\b(if|when|whenever|once) ([^,]+?\b(?:opens|closes|turns on|turns off|starts|stops|arrives|leaves)) when (?=[^,]*\b(?:is|are)\b)/g, "$1 $2 while "],
  // "in case they were left on": a reason, not a condition.
  [/\s*\bin case (?:it|they) (?:was|were|is|are|got|get) (?:left )?(?:on|open)\b/g, ""],
  // "not at weekends", "but not on weekdays": the other days.
  [/,?\s*(?:but )?not (?:at|on|during) (?:the )?weekends?\b/g, " on weekdays"],
  [/,?\s*(?:but )?not (?:at|on|during) (?:the )?weekdays?\b/g, " on weekends"],
  // "but never before 7am", "not after 10pm": only after, only before.
  // "at sunrise, but not before 7:00", "no earlier than 7": whichever comes later (directive/assemble.ts).
  [/,?\s*(?:but )?(?:(?:never|not) (?:before|earlier than)|no earlier than)\b/g, " later after"],
  // "at sunrise or at 7:00, whichever is later": the same.
  [/\bat (sunrise|sunset|dawn|dusk) or (?:at )?(\S+),? whichever (?:is |comes )?later\b/g, "at $1 later after $2"],
  [/,?\s*(?:but )?(?:never|not) after\b/g, " before"],
  // "but not between 11pm and 6am": only between 6am and 11pm.
  [/,?\s*(?:but )?(?:never|not) between (\S+) and (\S+)/g, " only between $2 and $1"],
  // "if it's not dark yet", "isn't open", "is not on": the state that is.
  [/\bit is not (?:dark|night)(?: yet| out| outside)?\b/g, "it is light"],
  [/\bit is not (?:light|daytime|day)(?: yet| out| outside)?\b/g, "it is dark"],
  [/\b(is|are) not (open|closed|shut|on|off)\b/g, (_, be, state) => `${be} ${{ open: "closed", closed: "open", shut: "open", on: "off", off: "on" }[state]}`],
  // "doesn't close within 5 minutes": still open that long.
  [/\bdoes not (?:close|get closed|shut) (?:within|in) /g, "has been open for "],
  // "is no longer home": is away.
  [/\b(?:is|are) no longer (?:at )?home\b/g, "is not home"],
  // "the hall goes quiet for 5 minutes", "nobody has been in the lounge for 30 minutes": no motion there that long.
  [/\bthe ([\w' ]+?) (?:goes|has gone|is|has been) quiet for\b/g, "there has been no motion in the $1 for"],
  [/\bit (?:goes|has gone|is|has been) (?:quiet|clear) for\b/g, "there has been no motion for"],
  // "whilst nobody's in", "when mark gets in": at home, arriving home.
  [/\b(nobody|no one|everyone|everybody|someone|somebody|anyone) is in(?=\s*(?:,|$|\b(?:and|or|but|while|whilst|when|if|after|before|at|on)\b))/g, "$1 is home"],
  // Only after a word that starts an event: "…, rain gets in" is a remark about the weather, not someone arriving.
  [/\b(when|whenever|once|as soon as|after|until|if|before) (\w+) gets in(?=\s*(?:,|$|\b(?:and|or|but|while|whilst|when|if|after|before|at|on)\b))/g, "$1 $2 gets home"],
  // "when Otis gets home from school": home, wherever from.
  [/\b((?:gets?|comes?|arrives?|got|came) (?:back )?home) from (?:school|work|the office|college|uni|university|the gym|shopping|holiday|vacation|a trip|practice|training)\b/g, "$1"],
  // "the loo motion sensor picks something up": it detects motion.
  [/\bpicks (?:something|someone|anything|anyone|movement|motion) up\b|\bpicks up (?:something|someone|anything|anyone|movement|motion)\b/g, "detects motion"],
  // "off after 2 minutes with no movement on the landing": when there has been none that long.
  [/\bafter (\d+(?:\.\d+)? (?:seconds?|minutes?|hours?)) (?:with|of) no (?:motion|movement|activity)((?: (?:on|in) the [\w' ]+?)?)(?=,|$| and\b| then\b)/g, "when there is no motion$2 for $1"],
  // "the drive motion sensor sees someone", "spots movement": it detects motion.
  [/\b(?:sees|spots|notices|senses|catches) (?:someone|somebody|something|anyone|anybody|movement|motion)\b/g, "detects motion"],
  // "when the high water sensor trips", "the door sensor is triggered": a sensor that goes on.
  [/(?<!\bmotion )\b((?:sensor|detector|contact)s?) (?:trips|is tripped|gets tripped|is triggered|gets triggered|triggers|fires|goes off)\b/g, "$1 turns on"],
  [/\b(?:nobody|no one) has been in (the [\w' ]+?) for\b/g, "there has been no motion in $1 for"]
];

// directive/lang/en/wishes.ts
var PLAIN = { turning: "turn", switching: "switch", closing: "close", opening: "open", setting: "set", putting: "put", dimming: "dim", running: "run", lowering: "lower", raising: "raise", activating: "activate", starting: "start", stopping: "stop", shutting: "shut", sending: "send", making: "make" };
var WISH = String.raw`(?:i'd like|i would like|i want|we want|we'd like|we would like|i'd love|i need|we need)`;
var WISHED = {
  "come on": "turn on $",
  "go on": "turn on $",
  "switch itself on": "turn on $",
  "turn itself on": "turn on $",
  "switch on": "turn on $",
  "turn on": "turn on $",
  "turned on": "turn on $",
  "switched on": "turn on $",
  on: "turn on $",
  "come off": "turn off $",
  "go off": "turn off $",
  "switch itself off": "turn off $",
  "turn itself off": "turn off $",
  "switch off": "turn off $",
  "turn off": "turn off $",
  "turned off": "turn off $",
  "switched off": "turn off $",
  off: "turn off $",
  open: "open $",
  opened: "open $",
  close: "close $",
  closed: "close $",
  shut: "close $",
  raised: "open $",
  lowered: "close $",
  "shut off": "turn off $",
  "come up": "open $",
  "go up": "open $",
  "come down": "close $",
  "go down": "close $",
  "kick on": "turn on $",
  "kick off": "turn off $",
  "set to": "set $ to",
  "go to": "set $ to",
  "be at": "set $ to",
  at: "set $ to",
  "running at": "set $ to",
  "run at": "set $ to",
  running: "turn on $"
};
var IRREGULAR = { set: "set", shut: "shut", put: "put", cut: "cut", run: "run", keep: "kept", leave: "left", make: "made", bring: "brought", take: "taken", drive: "driven", light: "lit", send: "sent", tell: "told", dim: "dimmed", stop: "stopped", flip: "flipped" };
var PARTICIPLES = Object.fromEntries(
  ORDER_VERBS.filter((verb) => !verb.includes(" ")).map((verb) => [IRREGULAR[verb] ?? (verb.endsWith("e") ? `${verb}d` : `${verb}ed`), verb])
);
var NOUN_AFTER = String.raw`(?:the|my|our|a|an|this|that|all|(?:each|every)(?! (?:\d|day|night|morning|evening|week|hour|minute|weekday|time)))\b`;
var WISHED_TARGET = String.raw`(?:for )?((?:(?:all|every|both)(?: \d+)? (?:the |my |our )?|the |my |our )(?:(?!\bto\b)[\w' ])+?)`;
var longestFirst = (words3) => [...words3].sort((a, b) => b.length - a.length).join("|");
var VERB_ALTERNATION = longestFirst(ORDER_VERBS);
var OTHER_STATE = { open: "closed", closed: "open", shut: "open", on: "off", off: "on", home: "away", away: "home" };
var PLAIN_VERB = { turns: "turn", switches: "switch", raises: "raise", lowers: "lower", opens: "open", closes: "close", dims: "dim", sets: "set", starts: "start", stops: "stop", runs: "run", activates: "activate", "lights up": "turn on", notifies: "notify", sends: "send", shuts: "shut" };
var WISHES = [
  // How people ask on a forum: "I'm trying to get the coop light to come on at 5am", "How do I make the heater switch
  // off at 9:30?", "My goal is for the percolator to …", "Looking for an automation that turns …": the wish, or the order.
  [/^(?:i'm|i am|we're|we are) trying to (?:get|have|make) |^how (?:do|can|would|should) (?:i|we) (?:get|have|make) |^(?:my|our|the) goal is (?:for|to have|to get|to make) /, "i'd like "],
  // "Can I get the fountain pump to come on …", "Can someone help me make the lamps go off?": the wish.
  [/^(?:can|could) (?:(?:someone|somebody|anyone|you) help (?:me|us) (?:to )?|(?:i|we) )(?:get|have|make) (?=(?:the|my|our|all|both|every) )/, "i'd like "],
  [new RegExp(String.raw`^(?:(?:i'm|i am|we're|we are) )?(?:trying to (?:set up|create|build|write|find|make)|looking for) (?:an? )?(?:automation|something|rule|routine|way|script) (?:that|which|to) (?:(${Object.keys(PLAIN_VERB).join("|")})\b)?`), (_, verb) => verb ? `${PLAIN_VERB[verb]} ` : ""],
  [/^(?:(?:i'm|i am|we're|we are) trying to|how (?:do|can|would|should) (?:i|we)|(?:my|our|the) goal is to) /, ""],
  // "Go ahead and open …", "I'd love it if you could put on …", "I'd like you to close it": the order itself.
  [/\b(?:go ahead and|i'd love it if you could|i would love it if you could|(?:could you |can you |please )?make it so (?:that )?)\s*/g, ""],
  [new RegExp(String.raw`\b${WISH} you to\s+`, "g"), ""],
  // "Is it possible to close the awning at sundown?", "… to have the towel warmer on from 6": the order, or the wish.
  [/^(?:is it possible|would it be possible|is there a way) to (?:have|get) /, "i'd like "],
  [/^(?:is it possible|would it be possible|is there a way) to /, ""],
  // "I'd like a notification when …", "I want to be alerted if …", "Priya wants a text when …": a message asked for.
  // "… a text to Walt when …": to Walt; "a reminder to take the bins out" is a message.
  [new RegExp(String.raw`(^|, )(?:${WISH}|i wish|get|(?:can|could) (?:i|we) (?:get|have)) (?:to (?:get|receive|be sent) )?(?:a|an) (?:push )?(?:notification|alert|message|text|warning)\b(?: to (?!(?:say|${ORDER_VERBS.join("|")})\b)(?=\w))?`, "g"), (said3, before) => said3.endsWith(" to ") ? `${before}notify ` : `${before}notify me`],
  [new RegExp(String.raw`(^|, )(?:${WISH}|i wish) to be (?:notified|alerted|told|warned|messaged|texted)\b`, "g"), "$1notify me"],
  [/(^|, )([a-z]+) (?:wants|would like|needs) (?:a|an) (?:push )?(?:notification|alert|message|text|warning)\b/g, "$1notify $2"],
  // "My partner wants the stove fan light dimmed", "Priya wants the sofa lamp at 40 %": a wish like one's own.
  [/^(?:(?:my|our) [a-z]+|[a-z]+) (?:wants|would like|needs) (?=(?:the|all|both|every|my|our|his|her) )/, "i'd like "],
  // "Would you mind turning off …": the order, in its plain form.
  [/\b(?:would|do) you mind (\w+ing)\b/g, (said3, gerund2) => PLAIN[gerund2] ? PLAIN[gerund2] : said3],
  // "What I want right now is for the pendants to go to 40 %": the same wish as "I'd like the pendants to …".
  [/^what (?:i|we) (?:want|would like|'d like|need)(?: to do)?(?: right now| now)? is (?:for )?/, "i'd like "],
  // "I'd like the heater to come on at five", "… all the blinds closed", "… the heat pump set to 20": the order
  // ("the lights on the stoop floor to go off": an "on" before "the" places the lights).
  [new RegExp(String.raw`(^|, |\s)${WISH} ${WISHED_TARGET} (?:to (?:be )?)?(${longestFirst(Object.keys(WISHED))})\b(?! ${NOUN_AFTER})`, "g"), (_, before, what, verb) => `${before}${WISHED[verb].replace("$", what)}`],
  // "I'd like the barn fan to run from noon", "… the percolator to start brewing", "… the stove light dimmed to 25 %":
  // any order verb, or its participle, said of the wished device, is that order on it.
  [new RegExp(String.raw`(^|, |\s)${WISH} ${WISHED_TARGET} to (${VERB_ALTERNATION})((?: (?:on|off|up|down))?)(?: \w+ing)?\b(?! ${NOUN_AFTER})`, "g"), (_, before, what, verb, particle) => `${before}${verb}${particle} ${what}`],
  [new RegExp(String.raw`(^|, |\s)${WISH} ${WISHED_TARGET} (${Object.keys(PARTICIPLES).join("|")})((?: (?:on|off|up|down))?)\b(?! ${NOUN_AFTER})`, "g"), (_, before, what, done, particle) => `${before}${PARTICIPLES[done]}${particle} ${what}`],
  [/\band (?:then )?(?:go|goes|come|comes) (on|off)(?: again)? (?=at|when|once|after)/g, "and $1 "],
  // "… on at 9 pm and back off at 11 pm": "back" says again, and names nothing.
  [/\b(and|then|and then) back (on|off)\b(?= (?:at|when|once|after|before|by|if|while|until)\b)/g, "$1 $2"],
  // "when Harriet comes home, the kettle goes on": what a device does, after the event, as the order.
  [/(,\s*)((?:the |my |our )[\w' ]+?) (?:goes|comes|turns|switches) (on|off)(?=,|$)/g, "$1turn $3 $2"],
  // "As long as someone is home, …": only then.
  [/^as long as ([^,]+),\s*/, "if $1, "],
  // "Unless it's already light out": only while it is dark; "unless it's already dark": only while it is light.
  [/\bunless it is (?:already )?(?:light|bright)(?: out(?:side)?)?\b/g, "if it is dark"],
  [/\bunless it is (?:already )?dark(?: out(?:side)?)?\b/g, "if it is light"],
  // "um", "ok so", "turn the lamp off, would you": words said around the order, which ask nothing of the home.
  [/(^|,\s*|\s)(?:um+|uh+|erm|er|hmm+)(?=\s|,|$),?/g, "$1"],
  [/^(?:ok(?:ay)?|right|so|alright|hey)(?: so)?,? (?=\w)/, ""],
  [/,? (?:would you|could you|can you|will you|please|thanks|thank you|cheers|ta)$/, ""],
  // "kindly switch off …", "kindly do the needful and …": the order, asked politely.
  [/\b(?:kindly )?do the needful(?: and)?\s*/g, ""],
  [/\bkindly\s+/g, ""],
  // "on the AC at 24", "off the geyser", "and off it when …": "on" and "off" said as the verb.
  [/(^|,\s*(?:and |then )?|\band (?:then )?|\bthen )(on|off) (?=(?:the|my|our|all|every|both|it|them)\b(?! (?:weekends?|weekdays?|hour|half|dot|first|second|third|ground|top|upper|lower|floor|\d)))/g, "$1turn $2 "],
  // "pop the lights on", "bung the heating on", "whack the rad up to 21": British for put.
  [/\b(?:pop|bung|stick|whack)\b(?= (?:the|my|our|it|them|all)\b[^,]*?\b(?:on|off|up|down)\b)/g, "put"],
  // "bloody hot", "really cold": as hot, as cold; the threshold said beside it is the measure.
  [/\b(?:bloody|really|very|super|freezing) (?=(?:hot|cold|warm|chilly|humid|dark|bright)\b)/g, ""],
  // "put the fan on like fifty percent": about that much, which is that much.
  [/\b(?:like|about|around|roughly) (?=\d+(?:\.\d+)? percent\b)/g, ""],
  // "First close the awning, then …": the order in which the steps are written is the order they run.
  [new RegExp(`^(?:first(?: of all)?|firstly),? (?=(?:${ORDER_VERBS.join("|")})\\b)`), ""],
  // "once a day at noon": every day at that time.
  [/\b(?:once a day|once daily|every single day)\b/g, "every day"],
  // "unless the skylight is open", "but not if the window is open", "don't bother if Odell isn't home": only while the
  // state is the other one ("if the skylight is closed", "if Odell is home"). Never of "someone" or "any window":
  // the other of "someone is home" is "nobody is", the rules below.
  [/(?:,?\s*\b(?:but )?(?:unless|(?:not|except) (?:if|when|while))|,?\s*\b(?:but )?(?:do not|don't) bother (?:if|when)) ((?!(?:someone|somebody|anyone|anybody|everyone|everybody|nobody|no one|any|all|every|some)\b)(?:the |my |our )?[\w' ]+?) (is|are) (not )?(open|closed|shut|on|off|home|away)\b/g, (_, who, be, not, state) => `, if ${who} ${be} ${not ? state : OTHER_STATE[state]}`],
  // "unless there is motion in the yard", "unless someone is home": only while there is none, only while nobody is.
  [/\bunless there is (?:any )?(?:motion|movement)\b/g, "if there is no motion"],
  [/\bunless (?:someone|somebody|anyone|anybody) is (?:at )?home\b/g, "if nobody is home"],
  [/\bunless (?:everyone|everybody) is (?:out|away|gone)\b/g, "if someone is home"],
  // "after sunset but before 11 pm": both bounds of the window.
  [/\b(after [^,]+?) but (before)\b/g, "$1 and $2"],
  // "straight away", "right away": now, which a directive always means.
  [/\s*\b(?:straight away|right away|at once|right now)\b/g, ""],
  // "Switch the bedside lamp off now": now, at the end, is when a directive acts anyway.
  [/,?(?<!\bjust)\s+now$/, ""],
  // "when either the back door or the gate opens": either of them, the "or" says.
  [/\beither (?=(?:the|a|an|my|our)\b[^,]*\bor\b)/g, ""]
];

// directive/lang/en/state-wordings.ts
var STILL = String.raw`(?:no (?:motion|movement|activity|one moving)|without (?:any )?(?:motion|movement|activity)|inactivity|vacancy|being empty)`;
var SUBJECT = String.raw`(?!(?:when|whenever|if|once|as soon as|at|on|every|after|before|turn|switch|set|put|dim|open|close|shut|activate|notify|alert|tell|remind|send|make|keep)\b)((?:the )?[\w'-]+(?: (?:and )?[\w'-]+){0,5}?)`;
var STATE_WORDINGS = [
  // "Kitchen LEDs on and off with the sink light", "make the fan follow the light": two branches.
  [/^(?:make |have )?(?:the )?(.+?) (?:(?:turn )?on and off|follow) (?:with )?(the .+)$/, "turn on $1 when $2 turns on, and turn off $1 when $2 turns off"],
  // "if someone leaves the fridge door open for 3 mins", "if the kids left it on": the device is left so, by whoever.
  // Only after "if" or "when": "…, Otis left them on again" reports what happened, a remark.
  [/(?<=\b(?:if|when|whenever|once|in case|unless) )(?:someone|somebody|anyone|anybody|i|we|you|they|he|she|the kids|(?!(?:but|and|or|then|please|just|to|not|never|always|do|will|would|can|could|should|must|always)\b)[a-z]+) (?:leaves?|left|has left|have left) (the [\w' ]+?|it|them) (open|on|running)\b/g, (_, what, state) => `${what} ${what === "them" ? "are" : "is"} left ${state === "running" ? "on" : state}`],
  // "when the deck door is no longer open", "is not open anymore": the other state.
  [/\b(is|are) (?:no longer|not) (open|closed|on|off|home)(?: any ?more)?\b(?! for\b)/g, (...g) => {
    const [said3, be, state, at, text] = g;
    return /\b(?:when|whenever|once|as soon as)\s(?:(?!\b(?:if|and)\b).)*$/.test(text.slice(0, at)) ? `${be} ${{ open: "closed", closed: "open", on: "off", off: "on", home: "away" }[state]}` : said3;
  }],
  // "arriving through the front door": the door opens.
  [/\b(?:arriving|coming in|entering|someone enters) (?:through|by|via) (the (?:\w+ )?door)\b/g, "$1 opens"],
  // "when arriving home": whoever arrives.
  [/\b(when|whenever|if) (?:arriving|coming|getting|returning) (home|back)\b/g, "$1 anyone arrives $2"],
  // "after 7 minutes of no motion", "after 1 minute of vacancy": the sensor has been clear that long.
  [new RegExp(`\\b(?:after|in) ${DURATION} (?:of )?${STILL}`, "g"), "when there is no motion for $1 $2"],
  // "after it has been on for an hour": the target in that state for that long.
  [new RegExp(`\\bafter (it|they) (?:has|have) been (?:left )?(on|off|open|closed) for (?:more than |over )?${DURATION}`, "g"), "when $1 is $2 for $3 $4"],
  // "Keep the extractor on for 15 minutes after the light turns off": on when it does, off again after that long.
  [new RegExp(`\\bkeep (.+?) (?:on|running) for ${DURATION} (?:after|once) ([^,]+)`, "g"), "when $4, turn on $1 for $2 $3"],
  // "20 seconds after it opens", "3 hours after it enters cool mode": the event held that long.
  [new RegExp(`\\b${DURATION} after (?!(?:the )?(?:sunset|sunrise|sundown|dusk|dawn|nightfall|daybreak|first light|the sun)\\b)((?:the |it |they |\\w+ (?=(?:leaves|arrives|comes|gets|goes|returns)\\b))[^,]*?)(?=,|$| if | but )`, "g"), "when $3 for $1 $2"],
  // "… with motion when the light level is below 200 lux": a second "when" that states a reading narrows the first.
  [/\b((?:on|with|upon) (?:any )?(?:motion|movement|activity)\b[^,]*?) when (?=[^,]*\b(?:is|are)\b)/g, "$1 and "],
  // "on motion", "with motion in the hall": when there is motion.
  [/\b(?:on|with|upon) (?:any )?(motion|movement|activity)\b/g, "when there is $1"],
  [/\bfor any arrival\b/g, "when anyone arrives"],
  // "The patio lights should turn off at midnight": a modal before the verb says nothing more.
  [/\b(?:should|must|shall|needs? to|has to|have to|will|could|can|would)\s+(?=(?:be )?(?:turn|switch|go|come|open|close|shut|dim|start|stop)\w*\b)/g, ""],
  // "get the espresso machine going": on.
  [/\bget (the [^,]+?) (?:going|running|started)\b/g, "turn on $1"],
  // "to be turned off", "should be switched on": the verb.
  [/\b(?:to )?be (?:turned|switched) (on|off)\b/g, "turn $1"],
  [/\b(?:to )?be (closed|shut|opened)\b/g, (_, state) => state === "opened" ? "open" : "close"],
  // "if the humidity is still above 70 percent after 10 minutes", "the iron is still on after 20 minutes": held that long.
  [/\b(?:is|are) still ((?:above|below|over|under|more than|less than) [^,]*?|on|off|open|closed) after (\d+(?:\.\d+)? (?:seconds?|minutes?|hours?))\b/g, "has been $1 for $2"],
  // "when the bathroom gets steamy, over 75 percent", "if it's nippy in the conservatory, under 10 degrees": a feeling
  // named with its threshold is the reading the threshold's unit measures.
  [
    /\b(?:(the [\w' ]+?) (?:gets|is|is getting)|it (?:gets|is|is getting) (?:\w+ )?(?:in|on|out in|outside in) (the [\w' ]+?)|it (?:gets|is|is getting))(?: \w+)? (?:steamy|humid|muggy|damp|nippy|chilly|cold|cool|freezing|hot|warm|dark|gloomy|bright)(?: (?:in|out in|on) (the [\w' ]+?))?, (over|above|under|below) (\d+(?:\.\d+)?) (degrees(?: fahrenheit| celsius)?|percent|lux)\b/g,
    (_, a, b, c2, side, n2, unit) => `${a ?? b ?? c2 ?? "the"} ${unit.startsWith("degrees") ? "temperature" : unit === "percent" ? "humidity" : "illuminance"} is ${side} ${n2} ${unit}`
  ],
  // "if it is still on", "has been left on": the state.
  [/\b(is|are|been) (?:still|left) (on|off|open|closed)\b/g, "$1 $2"],
  // "turn off the lounge lights, the floor lamp stays on", "… but leave the floor lamp on": that one is left out.
  [/(?:,|\s+but)\s+(?:(?:leave|keep) (the [\w' ]+?) (?:on|off|open|closed|alone|as it is)|(the [\w' ]+?) (?:stays?|remains?|can stay|will stay|should stay|is staying) (?:on|off|open|closed))$/, (_, left, stays) => ` except ${left ?? stays}`],
  // "the fridge remains open for 4 minutes", "stays on": is.
  [/\b(?:remains?|stays?) (on|off|open|closed)\b/g, "is $1"],
  // "switch off after 30min of activity": a device's own running, not motion.
  [new RegExp(`\\bafter ${DURATION} of (?:activity|running|operation|use|usage)\\b`, "g"), "after $1 $2"],
  [/\bactivity\b/g, "motion"],
  // "Turn on the humidifier below 40 % humidity": when the reading is below it.
  [/\b(turn (?:on|off) [^,]+?|(?:on|off)) (below|above|under|over) (\d+(?:\.\d+)?) ?(percent|degrees|lux|watts)? ?(humidity|temperature|illuminance|light level)\b/g, "$1 when the $5 is $2 $3 $4"],
  // "…, off below 60 %": the other threshold of the same reading, with the other action.
  [/,\s*(?:and )?(?:turn )?(on|off) (?:when it (?:is|falls|drops|rises|goes) )?(below|above|under|over) (\d+(?:\.\d+)?) ?(percent|degrees|lux|watts)?(?= |,|$)/g, ", and turn $1 when it is $2 $3 $4"],
  // "… when the front door opens and off again 2 minutes later": the undo after the event, not a part of it.
  [new RegExp(`\\b((?:when|whenever|once|if) [^,]+?)(?:,\\s*(?:and )?| and )(?:then )?(?:turn )?(?:it |them )?(?:back )?off(?: again)? (?:${DURATION} later|after ${DURATION})$`), (_, event2, n1, u1, n2, u2) => `${event2}, then off again after ${n1 ?? n2} ${u1 ?? u2}`],
  // "…, and when it is under 60 % stop it again": the other threshold, said before its action.
  [/,?\s+and when it (?:is|falls|drops|goes|gets|rises)(?: back)? (below|under|above|over) (\d+(?:\.\d+)?) ?(percent|degrees|lux|watts)?,? (stop|start|turn on|turn off|switch on|switch off|turn (?:it|them) (?:on|off)|switch (?:it|them) (?:on|off))(?: it| them)?(?: again)?$/, (_, side, n2, unit, verb) => `, and turn ${/stop|off/.test(verb) ? "off" : "on"} when it is ${side} ${n2} ${unit ?? ""}`.trimEnd()],
  // "… and off once it is back under 58 %": the same, joined by "and".
  [/\s+and (?:then )?(?:turn )?(on|off)(?: again)? (?:when|once|if) it (?:is |gets |goes |falls |drops |comes )?(?:back )?(below|above|under|over) (\d+(?:\.\d+)?) ?(percent|degrees|lux|watts)?(?= |,|$)/g, ", and turn $1 when it is $2 $3 $4"],
  // "unless it is already on": only while it is not, said as the other state.
  [/\bunless (it|they|\w+) (is|are) (?:already |still )?(on|off|open|closed)\b/g, (_, who, be, state) => `only if ${who} ${be} ${{ on: "off", off: "on", open: "closed", closed: "open" }[state]}`],
  [/\bleakage\b/g, "leak"],
  // "when I open the bathroom door": the door opens, whoever opens it.
  // Only after a word that starts an event: "can you close the garage door" asks for it.
  [/\b(when|whenever|if|once|after|until|till|before|as soon as) (?:i|we|you|someone|somebody|anyone) (open|close)s? (the (?:[\w']+ ){0,3}(?:door|window|gate|garage|shed|fridge|freezer)s?)\b/g, "$1 $3 $2s"],
  // "at sunset with an offset of minus 10 minutes": before it.
  [new RegExp(`\\bat (sunset|sunrise|dusk|dawn) with an offset of (?:minus|-) ?${DURATION}`, "g"), "$2 $3 before $1"],
  [new RegExp(`\\bat (sunset|sunrise|dusk|dawn) with an offset of (?:plus |\\+ ?)?${DURATION}`, "g"), "$2 $3 after $1"],
  // "when opening the office window", "upon closing the gate": when it opens or closes.
  [/\b(?:when|upon|on|after) (open|clos)ing (the [^,]+?)(?=,|$| and | if )/g, (_, verb, what) => `when ${what} ${verb === "open" ? "opens" : "closes"}`],
  // "… for 10 minutes and then turns off": the undo "for" already says.
  // Not a state held that long ("if it has been on for 30 minutes, then turn it off"): that is the event.
  [new RegExp(`(?<!\\b(?:been|is|are|was|were|stays?|stayed|left|remains?|remained)(?: \\w+)? )(\\bfor \\d+(?:\\.\\d+)? ?(?:seconds?|minutes?|hours?)),? (?:and )?then (?:(?:turns?|switch(?:es)?|goes|${OPERATIONS.phrasal.off.join("|")}) (?:it |them )?off|(?:${OPERATIONS.verbs.off.join("|")})s?(?: it| them)?)$`, "g"), "$1"],
  // "Christmas tree starts at sundown and shuts off at 11pm": a device that starts is turned on.
  [new RegExp(`^${SUBJECT} (?:starts|comes on)\\b(?= (?:at|when|on|every|after|before|if)\\b)`), "turn on $1"],
  [/\band (?:then )?(?:shuts?|cuts?) off\b/g, "and turn off"],
  // "The decking lights shall turn on when …", "Christmas tree shuts off at 11pm": the device said first.
  [new RegExp(`^${SUBJECT} (?:turn|switch|go|come)(?:s|es)? (on|off)\\b(?! (?:the|all|my|our)\\b)`), "turn $2 $1"],
  [new RegExp(`^${SUBJECT} shuts? off\\b`), "turn off $1"],
  // "in the hours of darkness": while it is dark.
  [/\b(?:in|during) the hours of darkness\b/g, "after dark"],
  // "Mia has been away for 10 minutes": she is away, held.
  [/\b(has|have) been (?:away|gone|out)\b/g, "is away"],
  // "10 minutes after motion stops": no motion for that long.
  [new RegExp(`\\b${DURATION} after (?:the |all )?(?:motion|movement) (?:stops|has stopped|ends|clears|is cleared|is no longer detected)\\b`, "g"), "when there is no motion for $1 $2"]
];

// directive/lang/en/time-wordings.ts
var TIME_WORDINGS = [
  // "and sun is down", "on sun down": the sun, said without its article.
  [/\b(and|when|if|while|once) sun is (down|up|set|out)\b/g, "$1 the sun is $2"],
  // "only if the sun is down": dark, as the sun condition reads it.
  [/\bthe sun is (down|set|below the horizon|up|out|above the horizon)\b/g, (_, where) => /down|set|below/.test(where) ? "it is dark" : "it is light"],
  [/\b(?:on|at) sun ?down\b/g, "at sunset"],
  [/\b(?:on|at) sun ?up\b/g, "at sunrise"],
  // "when it is dusk": at dusk; "Sunset close covers": a title that starts with its moment.
  [/\b(?:when|once) it is (?:the )?(sunset|sunrise|dusk|dawn|sundown|sunup|midnight|noon)\b/g, "at $1"],
  [new RegExp(`^(sunset|sunrise|dusk|dawn|sundown|sunup|midnight|noon),? (?=(?:${ORDER_VERBS.join("|")})\\b)`), "at $1, "],
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
  [/^(from \S+ (?:until|till|to) \S+(?: in the (?:morning|evening|afternoon))?),? ((?:turn|switch) on (?:the |my |our )[\w' ]+?)(?=$|,| on | every )/, "$2 $1"],
  // "when the sun goes down", "once the sun comes up": at sunset, at sunrise.
  [/\b(?:when|whenever|once|as soon as) the sun (?:goes down|sets|has set)\b/g, "at sunset"],
  [/\b(?:when|whenever|once|as soon as) the sun (?:comes up|rises|has risen)\b/g, "at sunrise"],
  // "on non working days": the weekend.
  [/\bnon ?(?:working|work|business) ?days?\b/g, "weekends"],
  // "on/off at sunset/sunrise": on at the first, off at the second.
  [/\bon or off at (\S+) or (\S+)$/, "on at $1 and off at $2"],
  // "as it begins to get dark out": when it gets dark.
  [/\b(?:as|when) (?:it )?(?:begins|starts) to get dark(?: out(?:side)?)?\b/g, "when it gets dark"],
  // "at a quarter past 10 at night", "at 8 in the evening": the clock's evening hour, not a darkness condition.
  [/\b(\d{1,2})(:\d{2})? (?:at night|in the evening)\b/g, (said3, h, m) => {
    const hour = Number(h);
    return hour === 12 ? `0${m ?? ":00"}` : hour > 12 ? said3.replace(/ (?:at night|in the evening)$/, "") : `${h}${m ?? ""}${hour >= 5 ? "pm" : "am"}`;
  }],
  // "At 23:00 sharp": the time.
  [/\b(\d{1,2}(?::\d{2})?(?: ?[ap]m)?) (?:sharp|on the dot)\b/g, "$1"],
  // "when sun is rising", "it is after sunset": the sun's moment, as a time and as a state.
  [/\b(?:when|once) (?:the )?sun is (rising|setting|coming up|going down)\b/g, (_, move) => /ris|up/.test(move) ? "at sunrise" : "at sunset"],
  [/\bit is (after|before) (sunset|sunrise|dusk|dawn)\b/g, "$1 $2"],
  // "when leaving home at daytime", "during the day": while the sun is up, unless a window of hours says what the day is.
  [/(?:\b(?:at|in the|during the|during|by) day ?time|\bduring the day)\b(?!,? ?\(|,? (?:from |between )?\d)/g, "during daylight"],
  [/\b(?:at|if|in the|during the|during) night ?time\b/g, (said3) => said3.startsWith("if") ? "if it is dark" : "at night"],
  // "20 mins after sun down": the sun's moment, written in two words.
  [/\bsun (rise|set|down|up)s?\b/g, "sun$1"],
  // "only if sunset was more than an hour ago": it is that long after sunset.
  [new RegExp(`\\b(?:the )?(sunset|sunrise|sundown|dusk|dawn|sun went down|sun came up|sun rose) (?:was )?((?:more than |over |at least )?)${DURATION} ago\\b`, "g"), (_, sun, more, n2, unit) => `it is ${more}${n2} ${unit} after ${/down|set|dusk/.test(sun) ? "sunset" : "sunrise"}`],
  // "and it's after 19:00", "time is between 7 and 22": the clock, said as a state.
  [/\b(?:it is|the time is|time is) (after|before|past|between) (?=\d)/g, "$1 "],
  // "When it becomes 02:00": at that time.
  [/\b(?:when|once) it (?:becomes|is|turns|gets to|reaches) (\d{1,2}:\d{2}(?:am|pm)?|\d{1,2}(?:am|pm))(?=,| and|$)/g, "at $1"],
  // "it's a working day", "it is the weekend": those days.
  [/\b(?:and )?it is an? (?:working|work|week|business) ?day( and (?=[\w' ]+ (?:is|are)\b))?/g, (_, more) => more ? "on weekdays, if " : "on weekdays"],
  [/\b(?:and )?it is (?:the |a )?weekend(?: day)?( and (?=[\w' ]+ (?:is|are)\b))?/g, (_, more) => more ? "on weekends, if " : "on weekends"],
  [/\bat (?:about|approximately|approx|roughly|around) (?=\d)/g, "at "],
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
  [/\b(sunset|sunrise|dusk|dawn) ?([-+]|plus |minus ) ?(\d+)(?: ?(min(?:ute)?s?|hours?|hrs?|h)\b)?/g, (_, sun, sign, n2, unit = "") => `${n2} ${/^h/.test(unit) ? "hours" : "minutes"} ${/^(?:-|minus)/.test(sign) ? "before" : "after"} ${sun}`],
  // "Bedroom lights on full": at full brightness.
  [/^((?:the )?[\w' ]{2,40}?) on (?:full|full brightness|max|maximum)$/, "set $1 to 100 percent"],
  [/\b(?:and )?(?:the )?time (?:is )?(after|before|past|between) (?=\d)/g, "and $1 "],
  // "from 4 to 11pm", "between 9 and 5pm": the first hour takes the second's half of the day, or the other half when it
  // comes later on the clock (12 is the half's start).
  [/\b(from|between) (\d{1,2})(:\d{2})? (to|and|until|till) (\d{1,2})(:\d{2})?(am|pm)\b/g, (_, from, h1, m1 = "", to, h2, m2 = "", half) => {
    const first = Number(h1) % 12;
    const same = first < Number(h2) % 12 || first === Number(h2) % 12 && m1 <= m2;
    return Number(h1) > 12 || first === 0 && Number(h1) === 0 ? `${from} ${h1}${m1} ${to} ${h2}${m2}${half}` : `${from} ${h1}${m1 || ":00"}${same ? half : half === "am" ? "pm" : "am"} ${to} ${h2}${m2}${half}`;
  }],
  // "…, but only from 11am to 7pm": a window the event must fall in, not a schedule of its own.
  [/\bonly (?:from|between) (\S+) (?:until|till|to|and) (\S+)/g, "only between $1 and $2"],
  // "when Dale gets home on a Friday after 5": someone coming home after a bare hour comes home in the afternoon or evening.
  [/\b((?:gets?|comes?|arrives?|returns?|is back)(?: back)?(?: home)?\b[^,]*?\b(?:after|before)) ([1-9]|1[01])\b(?![:.]\d| ?(?:am|pm|in the|minutes?|hours?|percent|degrees))/g, "$1 $2:00pm"],
  // "every 120 minutes": every 2 hours.
  [/\bevery (\d+) (?:minutes|mins)\b/g, (said3, n2) => Number(n2) >= 60 && Number(n2) % 60 === 0 ? `every ${Number(n2) / 60} hours` : said3],
  // "the tado sensor reads 13.5": is.
  [/\b(?:reads|shows|reports|measures)\b(?= (?:more|less|above|below|over|under|\d))/g, "is"]
];

// directive/lang/en/rewrites.ts
var REWRITES = [
  ...ASIDES,
  ...FOLLOWING,
  ...WISHES,
  ...FRAMINGS,
  ...DEVICE_WORDINGS,
  // "after 8 minutes of no motion", "when there has been 8 minutes of no movement": no motion for that long.
  [new RegExp(`\\bafter ${DURATION} of (?:no|zero) (?:motion|movement|activity)\\b`, "g"), "when there has been no motion for $1 $2"],
  [new RegExp(`\\b${DURATION} of (?:no|zero) (?:motion|movement|activity)\\b`, "g"), "no motion for $1 $2"],
  // "10 minutes after the last movement": no motion for that long.
  [new RegExp(`\\b${DURATION} (?:after|since) (?:the )?last (?:motion|movement|activity)\\b`, "g"), "when there is no motion for $1 $2"],
  [new RegExp(`\\bthe sun (?:rose|came up|has risen) ${DURATION} ago\\b`, "g"), "$1 $2 after sunrise"],
  [new RegExp(`\\bthe sun (?:set|went down|has set) ${DURATION} ago\\b`, "g"), "$1 $2 after sunset"],
  [/\bin the dark\b/g, "after dark"],
  // "when motion detected and is dark": the subject left out is "it".
  [/\b(and|but) is (dark|light)\b/g, "$1 it is $2"],
  [/\bwhilst\b/g, "while"],
  [/\bany ?time\b(?= (?:the|a|an|someone|anyone|my|our|it)\b)/g, "whenever"],
  ...TIME_WORDINGS,
  // "If it is dark and there is motion on the driveway": the event first, the darkness its condition.
  [/\b(when|whenever|if|once) it is (dark|light)(?: outside| out)? and ([^,]+)/g, "$1 $3 and it is $2"],
  // "when it gets dark": the moment it does, sunset (while "when it is dark" stays a condition).
  // With a number ("dark outside (below 30 lux)") it is a light sensor's reading instead.
  // "when it becomes dark (30 min after sunset)": the time it says.
  [new RegExp(`\\b(?:when|once|as soon as) it (?:gets|becomes|turns|goes) dark (?=${DURATION} (?:after|before) (?:sunset|sundown|dusk)\\b)`, "g"), ""],
  [/\b(?:when|once|as soon as) it (?:gets|becomes|turns|goes) dark\b(?![^,]*\d)/g, "at sunset"],
  [/\b(?:when|once|as soon as) it (?:gets|becomes|turns) light\b(?![^,]*\d)/g, "at sunrise"],
  ...STATE_WORDINGS,
  // "At sunset or when someone arrives, turn on …": either moment said first is said after the action, as it reads there.
  [/^((?:at|on) [^,]+? or (?:when|if|whenever|once) [^,]+),\s*(?=\w)(.+)$/, "$2 $1"],
  // "Every morning from 6:40 until 7:30 turn on the towel warmer": a window said first is said after the action.
  [/^((?:every (?:morning|evening|day|night|weekday) |on weekdays |on weekends )?(?:from|between) \S+ (?:until|and) \S+),? ((?:turn|switch|keep|set|open|close|run)\b.+)$/, "$2 $1"],
  // "WHEN it is 2230 THEN turn off …": a rule written as when/then; "it is 0900" is a time.
  [/^((?:at )?\d{1,2}(?::\d{2})?(?:am|pm)?,? )?(when|if|whenever) (.+?),? then (?=\w)/, "$1$2 $3, "],
  [/\b(?:when|if|once) it is (\d{1,2}):?(\d{2})\b(?!\s?(?:percent|degrees))/g, "at $1:$2"],
  [/\b(?:and )?(?:if |when )?it is (?:a |the )?(weekend|weekday)s?\b/g, "on $1s"],
  // "At 9:00 on weekends and Mark is home, turn on …": a state joined to a leading time is its condition.
  [/^(at [^,]+?) and (?=[^,]+? (?:is|are) [^,]+,)/, "$1 if "],
  // "Notify Tom when the air con is still on when he leaves": the second "when" is the event, the state its condition.
  [/\bwhen ([^,]+? (?:is|are) (?:still )?(?:on|off|open|closed|running)) when ([^,]+)$/, "when $2 and $1"],
  // "No one is home, turn …": a state said first, before the action, is its condition.
  [/^((?:nobody|somebody|someone|anyone|anybody|everyone|everybody) (?:is|are) [^,]+),\s*(?=\w)/, "if $1, "],
  // "the house is empty": nobody is home.
  [/\b(?:the )?(?:house|home|apartment|flat) is empty\b/g, "nobody is home"],
  [/\b(?:the )?(?:house|home|apartment|flat) (?:becomes|gets) empty\b/g, "everyone leaves"],
  // "Space heater auto off when …": the adverb says nothing more.
  [/\bauto (on|off)\b/g, "$1"],
  // "with the motion sensor": when it sees motion.
  [/\b(?:with|by|via) (?:the |a )?(?:motion|movement|occupancy|presence) sensors?\b/g, "when there is motion"],
  // "a resident arrives", "a family member gets home", "Sara drives home": someone arrives.
  [/\b(?:a |any )?(?:resident|family member|household member|member of the (?:family|household))s? (?=arrives?|comes?|gets?|returns?)/g, "someone "],
  [/\b(drives?|drove|pulls? (?:in|up)|walks?) (home|back)\b/g, "arrives $2"],
  // "on again", "off again": the state, said once more.
  [/ again\b/g, ""],
  // "Motion turns on the bathroom lights": the event said first, as the subject of the verb.
  [/^(?:the )?(motion|movement) (?:turns?|switch(?:es)?) (on|off) ([^,]+)/, "turn $2 $3 when there is $1"],
  // "but not after 22:00": before it.
  [/\b(?:but )?not after\b/g, "before"],
  [/\b(?:but )?not before\b/g, "after"],
  // A vague part of the day beside an explicit window says nothing more: "late at night, between 2:30 and 6:30am".
  [/\b(?:late )?(?:at night|in the evening|in the morning),? (?=between \d)/g, ""],
  // A purpose changes nothing an automation does: "turn on the entry lights to help with entry".
  [/\b(?:in order )?to help(?: with)? \w+(?= when| if| at|,|$)/g, ""],
  [/\bco2\b/g, "carbon dioxide"],
  // "Heating control in the living room": the room's heating.
  [/\b(?:heating|heat|temperature|climate) control(?:ler|s)?\b/g, "heating"],
  [/\bthe sun (?:goes|drops|sinks|dips) below the horizon\b/g, "sunset"],
  [/\bthe sun (?:goes|rises|comes) above the horizon\b/g, "sunrise"],
  [/\bduring the week\b/g, "on weekdays"],
  [/\b(?:in|at|over|during) the weekends?\b/g, "on weekends"],
  // "Open the blinds at 7am on weekdays and at 9am on weekends": the action again for each set of days (branches.ts).
  [new RegExp(`^((?!(?:when|whenever|if|once)\\b)[^,]*?) (at \\d\\S* (?:on|from|every) [^,]*?(?:${DAY}|weekdays?|weekends?|workdays?)),? and (?:at )?(\\d\\S* (?:on|from|every) [^,]*?(?:${DAY}|weekdays?|weekends?|workdays?))$`), (_, act, first, second) => {
    const verb = /^(?:turn|switch|open|close|set|dim|activate|start|stop|raise|lower)\b/.test(act) ? act : `set ${act}`;
    return `${verb} ${first}, and ${verb} at ${second}`;
  }],
  // "after sunset and before sunrise" is one window, the night, not two conditions that never hold together.
  [/\bafter (?:sunset|dusk|sundown|nightfall) and before (?:sunrise|dawn|daybreak)\b/g, "between sunset and sunrise"],
  [/\bafter (?:sunrise|dawn|daybreak) and before (?:sunset|dusk|sundown|nightfall)\b/g, "between sunrise and sunset"],
  [/\beveryday\b/g, "every day"],
  [/\bfull bright\b/g, "full brightness"],
  // "when a light is turned on": an indefinite device in an event is any of that kind.
  [/\b(when|whenever|if|once) an? (light|lamp|door|window|switch|fan|plug|blind|shutter|cover)s? (?=is |are |gets |turns |opens |closes |goes )/g, "$1 any $2 "],
  // "there is someone in the kitchen": someone is in it.
  [/\bthere (?:is|are) (someone|somebody|anyone|anybody|nobody|people) (in|on) /g, "$1 is $2 "],
  // "Cupboard lights on when someone is in the kitchen, off when it has been empty for 10 minutes": a verbless pair.
  // Not "switch the rail on at 6 and the blanket off at 7": a verb said, or another device in the "on" part, is no pair.
  [new RegExp(String.raw`^(?!(?:${ORDER_VERBS.join("|")})\b)((?:the )?[\w' ]{2,40}?) on ((?:when|whenever|if|at) (?:(?! and (?:the|my|our) )[^,])+),? (?:and )?off ((?:when|whenever|if|at|after) .+)$`), "turn on $1 $2, and turn off $1 $3"],
  // "Office warm", "lounge cool white": a verbless command naming a white.
  [/^((?:the )?[\w' ]{2,40}?) (warm|cool|cold) ?(?:white)?$/, "set $1 to $2 white"],
  // "Mallika's side of the bed lamp": the bedside lamp.
  [/\bside of the bed\b|\bbedside table\b|\bnight ?stand\b/g, "bedside"],
  // "notification on end of wash machine": when it finishes.
  [/\b(?:on|at) (?:the )?end of (?:the )?([^,]+?)(?=,|$)/g, "when the $1 finishes"],
  // "Notification if …", "Start alert when …": a message asked for by its noun.
  [/^(?:(?:start|send|trigger|give|fire|push) )?(?:an? )?(?:push )?(?:notification|alert|warning|reminder)s? (?=if |when |whenever |once )/, "notify me "],
  // "if anyone home", "when nobody home": the verb left out.
  [/\b(anyone|anybody|someone|somebody|nobody|everyone|everybody) (home|away)\b/g, "$1 is $2"],
  [/\bpeople (home|away)\b/g, "people are $1"],
  // "Turn lights off on away": when everyone has left.
  [/\b(?:on|when) away\b/g, "when everyone leaves"],
  // "turn off 23:00": the time without its "at".
  [/\b(on|off) (\d{1,2}:\d{2}(?:am|pm)?)\b/g, "$1 at $2"],
  // ", please" at the end asks nothing more (left as a clause, it repeated the last step).
  [/(?:,\s*)?\b(?:please|pls|plz|thanks|thank you|thx)\s*$/, ""],
  ...EVENT_WORDINGS
];
var SOME_DAYS_ONLY = new RegExp(String.raw`\bnot (?:before|after|until) [^,]*?\b(?:on|during) (?:the )?(?:weekends?|weekdays?|workdays?|${DAY})\b`);
var TITLE_SUBJECT = /^(?:make sure |ensure )?(?:(?:these|they|those|it) (?:turn|switch|go|come)|turn|switch|shut) (on|off)\b(?= (?:if|when|at|after|once|on|every)\b)/;
var CLOCK_DURATION = /\bfor \d{1,2}:\d{2}(?::\d{2})?(?!\s*(?:am|pm))\b/;

// directive/lang/en/ha-terms.ts
var AUTOMATION_PARTS = [
  [/^(?:trigger|triggers)(?::| on| when)?\s+(?=.*\baction:)/, "when "],
  [/[,;]\s*conditions?:\s*(?:state\s+)?/g, " and if "],
  [/[,;]\s*actions?:\s*/g, ", "],
  // "turn them all off: the fairy lights, the ceiling light and the fan": the list after the colon, no title before it.
  [/\b(turn|switch) (?:them|these|those) (?:all |both )?(on|off):\s*/g, "$1 $2 "]
];
var HA_TERMS = [
  // "goes from off to on", "changes from on to off": it turns on or off.
  [/\b(?:goes|changes|switches|turns) from (?:on|off) to (on|off)\b/g, "turns $1"],
  // "when the hallway motion to on": it turns on.
  [/^(when [^,;]+?) (?:changes |goes |switches )?to (on|off)\b/, "$1 turns $2"],
  // "numeric state sensor above 35 → …": the threshold is what the words after it say.
  [/\bnumeric state (?:of |trigger (?:on |for )?)?/g, ""],
  // "sun.sun below_horizon", "the sun is below the horizon": dark.
  [/\bsun\.sun (?:is |state )?below horizon\b/g, "it is dark"],
  [/\bsun\.sun (?:is |state )?above horizon\b/g, "it is light"],
  // "zone.home is 0", "the zone.home count drops to 0": nobody is home; above 0: someone is.
  [/\b(?:the )?zone\.home(?: count| state)? (?:is|equals|==|drops to|goes to|becomes|changes to) 0\b/g, "nobody is home"],
  [/\b(?:the )?zone\.home(?: count| state)? (?:is )?(?:above 0|> ?0|greater than 0|at least 1)\b/g, "someone is home"],
  // "brightness_pct 35", "color_temp_kelvin 4000", "target temp 21.5": the value, as a step says it.
  [/\bbrightness(?: pct| percent)?:? (\d+(?:\.\d+)?)\b(?! ?(?:%|percent))/g, "to $1 percent"],
  [/\b(?:color|colour) temp(?:erature)? kelvin:? (\d{4})\b/g, "to $1 kelvin"],
  [/\btarget temp(?:erature)?:? (\d+(?:\.\d+)?)\b/g, "to $1 degrees"],
  // "every light entity": every light.
  [/\b(light|switch|fan|cover|sensor|climate)s? entit(?:y|ies)\b/g, "$1s"],
  // "on sat and sun": the weekend days, shortened.
  [/\bsat(?:urday)?\s*(?:and|&|\/)\s*sun(?:day)?\b/g, "saturday and sunday"]
];

// directive/lang/en/remarks.ts
var DETERMINER = String.raw`(?:(?:all|both|some|most|half) (?:of )?)?(?:my|our|his|her|their|the|a)`;
var SUBJECT2 = String.raw`(?:i|we|you|it|they|he|she|that|this|somebody|someone|nobody|no one|everyone|everybody|something|${DETERMINER}(?: [\w']+){1,3}?|[\w']+)`;
var VERB = String.raw`(?:is|are|was|were|am|has|have|had|does|do|did|can|cannot|could|will|would|should|must|might|may|keeps?|always|never|just|still|usually|often|really|also|gets?|got|left|goes|went|likes?|loves?|hates?|wants?|needs?|forgets?|forgot|says?|said|thinks?|knows?|gives?|catches|falls|turns|makes?|feels?|seems?|comes?|stays?)`;
var PERSON = String.raw`(?:i|we|you|they|he|she|somebody|someone|nobody|no one|everyone|everybody)`;
var PAST = String.raw`(?:fell|lost|took|came|ran|broke|burst|froze|woke|slept|forgot|left|got|went|made|found|saw|heard|told|kept|began|blew|drove|ate|bought|brought|caught|put|set|cut|hit|shut|spent|sent)`;
var REMARKS = {
  /** The last clause, after a comma, to the end of the directive. */
  after: /,\s*([^,]+)$/,
  /**
   * A reason before the order, joined by "so" or before a request: "the office is cold, so turn …", "friends just
   * pulled up, can you …"; without a comma when an order follows "so" ("my seedlings are leggy so switch on …").
   */
  before: new RegExp(String.raw`^([^,]+?)(?:,\s*(?:(?:and )?so\s+|(?=(?:can|could|would|will) you\b|please\b))|\s+so\s+(?=(?:please |i want (?:to )?|i'd like (?:to )?)?(?:${ORDER_VERBS.join("|")})\b))(?=\S)`),
  /**
   * A statement: a subject, then a verb. A clause that opens with a determiner ("the kids kick their blankets off") is
   * a statement too, or a verbless order ("the porch light on"), which names its device and so is never a remark.
   */
  statement: new RegExp(String.raw`^(?:because |as |since |cause )?(?:${SUBJECT2} ${VERB}\b|${PERSON} [a-z]+\b|${SUBJECT2} (?:[a-z]+ed|${PAST})\b|${DETERMINER} [\w']+ [a-z]+|(?:i|we|you|they|he|she|it|that)'(?:ve|d|re|s|m|ll) |[\w]+'(?:s|re) [\w]+ing\b)`),
  /**
   * Words that say on what condition or on which days, what should happen ("it will pause …"), ask for a message, or join a second
   * clause that may be an order ("… and then feed the cat"; "and it's stuffy" joins a statement): never in a remark.
   * An order has no subject before its verb, so it is never a statement. "before" or "after" that ends the clause
   * says "in the past" ("pipes up here have burst before"), no time.
   */
  asks: /\b(?:if|unless|only|whichever|which|while|whilst|until|till|(?:before|after)(?= \S)|between|except|whenever|once|then|will|shall|should|must|or|plus|weekdays?|weekends?|(?:mon|tues|wednes|thurs|fri|satur|sun)days?|notify|tell|remind|alert|text|message|please)\b|\band (?!(?:i|we|you|it|they|he|she|it's|we're|i'm|they're|that's)\b)|\d/,
  /**
   * Words that say when: in a remark only when the order says its own time or event ("Towel warmer on at 7, we only
   * shower in the mornings", "if the hatch is left open …, rain gets in"); "it's dark in the evenings, so turn on the
   * porch light" asks for no order now. ("if", "once", "whenever" never stand in a remark: `asks` has them.)
   */
  times: /\b(?:(?:every|each) (?:day|night|week|hour|minute|morning|evening)|daily|nightly|when|whenever|if|once|during|at|by|midnight|noon|midday|sunset|sunrise|dusk|dawn|(?:is|gets?|getting|goes|going|after|until|till) dark|darkness|daylight|sun (?:is |has |goes |comes )?(?:up|down|out|set|sets|rises|risen|gone)|raining|rains?|mornings?|afternoons?|evenings?|nights?|tonight|home|away|arrives?|leaves?|back)\b/
};

// directive/lang/en/spellings.ts
var CLOCK = /:|am|pm|midnight|noon/;
var scale = (said3) => /f$|℉|fahrenheit/.test(said3.replace(/\s+$/, "")) ? " fahrenheit" : /c$|℃|celsius/.test(said3.replace(/\s+$/, "")) ? " celsius" : "";
var WEEK = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"];
function dayRange(from, to) {
  const start = WEEK.findIndex((d) => d.startsWith(from));
  const end = WEEK.findIndex((d) => d.startsWith(to));
  const days = [];
  for (let i = start; days.length < 7; i = (i + 1) % 7) {
    days.push(WEEK[i]);
    if (i === end) break;
  }
  return `on ${days.join(" and ")}`;
}
function spoken(h, m, s) {
  const seconds2 = Number(h) * 3600 + Number(m) * 60 + Number(s);
  return seconds2 % 60 === 0 ? `${seconds2 / 60} minutes` : `${seconds2} seconds`;
}
var SPELLINGS = [
  ...HA_TERMS,
  // "Switch off all lights. Turn off all fans.", "If … - turn on …. If … - turn off …": a sentence that starts
  // with an order or a rule's "if" is the next clause ("lock" too, so that its refusal names it).
  [new RegExp(`\\.\\s+(?=(?:if|when|whenever|once|lock|${ORDER_VERBS.join("|")})\\b)`, "g"), ", and "],
  // "humidity >70% -> extractor on, <55% -> off": the other threshold's arrow first, then the rule's.
  [/,\s*([<>])\s?(\d+(?:\.\d+)?)\s?(%|percent|degrees|°)?\s*(?:->|=>|→)\s*(on|off)\b/g, (_, sign, n2, unit, state) => `, ${state} ${sign === "<" ? "below" : "above"} ${n2}${unit === "%" || unit === "percent" ? " percent" : unit ? " degrees" : ""}`],
  // "motion -> hall light on", "nobody home => lights off": a rule written with an arrow is "when …, …".
  [/^(?!when\b|if\b)(.+?)\s*(?:->|=>|→)\s*(.+)$/, "when $1, $2"],
  // "kettle on @ 7am", "lamp on @ sunset": at.
  [/\s*@\s*/g, " at "],
  [/\b(\d+(?:\.\d+)?)\s?lx\b/g, "$1 lux"],
  // "cabin ac cool 22": the mode and the temperature, said without a verb.
  [/(^(?!(?:set|turn|switch|put|make)\b)(?:[\w']+ ){0,2}|\b)(ac|aircon|air con|heat pump|thermostat|heating|hvac|mini ?split)(?: to)? (cool|heat|auto|dry) (\d{1,2}(?:\.\d)?)\b(?! ?(?::|am|pm|percent|%))/g, "set the $1$2 to $3 mode to $4 degrees"],
  // "lamp on 3 min": on for that long.
  [/\bon (\d+(?:\.\d+)?) ?(minutes?|mins?|hours?|hrs?|seconds?|secs?)(?=,|$)/g, "on for $1 $2"],
  // "the motion detector in the garage", "PIR": a motion sensor.
  [/\b(?:motion|movement) detector(s?)\b|\bpir( sensor)?(s?)\b/g, (_, a = "", b, c2 = "") => `motion sensor${a || c2}`],
  // "can u", "pls", "n", "tho", "dont", "isnt": chat shorthand for the words.
  [/\bu\b(?=\s+(?:switch|turn|put|set|open|close|please|pls|make|dim))/g, "you"],
  [/\b(?:pls|plz|plse)\b/g, "please"],
  [/(?<=\p{L}) n (?=\p{L})/gu, " and "],
  [/,?\s*\b(?:tho|though)\s*$/g, ""],
  [/\b(do|does|is|are|was|were|has|have|did|can|would|should|wo)nt\b/g, (_, verb) => `${verb === "wo" ? "will" : verb} not`],
  // "wkdays", "wknds": the week's parts, shortened.
  [/\bwk ?days?\b/g, "weekdays"],
  [/\bwk ?ends?\b|\bwknds?\b/g, "weekends"],
  // "+20%", "-10%": a brightness step.
  [/(?<![\w.])([+-])\s?(\d+(?:\.\d+)?)\s?%/g, (_, sign, n2) => `${sign === "+" ? "up" : "down"} by ${n2} percent`],
  // "open for >5min", "reads <12.5": the signs said in words.
  [/\s?>\s?=?\s?(?=\d)/g, " more than "],
  [/\s?<\s?=?\s?(?=\d)/g, " less than "],
  // "30°", "15°F", "25.5 degC", "75F", "35*": a temperature in the sensor's own unit, as the threshold reads it.
  // The scale is kept when it is said ("degrees fahrenheit"): a threshold or a setpoint in the other one is converted.
  [/\b(\d+(?:\.\d+)?)\s*(?:°\s*[cf]|[℃℉]|°|degrees? (?:celsius|fahrenheit|[cf])|degrees?|deg ?[cf]?)\b|(\d+(?:\.\d+)?)\s*(?:°\s*[cf]|°|\*(?=\s|,|$))/g, (said3, a, b) => `${a ?? b} degrees${scale(said3)}`],
  // "at 7pm/11pm": either time, as "sunset/sunrise" is either word.
  [/\b(\d{1,2}(?::\d{2})?\s?[ap]m)\/(?=\d)/g, "$1 or "],
  // "turn of the ac": the off that lost a letter.
  [/\b(turn|switch|shut) of\b/g, "$1 off"],
  // "if someone at home": is at home.
  [/\b(if|when|while|and) (someone|somebody|anyone|anybody|nobody|everyone|everybody) (?=(?:at )?home\b)/g, "$1 $2 is "],
  // "~50%": about 50 is 50.
  [/~\s?(?=\d)/g, ""],
  [/(\d)\s*%/g, "$1 percent"],
  // "after 5mn", "30sec": minutes and seconds, shortened.
  [/\b(\d+)\s?mn\b/g, "$1 minutes"],
  [/\b(\d+)\s?secs?\b/g, "$1 seconds"],
  [/\b(\d+)\s?mins?\b/g, "$1 minutes"],
  [/\b(\d+)\s?hrs?\b/g, "$1 hours"],
  // "is greater than 80%": more than.
  [/\b(?:greater|higher|larger|bigger) than\b/g, "more than"],
  [/\b(\d+(?:\.\d+)?)\s?([cf])\b/g, (_, n2, c2) => `${n2} degrees ${c2 === "f" ? "fahrenheit" : "celsius"}`],
  // "24 grad": degrees, as German and Dutch speakers write them.
  [/\b(\d+(?:\.\d+)?)\s?grad\b/g, "$1 degrees"],
  // "at 5.30", "from 6.40 to 7.30": a clock time written with a dot.
  [/\b(at|from|to|until|till|by|around|before|after|and) (\d{1,2})\.([0-5]\d)\b(?! ?(?:degrees|percent|kw|w\b|watts|lux|%))/g, "$1 $2:$3"],
  // Power in watts, the unit Home Assistant's power sensors report: "1.5 kW" is 1500 watts.
  [/\b(\d+(?:\.\d+)?)\s?(?:kw|kilowatts?)\b/g, (_, n2) => `${Math.round(Number(n2) * 1e3)} watts`],
  [/\b(\d+(?:\.\d+)?)\s?(?:w|watts?)\b/g, "$1 watts"],
  // "40 km/h", "25 mph": a speed, in the unit the wind sensor reports.
  [/\b(\d+(?:\.\d+)?)\s?(?:km\/h|kmh|kph|km per hour|kilometres per hour|kilometers per hour)\b/g, "$1 kmh"],
  [/\b(\d+(?:\.\d+)?)\s?(?:mph|miles per hour)\b/g, "$1 mph"],
  [/\bper ?cent\b/g, "percent"],
  [/\b([ap])\.\s?m\.?/g, "$1m"],
  // "10:30p", "7a": the clock's half of the day in one letter.
  [/\b(\d{1,2}:\d{2} ?|\d{1,2})([ap])\b(?!\.)/g, "$1$2m"],
  // "turn turn off the lights": a word typed twice is said once.
  [/\b(\p{L}{2,}) \1\b/gu, "$1"],
  // "for 00:05:00", "offset -00:30:00", "01:00:00 before sunset", "at 07:15:00": Home Assistant's h:mm:ss.
  [/\bfor (\d{1,2}):([0-5]\d):([0-5]\d)\b/g, (_, h, m, s) => `for ${spoken(h, m, s)}`],
  [/\b(sunset|sunrise)(?: with)? offset ([+-])(\d{1,2}):([0-5]\d):([0-5]\d)\b/g, (_, sun, sign, h, m, s) => `${spoken(h, m, s)} ${sign === "-" ? "before" : "after"} ${sun}`],
  [/\b(?:with )?offset ([+-])(\d{1,2}):([0-5]\d):([0-5]\d)\b/g, (_, sign, h, m, s) => `${sign === "-" ? "-" : "+"}${spoken(h, m, s)}`],
  [/\b(\d{1,2}):([0-5]\d):([0-5]\d) (before|after) (sunset|sunrise)\b/g, (_, h, m, s, side, sun) => `${spoken(h, m, s)} ${side} ${sun}`],
  [/\b(\d{1,2}:[0-5]\d):00\b/g, "$1"],
  // "at seven thirty p m": the half of the day, dictated letter by letter; "cuz", "cos": because.
  [/(?<=(?:\d|o'?clock|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|teen|ty) )([ap]) m\b/g, "$1m"],
  [/\b(?:cuz|coz|cos|'cause|bc)\b/g, "because"],
  // "everyones left", "theyre still open", "its dark out", "isnt": a contraction typed without its apostrophe.
  [/\b(everyone|everybody|nobody|somebody|someone|anyone|anybody|that|there|what)s\b/g, "$1's"],
  [/\btheyre\b/g, "they're"],
  [/\b(is|are|was|does|do|has|have|did)nt\b/g, "$1n't"],
  // Not "its light", "its lamp": a device's own, said of it.
  [/\bits (?=(?:dark|still|on|off|open|opened|shut|closed|raining|snowing|cold|hot|warm|chilly|freezing|after|before|past|not|been|getting|too|below|above|over|under|more|less|sunny|night|daytime|late|early|done|finished|empty|time|\d)\b)/g, "it's "],
  [/\b(is|are|was|does|do|has|have|did)n't\b/g, "$1 not"],
  [/\bwon't\b/g, "will not"],
  // "the back door's still open", "jo's home": "'s" before a state is "is" (not a possessive: "jo's lamp").
  [/\b(\w+)'s (?=(?:still|not|already|open|closed|shut|on|off|home|out|away|empty|running|going|done|finished)\b)/g, "$1 is "],
  // "is not open anymore", "nobody is home any more": the state now, which "anymore" only stresses.
  [/\b(open|closed|shut|on|off|home|away|running|empty) any ?more\b/g, "$1"],
  // "the rads": the radiators.
  [/\brad(s)?\b/g, "radiator$1"],
  // "the smoke alarm", "the fire alarm": a smoke sensor, no alarm panel.
  [/\b(?:smoke|fire) alarms?\b/g, "smoke sensor"],
  // "everyone's left", "it's gone off": "'s" before a past participle is "has".
  [/\b(\w+)'s (left|gone|arrived|come|finished|stopped|started|got|been)\b/g, "$1 has $2"],
  [/\b(it|that|there|what|everyone|everybody|nobody|someone|somebody|anyone|anybody|he|she)'s\b/g, "$1 is"],
  [/\b(they|we|you)'re\b/g, "$1 are"],
  // "it's been on for an hour": "'s" before "been" is "has".
  [/\b(\w+) is been\b/g, "$1 has been"],
  [/\b(\w+)'s\b/g, "$1"],
  // "the owners' quarters": a plural's possessive is the plural.
  [/\b(\w+s)'(?!\w)/g, "$1"],
  // "from 9am to 9pm", "5am-7am", "from 8am - 6:30pm": a window, as "from … until …" says it.
  // Not after "at": "at 10 to 11 pm", "at 20 to 8" are ten to eleven and twenty to eight (numbers.ts).
  [/(?<!\b(?:between|at|by|around) )\b(?:from )?(\d{1,2}(?::\d{2})?(?: ?[ap]m)?|midnight|noon) ?(?:[-–]|to|till|thru|through) ?(\d{1,2}(?::\d{2})?(?: ?[ap]m)?|midnight|noon)\b(?! ?(?:seconds?|minutes?|mins?|hours?|hrs?|percent|degrees))/g, (said3, from, to) => CLOCK.test(from) || CLOCK.test(to) ? `from ${from} until ${to}` : said3],
  // "from midnight to dawn", "from sunset to 11pm": a window with the sun at one end, as "from … until …" says it.
  [/\bfrom (\d{1,2}(?::\d{2})?(?: ?[ap]m)?|midnight|noon|sunset|sunrise|dusk|dawn|sundown|sunup) (?:to|till|through) (sunset|sunrise|dusk|dawn|sundown|sunup|\d{1,2}(?::\d{2})?(?: ?[ap]m)?|midnight|noon)\b(?! ?(?:seconds?|minutes?|mins?|hours?|hrs?|percent|degrees))/g, "from $1 until $2"],
  // "M-F": the working week.
  [/\bm ?[-–] ?f\b|\bmon(?:day)? ?[-–] ?fri(?:day)?\b/g, "monday to friday"],
  // "sun-thu", "tue-sat": every day from the first to the last, in the week's order.
  [/\b(mon|tue|wed|thu|fri|sat|sun)[a-z]* ?[-–] ?(mon|tue|wed|thu|fri|sat|sun)[a-z]*\b/g, (_, from, to) => dayRange(from, to)],
  [/\bsat(?:urday)? ?[-–] ?sun(?:day)?\b/g, "saturday and sunday"],
  // "half way", "7h30": one spelling each.
  [/\bhalf way\b/g, "halfway"],
  [/\b(\d{1,2})h(\d{2})\b/g, "$1:$2"],
  // "has been open a minute", "left open 10 minutes": held for that long.
  [/\b((?:been|is|are|was|were|left|stays?|stayed) (?:left )?(?:open|opened|closed|shut|on|off)) (?=(?:\d+(?:\.\d+)?|an?) (?:seconds?|minutes?|mins?|hours?)\b)/g, "$1 for "]
];

// directive/lang/en/thresholds.ts
var COMPARED = (said3, adjectives) => adjectives.map((a) => `${said3}${a} than`);
var THRESHOLDS = {
  above: [
    "rises above",
    "goes above",
    "goes over",
    "climbs past",
    "goes past",
    "gets past",
    "rises past",
    "passes",
    "crosses",
    "goes beyond",
    "gets above",
    "climbs above",
    "is above",
    "is over",
    "exceeds",
    "tops",
    "is more than",
    "reaches",
    "hits",
    "comes up to",
    "gets up to",
    "climbs to",
    "rises to",
    "warms up to",
    ...COMPARED("gets ", ["warmer", "hotter", "higher", "brighter", "more humid"]),
    ...COMPARED("is ", ["warmer", "hotter", "higher", "brighter", "more humid"]),
    "above",
    "over",
    "more than",
    "warmer than",
    "hotter than",
    "brighter than"
  ],
  below: [
    "drops below",
    "drops under",
    "falls below",
    "falls under",
    "goes below",
    "goes under",
    "dips below",
    "gets below",
    "is below",
    "is under",
    "is lower than",
    "is less than",
    "comes down to",
    "gets down to",
    "drops to",
    "falls to",
    "cools down to",
    ...COMPARED("gets ", ["colder", "cooler", "lower", "darker"]),
    ...COMPARED("is ", ["colder", "cooler", "darker"]),
    "below",
    "under",
    "less than",
    "colder than",
    "cooler than",
    "darker than"
  ]
};

// directive/lang/en/unsupported.ts
var UNSUPPORTED = [
  { words: ["lock", "locks", "unlock", "unlocks", "locked", "unlocked", "locking", "unlocking", "keypad", "deadbolt"], what: "Locks" },
  { words: ["play", "music", "song", "songs", "playlist", "radio", "volume", "tv", "tvs", "television", "televisions", "speaker", "speakers", "media", "spotify", "podcast", "pause the", "playing", "played", "plays", "sonos"], what: "Media players" },
  { words: ["vacuum", "vacuums", "hoover", "robot", "roomba", "roombas", "cleaning the house", "clean the house"], what: "Vacuums" },
  { words: ["mow", "mows", "mowing", "mower", "mowers"], what: "Lawn mowers" },
  { words: ["email", "e mail", "sms"], what: "E-mails and text messages" },
  { words: ["valve", "valves", "water main"], what: "Valves" },
  { words: ["alarm", "arm", "disarm", "siren", "security system"], what: "Alarms" },
  { words: ["camera", "cameras", "record", "recording", "snapshot"], what: "Cameras" },
  { words: ["script", "scripts"], what: "Scripts" },
  { words: ["tilt", "tilts", "tilted", "slats"], what: "Blind tilt positions" },
  { words: ["vacation mode", "holiday mode", "away mode", "guest mode", "party mode"], what: "Modes (helpers)" },
  { words: ["every other", "every second day", "every second week", "twice a day", "twice a week", "once a week", "once a month", "only once", "just once", "first of the month"], what: "Schedules that skip days or count runs (every other day, twice a week)" },
  { words: ["tomorrow", "next week", "next month", "next monday", "next tuesday", "next wednesday", "next thursday", "next friday", "next saturday", "next sunday"], what: "One-off dates (tomorrow, next week)" },
  { words: ["on low", "on high", "on medium", "low speed", "high speed", "medium speed", "low setting", "high setting", "boost mode", "preset", "presets", "eco mode", "eco preset"], what: "Named speeds and presets (low, high, eco, sleep)" },
  { words: ["rotation", "oscillate", "oscillates", "oscillating", "oscillation", "swing mode"], what: "Fan oscillation and swing modes" },
  { words: ["than inside", "than outside", "than indoors", "than outdoors", "than it is inside", "than it is outside", "average", "difference between", "temperature difference"], what: "Comparisons between two sensors" },
  { words: ["on the way home", "on the way back", "on my way home", "on our way home", "on their way home", "on her way home", "on his way home", "getting close", "getting closer", "gets close", "nearby", "distance from home", "miles from home", "km from home", "proximity"], what: "Distances from home (proximity, \u201Con the way home\u201D)" },
  { words: ["sunny", "cloudy", "overcast", "weather forecast", "forecast"], what: "Weather conditions" }
];

// directive/lang/en/index.ts
var en = {
  code: "en",
  automationParts: AUTOMATION_PARTS,
  spellings: SPELLINGS,
  rewrites: REWRITES,
  someDaysOnly: SOME_DAYS_ONLY,
  titleSubject: TITLE_SUBJECT,
  remarks: REMARKS,
  thresholds: THRESHOLDS,
  clockDuration: CLOCK_DURATION,
  domains: DOMAINS,
  unsupported: UNSUPPORTED,
  lexicon: LEXICON,
  operations: OPERATIONS,
  orderVerbs: ORDER_VERBS,
  colours: { names: CSS, whites: WHITES },
  numbers: { units: UNITS, tens: TENS, scales: SCALES }
};

// directive/types.ts
var Refusal = class {
  constructor(reason, message) {
    this.reason = reason;
    this.message = message;
  }
  reason;
  message;
};
var Unnamed = class extends Refusal {
  constructor(message) {
    super("ambiguous", message);
  }
};

// directive/verbs.ts
var { phrasal, verbs, becomes, particles, setting, notify, inverse } = en.operations;
var any = (words3 = []) => words3.map((w2) => w2.replace(/ /g, "\\s+")).join("|") || "(?!)";
var DEVICES = en.domains.filter((d) => d.domain !== "cover" && d.domain !== "scene").flatMap((d) => Object.keys(d.nouns)).map((n2) => /(?:s|sh|ch|x)$/.test(n2) ? `${n2}(?:es)?` : `${n2}s?`).join("|");
function said(op) {
  const [particle, ...others] = particles[op] ?? [];
  return [
    phrasal[op] && `\\b(?:${any(phrasal[op])}) (?:\\w+ ){0,6}?${particle}\\b`,
    becomes[op] && `\\b(?:${any(becomes[op])})\\b`,
    verbs[op] && `\\b(?:${any(verbs[op])})\\b`,
    particle && `\\b(?:${any(particles[op])})\\s*$`,
    particle && `(?<=\\b(?:${DEVICES}) )(?:${any(particles[op])})\\b`,
    // "off" anywhere is the operation ("lights off at 11"); "out" and "up" only where a particle stands.
    particle && op === "off" && others.length > 0 && `\\b${particle}\\b`
  ].filter(Boolean).join("|");
}
var OPERATION_PATTERNS = [
  [new RegExp(said("toggle")), "toggle"],
  [new RegExp(said("off")), "off"],
  // "switch to the reading scene", "light the porch": idioms of turning on.
  [new RegExp(`${said("on")}|\\b(?:change|switch) to(?= (?:the )?(?:\\w+ ){0,4}scene\\b)|^\\s*light\\b(?= (?:the|all|every|my|our)\\b)`), "on"],
  [new RegExp(said("open")), "open"],
  [new RegExp(said("close")), "close"]
];
var PHRASAL = new RegExp(`^(?:${any([.../* @__PURE__ */ new Set([...phrasal.on ?? [], ...phrasal.off ?? [], ...(verbs.open ?? []).slice(0, 1)])])})$`);
var NOTIFY_VERBS = any(notify);
var ACTION_START = new RegExp(
  `(?<!\\b(?:is|are|gets|get|been|be|was|were|has|have|stays|stay|remains|remain|kept|we|i|you|they|the|a|an|my|our|your|his|her|their|its)\\s)(?!(?<=\\bleft\\s)(?:open|close|shut|on|off|running)\\b)\\b(?:${any([...new Set([...Object.values(phrasal), ...Object.values(verbs)].flat().concat(setting, notify, ["lock", "unlock", "play", "half open"]))])}|light(?= the\\b)|let \\w+ know)\\b`
);
var BRANCH_VERBS = any([...new Set([...Object.values(phrasal), ...Object.values(verbs)].flat().concat(setting))]);
var SAY = { on: `${phrasal.on?.[0]} on`, off: `${phrasal.off?.[0]} off`, open: verbs.open?.[0], close: verbs.close?.[0] };
var UNDO_WORDS = new Map(
  en.domains.flatMap((d) => [
    ...Object.entries(d.services).map(([op, service]) => [service, inverse[op]]),
    ...Object.entries(d.data ?? {}).map(([service, spec]) => [service, spec.undo])
  ]).filter(([, op]) => op && SAY[op]).map(([service, op]) => [service, SAY[op]])
);
var INVERSE = inverse;

// directive/ellipsis.ts
var MOMENT = String.raw`(?:at|from|every|when|whenever|once|\d+(?:\.\d+)?\s(?:minutes?|hours?|seconds?)\s(?:before|after)|(?:before|after)\s(?:sunset|sunrise|dusk|dawn))\b`;
var NOT_A_DEVICE = String.raw`(?:${BRANCH_VERBS}|at|from|every|when|whenever|once|if|unless|on|off|to|for|until|only|not|or|and|but|even|also|just|then|except|again|back|still|already|is|are|it|they|there)\b`;
var VALUE = String.raw`(?:\d+(?:\.\d+)?(?:\s?(?:%|percent|degrees?(?: celsius| fahrenheit)?))?|${[...en.colours.names, ...en.colours.whites.map(([w2]) => w2)].join("|")})`;
var TIMED_ORDER = new RegExp(String.raw`^(?:at|on|from|every|when|whenever|once|after|before)\s[^,]*?(?:\b(?:${BRANCH_VERBS})\b|\s(?:on|off|up|down|\d+(?:\.\d+)? ?(?:percent|degrees))$)`);
var DEVICE_AGAIN = new RegExp(String.raw`^(?:(?:the|my|our|all|both)\s)?(?:(?!${NOT_A_DEVICE})[\w'-]+\s){1,5}${MOMENT}`);
var VALUE_AGAIN = new RegExp(String.raw`^(?:to\s)?${VALUE}\s${MOMENT}`);
var isEllipsis = (said3) => VALUE_AGAIN.test(said3) || DEVICE_AGAIN.test(said3);
var VALUE_BEFORE = new RegExp(String.raw`^(.*?\s)(to\s)?${VALUE}\s${MOMENT}`);
var EVERY_START = new RegExp(ACTION_START, "g");
var SAY_AGAIN = { on: "turn on", off: "turn off", open: "open", close: "close", toggle: "toggle" };
function withVerb(first, right) {
  if (VALUE_AGAIN.test(right)) {
    const before = VALUE_BEFORE.exec(first);
    if (before) return `${before[1]}${before[2] ?? ""}${right.replace(/^to\s/, "")}`;
  }
  const starts = [...first.matchAll(EVERY_START)];
  const last = starts.length > 0 ? first.slice(starts.at(-1).index) : "";
  const op = OPERATION_PATTERNS.find(([pattern]) => pattern.test(last))?.[1];
  if (!op || !SAY_AGAIN[op]) throw new Refusal("ambiguous", `\u201C${right}\u201D has a moment of its own but no verb; say what to do there (\u201Cturn on \u2026\u201D, \u201Cset \u2026 to \u2026\u201D).`);
  return `${SAY_AGAIN[op]} ${right}`;
}

// directive/branches.ts
var SEPARATOR = new RegExp(String.raw`,\s*(?:(?:and\s+)?then\s+|and\s+|but\s+)?|\s+(?:and|but)\s+(?:then\s+)?|(?<=\d(?:am|pm)?|\b(?:sunset|sunrise|dusk|dawn|midnight|noon))\s+(?=(?:on|off)\b(?!\s+(?:weekdays?|weekends?|workdays?|${DAY})\b))`, "g");
var VERBLESS = String.raw`(?:the |my |our )?[\w' ]{1,40}? (?:on|off|up|down|to \d+(?:\.\d+)? ?(?:percent|degrees)?)(?= (?:at|when|whenever|once|if|after|before|from|every)\b)`;
var STARTS = new RegExp(`^(?:(?:${BRANCH_VERBS})\\b|(?:back\\s+)?(?:on|off)\\b|(?:up|down)\\b(?=\\s(?:at|when|whenever|once|after|before|from|every)\\b)|back to\\b|to \\d|(?:then\\s+)?(?:they|it)\\s+(?:go|goes|turn|turns|come|comes|switch|switches)\\b|${VERBLESS})`);
var DAYS = String.raw`(?:(?:on |every )?(?:weekdays?|weekends?|workdays?|week days|${DAY}(?:(?:,| and| or| to| through| thru|-) ?${DAY})*)(?: only)?)`;
var ANY_DAY = new RegExp(String.raw`\b(?:weekdays?|weekends?|workdays?|week days|${DAY})\b`);
var DAYS_LAST = new RegExp(String.raw`(?:,\s*|\s+)(?:only )?${DAYS}$`);
var DAYS_FIRST = new RegExp(String.raw`^(?:only )?${DAYS}(?:,\s*|:?\s+)`);
var EVERY_DAY = /\b(?:every day|daily|each day|every night|nightly|all week)\b/;
var ONLY_AFTER = /(?:,\s*|\s+but\s+)(?:but )?only (?:if|when|while|as long as|after dark|at night|during the day|between)\b[^,]*$|\s+(?:between \S+ and \S+|from \S+ (?:to|until|till) \S+),$/;
var key = (value) => JSON.stringify(value);
var isWeekdays = (c2) => c2.condition === "time" && Object.keys(c2).length === 2 && "weekday" in c2;
function attempt(compile2, text, before) {
  try {
    return compile2(text, before);
  } catch (error) {
    if (error instanceof Refusal) return null;
    throw error;
  }
}
var triggered = (p) => p !== null && p.result.kind === "automation" && p.own;
function inTheEvening(right, first) {
  const time = first.triggers.find((t) => t.trigger === "time" || t.trigger === "sun" && t.event === "sunset");
  const hour = time?.trigger === "sun" ? 18 : time?.trigger === "time" && typeof time.at === "string" ? Number(time.at.slice(0, 2)) : 0;
  if (hour < 12) return right;
  if (time?.trigger === "sun" && /^\W*(?:and |then |, )*(?:open|raise|lift|pull up)\b/.test(right)) return right;
  return right.replace(/\b(at|until|till) (\d{1,2})(:\d{2})?(?![\w.:])(?!\s?(?:am|pm)\b)/g, (said3, word, h, minutes = "") => {
    const n2 = Number(h);
    return n2 >= 1 && n2 < 12 && n2 + 12 > hour ? `${word} ${n2}${minutes}pm` : said3;
  });
}
function chain(text, before, compile2) {
  for (const m of text.matchAll(SEPARATOR)) {
    const said3 = text.slice(m.index + m[0].length);
    const elliptical = !STARTS.test(said3) && !TIMED_ORDER.test(said3) && isEllipsis(said3);
    if (!STARTS.test(said3) && !TIMED_ORDER.test(said3) && !elliptical) continue;
    const first = attempt(compile2, text.slice(0, m.index), before);
    if (!triggered(first)) continue;
    const right = elliptical ? withVerb(text.slice(0, m.index), said3) : said3;
    const next = { targets: first.targets.length > 0 ? first.targets : before.targets, subjects: first.subjects.length > 0 ? first.subjects : before.subjects };
    const later = inTheEvening(right, first.result);
    const rest = chain(later, next, compile2);
    if (rest) return [first.result, ...rest];
    const second = attempt(compile2, later, next);
    if (!triggered(second) && elliptical) throw new Refusal("ambiguous", `\u201C${said3}\u201D has a moment of its own, and HomeDirective could not read it as its own step; give it its own verb.`);
    return triggered(second) ? [first.result, second.result] : null;
  }
  return null;
}
function branches(text, compile2) {
  const days = [DAYS_LAST.exec(text), DAYS_FIRST.exec(text)].map((m) => m && !ANY_DAY.test(text.replace(m[0], " ")) ? m : null);
  const only = ONLY_AFTER.exec(text) ?? days[0] ?? null;
  const first = only ? null : days[1] ?? null;
  const each = only ? (clause, before) => compile2(`${clause}${only[0]}`, before) : first ? (clause, before) => compile2(`${first[0]}${clause}`, before) : compile2;
  const parts = chain(only ? text.slice(0, only.index) : text.slice(first?.[0].length ?? 0), { targets: [], subjects: [] }, each);
  return parts ? join(parts, EVERY_DAY.test(text)) : null;
}
var acted = (p) => key(p.actions.flatMap((a) => "target" in a && a.target ? [a.target] : []).flatMap((t) => Object.values(t).flat()).sort());
function join(parts, everyDay = false) {
  const days = parts.map((p) => p.conditions.filter(isWeekdays));
  const said3 = days.filter((d) => d.length > 0);
  const apart = said3.length > 1 && said3.some((d) => key(d) !== key(said3[0])) || parts.some((p) => acted(p) !== acted(parts[0]));
  const dayShared = apart ? [] : days.at(-1).length > 0 ? days.at(-1) : !everyDay && days.slice(1).every((d) => d.length === 0) ? days[0] : [];
  const everywhere = parts[0].conditions.filter((c2) => !dayShared.some((s) => key(s) === key(c2)) && parts.every((p) => p.conditions.some((o) => key(o) === key(c2))));
  const shared = [...dayShared, ...everywhere];
  const own = parts.map((p) => p.conditions.filter((c2) => !shared.some((s) => key(s) === key(c2))));
  const same = parts.every((p, i) => key(p.actions) === key(parts[0].actions) && key(own[i]) === key(own[0]));
  if (same) return { kind: "automation", triggers: parts.flatMap((p) => p.triggers), conditions: [...shared, ...own[0]], actions: parts[0].actions };
  const triggers = [];
  const choose = [];
  parts.forEach((p, i) => {
    const id = `b${i + 1}`;
    triggers.push(...p.triggers.map((t) => ({ ...t, id })));
    choose.push({ conditions: [{ condition: "trigger", id }, ...own[i]], sequence: p.actions });
  });
  return { kind: "automation", triggers, conditions: shared, actions: [{ choose }] };
}

// directive/assemble.ts
var NOTHING = { targets: [], subjects: [] };
function contradiction(list) {
  const seen = /* @__PURE__ */ new Map();
  for (const a of list) {
    if ("delay" in a) {
      seen.clear();
      continue;
    }
    if (!("target" in a)) continue;
    const what = JSON.stringify([a.action, a.data ?? {}]);
    for (const id of a.target.entity_id) {
      if (a.action === "climate.turn_on" && seen.get(id)?.startsWith('["climate.set_temperature"')) continue;
      if (a.action === "climate.set_temperature" && seen.get(id)?.startsWith('["climate.set_hvac_mode"')) continue;
      if (seen.has(id) && seen.get(id) !== what) throw new Refusal("unsupported", `The directive asks ${id} to do two different things at once; HomeDirective could not tell which part goes with which time or event. Try one directive per time or event.`);
      seen.set(id, what);
    }
  }
}
function whicheverLater(triggers, conditions) {
  const [only] = triggers;
  if (triggers.length !== 1 || !only || only.trigger !== "sun" && only.trigger !== "time") return { triggers, conditions };
  const bound = conditions.find((c2) => (only.trigger === "sun" ? c2.condition === "time" : c2.condition === "sun") && "after" in c2 && !("before" in c2));
  if (!bound || !("after" in bound) || !bound.after) return { triggers, conditions };
  const moment = bound.condition === "time" ? { trigger: "time", at: bound.after } : { trigger: "sun", event: bound.after, ...bound.after_offset ? { offset: bound.after_offset } : {} };
  const since = only.trigger === "sun" ? { condition: "sun", after: only.event, ...only.offset ? { after_offset: only.offset } : {} } : { condition: "time", after: only.at };
  return { triggers: [only, moment], conditions: [...conditions, since] };
}
function mergeTime(conditions) {
  const out = [];
  for (const c2 of conditions) {
    const into = out.find((o) => o.condition === "time" && c2.condition === "time" && !Object.keys(c2).some((k) => k !== "condition" && k in o));
    if (into) Object.assign(into, c2);
    else out.push({ ...c2 });
  }
  return out;
}
var UNTIL = /\s(?:from (\S+(?: \S+)?) )?(?:until|till|til) ([^,]+)$/;
var WHEN_WORDS = /^(?:\d|noon|midnight|(?:the )?(?:sunset|sunrise|sundown|dusk|dawn|nightfall|daybreak|first light))/;
function until(text, part) {
  const m = UNTIL.exec(text);
  if (!m) return null;
  if (m[1] && /\b(?:when|whenever|if|once)\b/.test(text.slice(0, m.index))) return part(`${text.slice(0, m.index)} between ${m[1]} and ${m[2]}`, NOTHING).result;
  if ((text.match(/\b(?:until|till|til)\b/g) ?? []).length > 1) throw new Refusal("unsupported", `\u201C${m[0].trim()}\u201D holds two windows, and HomeDirective writes one window per directive yet; give each its own directive.`);
  const [, end, rest = ""] = /^(\d\S*|noon|midnight|sunset|sunrise|dusk|dawn)((?: (?!on\b|every\b|weekdays?\b|weekends?\b)\S+)+)?$/.exec(m[2]) ?? [];
  const head = text.slice(0, m.index) + rest + (m[1] ? ` at ${m[1]}` : "");
  const first = part(head, NOTHING);
  if (first.result.kind !== "automation" || !first.own) throw new Refusal("unsupported", `\u201Cuntil ${m[2]}\u201D needs a start: say when it begins (\u201Cat sunset until 11pm\u201D).`);
  const inverses = new Set(first.result.actions.map((a) => "action" in a ? UNDO_WORDS.get(a.action) : void 0));
  const inverse2 = inverses.size === 1 ? [...inverses][0] : void 0;
  if (!inverse2) throw new Refusal("unsupported", `HomeDirective cannot tell how to undo \u201C${head.trim()}\u201D ${m[0].trim()}; say what should happen then.`);
  const then = part(`${inverse2} them ${WHEN_WORDS.test(m[2]) ? "at" : "when"} ${rest ? end : m[2]}`, first);
  if (then.result.kind !== "automation") return null;
  return join([first.result, then.result]);
}

// directive/domains.ts
var DOMAINS2 = en.domains;
var serviceFor = (op, domain) => DOMAINS2.find((d) => d.domain === domain)?.services[op];
var ACTUATED = new Set(DOMAINS2.map((d) => d.domain));
var READ = /* @__PURE__ */ new Set([...ACTUATED, "binary_sensor", "sensor", "person", "zone", "sun"]);
var SUPPORTED = `${DOMAINS2.map((d) => d.summary).join(", ")}, sensors and notifications`;
var RUNNING = new Map(DOMAINS2.map((d) => [d.domain, d.runs === "all" ? /(?:)/ : d.runs ? new RegExp(`\\b(?:${d.runs.join("|")})s?\\b`, "i") : null]));
var runsWhileOn = (e) => RUNNING.get(e.domain)?.test(e.name) ?? false;

// directive/kinds.ts
var KIND_WORDS = {
  ...Object.fromEntries(
    DOMAINS2.flatMap(
      (d) => Object.entries(d.nouns).map(([noun, classes]) => {
        const plugIn = DOMAINS2.find((p) => p.plugIn === noun);
        const kind = plugIn ? { domains: [d.domain, "switch"], named: { switch: noun } } : { domains: [d.domain], ...classes ? { classes } : {} };
        return [noun, kind];
      })
    )
  ),
  window: { domains: ["binary_sensor"], classes: ["window"] }
};
var SYSTEM_NOUNS = /* @__PURE__ */ new Set(["heating"]);
var MASS_NOUNS = /* @__PURE__ */ new Set(["lighting", "hvac", "conditioning"]);
var NARROW_NOUNS = new Set(
  DOMAINS2.flatMap((d) => Object.entries(d.nouns).filter(([noun, classes], i) => i > 0 && classes === null && noun !== d.domain && !MASS_NOUNS.has(noun)).map(([noun]) => noun))
);
var SOFT_KINDS = {
  lamp: { domains: ["light"] },
  door: { domains: ["binary_sensor", "cover"], classes: ["door", "garage", "gate"] }
};
var MEASURES = [
  // Power first: "the heat pump power drops below 300 W" names a power sensor ("heat" in a device's name is no measure).
  [/\b(?:power|consumption|consuming|generating|producing|drawing|draws|watts)\b/, { domains: ["sensor"], classes: ["power"] }],
  [/\b(?:temperature|temp|warm|warmer|hot|hotter|cold|colder|cool|cooler|degrees|freezing|heat(?! pump))\b/, { domains: ["sensor"], classes: ["temperature"] }],
  // A soil moisture sensor reports a percentage as a humidity sensor does (HA device class "moisture").
  [/\b(?:humidity|humid|damp|moisture)\b/, { domains: ["sensor"], classes: ["humidity", "moisture"] }],
  [/\b(?:illuminance|illumination|lux|light level|brightness|bright|brighter|dark|darker|daylight level)\b/, { domains: ["sensor"], classes: ["illuminance"] }],
  [/\b(?:carbon dioxide|ppm)\b/, { domains: ["sensor"], classes: ["carbon_dioxide"] }],
  [/\b(?:wind speed|wind|gusts?|kmh|mph)\b/, { domains: ["sensor"], classes: ["wind_speed"] }]
];
var SENSES = {
  motion: { domains: ["binary_sensor"], classes: ["motion", "occupancy", "presence"] },
  door: { domains: ["binary_sensor", "cover"], classes: ["door", "garage", "gate", "garage_door"] },
  window: { domains: ["binary_sensor"], classes: ["window"] },
  smoke: { domains: ["binary_sensor"], classes: ["smoke"] },
  leak: { domains: ["binary_sensor"], classes: ["moisture"] }
};
var isKind = (entity, kind) => kind.domains.includes(entity.domain) && (!kind.classes || entity.domain === "light" || entity.domain === "climate" || kind.classes.includes(entity.device_class ?? "")) && (!kind.named?.[entity.domain] || entity.name.toLowerCase().includes(kind.named[entity.domain]));
var UNSUPPORTED2 = en.unsupported.map((u) => [new RegExp(`\\b(?:${u.words.join("|")})\\b`), u.what]);
var ANY_UNSUPPORTED = new RegExp(`\\b(?:${en.unsupported.flatMap((u) => u.words).join("|")})\\b`);
var DEVICE_NOUNS = /* @__PURE__ */ new Set([...Object.keys(SENSES), ...Object.keys(KIND_WORDS), ...Object.keys(SOFT_KINDS), "sensor"]);

// directive/letters.ts
var withoutAccents = (text) => text.normalize("NFD").replace(/\p{M}/gu, "").normalize("NFC");

// directive/numbers.ts
var WORD = `(?:${[...Object.keys(TENS), ...Object.keys(UNITS), ...Object.keys(SCALES)].join("|")})`;
var NUMBER_WORDS = new RegExp(`\\b${WORD}(?:[ -]${WORD})*(?: point (?:${Object.keys(UNITS).join("|")})+)?\\b`, "g");
function wordsToNumber(words3) {
  const [whole2 = "", fraction] = words3.split(" point ");
  let total = 0;
  let current = 0;
  for (const word of whole2.split(/[ -]/)) {
    if (word in UNITS) current += UNITS[word];
    else if (word in TENS) current += TENS[word];
    else if (word === "hundred") current = (current || 1) * 100;
    else if (word === "thousand") total += (current || 1) * 1e3, current = 0;
  }
  const digits = fraction ? fraction.split(" ").map((w2) => UNITS[w2] ?? 0).join("") : "";
  return Number(`${total + current}${digits ? `.${digits}` : ""}`);
}
var CLOCK_HOURS = "(\\d{1,2})";
var PHRASES = [
  [/\b(?:an|one) hour and (?:a )?half\b/g, "90 minutes"],
  [/\b(\d+) (?:hours?|hrs?),? (?:and )?(\d+) (?:minutes?|mins?)\b/g, (_, h, m) => `${Number(h) * 60 + Number(m)} minutes`],
  // "1:50 before sunset": hours and minutes before or after the sun's moment, an offset, never a clock time.
  [/\b(\d{1,2}):(\d{2}) (?=(?:before|after) (?:sunset|sunrise|sundown|sunup|dusk|dawn)\b)/g, (_, h, m) => `${Number(h) * 60 + Number(m)} minutes `],
  [/\b(\d+) and (?:a )?half hours?\b/g, (_, h) => `${Number(h) * 60 + 30} minutes`],
  [/\b(?:a |one )?half (?:an|one) hour\b|\b(?:a|the|the last|the past) half hour\b/g, "30 minutes"],
  [/\b(?:a )?quarter of an hour\b|\ba quarter hour\b/g, "15 minutes"],
  [/\b(?:three|3) quarters of an hour\b/g, "45 minutes"],
  [/\bevery half(?: an)? hour\b/g, "every 30 minutes"],
  // "below minus five", "5 below zero", "10 degrees below freezing": a negative number; "−5" with a minus sign too.
  [/\bminus (\d)/g, "-$1"],
  [/(^|\s)\u2212(?=\d)/g, "$1-"],
  // "when it is 5 below zero": a reading that low, so below it.
  [/\b(is|gets|goes|falls|drops|reaches|hits|dips)( to)? (\d+(?:\.\d+)?) (?:(degrees?(?: celsius| c)?) )?below (?:zero|0|freezing)\b(?!:)/g, (_, verb, _to, n2, unit) => `${verb} below -${n2}${unit ? ` ${unit}` : ""}`],
  [/\b(\d+(?:\.\d+)?) (?:(degrees?(?: celsius| c)?) )?below (?:zero|0|freezing)\b(?!:)/g, (_, n2, unit) => `-${n2}${unit ? ` ${unit}` : ""}`],
  // "at half six": half past six, as British English says it.
  [/\b(at|by|around|from|until|till) half (\d{1,2})\b(?! ?(?:percent|degrees|minutes?|hours?))/g, (_, at, h) => `${at} ${h}:30`],
  // "at 12 midnight", "12 noon": the hour said with its name is that moment, once.
  [/\b12(?::00)? ?(?:o'clock )?(midnight|noon|midday)\b/g, "$1"],
  // "a quarter to midnight", "ten past noon": minutes around the day's two named hours.
  [/\b(?:a )?(quarter|half|\d{1,2}) (?:minutes )?(to|past) (midnight|noon|midday)\b/g, (_, n2, side, hour) => {
    const minutes = n2 === "quarter" ? 15 : n2 === "half" ? 30 : Number(n2);
    const base = hour === "midnight" ? 24 * 60 : 12 * 60;
    const at = (base + (side === "to" ? -minutes : minutes)) % (24 * 60);
    return `${Math.floor(at / 60)}:${String(at % 60).padStart(2, "0")}`;
  }],
  [/\ba (quarter (?:past|to)) /g, "$1 "],
  [/\b(?:an|a) (hour|minute|second)\b/g, "1 $1"],
  [new RegExp(`\\bquarter past ${CLOCK_HOURS}\\b`, "g"), (_, h) => `${h}:15`],
  [new RegExp(`\\bhalf past ${CLOCK_HOURS}\\b`, "g"), (_, h) => `${h}:30`],
  [new RegExp(`\\bquarter to ${CLOCK_HOURS}\\b`, "g"), (_, h) => `${(Number(h) + 11) % 12 || 12}:45`],
  // "at twenty past eight", "at ten to seven": minutes before or after an hour, after "at" so "10 to 20 %" stays a range.
  [new RegExp(`\\b(at|by|around) (\\d{1,2}) (?:minutes )?past ${CLOCK_HOURS}\\b`, "g"), (_, at, m, h) => `${at} ${h}:${m.padStart(2, "0")}`],
  // Minutes to an hour are said in fives ("ten to eleven"); "at 7 to 8" is a window said loosely, left for the window rules.
  [new RegExp(`\\b(at|by|around) (\\d{1,2}) (?:minutes )?to ${CLOCK_HOURS}\\b(?! ?(?:percent|degrees))`, "g"), (said3, at, m, h) => Number(m) % 5 === 0 ? `${at} ${(Number(h) + 11) % 12 || 12}:${String(60 - Number(m)).padStart(2, "0")}` : said3],
  // "at seven thirty pm", "at 6 45": an hour and its minutes said as two numbers.
  [/\b(at|by|around|from|until|till|before|after) (\d{1,2}) ([1-5]\d)(?=\s?(?:am|pm)\b|\s|$|,)/g, "$1 $2:$3"],
  [/\b(\d{1,2}) o'?clock\b/g, "$1:00"],
  [/\b(?:noon|midday)\b/g, "12:00"],
  [/\bmidnight\b/g, "0:00"]
];
function pronounOne(text, at) {
  const before = text.slice(0, at);
  const after = text.slice(at + 3);
  if (/\b(?:at|to|by|for|in|after|before|until|till|from|past|every|minus|point|than|above|below|over|under|around|about|is|are|only|just)\s+$/.test(before)) return false;
  return /\b(?:the|that|this|which|each|other|another|any|no)\s+$/.test(before) || /^\s*(?:too|as well|also|of|in|on|by|near|over|under|next|upstairs|downstairs|and|,|$)/.test(after);
}
function digitize(text) {
  let out = text.replace(NUMBER_WORDS, (words3, at, whole2) => words3 === "one" && pronounOne(whole2, at) ? words3 : words3.split(new RegExp(`(?<=\\b(?:${Object.keys(UNITS).join("|")})) (?=(?:${Object.keys(TENS).join("|")})\\b)`)).map((w2) => String(wordsToNumber(w2))).join(" "));
  for (const [pattern, replacement] of PHRASES) out = out.replace(pattern, replacement);
  return out;
}

// directive/gates.ts
function classEnd(source, i) {
  let j = i + 1;
  while (j < source.length && source[j] !== "]") j += source[j] === "\\" ? 2 : 1;
  return j;
}
function groupEnd(source, i) {
  let depth = 0;
  for (let j = i; j < source.length; j++) {
    const c2 = source[j];
    if (c2 === "\\") j++;
    else if (c2 === "[") j = classEnd(source, j);
    else if (c2 === "(") depth++;
    else if (c2 === ")" && --depth === 0) return j;
  }
  return source.length;
}
function leading(alternative) {
  const plain2 = /^[a-z ',:-]*/.exec(alternative)[0];
  const optional = /^[?*{]/.test(alternative.slice(plain2.length));
  return { word: optional ? plain2.slice(0, -1) : plain2, whole: plain2.length === alternative.length };
}
function alternatives(body) {
  const found = [];
  let from = 0;
  for (let j = 0; j <= body.length; j++) {
    if (body[j] === "\\") j++;
    else if (body[j] === "(") j = groupEnd(body, j);
    else if (body[j] === "[") j = classEnd(body, j);
    else if (body[j] === "|" || j === body.length) {
      found.push(leading(body.slice(from, j)));
      from = j + 1;
    }
  }
  return found;
}
function literalSets(source) {
  const sets2 = [];
  let current = [""];
  const end = () => {
    sets2.push(current);
    current = [""];
  };
  for (let i = 0; i < source.length; i++) {
    const c2 = source[i];
    if (c2 === "^" || c2 === "$" || c2 === "\\" && /[bB]/.test(source[i + 1])) i += c2 === "\\" ? 1 : 0;
    else if (c2 === "\\") {
      i++;
      end();
    } else if (c2 === "[") {
      i = classEnd(source, i);
      end();
    } else if (c2 === "(") {
      const close = groupEnd(source, i);
      const body = source.slice(i + 1, close).replace(/^\?:/, "");
      const options = alternatives(body);
      const quantified = /^[?*{+]/.test(source.slice(close + 1));
      if (/^\?<?[=!]/.test(body)) i = close;
      else if (options.length === 1 && !quantified) i = close - body.length - 1;
      else if (quantified || current.length * options.length > 32) {
        end();
        i = close;
      } else {
        current = current.flatMap((before) => options.map((o) => before + o.word));
        if (!options.every((o) => o.whole)) end();
        i = close;
      }
    } else if (c2 === ")") continue;
    else if (c2 === "|") return null;
    else if (c2 === "?" || c2 === "*" || c2 === "{") {
      current = current.map((word) => word.slice(0, -1));
      end();
      if (c2 === "{") i = source.indexOf("}", i);
    } else if (/[a-z0-9 ',:-]/.test(c2)) current = current.map((word) => word + c2);
    else end();
  }
  end();
  return sets2;
}
function gateOf(pattern) {
  const shortest = (words3) => Math.min(...words3.map((w2) => w2.trim().length));
  const sets2 = (literalSets(pattern.source) ?? []).filter((words3) => shortest(words3) >= 2);
  return sets2.length === 0 ? null : sets2.reduce((a, b) => shortest(b) > shortest(a) ? b : a);
}
var node = () => ({ next: [], ends: [] });
function gatedRules(patterns) {
  const gates = patterns.map(gateOf);
  const root = node();
  gates.forEach((words3, rule) => {
    for (const word of words3 ?? []) {
      let at = root;
      for (let i = 0; i < word.length; i++) {
        const c2 = word.charCodeAt(i);
        at = at.next[c2] ??= node();
      }
      at.ends.push(rule);
    }
  });
  const scan = (text, may = gates.map((words3) => words3 === null), from = 0, to = text.length) => {
    for (let i = Math.max(0, from); i < to; i++) {
      let at = root.next[text.charCodeAt(i)];
      for (let j = i + 1; at; j++) {
        for (const rule of at.ends) may[rule] = true;
        at = j < text.length ? at.next[text.charCodeAt(j)] : void 0;
      }
    }
    return may;
  };
  return { scan, longest: Math.max(...gates.flatMap((words3) => (words3 ?? []).map((w2) => w2.length))) };
}
function gatedTable(table) {
  const { scan, longest } = gatedRules(table.map(([pattern]) => pattern));
  return (text) => {
    let out = text;
    const may = scan(out);
    table.forEach(([pattern, replacement], rule) => {
      if (!may[rule]) return;
      const next = out.replace(pattern, replacement);
      if (next === out) return;
      const [start, end] = changed(out, next);
      scan(out = next, may, start - longest + 1, end);
    });
    return out;
  };
}
function changed(before, after) {
  let start = 0;
  while (start < before.length && start < after.length && before[start] === after[start]) start++;
  let end = 0;
  while (end < before.length - start && end < after.length - start && before[before.length - 1 - end] === after[after.length - 1 - end]) end++;
  return [start, after.length - end];
}

// directive/lang/en/messages.ts
var QUOTED_FOR = /\b(notify|tell|text|message|alert|ping)\s+((?:\p{L}+)(?:\s+and\s+\p{L}+)?)\s*,?\s*(?:(?:with|saying|that says)\s+)?(?:(?:the|a)\s+)?(?:(?:message|text|notification)\s*)?:?\s*["“]([^"”]*)["”]/u;
var QUOTED_TO = /\b(?:send|text|message|push)\s+(?:(?:a|the)\s+(?:message|text|notification)\s+)?(?:(?:saying|that says)\s+)?["“]([^"”]*)["”]\s+to\s+/u;

// directive/titles.ts
var PREAMBLE = [
  /^(?:(?:hey|ok|okay|hi)\s+)?(?:siri|google|alexa|mycroft|homey|jarvis|assistant|computer|nabu)\s*[,:!.]\s*/,
  /^(?:hey|ok|okay)\s+(?:siri|google|alexa|mycroft|homey|jarvis|assistant|nabu)\s+/,
  /^(?:siri|alexa|jarvis)\s+(?=(?:please\s+)?(?:turn|switch|set|open|close|dim|notify|start|stop)\b)/,
  /^(?:[^:]|(?<=\d):(?=\d\d)){2,50}:\s+(?=\S)/,
  // "Movie Started - Turn Off Lights": a title set off by a dash.
  // Not "at sunset - 30 min": a dash before a number of minutes is an offset.
  /^[^:,\d-]{2,50}\s[-–—]\s+(?=\S)(?!\d+\s?(?:min(?:ute)?s?|hours?|hrs?|h)\b)/,
  /^(?:please\s+)?(?:create|make|write|set up|add|build)\s+(?:an?\s+|me\s+an?\s+)?(?:automation|routine|rule)\s+(?:that|which|to)\s+/
];
var EVENT_TITLE = /\s+(?:is\s+|are\s+|was\s+)?(?:left\s+)?(open|opened|closed|shut)(?=$|\s+(?:after|before|at|during|between|while|on)\b)/;
var TIMED = /\bat (?:midnight|noon|(?:sunset|sunrise)(?: (?:minus|plus|[-+]) ?\d+ ?(?:min(?:ute)?s?|hours?|hrs?))?|\d{1,2}(?::\d{2})?\s?(?:[ap]\.?m\.?)?)(?=\s|$)/;
var AT_ONLY = /^(?:at )?(?:midnight|noon|midday|sunset|sunrise|dusk|dawn|\d{1,2}(?:[:.]\d{2})?\s?(?:[ap]\.?m\.?)?)[.!]?$/;
var PART_OF_DAY = /^(?:(?:during the |in the )?(day|day ?time|daylight)|(?:at )?(?:night|night ?time|after dark|dark))$/;
var DAYS2 = String.raw`(?:(?:mon|tues|wednes|thurs|fri|satur|sun)days?|weekdays?|weekends?)`;
var TITLE_DAYS = new RegExp(String.raw`\b(?:on |every )?${DAYS2}(?:(?:,| and| or| &) ${DAYS2})*(?: (?:mornings?|evenings?|nights?|afternoons?))?\b`);
function whenInTitle(title) {
  if (AT_ONLY.test(title.trim())) return { said: `at ${title.trim().replace(/^at /, "")}`, first: true, rest: "" };
  const part = PART_OF_DAY.exec(title.trim());
  if (part) return { said: part[1] ? "during the day" : "at night", first: false, rest: "" };
  const timed = TIMED.exec(title);
  const days = TITLE_DAYS.exec(title);
  if (!timed && !days) return null;
  const said3 = [timed?.[0], days ? `on ${days[0].replace(/^(?:on|every) /, "")}` : void 0].filter(Boolean).join(" ");
  const rest = [timed?.[0], days?.[0]].reduce((left, part2) => part2 ? left.replace(part2, " ") : left, title).replace(/\bonly\b/, " ").trim();
  return { said: said3, first: false, rest };
}
function strip(text) {
  let out = text;
  let dropped2 = null;
  let end = 0;
  for (const pattern of PREAMBLE) {
    const m = pattern.exec(out);
    if (!m || /\d:\s*$/.test(m[0]) || m[0].length >= out.length) continue;
    out = out.slice(m[0].length);
    const at = text.length - out.length;
    const title = /^((?:[^:]|(?<=\d):(?=\d\d))+?)(?::(?!\d\d)|\s[-–—]\s)/.exec(m[0])?.[1];
    const when = title ? whenInTitle(title) : null;
    if (title && when) {
      out = when.first ? `${when.said}, ${out.trim()}` : `${out.trim().replace(/[.!]$/, "")} ${when.said}`;
      if (when.rest) dropped2 = when.rest;
      end = at;
      continue;
    }
    if (title && EVENT_TITLE.test(title.trim())) {
      out = `when ${title.trim().replace(EVENT_TITLE, (_, state) => ` is ${state}`)}, ${out}`;
      continue;
    }
    if (title && AT_ONLY.test(out.trim())) {
      out = `${title.trim()} at ${out.trim().replace(/^at /, "")}`;
      continue;
    }
    if (title && /^(?:on|off)\b(?= (?:while|whilst|when|whenever|if|as long as|with)\b)/.test(out.trim())) {
      out = `${title.trim().replace(/^(?:auto|automatic|automated|smart)\s+/, "")} ${out.trim()}`;
      continue;
    }
    if (title && /^\w+ (?:them|it)\b/.test(out) && !/,/.test(title)) out = out.replace(/\b(?:them|it)\b/, `the ${title.trim().replace(/^.*\b(?:the|my|our) /, "")}`);
    else if (title) {
      dropped2 = dropped2 ? `${dropped2} ${title.trim()}` : title.trim();
      end = at;
    }
  }
  return { text: out, title: dropped2, end };
}
var droppedTitle = (text) => strip(withoutAccents(text.normalize("NFKC").toLowerCase().trim())).title;
function titleAndBody(text) {
  const { title, end } = strip(withoutAccents(text.normalize("NFKC").toLowerCase().trim()));
  const whole2 = text.trim();
  return title === null ? ["", whole2] : [whole2.slice(0, end), whole2.slice(end)];
}

// directive/text.ts
var THIRD_PERSON = /\b(turn|dim|activate|deactivate|enable|disable)s\b|\b(switch)es\b(?= (?:on|off)\b)/g;
var EVERY_QUOTED_FOR = new RegExp(QUOTED_FOR, "gu");
var EVERY_QUOTED_TO = new RegExp(QUOTED_TO, "gu");
var spell = gatedTable(en.spellings);
function normalize(text) {
  const lowered = withoutAccents(text.normalize("NFKC").toLowerCase().trim());
  const written = strip(en.automationParts.reduce((out, [pattern, spelled]) => out.replace(pattern, spelled), lowered)).text.replace(EVERY_QUOTED_FOR, "$1 $2").replace(EVERY_QUOTED_TO, "notify ").replace(THIRD_PERSON, "$1$2").replace(/\b(at|by|around|until|till) (?:(?!\b(?:till|until|to|and|or|at|by|from|dusk|dawn|sunset|sunrise|sundown|noon|midnight)\b)[\p{L}' -]){2,24} \((\d{1,2}(?::\d{2})?\s?(?:[ap]\.?m\.?)?)\)/gu, "$1 $2").replace(/[‘’`]/g, "'").replace(/(^|[\s,:])'([^']+)'(?=[\s,.:!?]|$)/g, "$1$2").replace(/(\p{L})_(?=\p{L})/gu, "$1 ").replace(/(\p{L}s)'(?=\s|$)/gu, "$1").replace(/\b(\d{1,2})\.(\d{2}) ?([ap]m)\b/g, "$1:$2$3").replace(/\b(\d+(?:\.\d+)?) ?h\b/g, "$1 hours");
  const plain2 = spell(written).replace(/(\p{L})[.?!]+\s+(?=\p{L})|(\d)[?!]+\s+(?=\p{L})|([\p{L}\d])\s*;\s*(?=\p{L})/gu, (_, letter, digit, before) => `${letter ?? digit ?? before}, `).replace(/(\p{L})-(?=\p{L})/gu, "$1 ").replace(/(\p{L})\((?:e?s)\)/gu, "$1s").replace(/\s&\s/g, " and ").replace(/\s*\(((?:we|i|you|they|he|she|it|that|this|there|my|our|his|her|their) (?:[^()\d]+ )+[^()\d]+)\)\s*\.?\s*$/, ", $1").replace(/[()[\]{}"!?;]/g, " ").replace(/\.{2,}|…/g, " ").replace(/(\D)\.(\s|$)/g, "$1 $2").replace(/(\d)\.(\s|$)/g, "$1$2").replace(/\beach and every\b/g, "every").replace(/\bno one\b|\bno-one\b/g, "nobody").replace(/\ba\/c\b/g, "ac").replace(/\b(\p{L}{2,})\/(\p{L}{2,})\b/gu, "$1 or $2").replace(/(?<!\b(?:sunset|sunrise|dusk|dawn))\s\+\s/g, " and ").replace(/\s+,/g, ",").replace(/\s+/g, " ").trim();
  return digitize(plain2).replace(/\b(\d{1,2})(?::(\d{2}))?\s?(am|pm)\b/g, (_, h, m = "00", half) => `${h}:${m}${half}`).replace(/\s+/g, " ").trim();
}
var IRREGULAR2 = /* @__PURE__ */ new Map([["people", "person"], ["children", "child"], ["men", "man"], ["women", "woman"]]);
function stem(word) {
  return fold(word);
}
function fold(word) {
  if (!word.endsWith("s") || word.length <= 3) return IRREGULAR2.get(word) ?? word;
  if (word.length > 4 && word.endsWith("ies")) return `${word.slice(0, -3)}y`;
  if (word.length > 4 && /(ch|sh|x|ss)es$/.test(word)) return word.slice(0, -2);
  if (!word.endsWith("ss") && !word.endsWith("us")) return word.slice(0, -1);
  return word;
}
var words2 = (phrase) => phrase.split(/[\s,]+/).filter(Boolean).map(stem);

// directive/home-index.ts
function nameWords(names) {
  const out = /* @__PURE__ */ new Set();
  for (const name of names) for (const word of name.toLowerCase().match(/\p{L}+/gu) ?? []) out.add(stem(word));
  return out;
}
function joinedWords(names) {
  const out = /* @__PURE__ */ new Map();
  for (const name of names) {
    const said3 = plain(name).split(/\s+/).filter(Boolean);
    for (let i = 0; i + 1 < said3.length; i++) out.set(`${said3[i]}${said3[i + 1]}`, `${said3[i]} ${said3[i + 1]}`);
  }
  return out;
}
function indexHome(home) {
  const areas = home.areas.flatMap((area) => [area.name, ...area.aliases ?? []].map((name) => ({ item: area, words: words2(plain(name)) })));
  const generic = (w2) => w2.every((x) => x in KIND_WORDS || x in SOFT_KINDS);
  const entities = home.entities.filter((e) => e.domain !== "zone" && e.domain !== "sun" && e.domain !== "person").map((entity) => {
    const w2 = words2(plain(entity.name)).map(numbered);
    return { item: entity, words: w2, generic: generic(w2), said: plain(entity.name).split(/\s+/) };
  });
  const people = home.entities.filter((e) => e.domain === "person").map((entity) => ({ item: entity, words: words2(plain(entity.name)) }));
  const longestFirst2 = (list) => list.sort((a, b) => b.words.length - a.words.length);
  const floors = (home.floors ?? []).flatMap((floor) => {
    const on = home.areas.filter((a) => a.floor === floor.floor_id);
    return [floor.name, ...floor.aliases ?? []].map((name) => ({ item: on, words: words2(plain(name)) }));
  });
  const names = nameWords([
    ...home.entities.map((e) => plain(e.name)),
    ...home.areas.flatMap((a) => [a.name, ...a.aliases ?? []].map(plain)),
    ...(home.floors ?? []).flatMap((f) => [f.name, ...f.aliases ?? []].map(plain)),
    ...(home.services ?? []).map((s) => plain(s.name ?? ""))
  ]);
  const joined2 = joinedWords([...home.entities.map((e) => e.name), ...home.areas.flatMap((a) => [a.name, ...a.aliases ?? []])]);
  return { home, areas: longestFirst2(areas), floors: longestFirst2(floors), entities: longestFirst2(entities), people: longestFirst2(people), names, joined: joined2 };
}
var numbered = (word) => /^\d+$/.test(word) ? `no${word}` : word;
var plain = (name) => name.toLowerCase().replace(/['’]s\b/g, "").replace(/(\p{L})-(?=\p{L})/gu, "$1 ").replace(/[^\p{L}\p{N}\s]/gu, " ");

// directive/names.ts
var FILLER = new Set(
  "the a an smart my our your their his her its this that these those them they of in on at to for from and roller back throughout area areas or please all every each any some whole entire everything everywhere house home apartment flat place room rooms one ones both is are was were be been being has have had get gets got left stay stays detected there it when then sensor too also".split(" ").map(stem)
);
var SCOPE = /\b(?:all|any|every|each|everywhere|whole|entire|everything|(?:the|my|our|your) (?:house|home|apartment|flat)|throughout)\b/;
function find(hay, taken, needle) {
  if (needle.length === 0) return -1;
  outer: for (let i = 0; i + needle.length <= hay.length; i++) {
    for (let j = 0; j < needle.length; j++) if (taken[i + j] || hay[i + j] !== needle[j]) continue outer;
    return i;
  }
  return -1;
}
function takeNames(hay, taken, names) {
  const found = [];
  for (const named2 of names) {
    if (named2.generic) continue;
    const at = find(hay, taken, named2.words);
    if (at < 0) continue;
    for (let j = 0; j < named2.words.length; j++) taken[at + j] = true;
    if (!found.includes(named2.item)) found.push(named2.item);
  }
  return found;
}
var EXCEPT = /\s(?:except(?: for)?|apart from|other than|excluding|but not)\s(.+)$/;
function mention(index, said3) {
  const but = EXCEPT.exec(said3);
  const phrase = but ? said3.slice(0, but.index) : said3;
  const except = but ? mention(index, but[1]) : void 0;
  if (except && except.exact.length === 0 && except.areas.length === 0) throw new Refusal("unknown_entity", `\u201C${but[1]}\u201D after \u201C${but[0].trim().split(" ")[0]}\u201D names no device or room of this home.`);
  const hay = words2(phrase);
  const first = readNames(index, phrase, hay, false);
  const read = first.rest.length > 0 ? [first, readNames(index, phrase, hay, true)].sort((a, b) => a.rest.length - b.rest.length)[0] : first;
  const raw = phrase.split(/\s+/);
  const plural = /\b(?:them|they|both)\b/.test(phrase) || raw.some((w2) => /s$/.test(w2) && stem(w2) !== w2 && (index.names.has(stem(w2)) || stem(w2) in KIND_WORDS || stem(w2) in SOFT_KINDS));
  return { except, ...read, everything: SCOPE.test(phrase), plural: plural || raw.length === 0, text: phrase.trim() };
}
function readNames(index, phrase, hay, roomsFirst) {
  const taken = hay.map(() => false);
  const bare = phrase.trim().replace(/^(?:the|my|our|a|an) /, "");
  const whole2 = index.entities.filter((n2) => n2.generic && plain(n2.item.name).trim() === bare).map((n2) => n2.item);
  if (whole2.length > 0) taken.fill(true);
  const plurals = phrase.split(/\s+/).filter((w2) => stem(w2) !== w2 && (stem(w2) in KIND_WORDS || stem(w2) in SOFT_KINDS)).map(stem);
  const singular = (n2) => n2.said.some((w2) => plurals.includes(w2));
  const names = plurals.length > 0 ? index.entities.filter((n2) => !singular(n2)) : index.entities;
  const roomsBefore = roomsFirst ? takeNames(hay, taken, index.areas) : [];
  const exact = whole2.length > 0 ? whole2 : takeNames(hay, taken, names);
  const areas = roomsFirst ? roomsBefore : takeNames(hay, taken, index.areas);
  const onFloors = takeNames(hay, taken, index.floors);
  const floor = onFloors.flat();
  if (onFloors.length > 0 && floor.length === 0) throw new Refusal("unknown_entity", `No area of this home is on \u201C${phrase.trim()}\u201D.`);
  if (floor.length > 0) areas.push(...floor.filter((a) => !areas.includes(a)));
  const { named: named2, twins } = sameNamed(index, exact, areas);
  hay.forEach((w2, i) => FILLER.has(w2) && !(w2 === "left" && index.names.has(w2)) && (taken[i] = true));
  const kinds = [];
  const kindWords = [];
  const soft = [];
  hay.forEach((w2, i) => {
    if (taken[i]) return;
    if (w2 in KIND_WORDS) kinds.push(KIND_WORDS[w2]), kindWords.push(w2), taken[i] = true;
    else if (w2 in SOFT_KINDS) soft.push(w2), taken[i] = true;
  });
  return { exact: named2, twins, areas, kinds, kindWords, soft, rest: hay.filter((_, i) => !taken[i]) };
}
var BY_NAME = /* @__PURE__ */ new WeakMap();
function byName(index) {
  let found = BY_NAME.get(index);
  if (!found) {
    found = /* @__PURE__ */ new Map();
    for (const { item } of index.entities) found.set(plain(item.name).trim(), [...found.get(plain(item.name).trim()) ?? [], item]);
    BY_NAME.set(index, found);
  }
  return found;
}
function sameNamed(index, exact, areas) {
  const twins = (e) => byName(index).get(plain(e.name).trim()) ?? [e];
  if (exact.every((e) => twins(e).length === 1)) return { named: exact, twins: false };
  const all = [...new Set(exact.flatMap(twins))];
  const placed = areas.length > 0 ? all.filter((e) => areas.some((a) => a.area_id === e.area)) : [];
  return placed.length > 0 ? { named: placed, twins: false } : { named: all, twins: true };
}
function persons(index, phrase) {
  const hay = words2(phrase);
  const taken = hay.map(() => false);
  return takeNames(hay, taken, index.people);
}
function areasIn(index, phrase) {
  const hay = words2(phrase);
  return takeNames(hay, hay.map(() => false), index.areas);
}
function areaNamed(index, phrase) {
  const said3 = words2(plain(phrase)).filter((w2) => w2 !== "the").join(" ");
  return index.areas.find((a) => a.words.join(" ") === said3)?.item ?? null;
}
function isFloorNamed(index, phrase) {
  const said3 = words2(plain(phrase)).filter((w2) => w2 !== "the").join(" ");
  return index.floors.some((f) => f.words.join(" ") === said3);
}
var everyone = (index) => index.home.entities.filter((e) => e.domain === "person");

// directive/notify.ts
var NOTIFY = new RegExp(`^(?:${NOTIFY_VERBS.replace("|send", "")}|let(?= \\w+(?: \\w+)? know\\b)|send(?=.*\\b(?:notifications?|messages?|alerts?|texts?|push|warnings?|reminders?)\\b))\\b(.*)$`);
var recipientsOf = (rest) => {
  const sentTo = SENT_TO.exec(rest.trim());
  return (sentTo ? sentTo[1] : rest).replace(/\b(?:that|to|saying|about)\b.*$/, "").trim();
};
var NOUN = String.raw`(?:notifications?|messages?|texts?|alerts?|warnings?)`;
var NOT_AN_ORDER = String.raw`(?!(?:say|${en.orderVerbs.join("|")})\b)`;
var SENT_TO = new RegExp(String.raw`^(?:(?:a|an|the) )?(?:push )?${NOUN} to ${NOT_AN_ORDER}([^,]+)$`);
var SAYS = new RegExp(String.raw`\b(?:that|saying|to say|(?<!\b${NOUN} )to|(?<=\b${NOUN} )to(?! ${NOT_AN_ORDER}))\s+`, "i");
var MESSAGE = /\b(?:remind|tell|notify|message|text|warn|alert)\b[^,]*?\b(?:that|to|saying|about)\b[^,]*?(?=,|$|\s(?:except |but )?(?:when|whenever|if|once|unless|after|before|until)\b)/;
var ABOUT = /\b(?:know|a |an |the )?(?:push )?(?:notifications?|messages?|alerts?|texts?|warnings?|reminders?)\b|\bknow\b|\bsend\b|\bon (?:my|our|the) phones?\b|\bto (?:my|our|the|his|her) phones?\b/g;
var ALL = new Set("me us we i everyone everybody all family household whole house home parent of to a an the my our phone phones smartphone smartphones mobile mobiles device devices wide".split(" ").map(stem));
var SAID = new RegExp(String.raw`${SAYS.source}(?!(?:receive|get|have|send|notify|alert|warn|be)\b|(?:my|our|the|his|her|their) (?:phones?|mobiles?)\b|(?:me|us)\b)(.+?)\s*(?:\b(?:(?:except |but )?(?:when|whenever|if|once|unless)|at)\b.*)?[.!]?$`, "i");
function messageOf(original) {
  const quoted = QUOTED_FOR.exec(original)?.[3] ?? QUOTED_TO.exec(original)?.[1];
  if (quoted?.trim()) return quoted.trim();
  const said3 = SAID.exec(original.replace(/^[^,]*\b(?:when|if)\b[^,]*,\s*/i, ""));
  const text = (said3?.[1] ?? original).trim();
  return text.length > 0 ? text.charAt(0).toUpperCase() + text.slice(1) : original.trim() || "Notification";
}
function notify2(index, recipients, message) {
  const services = index.home.services ?? [];
  const rest = recipients.replace(ABOUT, " ");
  const named2 = persons(index, rest);
  const left = rest.split(/[\s,]+/).filter((w2) => w2 && !ALL.has(stem(w2)) && !/^(?:and|or|both)$/.test(w2) && !named2.some((p) => p.name.toLowerCase().split(/\s+/).includes(w2)));
  if (left.length > 0) throw new Refusal("unknown_entity", `This home has no person called \u201C${left.join(" ")}\u201D to notify. The people it knows: ${everyone(index).map((p) => `\u201C${p.name}\u201D`).join(", ") || "none"}.`);
  if (services.length === 0) return [{ action: "persistent_notification.create", data: { message } }];
  const chosen = named2.length === 0 ? services : services.filter((s) => named2.some((p) => p.entity_id === s.person));
  for (const p of named2) {
    if (!services.some((s) => s.person === p.entity_id)) throw new Refusal("unknown_entity", `${p.name} has no phone to notify in this home; the notify services are ${services.map((s) => `\u201C${s.name ?? s.service}\u201D`).join(", ")}.`);
  }
  return chosen.map((s) => ({ action: s.service, data: { message } }));
}
function refuseUnsent(text, result, index) {
  const asked = /\b(?:notifications?|alerts?|reminders?|warnings?|notify|remind|warn)\b/.exec(text);
  if (!asked || index.names.has(stem(asked[0])) || result.kind === "error") return;
  const sends = (actions2) => actions2.some((a) => "action" in a && /^(?:notify|persistent_notification)\./.test(a.action) || "choose" in a && a.choose.some((o) => sends(o.sequence)));
  if (!sends(result.actions)) throw new Refusal("unsupported", `HomeDirective read \u201C${asked[0]}\u201D but the directive it understood sends no message; say \u201Cnotify me when \u2026\u201D.`);
}

// directive/time.ts
var pad = (n2) => String(n2).padStart(2, "0");
var hms = (seconds2) => `${pad(Math.floor(seconds2 / 3600))}:${pad(Math.floor(seconds2 / 60) % 60)}:${pad(seconds2 % 60)}`;
var CLOCK2 = String.raw`\d{1,2}(?::\d{2})?(?:am|pm)?`;
function clock(text, evening = false) {
  const match = /^(\d{1,2})(?::(\d{2}))?(am|pm)?$/.exec(text);
  if (!match) return null;
  let hour = Number(match[1]);
  const minute = Number(match[2] ?? 0);
  if (hour > 24 || minute > 59) return null;
  if (match[3] === "pm" && hour < 12) hour += 12;
  else if (match[3] === "am" && hour === 12) hour = 0;
  else if (!match[3] && evening && hour > 0 && hour < 12 && !match[1].startsWith("0")) hour += 12;
  return `${pad(hour % 24)}:${pad(minute)}:00`;
}
function timeOf(text, evening = false) {
  const at = clock(text, evening);
  if (at === null) throw new Refusal("unsupported", `\u201C${text}\u201D is not a time of day HomeDirective can read; write it as 7:30, 7:30pm or 19:30.`);
  return at;
}
var UNIT_SECONDS = { second: 1, sec: 1, minute: 60, min: 60, hour: 3600, hr: 3600 };
function seconds(text) {
  let total = 0;
  let found = false;
  for (const match of text.matchAll(new RegExp(DURATION, "g"))) {
    const unit = match[2].replace(/s$/, "");
    total += Number(match[1]) * (UNIT_SECONDS[unit] ?? 0);
    found = true;
  }
  return found ? Math.round(total) : null;
}
var WEEK2 = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"];
var DAY_NAMES = {
  monday: 0,
  mon: 0,
  tuesday: 1,
  tue: 1,
  tues: 1,
  wednesday: 2,
  wed: 2,
  thursday: 3,
  thu: 3,
  thurs: 3,
  friday: 4,
  fri: 4,
  saturday: 5,
  sat: 5,
  sunday: 6,
  sun: 6
};
var WORKDAYS = WEEK2.slice(0, 5);
var WEEKEND = WEEK2.slice(5);
var DAY_SETS = [
  [/\b(?:on |every |during the |during |each )?(?:a )?(?:weekdays?|workdays?|work days?|working days?|business days?)(?: (?:mornings?|evenings?|nights?|afternoons?))?\b/, WORKDAYS],
  [/\b(?:on |every |during the |over the |at )?(?:the )?weekends?(?: (?:mornings?|evenings?|nights?|afternoons?))?\b/, WEEKEND],
  [/\b(?:every|each) (?:single )?(?:day|morning|evening|night)\b|\b(?:daily|nightly|everyday)\b/, WEEK2]
];
function dayList(text) {
  const names = [...text.matchAll(new RegExp(DAY, "g"))].map((m) => DAY_NAMES[m[0].replace(/s$/, "")]);
  if (/\b(?:to|through|thru|until|till)\b/.test(text) && names.length === 2) {
    const [from, to] = names;
    const days = [];
    for (let d = from; ; d = (d + 1) % 7) {
      days.push(d);
      if (d === to) break;
    }
    return days.sort().map((d) => WEEK2[d]);
  }
  return [...new Set(names)].sort().map((d) => WEEK2[d]);
}

// directive/coverage.ts
var split = (phrase) => phrase.toLowerCase().match(/\p{L}+/gu) ?? [];
function vocabulary(lang) {
  const words3 = [
    ...lang.lexicon.filler,
    ...Object.values(lang.lexicon.grammar).flat(),
    ...lang.domains.flatMap((d) => [d.domain, ...Object.keys(d.nouns), ...Object.keys(d.states), ...Object.values(d.states).flat().flatMap(split)]),
    ...Object.values(lang.operations).flatMap((list) => Array.isArray(list) ? list : Object.values(list).flat()).flatMap(split),
    ...[...lang.thresholds.above, ...lang.thresholds.below].flatMap(split),
    ...lang.colours.names,
    ...lang.colours.whites.flatMap(([name]) => split(name)),
    ...Object.keys(lang.numbers.units),
    ...Object.keys(lang.numbers.tens),
    ...Object.keys(lang.numbers.scales),
    ...Object.keys(KIND_WORDS),
    ...Object.keys(SOFT_KINDS),
    ...Object.keys(SENSES)
  ];
  return /* @__PURE__ */ new Set([...words3, ...words3.map(stem)]);
}
var KNOWN = vocabulary(en);
var REFUSED = new Set(en.unsupported.flatMap((u) => u.words.flatMap(split)).flatMap((w2) => [w2, stem(w2)]));
var knownWords = () => [...KNOWN, ...REFUSED];
var GRAMMATICAL = new Set(
  [...en.lexicon.filler, ...["connectives", "prepositions", "pronouns", "auxiliaries", "quantities", "times", "events", "sun", "places"].flatMap((role) => en.lexicon.grammar[role] ?? [])].flatMap((w2) => [w2, stem(w2)])
);
var grammatical = (w2) => GRAMMATICAL.has(w2) || GRAMMATICAL.has(stem(w2));
var known = (w2) => KNOWN.has(w2) || KNOWN.has(stem(w2));
function unexplained(text, names) {
  const tokens = text.replace(MESSAGE, " ").split(/[\s,]+/).filter(Boolean);
  const unknown2 = tokens.map((t) => split(t).some((w2) => !known(w2) && !names.has(stem(w2))));
  const phrases = [];
  for (let i = 0; i < tokens.length; i++) {
    if (!unknown2[i]) continue;
    let end = i;
    for (let j = i + 1; j < tokens.length && j <= end + 3; j++) if (unknown2[j]) end = j;
    phrases.push(tokens.slice(i, end + 1).join(" "));
    i = end;
  }
  return phrases;
}
var EVENT_GROUP = new Map(en.lexicon.titleEvents.flatMap((group) => group.map((word) => [word, group.map(stem)])));
function unrepeated(title, body, names) {
  if (!title) return [];
  if (/\b(?:unless|if|when|whenever|while|until|except|only|but|every|during|after|before|then)\b/.test(title)) return [title];
  const said3 = new Set(split(body).map(stem));
  if (title.includes(",") && split(title).some((w2) => !said3.has(stem(w2)) && !en.lexicon.filler.includes(w2))) return [title];
  const saidAgain = (w2) => said3.has(stem(w2)) || (EVENT_GROUP.get(w2) ?? []).some((g) => said3.has(g));
  const left = split(title).filter((w2) => !saidAgain(w2) && (EVENT_GROUP.has(w2) || names.has(stem(w2)) && !known(w2)));
  return left.length > 0 ? [title] : [];
}
function refuseUnexplained(phrases) {
  if (phrases.length === 0) return;
  const quoted = phrases.map((p) => `\u201C${p}\u201D`).join(" and ");
  throw new Refusal("unsupported", `I did not understand ${quoted}; HomeDirective does nothing it cannot account for. Leave it out or say it another way.`);
}
var UNIT_SECONDS2 = { second: 1, minute: 60, hour: 3600 };
var forms = (n2) => [n2, (n2 - 32) * (5 / 9), n2 * (9 / 5) + 32, n2 * 1e3, n2 / 1e3];
function refuseDropped(text, result) {
  if (result.kind === "error") return;
  const json = JSON.stringify(result);
  const said3 = text.replace(MESSAGE, " ");
  for (const m of said3.matchAll(/(\d+(?:\.\d+)?) (second|minute|hour)s?\b/g)) {
    const seconds2 = Math.round(Number(m[1]) * UNIT_SECONDS2[m[2]]);
    if (!json.includes(hms(seconds2)) && !json.includes(`"/${m[1]}"`)) throw dropped(m[0], `\u201Cno motion for ${m[0]}\u201D, \u201Coff again after ${m[0]}\u201D`);
  }
  for (const m of said3.matchAll(/\b(\d{1,2}):(\d{2})(am|pm)?\b/g)) {
    const hour = Number(m[1]) % 12 + (m[3] === "pm" ? 12 : 0);
    const hours = m[3] ? [hour] : [Number(m[1]) % 24, (Number(m[1]) + 12) % 24];
    if (!hours.some((h) => json.includes(`${String(h).padStart(2, "0")}:${m[2]}:00`))) throw dropped(m[0], `\u201Cat ${m[0]}\u201D, \u201Cbetween ${m[0]} and \u2026\u201D`);
  }
  const numbers = (json.match(/-?\d+(?:\.\d+)?(?=[,}\]])/g) ?? []).map(Number);
  for (const m of said3.matchAll(/(\d+(?:\.\d+)?) (percent|degrees|lux|watts?|w|kw|ppm)\b/g)) {
    const n2 = Number(m[1]);
    if (m[2] === "percent" && (n2 === 0 || n2 === 100)) continue;
    if (!forms(n2).some((f) => numbers.some((x) => Math.abs(Math.abs(x) - f) < 0.06))) throw dropped(m[0], `\u201Cset \u2026 to ${m[0]}\u201D, \u201Cwhen \u2026 goes above ${m[0]}\u201D`);
  }
}
var dropped = (what, example) => new Refusal("unsupported", `HomeDirective read no place for \u201C${what}\u201D in the automation; say where it goes (${example}).`);

// directive/event-first.ts
var EVERY_ACTION_START = new RegExp(ACTION_START.source, "g");
var SAYS_WHEN = /^(?:when|whenever|if|once|as soon as|at|on|in|every|each|after|before|during|between|while|from|until|by|please)\b/;
var STATE_AFTER = / (?:is |are |was |were )?(?:left )?(open|opened|closed|shut|on|off)((?: for [^,]+)?)$/i;
var SUBJECT_BEFORE = /\b(?:i|we|you|it|they|he|she|not|never|n't|do|does|did|will|would|can|could|should|must|may|might|to)\s+$/i;
var NOTIFIES = new RegExp(`^(?:${NOTIFY_VERBS})\\b`);
var STATED = / (?:is|are|was|were|left) (?:left )?(?:open|opened|closed|shut|on|off)\b/i;
function readings(text) {
  const [title, body] = titleAndBody(text);
  const out = [];
  for (const verb of body.toLowerCase().matchAll(EVERY_ACTION_START)) {
    const before = body.slice(0, verb.index);
    if (SUBJECT_BEFORE.test(before)) continue;
    const head = before.replace(/[\s,;:-]+$/, "").replace(STATE_AFTER, " is $1$2");
    if (head.split(/\s+/).length < 2 || SAYS_WHEN.test(head.toLowerCase())) continue;
    out.push(`${title} when ${head}, ${body.slice(verb.index)}`.trim());
  }
  return out;
}
var attempt2 = (read, text) => {
  try {
    return read(text);
  } catch (error) {
    if (error instanceof Refusal) return null;
    throw error;
  }
};
function eventFirst(text, read) {
  const body = titleAndBody(text)[1];
  const comma = body.indexOf(",");
  const rest = body.slice(comma + 1).trim().toLowerCase();
  if (comma > 0 && STATE_AFTER.test(body.slice(0, comma)) && (NOTIFIES.test(rest) || STATED.test(body.slice(0, comma)))) {
    const first = readings(text).map((t) => attempt2(read, t)).find(Boolean);
    if (first) return first;
  }
  try {
    return read(text);
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    for (const reading of readings(text)) {
      const result = attempt2(read, reading);
      if (result) return result;
    }
    throw error;
  }
}

// directive/interleaved.ts
var MOMENT2 = /\b(?:(?:at|by) \d{1,2}:\d{2}(?:am|pm)?|at (?:sunset|sunrise|dusk|dawn|noon|midnight)|\d+ (?:minutes?|hours?) (?:before|after) (?:sunset|sunrise|dusk|dawn)|(?:before|after) (?:sunset|sunrise|dusk|dawn))\b/g;
var STEP = new RegExp(String.raw`\b(?:on|off|up|down)\b(?!\s+(?:weekdays?|weekends?|workdays?|${DAY}|the|every)\b)|\b\d+(?:\.\d+)? ?(?:percent|degrees)\b`);
var holdsStep = (words3) => ACTION_START.test(words3) || STEP.test(words3) || /^\s*(?:,\s*)?(?:and\s+)?(?:then\s+)?(?:the|my|our|all)\s/.test(words3);
function refuseInterleaved(text, result) {
  if (result.kind !== "automation" || result.triggers.length < 2) return;
  const steps = result.actions.filter((a) => !("delay" in a));
  if (steps.length < 2 || steps.some((a) => "choose" in a)) return;
  const moments = [...text.matchAll(MOMENT2)];
  if (new Set(moments.map((m) => m[0])).size < 2) return;
  const cuts = [0, ...moments.flatMap((m) => [m.index, m.index + m[0].length]), text.length];
  const stretches = cuts.flatMap((at, i) => i % 2 === 0 ? [text.slice(at, cuts[i + 1])] : []);
  if (stretches.filter(holdsStep).length >= 2) {
    throw new Refusal("ambiguous", `\u201C${text}\u201D says steps beside different moments, and HomeDirective could not tell which step goes with which; say each step with its own moment (\u201Cturn on \u2026 at 7, and turn off \u2026 at 9\u201D).`);
  }
}

// directive/home.ts
var isObject = (value) => typeof value === "object" && value !== null && !Array.isArray(value);
function homeProblem(home) {
  if (!isObject(home)) return "The home must be a JSON object with areas and entities.";
  if (!Array.isArray(home.areas)) return "The home has no areas list.";
  if (!Array.isArray(home.entities)) return "The home has no entities list.";
  for (const [i, area] of home.areas.entries()) {
    if (!isObject(area) || typeof area.area_id !== "string" || typeof area.name !== "string") return `areas[${i}] needs a string area_id and name.`;
    if (area.aliases !== void 0 && !(Array.isArray(area.aliases) && area.aliases.every((a) => typeof a === "string"))) return `areas[${i}].aliases must be a list of strings.`;
  }
  if (home.floors !== void 0 && !(Array.isArray(home.floors) && home.floors.every((f) => isObject(f) && typeof f.floor_id === "string" && typeof f.name === "string" && (f.aliases === void 0 || Array.isArray(f.aliases) && f.aliases.every((a) => typeof a === "string")))))
    return "floors must be a list of {floor_id, name, aliases?} with strings.";
  if (home.services !== void 0 && !(Array.isArray(home.services) && home.services.every((v) => isObject(v) && typeof v.service === "string" && /^notify\.[a-z0-9_]+$/.test(v.service) && (v.person === void 0 || v.person === null || typeof v.person === "string"))))
    return 'services must be a list of {service: "notify.\u2026", name?, person?}.';
  if (home.areas.some((a) => isObject(a) && a.floor !== void 0 && a.floor !== null && typeof a.floor !== "string")) return "An area's floor must be a floor id or null.";
  for (const [i, entity] of home.entities.entries()) {
    if (!isObject(entity) || typeof entity.entity_id !== "string" || typeof entity.name !== "string") return `entities[${i}] needs a string entity_id and name.`;
    if (!/^[a-z_]+\.[a-z0-9_]+$/.test(entity.entity_id)) return `entities[${i}].entity_id "${entity.entity_id}" is not a Home Assistant entity id (domain.object_id).`;
    if (entity.area !== void 0 && entity.area !== null && typeof entity.area !== "string") return `entities[${i}].area must be an area id or null.`;
  }
  return null;
}
function completeHome(home) {
  return {
    ...home,
    floors: (home.floors ?? []).map((f) => ({ ...f, name: withoutAccents(f.name), ...f.aliases ? { aliases: f.aliases.map(withoutAccents) } : {} })),
    services: (home.services ?? []).map((s) => s.name ? { ...s, name: withoutAccents(s.name) } : s),
    areas: home.areas.map((a) => ({ ...a, name: withoutAccents(a.name), aliases: (a.aliases ?? []).map(withoutAccents), floor: a.floor ?? null })),
    entities: home.entities.map((e) => ({ ...e, name: withoutAccents(e.name), domain: e.domain || e.entity_id.split(".")[0], area: e.area ?? null }))
  };
}

// directive/home-words.ts
var SPACED = /* @__PURE__ */ new WeakMap();
function spacedNames(index) {
  let found = SPACED.get(index);
  if (!found) SPACED.set(index, found = [...index.entities, ...index.areas].map((n2) => ` ${n2.words.join(" ")} `));
  return found;
}
var namesHolding = (index, phrase) => {
  const want = ` ${words2(phrase).join(" ")} `;
  return spacedNames(index).filter((name) => name.includes(want));
};
var homeSays = (index, phrase, text) => {
  const said3 = ` ${words2(text).join(" ")} `;
  return namesHolding(index, phrase).some((name) => said3.includes(name));
};
var SYNONYMS = en.lexicon.synonyms.map((group) => group.map((said3) => ({ said: said3, at: new RegExp(`\\b${said3}\\b`, "g"), test: new RegExp(`\\b${said3}\\b`) })));
function inHomeWords(index, text) {
  let out = text;
  for (const group of SYNONYMS) {
    for (const { said: said3, at, test } of group) {
      if (!out.includes(said3) || !test.test(out) || homeSays(index, said3, out)) continue;
      const used = group.filter((other) => other.said !== said3 && namesHolding(index, other.said).length > 0);
      if (used.length === 1) out = out.replace(at, used[0].said);
    }
  }
  return out;
}
function numberedNames(index, text) {
  let out = text;
  for (const { at, marked } of numberedOf(index)) out = out.replace(at, marked);
  return out;
}
var NUMBERED = /* @__PURE__ */ new WeakMap();
function numberedOf(index) {
  let found = NUMBERED.get(index);
  if (!found) {
    const names = index.entities.map(({ item }) => plain(item.name).trim().replace(/\s+/g, " "));
    const at = (said3) => new RegExp(`\\b${said3.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\b`, "g");
    found = [
      ...names.filter((name) => /\d/.test(name)).map((name) => ({ at: at(name), marked: name.split(" ").map(numbered).join(" ") })),
      // "Dinner for Two": the text says "dinner for 2" once number words are digits; the name is its words again.
      ...names.filter((name) => !/\d/.test(name) && digitize(name) !== name).map((name) => ({ at: at(digitize(name)), marked: name }))
    ];
    NUMBERED.set(index, found);
  }
  return found;
}
function byEntityId(index, text) {
  if (!/[a-z_]\.[a-z0-9_]/.test(text)) return text;
  return text.replace(/\b(?!zone\.|sun\.)[a-z_]+\.[a-z0-9_]+\b/g, (id) => index.home.entities.find((e) => e.entity_id === id)?.name ?? id);
}

// directive/scope.ts
var NOUNS = [...Object.keys(KIND_WORDS), ...Object.keys(SOFT_KINDS), "motion"].map((n2) => `${n2}(?:e?s)?`).join("|");
var NOUN_AFTER2 = new RegExp(`(^|\\b[\\p{L}']+ )(${NOUNS})\\b`, "gu");
var OPEN = new Set("the all of my our when if and or a any every no is there for".split(" "));
var opens = (index, word) => word === "" || OPEN.has(word) || !index.names.has(stem(word));
function inTitledRoom(index, title, text) {
  if (!title) return null;
  const name = areaNamed(index, title)?.name.toLowerCase() ?? (isFloorNamed(index, title) ? plain(title) : null);
  if (!name) return null;
  if (areasIn(index, text).length > 0) return text;
  return text.replace(NOUN_AFTER2, (whole2, before, noun) => {
    if (!opens(index, before.trim())) return whole2;
    return noun === "motion" ? `${before}motion in the ${name}` : `${before}${name} ${noun}`;
  });
}
var NOT_PLACED = String.raw`\b(?! (?:in|on|of|near|by|from|outside|inside)\b)`;
var BARE = new RegExp(`\\bthe (${NOUNS})${NOT_PLACED}`, "gu");
var QUALIFIED = new RegExp(`\\b((?:[\\p{L}']+ ){1,3})(${NOUNS})\\b`, "gu");
function qualifier(index, words3) {
  let i = words3.length;
  while (i > 0 && index.names.has(stem(words3[i - 1])) && !OPEN.has(words3[i - 1])) i--;
  return words3.slice(i).join(" ");
}
function referBack(index, text) {
  if (!text.includes("the ")) return text;
  const named2 = /* @__PURE__ */ new Map();
  for (const m of text.matchAll(QUALIFIED)) {
    const said3 = qualifier(index, m[1].trim().split(" "));
    if (!said3) continue;
    const seen = named2.get(m[2]) ?? { phrases: /* @__PURE__ */ new Set(), at: m.index };
    named2.set(m[2], { phrases: seen.phrases.add(`${said3} ${m[2]}`), at: seen.at });
  }
  return text.replace(BARE, (whole2, noun, where) => {
    const earlier = named2.get(noun);
    return earlier && earlier.phrases.size === 1 && where > earlier.at ? `the ${[...earlier.phrases][0]}` : whole2;
  });
}
var BARE_SINGULAR = new RegExp(`\\bthe (${[...Object.keys(KIND_WORDS), ...Object.keys(SOFT_KINDS)].join("|")})${NOT_PLACED}`, "gu");
function inOneRoom(index, text) {
  BARE_SINGULAR.lastIndex = 0;
  if (!BARE_SINGULAR.test(text)) return text;
  const rooms = areasIn(index, text);
  if (rooms.length !== 1) return text;
  const name = rooms[0].name.toLowerCase();
  return text.replace(BARE_SINGULAR, (whole2, noun, at) => {
    const next = /^ ([\p{L}']+)/u.exec(text.slice(at + whole2.length))?.[1];
    return next && !OPEN.has(next) && index.names.has(stem(next)) ? whole2 : `the ${name} ${noun}`;
  });
}
function possessive(index, text) {
  if (!/\b(?:her|his)\b/.test(text)) return text;
  const named2 = persons(index, text);
  if (named2.length !== 1) return text;
  const name = plain(named2[0].name).split(" ")[0];
  return text.replace(/\b(?:her|his)\b(?= [\p{L}])/gu, name);
}
function its(index, text) {
  if (!/\bits \p{L}/u.test(text)) return text;
  return text.replace(/\bits (\p{L}+)/gu, (said3, noun, at) => {
    const before = new Set(words2(text.slice(0, at)).filter((w2) => w2.length > 2));
    const scored = index.entities.filter((n2) => n2.words.includes(stem(noun))).map((n2) => ({ n: n2, score: n2.words.filter((w2) => w2 !== stem(noun) && before.has(w2)).length }));
    const best = Math.max(0, ...scored.map((s) => s.score));
    const top = scored.filter((s) => s.score === best);
    return best > 0 && top.length === 1 ? `the ${plain(top[0].n.item.name)}` : said3;
  });
}
var JOINT = /* @__PURE__ */ new Set(["and", "the", "a", "an", "on", "off", "then", "too", "also", "as", "well", "turn", "switch", "both", "it", "them"]);
function theOne(index, text) {
  if (!/\bone\b/.test(text)) return text;
  return text.replace(/\b(the|that|this)((?: \p{L}+)?) one\b/gu, (said3, article, place, at) => {
    const noun = text.slice(0, at).split(/\s+/).reverse().find((w2) => w2 && !JOINT.has(w2) && index.names.has(stem(w2)));
    return noun ? `${article}${place} ${noun}` : said3;
  });
}
var PLACED = /\b(?:by|over|near|beside|above|under|next to)\b/;
var BY_PLACE = new RegExp(String.raw`\bthe (${[...Object.keys(KIND_WORDS), ...Object.keys(SOFT_KINDS)].join("|")})(s?) (?:by|over|near|beside|above|under|next to) (?:the )?(\p{L}+(?: \p{L}+)?)\b`, "gu");
function byPlace(index, text) {
  if (!PLACED.test(text)) return text;
  return text.replace(BY_PLACE, (said3, noun, plural, place) => {
    const [first, second] = place.split(" ");
    const names = (at) => index.entities.some((n2) => n2.words.join(" ") === [...words2(at), stem(noun)].join(" "));
    if (names(place)) return `the ${place} ${noun}${plural}`;
    return second && names(first) ? `the ${first} ${noun}${plural} ${second}` : said3;
  });
}

// directive/persons-rooms.ts
function inPersonsRoom(index, text) {
  if (index.people.length === 0) return text;
  return text.replace(/\b([\p{L}]+) ([\p{L}]+s)\b/gu, (said3, who, kinds) => {
    if (!DEVICE_NOUNS.has(stem(kinds)) || !index.people.some((p) => p.words[0] === who)) return said3;
    const rooms = index.home.areas.filter((a) => [a.name, ...a.aliases ?? []].some((n2) => plain(n2).startsWith(`${who} `)));
    return rooms.length === 1 ? `the ${kinds} in ${plain(rooms[0].name)}` : said3;
  });
}

// directive/resolve.ts
var inAreas = (entity, areas) => areas.length === 0 || areas.some((a) => a.area_id === entity.area);
var hasWords = (named2, wanted) => wanted.every((w2) => named2.words.includes(w2));
function resolve(index, m, fallback = []) {
  return leaveOut(named(index, twinsPlaced(index, m), fallback), m.except);
}
function twinsPlaced(index, m) {
  if (!m.twins) return m;
  const placed = m.areas.length > 0 ? m.exact.filter((e) => m.areas.some((a) => a.area_id === e.area)) : m.exact;
  if (placed.length > 0 && m.areas.length > 0) return { ...m, exact: placed, twins: false };
  if (m.plural || m.everything) return { ...m, twins: false };
  const rooms = m.exact.map((e) => index.home.areas.find((a) => a.area_id === e.area)?.name ?? "no room");
  throw new Refusal("ambiguous", `\u201C${m.exact[0].name}\u201D is the name of a device in ${rooms.join(", ")}; say which room.`);
}
function roomOfName(index, m) {
  if (m.exact.length === 0) return m;
  const holding = (e) => index.entities.filter((n2) => n2.item !== e && n2.item.domain === e.domain && hasWords(n2, words2(e.name.toLowerCase()))).map((n2) => n2.item);
  if (m.areas.length > 0 && m.exact.every((e) => e.area && !inAreas(e, m.areas))) {
    const there = m.exact.flatMap(holding).filter((e) => inAreas(e, m.areas));
    if (there.length === 0) throw new Refusal("unknown_entity", `This home has no \u201C${said2(m)}\u201D: ${m.exact.map((e) => `\u201C${e.name}\u201D`).join(", ")} is not in ${m.areas.map((a) => a.name).join(" or ")}.`);
    return { ...m, exact: there, areas: [] };
  }
  if (m.plural && m.areas.length === 0 && m.exact.length === 1 && /\b(?:both|all|every)\b/.test(m.text)) return { ...m, exact: [...m.exact, ...holding(m.exact[0])] };
  return m;
}
function named(index, mentioned, fallback) {
  const m = roomOfName(index, mentioned);
  const found = [...m.exact];
  const describe2 = m.rest.length > 0 || m.soft.length > 0 || m.kinds.length > 0 || m.areas.length > 0;
  if (!describe2) {
    if (found.length > 0) return found;
    if (!m.everything) throw new Unnamed(`\u201C${m.text}\u201D does not say which device; name it or its room.`);
  }
  if (m.exact.length > 0 && m.rest.length === 0 && m.soft.length === 0 && m.exact.every((e) => m.kinds.every((k) => isKind(e, k)))) return found;
  if (m.exact.length > 0 && m.rest.length === 0 && m.kinds.length === 0 && m.areas.length === 0 && m.soft.length > 0 && m.exact.every((e) => m.soft.every((s) => isKind(e, SOFT_KINDS[s])))) return found;
  if (m.exact.length > 0 && m.kinds.length > 0 && m.areas.length === 0 && m.rest.length === 0 && m.soft.length === 0 && !m.everything) {
    const misfit = m.exact.find((e) => !m.kinds.some((k) => isKind(e, k)));
    if (misfit) throw new Refusal("ambiguous", `\u201C${said2(m)}\u201D: \u201C${misfit.name}\u201D is a ${misfit.domain.replace("_", " ")}, not a ${m.kindWords.join(" or ")}; name the device as the home does.`);
  }
  if (m.soft.length > 0 && m.rest.length === 0 && m.kinds.length === 0 && m.areas.length === 0 && found.length === 0 && !m.plural && !m.everything) {
    const ofKind = index.entities.filter((n2) => m.soft.some((s) => isKind(n2.item, SOFT_KINDS[s])));
    if (ofKind.length > 1) throw ambiguous(m, ofKind.map((n2) => n2.item));
  }
  const together = m.kindWords.length > 1 && m.exact.length === 0 ? index.entities.filter((n2) => inAreas(n2.item, m.areas) && n2.words.join(" ").includes(m.kindWords.join(" "))) : [];
  if (together.length > 1 && m.rest.length === 0 && !m.plural && !m.everything && m.areas.length === 0) throw ambiguous(m, together.map((n2) => n2.item));
  if (together.length > 0 && m.rest.length === 0) return together.map((n2) => n2.item);
  const kinds = m.kinds.length > 0 ? m.kinds : m.soft.length > 0 ? [] : fallback;
  let candidates = index.entities.filter((n2) => inAreas(n2.item, m.areas) && (kinds.length === 0 || kinds.some((k) => isKind(n2.item, k))));
  const wanted = [...m.rest, ...m.soft];
  if (wanted.length > 0) {
    const named2 = candidates.filter((n2) => hasWords(n2, wanted));
    if (named2.length === 0 && m.rest.length === 0) {
      candidates = candidates.filter((n2) => m.soft.some((s) => isKind(n2.item, SOFT_KINDS[s])));
    } else candidates = named2;
  }
  if (candidates.length === 0 && m.rest.length > 0) candidates = index.entities.filter((n2) => inAreas(n2.item, m.areas) && hasWords(n2, [...wanted, ...m.kindWords]));
  if (candidates.length === 0) throw unknown(index, m, kinds);
  if (m.soft.length > 0 && m.areas.length > 0 && !m.plural && !m.everything && found.length === 0 && candidates.length > 1 && candidates.every((n2) => m.soft.some((w2) => n2.words.includes(w2)))) throw ambiguous(m, candidates.map((n2) => n2.item));
  candidates = narrowed(m, candidates, (n2) => n2.words);
  const inRow = [...m.rest, ...m.kindWords, ...m.soft].join(" ");
  const run = m.rest.length > 0 && m.kindWords.length + m.soft.length > 0 ? candidates.filter((n2) => n2.words.join(" ").includes(inRow)) : [];
  if (run.length === 1 || m.plural && run.length > 1) candidates = run;
  const row = words2(m.text).filter((w2) => !/^(?:the|a|an|either|any|both|all|of|my|our|one|each|every)$/.test(w2)).join(" ");
  const roomRow = m.areas.length > 0 && m.rest.length === 0 && m.soft.includes("door") ? candidates.filter((n2) => n2.words.join(" ").includes(row)) : [];
  if (roomRow.length > 0 && roomRow.length < candidates.length) candidates = roomRow;
  const spoken2 = new Set(words2(m.text));
  const motorised = (n2) => n2.item.domain === "cover" && /^(?:garage|door|gate)/.test(n2.item.device_class ?? "") && !n2.words.some((w2) => !/^(?:door|gate)s?$/.test(w2) && spoken2.has(w2));
  if (candidates.some((n2) => !motorised(n2))) candidates = candidates.filter((n2) => !motorised(n2));
  const proper = candidates.filter((n2) => !kinds.some((k) => k.named?.[n2.item.domain]));
  if (proper.length > 0 && proper.length < candidates.length && kinds.some((k) => k.named) && !m.plural && !m.everything && m.areas.length > 0) candidates = proper;
  const singular = !m.plural && !m.everything && m.areas.length === 0 && wanted.length === 0;
  if (singular && candidates.length > 1 && found.length === 0) throw ambiguous(m, candidates.map((n2) => n2.item));
  if (wanted.length > 0 && !m.plural && !m.everything && candidates.length > 1 && m.areas.length === 0) throw ambiguous(m, candidates.map((n2) => n2.item));
  for (const n2 of candidates) if (!found.includes(n2.item)) found.push(n2.item);
  return found;
}
function narrowed(m, found, wordsOf) {
  const narrow = m.kindWords.filter((w2) => NARROW_NOUNS.has(w2) && !(m.everything && SYSTEM_NOUNS.has(w2)));
  const carry = narrow.length > 0 ? found.filter((item) => narrow.some((w2) => wordsOf(item).includes(w2))) : [];
  return carry.length > 0 ? carry : found;
}
function leaveOut(found, except) {
  if (!except) return found;
  const kept = found.filter((e) => !except.exact.includes(e) && !except.areas.some((a) => a.area_id === e.area));
  if (kept.length === found.length) throw new Refusal("ambiguous", `\u201Cexcept ${except.text}\u201D leaves out nothing of what the directive acts on; name one of its devices or rooms.`);
  if (kept.length === 0) throw new Refusal("ambiguous", `Leaving out \u201C${except.text}\u201D leaves nothing to act on.`);
  return kept;
}
var said2 = (m) => m.text.replace(/^(?:the|a|an|my|our|your) /, "");
function ambiguous(m, candidates) {
  const names = candidates.slice(0, 6).map((e) => `\u201C${e.name}\u201D`).join(", ");
  return new Refusal("ambiguous", `\u201C${said2(m)}\u201D could mean ${names}; say which one.`);
}
function unknown(index, m, kinds) {
  const pool = index.entities.filter((n2) => kinds.length === 0 || kinds.some((k) => isKind(n2.item, k)));
  const score = (n2) => n2.words.filter((w2) => m.rest.includes(w2) || m.soft.includes(w2)).length + (inAreas(n2.item, m.areas) && m.areas.length ? 1 : 0);
  const near = [...pool].sort((a, b) => score(b) - score(a) || a.item.name.localeCompare(b.item.name)).slice(0, 3);
  const offer = near.length > 0 ? ` The closest: ${near.map((n2) => `\u201C${n2.item.name}\u201D`).join(", ")}.` : "";
  const room = m.areas.length > 0 ? ` in ${m.areas.map((a) => a.name).join(" and ")}` : "";
  return new Refusal("unknown_entity", `This home has no \u201C${said2(m)}\u201D${room}.${offer}`);
}

// directive/colours.ts
var SHADES = /^(light|dark|deep|hot|sky|royal|sea|spring|forest|mint)/;
var SPACED2 = CSS.filter((c2) => c2.length > 4 && SHADES.test(c2)).map((c2) => c2.replace(SHADES, "$1 "));
var NAMES = new RegExp(`\\b(?:(?:in |to |(?<=\\b(?:lamps?|lights?|bulbs?|strips?) ))(${SPACED2.join("|")})|(?:(?:in|to) )?(${[...WHITES.map(([w2]) => w2), ...CSS].join("|")}))(?: colou?r)?\\b`);
var KELVIN = /\b(?:(?:in|to|at) )?(\d{4,5}) ?(?:k|kelvin)\b|\b(?:colou?r )?temperature\b[^\d]{0,40}?\b(?:of |to |at )?(\d{4,5})\b/;
function colour(phrase) {
  const k = KELVIN.exec(phrase);
  if (k) return { data: { color_temp_kelvin: Number(k[1] ?? k[2]) }, rest: k[1] ? phrase.replace(k[0], " ") : phrase.replace(new RegExp(`\\b${k[2]}\\s*(?:k|kelvin)?\\b`), " ") };
  const m = NAMES.exec(phrase);
  if (!m) return null;
  const said3 = (m[1] ?? m[2]).replace(/\s+/g, " ");
  const white = WHITES.find(([w2]) => w2 === said3);
  if (white) return { data: { color_temp_kelvin: white[1] }, rest: phrase.replace(m[0], " ") };
  const name = said3.replace(/ /g, "");
  return { data: { color_name: SAME[name] ?? name }, rest: phrase.replace(m[0], " ") };
}

// directive/step-values.ts
var HVAC = /\b(?:to|on|in) (heat cool|heat|cool|auto|dry|fan only)(?: mode)?\b|\b(heat cool|heat|cool|auto|dry|fan only) mode\b/;
var VALUE2 = /\b(?:to |at |by )?(-?\d+(?:\.\d+)?) ?(percent|degrees)?(?! ?(?:minutes?|mins?|hours?|seconds?|lux))\b/;
var DEGREES = /\b(?:to |at )?(-?\d+(?:\.\d+)?) degrees\b|\b(?:to|at) (-?\d+(?:\.\d+)?)\b(?! ?(?:percent|minutes?|hours?|seconds?|am|pm|:))/;
var HOLD = new RegExp(`\\bfor (?:another |a further )?${DURATION}`);
var LATER = new RegExp(`\\b(?:after|in|wait) ${DURATION}|\\b${DURATION} later\\b`);
function timing(text) {
  let phrase = text;
  const held = HOLD.exec(phrase);
  const hold = held ? seconds(held[0]) : void 0;
  if (held) phrase = phrase.replace(held[0], " ");
  const later = LATER.exec(phrase);
  if (later) phrase = phrase.replace(later[0], " ");
  return { phrase, hold, delay: later ? seconds(later[0]) : void 0, countdown: later ? /^in\b/.test(later[0].trim()) : false };
}
function amount(text, phrase, data) {
  const number = VALUE2.exec(phrase);
  if (!number) return { phrase, data, value: void 0, unit: void 0 };
  const fahrenheit = number[2] === "degrees" && /^\s*fahrenheit\b/.test(phrase.slice(number.index + number[0].length));
  const value = fahrenheit ? Math.round((Number(number[1]) - 32) * 5 / 9 * 2) / 2 : Number(number[1]);
  const rest = phrase.replace(number[0], " ");
  const second = VALUE2.exec(rest);
  if (second && !/\b(?:set|turn|switch|put|make|dim)\b/.test(rest.slice(number.index, second.index))) throw new Refusal("unsupported", `\u201C${text.trim()}\u201D gives two values (${number[0].trim()} and ${second[0].trim()}); give each step one value.`);
  if (!/^by\b/.test(number[0].trim()) || number[2] === "degrees") return { phrase: rest, data, value, unit: number[2] };
  const down = /\b(?:dim|decrease|reduce|lower|darken|down)\b/.test(text);
  const up = /\b(?:brighten|increase|raise|up)\b/.test(text);
  if (down === up || value === 0) throw new Refusal("unsupported", `\u201C${text.trim()}\u201D does not say whether to brighten or dim by ${value} %.`);
  return { phrase: rest, data: { ...data, brightness_step_pct: down ? -value : value }, value: void 0, unit: void 0 };
}
function modeOf(phrase) {
  const hvac = HVAC.exec(phrase);
  if (!hvac) return null;
  const rest = phrase.replace(hvac[0], " ");
  const degrees = DEGREES.exec(rest);
  return { mode: (hvac[1] ?? hvac[2]).replace(" ", "_"), rest: degrees ? rest.replace(degrees[0], " ") : rest, setpoint: degrees ? { setpoint: Number(degrees[1] ?? degrees[2]) } : {} };
}

// directive/steps.ts
var AIR_CONDITIONER = /\b(?:ac|aircon|air conditioning|air conditioner)\b/;
var VERBS = [
  [/\b(?:half open|half way open|open (?:\w+ ){0,4}?(?:halfway|half way|half)|halfway|half way|(?:on |at |to )?half (?:speed|power|brightness))\b/, "level", 50],
  [/\b(?:to |at )?(?:the )?(?:minimum|lowest|dimmest|min)(?: brightness| level| setting)?\b/, "level", 1],
  [/\b(?:to |at )?(?:the )?(?:maximum|highest|brightest|full brightness|max|full speed|top speed|full power|full blast)(?: brightness| level| setting| speed)?\b|\b(?:on|at|to) full\b/, "level", 100],
  // "at a third", "on quarter brightness": that share of full.
  [/\b(?:on |at |to )?a third(?: brightness| speed| power)?\b/, "level", 33],
  [/\b(?:on |at |to )?(?:a )?quarter (?:brightness|speed|power)\b/, "level", 25],
  [/\bstop (?:the )?(?=\w*\s*(?:shutter|blind|cover|curtain))/, "stop"],
  ...OPERATION_PATTERNS
];
var POLITE = /\b(?:can you|could you|would you|will you|please|i want you to|i want|i would like|make sure|ensure)\b/g;
var NOISE = /\b(?:fahrenheit|celsius|colou?r|speed|single|set|reset|change|put|make it|make|bring|take|drive|turn|switch|dim|brighten|decrease|increase|reduce|adjust|again|back(?=\s*$| (?:on|off|to|up|down|in|again|it|them)\b)|fully|all the way|completely|up|down|brightness|level|position|temperature|temp|setpoint|of|is|are|to|at|it|that|this)\b/g;
var VAGUE = /\b(?:partially|partly|slightly|a bit|a little|somewhat|a tad)\b/;
function verbOf(text, level) {
  let phrase = text;
  let value = level;
  let idiomVerb = false;
  for (const [pattern, op, idiom] of VERBS) {
    const m = pattern.exec(phrase);
    if (!m) continue;
    const spread = m[0].trim().split(/\s+/);
    const split2 = spread.length > 2 && PHRASAL.test(spread[0]);
    phrase = `${phrase.slice(0, m.index)}${split2 ? ` ${spread.slice(1, -1).join(" ")} ` : " "}${phrase.slice(m.index + m[0].length)}`;
    if (idiom === void 0) return { phrase, value, verb: op };
    value ??= idiom;
    if (/\b(?:open|close|set|raise|lower|dim)\b/.test(m[0])) idiomVerb = true;
  }
  return { phrase, value, verb: idiomVerb ? "level" : null };
}
function unreadable(text, told) {
  const vague = VAGUE.exec(text);
  if (vague) throw new Refusal("unsupported", `\u201C${vague[0]}\u201D does not say how much; give a level such as 30 % or halfway (HomeDirective read \u201C${text.trim()}\u201D).`);
  const someone = told ? null : /\b(?:after|before|until|once) (?:i|we|you|he|she|they)\b.*/.exec(text);
  if (someone) throw new Refusal("unsupported", `HomeDirective could not place \u201C${someone[0].trim()}\u201D: it is no time or event the home can see.`);
  const speed = /\bspeed (\d+)\b(?! ?percent)/.exec(text);
  if (speed) throw new Refusal("unsupported", `\u201C${speed[0]}\u201D is a fan's own step, not a share of its full speed; give a percentage such as 50 %.`);
  if (/\b(?:turn|switch) (?:on|off)\b.+\b(?:turn|switch) (?:on|off)\b/.test(text)) throw new Refusal("unsupported", `HomeDirective read \u201C${text.trim()}\u201D as one step; separate its steps with a comma or \u201Cand\u201D.`);
}
function step(text) {
  const told = NOTIFY.exec(text.replace(POLITE, " ").trim());
  unreadable(text, told !== null);
  if (told) return { op: "notify", value: recipientsOf(told[1]), phrase: "", inherited: false };
  const { phrase: timed, delay: delay2, hold, countdown } = timing(` ${text.replace(POLITE, " ").replace(/\bstop charging(?: the| my)?(?: car| vehicle| ev)?\b/, " off charger ")} `);
  const hue = colour(timed);
  const coloured = hue ? hue.rest : timed;
  const mode = hue ? null : modeOf(coloured);
  if (mode) return { op: "hvac", value: mode.mode, phrase: clean(mode.rest), delay: delay2, hold, inherited: false, ...mode.setpoint };
  const { phrase: counted, data, value: said3, unit } = amount(text, coloured, hue?.data);
  const read = verbOf(counted, said3);
  const { phrase, value } = read;
  const verb = data?.brightness_step_pct !== void 0 && (read.verb === "close" || read.verb === "open") ? null : read.verb;
  const stepped = /\b(?:dim|brighten|decrease|increase|reduce)\b/.exec(text);
  const unmeasured = stepped && verb === null && value === void 0 && unit === void 0 && !data ? stepped[0] : void 0;
  const degrees = unit === "degrees" || unit === void 0 && value !== void 0 && /\b(?:temperature|temp|setpoint)\b/.test(text);
  if (verb === "off" && value !== void 0 && value > 0 && !degrees) throw new Refusal("unsupported", `\u201C${text.trim()}\u201D says both off and a value (${value}); say one of them.`);
  const op = degrees ? "temperature" : value !== void 0 ? "level" : verb ?? (stepped || data ? "on" : null);
  if (op === null) return null;
  if (op === "on" && AIR_CONDITIONER.test(phrase)) return { op: "hvac", value: "cool", phrase: clean(phrase), delay: delay2, hold, inherited: false, airConditionerOn: true };
  const switchOn = op === "temperature" && verb === "on" && /\b(?:turn|switch)\b/.test(text) ? true : void 0;
  return { op, value, phrase: clean(phrase), delay: delay2, countdown, hold, inherited: false, switchOn, verbless: verb === null && !/\b(?:set|reset|change|put|make|bring|adjust|dim|brighten|decrease|increase|reduce)\b/.test(text), data, unmeasured };
}
var readsAsStep = (name) => VERBS.some(([pattern]) => pattern.test(` ${name} `)) || new RegExp(NOISE.source).test(name) || VAGUE.test(name) || colour(name) !== null;
var clean = (phrase) => phrase.replace(NOISE, " ").replace(/\s+/g, " ").trim();
var aboutLight = (text) => /\b(?:dim|brighten|brightness|light up|illuminate|bright|dark)\b|^\s*light (?:the|all|every|my|our)\b/.test(text) || colour(text) !== null;

// directive/actions.ts
var IMPLIED = {
  // "Set the bedroom to 50 %": a level for a room is its lights' brightness (HA's HassLightSet).
  level: [KIND_WORDS.light],
  temperature: [KIND_WORDS.thermostat],
  hvac: [KIND_WORDS.thermostat],
  open: [{ domains: ["cover"] }],
  close: [{ domains: ["cover"] }],
  stop: [{ domains: ["cover"] }]
};
function thermostats(index, m) {
  const naming = m.rest.some((w2) => /\p{L}/u.test(w2) && !grammatical(w2));
  const climates = m.exact.filter((e) => e.domain === "climate");
  if (climates.length > 0 && !naming && !m.except && (climates.length === 1 || m.plural || m.everything)) return climates;
  if (climates.length > 0 || m.except) return resolve(index, m, IMPLIED.temperature);
  const stray = m.exact.find((e) => e.domain !== "sensor");
  if (stray) throw new Refusal("unsupported", `\u201C${stray.name}\u201D is not a thermostat; HomeDirective sets temperatures on thermostats.`);
  const rooms = [...m.areas.map((a) => a.area_id), ...m.exact.map((e) => e.area)].filter(Boolean);
  const all = index.home.entities.filter((e) => e.domain === "climate");
  const placed = rooms.length > 0 ? all.filter((e) => rooms.includes(e.area)) : all;
  const here = narrowed(m, placed, (e) => words2(e.name.toLowerCase()));
  if (m.plural && here.length > 1) return here;
  const said3 = m.text.replace(/^(?:the|my|our|a|an) /, "");
  const qualified = m.rest.length > 0 && m.rest.every((w2) => !known(w2)) && !/ (?:the|a|an|my|our) /.test(said3);
  if (here.length === 0 || rooms.length === 0 && qualified || naming) return resolve(index, m, IMPLIED.temperature);
  if (here.length > 1 && rooms.length === 0 && !m.everything) throw ambiguous({ ...m, text: m.text || "the thermostat" }, here);
  return here;
}
function actions(index, s, m, implied) {
  const roomOnly = ["on", "off", "toggle"].includes(s.op) && m.areas.length > 0 && m.exact.length + m.kinds.length + m.soft.length + m.rest.length === 0 && !m.everything;
  const fallback = roomOnly ? [KIND_WORDS.light] : IMPLIED[s.op] ?? implied;
  const resolved = s.op === "temperature" || s.op === "hvac" ? thermostats(index, m) : resolve(index, m, fallback);
  const everything = /\beverything\b|\ball (?:the )?devices\b/.test(m.text) && m.kinds.length === 0 && m.exact.length === 0;
  const targets = everything ? resolved.filter((e) => ACTUATED.has(e.domain) && e.domain !== "scene" && e.domain !== "cover" && serviceFor(s.op, e.domain)) : resolved;
  if (targets.length === 0) throw new Refusal("unknown_entity", `Nothing named by \u201C${m.text}\u201D can be switched that way in this home.`);
  const step2 = s.airConditionerOn && targets.every((e) => AIR_CONDITIONER.test(e.name.toLowerCase())) ? { ...s, op: "on", value: void 0 } : s;
  const byDomain = /* @__PURE__ */ new Map();
  for (const e of targets) {
    if (!ACTUATED.has(e.domain)) throw new Refusal("unsupported", `\u201C${e.name}\u201D is a ${e.domain.replace("_", " ")} that HomeDirective can read but not operate; it operates ${SUPPORTED.replace(/, sensors and notifications$/, "")}.`);
    byDomain.set(e.domain, [...byDomain.get(e.domain) ?? [], e.entity_id]);
  }
  const out = [];
  for (const [domain, ids2] of byDomain) {
    out.push(call(step2, domain, ids2.sort()));
    if (s.switchOn && domain === "climate") out.push({ action: "climate.turn_on", target: { entity_id: ids2 } });
  }
  return { actions: out, targets };
}
function call(s, domain, ids2) {
  const target = { entity_id: ids2 };
  const v = s.value;
  if (s.op === "temperature" || s.op === "level" && domain === "climate") return { action: "climate.set_temperature", target, data: { temperature: v } };
  if (s.op === "hvac" && s.setpoint !== void 0) return { action: "climate.set_temperature", target, data: { temperature: s.setpoint, hvac_mode: String(s.value) } };
  if (s.op === "hvac") return { action: "climate.set_hvac_mode", target, data: { hvac_mode: String(s.value) } };
  if (s.data && domain !== "light") throw new Refusal("unsupported", `Only lights take a colour or a brightness step; \u201C${s.phrase || "it"}\u201D is a ${domain}.`);
  if (s.op === "level" && domain === "light") return v <= 0 ? { action: "light.turn_off", target } : { action: "light.turn_on", target, data: { brightness_pct: Math.min(100, v), ...s.data } };
  if (s.op === "on" && domain === "light" && s.data) return { action: "light.turn_on", target, data: { ...s.data } };
  if (s.op === "level" && domain === "fan") return v <= 0 ? { action: "fan.turn_off", target } : { action: "fan.set_percentage", target, data: { percentage: Math.min(100, v) } };
  if (s.op === "level" && domain === "cover") return v <= 0 ? { action: "cover.close_cover", target } : v >= 100 ? { action: "cover.open_cover", target } : { action: "cover.set_cover_position", target, data: { position: v } };
  if (s.op === "level" && v > 0 && v < 100) throw new Refusal("unsupported", `A ${domain} has no level, so \u201C${v} %\u201D cannot be set on it; turn it on or off.`);
  const service = serviceFor(s.op === "level" ? "on" : s.op, domain);
  if (!service) throw new Refusal("unsupported", `A ${domain} cannot be told to ${s.op === "level" ? "go to a level" : s.op}; try turning it on or off.`);
  return { action: service, target };
}
var delay = (secondsToWait) => ({ delay: hms(secondsToWait) });
function undo(index, s, targets) {
  const op = INVERSE[s.op];
  if (!op || s.data) throw new Refusal("unsupported", `\u201Cfor ${hms(s.hold ?? 0)}\u201D needs a way back to how things were, and HomeDirective cannot undo \u201C${s.op}\u201D on ${targets.map((e) => e.name).join(", ")}.`);
  return actions(index, { ...s, op, value: void 0, hold: void 0, delay: void 0 }, { exact: targets, areas: [], kinds: [], kindWords: [], soft: [], rest: [], everything: false, plural: true, text: "" }, []).actions;
}

// directive/readings.ts
var PRONOUN = /^(?:(?:the )?(?:it|they|them|those|these|she|he|this|that|one)\s*)+$/;
var isPronounOnly = (subject) => PRONOUN.test(subject.replace(/\b(?:still|left|been|has|have|is|are|was|were|gets?|got|already|ever|the|just)\b/g, " ").replace(/\s+/g, " ").trim());
var ids = (entities) => entities.map((e) => e.entity_id).sort();
var FOR = new RegExp(`\\bfor (?:at least |more than |over |longer than )?${DURATION}`);
var duration = (text) => {
  const m = FOR.exec(text);
  return m ? hms(seconds(`${m[1]} ${m[2]}`)) : void 0;
};
var withFor = (value, text) => {
  const d = duration(text);
  return d ? { ...value, for: d } : value;
};
var ANY = /\b(?:any|either|every|all)(?: of the| of my| of our)? (?:\w+ )?(?:sensors?|detectors?|doors?|windows?|contacts?)\b/;
function placedTwin(ctx, m, twins, clause) {
  const rooms = m.areas.length > 0 ? m.areas.map((a) => a.area_id) : ctx.rooms;
  const placed = twins.filter((e) => rooms.includes(e.area ?? ""));
  if (placed.length === 1 || placed.length > 1 && m.areas.length > 0) return placed;
  throw ambiguous({ ...m, text: clause }, twins);
}
var OUTSIDE = /\b(?:outside|outdoors?|exterior)\b|\bout$/;
var OUTDOOR_NAME = /\b(?:outside|outdoors?|exterior)\b/i;
function sensors(ctx, clause, kind, what, anyOf = false) {
  const mine = ctx.pronoun.filter((e) => isKind(e, kind));
  if (/\b(?:it|they|its|their)\b/.test(clause) && mine.length > 0) return mine;
  const m = mention(ctx.index, clause);
  const all = ctx.index.home.entities.filter((e) => isKind(e, kind) && !(what === "leak" && /\brain\b/i.test(e.name)));
  if (/\bany\b(?! (?:motion|movement|activity|one|body)\b)/.test(clause) && m.areas.length === 0 && all.length > 0 && m.exact.every((e) => isKind(e, kind)) && !m.exact.some((e) => clause.includes(e.name.toLowerCase()))) return all;
  const devices = m.exact.filter((e) => !isKind(e, kind));
  const othersOwn = (e) => devices.length > 0 && ctx.index.entities.some(({ item }) => item !== e && !devices.includes(item) && item.domain !== e.domain && e.name.toLowerCase().startsWith(`${item.name.toLowerCase()} `));
  const exact = m.exact.filter((e) => isKind(e, kind));
  const plain2 = (e) => words2(e.name.toLowerCase()).every((w2) => OUTDOOR_NAME.test(w2) || clause.includes(w2) || /^(?:temperature|temp|humidity|sensor|illuminance|wind|speed)$/.test(w2));
  const outdoors = exact.length !== 1 && OUTSIDE.test(clause) ? (exact.length > 0 ? exact : all).filter((e) => OUTDOOR_NAME.test(e.name) && plain2(e)) : [];
  if (outdoors.length === 1) return outdoors;
  if (exact.length > 1 && m.twins && !m.plural && !m.everything) return placedTwin(ctx, m, exact, clause);
  if (exact.length > 0) return exact;
  const said3 = new Set(words2(clause));
  const whole2 = all.filter((e) => !othersOwn(e)).filter((e) => {
    const n2 = words2(e.name.toLowerCase().replace(/['’]s\b/g, "")).filter((w2) => !grammatical(w2));
    return n2.length > 0 && n2.every((w2) => said3.has(w2));
  });
  if (whole2.length === 1 && m.exact.length > 0) return whole2;
  const rooms = [...m.areas.map((a) => a.area_id), ...m.exact.map((e) => e.area ?? "")].filter(Boolean);
  if (rooms.length > 0) {
    const here = all.filter((e) => rooms.includes(e.area ?? "") && !othersOwn(e));
    const titled2 = here.length === 0 ? all.filter((e) => m.areas.some((a) => e.name.toLowerCase().includes(a.name.toLowerCase()))) : [];
    if (titled2.length === 1) return titled2;
    if (here.length === 0) throw unknown(ctx.index, { ...m, text: `${what} sensor`, rest: [what] }, [kind]);
    const device = m.areas.length === 0 ? here.filter((e) => m.exact.some((d) => e.name.toLowerCase().includes(d.name.toLowerCase()))) : [];
    if (device.length > 0) return device;
    if (m.areas.length === 0 && here.length > 1) throw ambiguous({ ...m, text: clause }, here);
    const own = here.length > 1 ? here.filter((e) => m.areas.some((a) => e.name.toLowerCase().includes(a.name.toLowerCase()) || (a.aliases ?? []).some((n2) => e.name.toLowerCase().includes(n2.toLowerCase())))) : [];
    return own.length === 1 ? own : here;
  }
  const wanted = m.rest.filter((w2) => !grammatical(w2) || words2(all.map((e) => e.name).join(" ").toLowerCase()).includes(w2));
  const named2 = wanted.length > 0 ? all.filter((e) => wanted.every((w2) => words2(e.name.toLowerCase().replace(/['’]s\b/g, "")).includes(w2))) : [];
  if (named2.length === 1) return named2;
  const near = all.filter((e) => ctx.rooms.includes(e.area ?? ""));
  if (near.length === 1) return near;
  if (all.length === 1) return all;
  if (all.length === 0) throw unknown(ctx.index, { ...m, text: `${what} sensor`, rest: [what] }, [kind]);
  if ((anyOf || ANY.test(clause)) && m.rest.every((w2) => w2 === what)) return all;
  const naming = m.rest.filter((w2) => !grammatical(w2) && w2 !== what);
  if (named2.length === 0 && naming.length > 0) throw unknown(ctx.index, { ...m, text: `${naming.join(" ")} ${what} sensor` }, [kind]);
  throw ambiguous({ ...m, text: clause }, all);
}

// directive/presence.ts
var presence = (ctx, clause, asCondition) => {
  const people = everyone(ctx.index);
  const arriving = /\b(?:comes?|gets?|arrives?|arriving|returns?|is back|gets back|comes back|enters?|reaches)\b/.test(clause) && /\bhome\b|\bback\b|\barrives?\b|\barriving\b/.test(clause);
  const leaving = /\b(?:leaves?|left|goes out|gone|went out|departs?|departed|is away|are away)\b/.test(clause);
  const household = /\b(?:we|us|people|the family|family)\b/.test(clause) ? leaving || /\bare away\b/.test(clause) ? "all" : "some" : null;
  const group = /\b(?:anyone|anybody|someone|somebody)\b/.test(clause) ? "some" : /\b(?:everyone|everybody|nobody|no one|all of us|the last person)\b/.test(clause) ? "all" : household;
  const atHome = /\b(?:is|are) (?:both |all )?(?:at )?home\b/.test(clause);
  const notHome = /\b(?:is|are) not (?:at )?home\b|\bis away\b|\bare away\b|\bis out\b|\bnobody is home\b|\bno one is home\b/.test(clause);
  const place = /\b(?:leaves?|left|arrives? at|arriving at|gets? to|reaches|is at|are at) (?!home\b|the house\b|the home\b|our house\b|the flat\b|the apartment\b)(?:the |his |her |their |my |our )?(work|office|school|gym|church|university|college|store|shop|airport|station|[a-z]+'s(?: house| place)?)\b/.exec(clause);
  if (place && (arriving || leaving || /\b(?:arrives?|arriving|gets?|reaches|is|are) (?:at|to)\b/.test(clause))) throw new Refusal("unknown_entity", `This home has no zone \u201C${place[1]}\u201D; HomeDirective reads presence at home only (zone.home).`);
  const said3 = persons(ctx.index, clause);
  const named2 = said3.length === 0 && /\b(?:she|he)\b/.test(clause) && ctx.people.length === 1 ? ctx.people : said3;
  if (!group && named2.length === 0 && /^(?:(?:and|or|if|when|but) )?i (?:come|get|arrive|leave|am|go|return)\b/.test(clause) && (arriving || leaving || atHome || notHome)) {
    if (people.length !== 1) throw new Refusal("ambiguous", "\u201CI\u201D depends on who is speaking, which HomeDirective cannot know; name the person (\u201Cwhen Alice gets home\u201D).");
    named2.push(...people);
  }
  if (!group && named2.length === 0) {
    const stranger = /^(?:(?:and|or|if|when|but) )?(\w+) (?:comes? home|gets? home|arrives?|leaves?|is home|is not home|is away|returns?)\b/.exec(clause);
    if (stranger && !/^(?:it|he|she|they|we|i|you|the|there|motion|someone)$/.test(stranger[1])) throw new Refusal("unknown_entity", `This home has no person called \u201C${stranger[1]}\u201D. The people it knows: ${people.map((p) => `\u201C${p.name}\u201D`).join(", ") || "none"}.`);
    return null;
  }
  if (!arriving && !leaving && !atHome && !notHome) return null;
  const subjects = group ? people : named2;
  const nobody = group === "all" && (leaving || notHome || /\bnobody|no one\b/.test(clause));
  if (asCondition) {
    if (group === "some") return { condition: { condition: "numeric_state", entity_id: ["zone.home"], above: 0 }, subjects };
    const state = nobody || notHome || leaving ? "not_home" : "home";
    return { condition: { condition: "state", entity_id: ids(subjects), state }, subjects };
  }
  if (nobody) return { trigger: withFor({ trigger: "numeric_state", entity_id: ["zone.home"], below: 1 }, clause), subjects };
  const move = leaving || notHome ? { from: "home" } : { to: "home" };
  const every = !group && named2.length > 1 && /\b(?:both|all|each|every one)\b/.test(clause);
  const condition2 = every ? { condition: { condition: "state", entity_id: ids(subjects), state: leaving || notHome ? "not_home" : "home" } } : {};
  return { trigger: withFor({ trigger: "state", entity_id: ids(subjects), ...move }, clause), subjects, ...condition2 };
};

// directive/thresholds.ts
var wordings = (list) => new RegExp(`\\b(?:${[...list].sort((x, y) => y.length - x.length).join("|")})\\b`);
var ABOVE = wordings(en.thresholds.above);
var BELOW = wordings(en.thresholds.below);
var CONVERSIONS = [
  // "more than 1500 watts" (every power figure is read in watts) on a sensor reporting kW is 1.5.
  [/\bwatts\b/, /^kw$/i, (n2) => n2 / 1e3],
  // "warmer than 25°C" on a °F sensor is 77; "above 50°F" on a °C sensor is 10.
  [/\bdegrees celsius\b/, /^°?f$/i, (n2) => Math.round(n2 * 9 / 5 + 32)],
  [/\bdegrees fahrenheit\b/, /^°?c$/i, (n2) => Math.round((n2 - 32) * 5 / 9 * 10) / 10]
];
var AS_REPORTED = [[/\bcm\b/, /^cm$/i], [/\bmm\b/, /^mm$/i], [/\bkwh\b/, /^kwh$/i], [/\b(?:v|volts?)\b/, /^v$/i]];
function inSensorUnit(n2, clause, found) {
  for (const [said3, unit] of AS_REPORTED) {
    const other = found.find((e) => said3.test(clause) && !unit.test(e.unit_of_measurement ?? ""));
    if (other) throw new Refusal("unsupported", `\u201C${other.name}\u201D reports in ${other.unit_of_measurement ?? "no unit"}, not in the unit \u201C${clause}\u201D says; give the number in its unit.`);
  }
  for (const [said3, unit, convert] of CONVERSIONS) {
    if (!said3.test(clause)) continue;
    const other = found.filter((e) => unit.test(e.unit_of_measurement ?? ""));
    if (other.length === 0) return n2;
    if (other.length < found.length) throw new Refusal("ambiguous", `${found.map((e) => `\u201C${e.name}\u201D`).join(" and ")} report in different units; name one of them.`);
    return convert(n2);
  }
  return n2;
}
function namedMeasure(ctx, clause) {
  const named2 = mention(ctx.index, clause).exact.filter((e) => e.domain === "sensor");
  const classes = new Set(named2.map((e) => e.device_class));
  return named2.length > 0 && classes.size === 1 ? MEASURES.find(([, kind]) => kind.classes.includes(named2[0].device_class ?? "")) : void 0;
}
function namedWhole(ctx, clause) {
  const said3 = new Set(words2(clause));
  const named2 = mention(ctx.index, clause).exact.filter((e) => e.domain === "sensor" && words2(e.name.toLowerCase()).every((w2) => said3.has(w2)));
  return named2.length === 1 ? named2 : [];
}
var numeric = (ctx, clause, asCondition) => {
  const number = /(-?\d+(?:\.\d+)?)/.exec(clause.replace(/\bfor \d+(?:\.\d+)? ?\w+/, ""));
  const dir = ABOVE.exec(clause) ? "above" : BELOW.exec(clause) ? "below" : null;
  if (!number || !dir) return null;
  if (/\bthan (?:the |my |our |a )?[\w' ]*?(?:temperature|temp|humidity|reading|level)\b|\b(?:colder|warmer|hotter|cooler|higher|lower) than (?:it is )?(?:inside|outside|indoors|outdoors)\b/.test(clause)) throw new Refusal("unsupported", `\u201C${clause}\u201D compares two sensors; HomeDirective compares a sensor with a number (\u201Cabove 25 degrees\u201D).`);
  const measure = MEASURES.find(([pattern]) => pattern.test(clause)) ?? MEASURES.find(([, kind]) => /\b(?:it|they)\b/.test(clause) && ctx.pronoun.some((e) => isKind(e, kind))) ?? namedMeasure(ctx, clause);
  const subject = clause.replace(ABOVE, " ").replace(BELOW, " ").replace(/-?\d+(?:\.\d+)?\s*(?:degrees(?: fahrenheit| celsius)?|percent|lux)?/g, " ");
  const found = measure ? sensors(ctx, subject, measure[1], measure[1].classes[0].replace("_", " ")) : namedWhole(ctx, subject);
  if (found.length === 0) return null;
  const value = { entity_id: ids(found), [dir]: inSensorUnit(Number(number[1]), clause, found) };
  if (asCondition) return { condition: { condition: "numeric_state", ...value }, subjects: found };
  return { trigger: withFor({ trigger: "numeric_state", ...value }, clause), subjects: found };
};

// directive/states.ts
var motion = (ctx, clause, asCondition) => {
  if (!/\b(?:motion|movement|moves|moving|occupied|occupancy|empty|unoccupied|vacant|presence|(?:person|people|human) (?:is |are )?detected)\b|\b(?:nobody|someone|somebody|anyone|anybody) (?:is in|are in|enters|walks into|comes into|goes into)\b/.test(clause)) return null;
  const still = /\b(?:no (?:more |further |longer (?:any )?)?(?:motion|movement|one moves|person|people|human)|no longer|(?:is|are|was|goes|go|turns?|turned|has been|have been|switch(?:es)?|switched) off|nobody moves|nobody is in|empty|unoccupied|vacant|stops?|clear|clears|cleared|without|not|any motion|ends?)\b/.test(clause);
  const found = sensors(ctx, clause.replace(/\b(?:motion|movement) sensors?\b/, " "), SENSES.motion, "motion");
  const state = still ? "off" : "on";
  const held = FOR.exec(clause);
  if (held && !still && !asCondition) throw new Refusal("ambiguous", `\u201C${held[0]}\u201D could be how long the motion lasts or how long the action lasts; say \u201Cturn on \u2026 for ${held[1]} ${held[2]}\u201D or \u201Cwhen there has been motion for \u2026\u201D.`);
  if (asCondition) return { condition: { condition: "state", entity_id: ids(found), state }, subjects: found };
  return { trigger: withFor({ trigger: "state", entity_id: ids(found), to: state }, clause), subjects: found };
};
var smoke = (ctx, clause, asCondition) => {
  if (!/\b(?:smoke|leak|water leak)\b/.test(clause)) return null;
  const kind = /\bsmoke\b/.test(clause) ? SENSES.smoke : SENSES.leak;
  const anywhere = /\b(?:a|any) (?:water )?leak\b|\b(?:leak|smoke|water) (?:is |was )?detected\b|\bdetects? (?:a |any )?(?:leak|water|smoke)\b/.test(clause);
  const found = sensors(ctx, clause.replace(/\bdetects?\b/g, " "), kind, /\bsmoke\b/.test(clause) ? "smoke" : "leak", anywhere);
  if (asCondition) return { condition: { condition: "state", entity_id: ids(found), state: "on" }, subjects: found };
  return { trigger: withFor({ trigger: "state", entity_id: ids(found), to: "on" }, clause), subjects: found };
};
var FINISHED = /\b(?:is (?:finished|done|complete|over|ready)|has (?:finished|completed|stopped)|finishes|completes|ends|stops|is not running|(?:finished|done|completed?)$)\b/;
var STARTED = /\b(?:starts|has started|is running|begins|is on)\b/;
var running = (ctx, clause, asCondition) => {
  const rain = /\b(?:rain|rains|raining)\b/.test(clause);
  const done = FINISHED.test(clause);
  if (!rain && !done && !STARTED.test(clause)) return null;
  const kind = rain ? { domains: ["binary_sensor"], classes: ["moisture"] } : { domains: ["binary_sensor"], classes: ["running"] };
  const subject = clause.replace(FINISHED, " ").replace(STARTED, " ").replace(FOR, " ").replace(/\b(?:cycle|program|load|work|job|run|running)\b/g, " ");
  if (done && STARTED.test(clause)) throw new Refusal("unsupported", `\u201C${clause}\u201D names two events of one appliance; give each its own directive.`);
  const m = mention(ctx.index, subject);
  const mine = /\b(?:it|they)\b/.test(subject) ? ctx.pronoun.filter((e) => isKind(e, kind)) : [];
  const partial = rain || mine.length > 0 ? [] : m.rest.map((w2) => ctx.index.entities.filter((n2) => isKind(n2.item, kind) && n2.words.includes(w2)).map((n2) => n2.item));
  if (partial.some((list) => list.length !== 1)) return null;
  let found = mine.length > 0 ? mine : [.../* @__PURE__ */ new Set([...m.exact.filter((e) => isKind(e, kind)), ...partial.map((list) => list[0])])];
  if (rain) found = ctx.index.home.entities.filter((e) => isKind(e, kind) && /\brain\b/i.test(e.name));
  if (found.length === 0 && !rain && mine.length === 0 && m.exact.length > 0 && m.exact.every(runsWhileOn)) found = m.exact;
  const beside = found.length === 0 && !rain && mine.length === 0 && m.exact.length === 1 ? ctx.index.home.entities.filter((e) => isKind(e, kind) && e.area && e.area === m.exact[0].area) : [];
  if (beside.length === 1 && m.exact.length + partial.length === 1) return asCondition ? { condition: { condition: "state", entity_id: ids(beside), state: done ? "off" : "on" }, subjects: beside } : { trigger: withFor({ trigger: "state", entity_id: ids(beside), to: done ? "off" : "on" }, clause), subjects: beside };
  if (found.length === 0 || !rain && mine.length === 0 && m.exact.length + partial.length !== found.length) return null;
  const state = rain ? /\b(?:stops|ends|is over)\b/.test(clause) ? "off" : "on" : done ? "off" : "on";
  if (asCondition) return { condition: { condition: "state", entity_id: ids(found), state }, subjects: found };
  return { trigger: withFor({ trigger: "state", entity_id: ids(found), to: state }, clause), subjects: found };
};
var MOVING = /\b(?:starts?|begins?) (opening|closing)\b/;
var OPEN2 = /\b(?:opens|opened|is open|are open|open|stays open|left open|has been open|gets opened)\b/;
var CLOSED = /\b(?:closes|closed|is shut|shuts|gets closed)\b/;
var SWITCHED = /\b(?:is |are |gets |has been |have been |was )?(?:switched|turned|turns|turn|switches|goes|go|comes|come|is|are|been) (on|off)\b|\b(?:is|are|has been|have been) (?:still )?running\b/;
var HVAC2 = /\b(?:is|has been|have been) (heating|cooling|drying|idle|off)\b|\b(?:enters|goes into|switches to|is in|is set to) (heat|cool|auto|dry|heat cool|fan only|off) mode\b/;
var canOpen = (e) => e.domain === "cover" || e.domain === "binary_sensor" && ["door", "window", "garage_door", "opening", "gate"].includes(e.device_class ?? "");
var stateOf = (ctx, clause, asCondition) => {
  const moving = MOVING.exec(clause);
  if (moving && !asCondition) {
    const found2 = resolve(ctx.index, mention(ctx.index, clause.replace(MOVING, " ")), [{ domains: ["cover"] }]);
    if (found2.some((e) => e.domain !== "cover")) return null;
    return { trigger: { trigger: "state", entity_id: ids(found2), from: moving[1] === "opening" ? "closed" : "open" }, subjects: found2 };
  }
  const open = OPEN2.test(clause);
  const closed = !open && CLOSED.test(clause);
  const switched = SWITCHED.exec(clause);
  const hvac = HVAC2.exec(clause);
  if (!open && !closed && !switched && !hvac) return null;
  const subject = clause.replace(OPEN2, " ").replace(CLOSED, " ").replace(SWITCHED, " ").replace(HVAC2, " ").replace(FOR, " ");
  const doors = ctx.pronoun.length > 0 && ctx.pronoun.every((e) => e.domain === "binary_sensor");
  const pronoun = switched && !open && !closed && doors && ctx.targets?.length ? ctx.targets : ctx.pronoun;
  const named2 = isPronounOnly(subject) && pronoun.length > 0 ? pronoun : resolve(ctx.index, mention(ctx.index, subject));
  const openable = open || closed ? named2.filter(canOpen) : named2;
  if (openable.length === 0) return null;
  const found = openable;
  const stateFor = (e) => hvac ? hvac[2]?.replace(" ", "_") ?? { heating: "heat", cooling: "cool", drying: "dry", idle: "idle", off: "off" }[hvac[1]] : switched && e.domain === "climate" && (switched[1] ?? "on") === "on" ? /\b(?:ac|cooling|air conditioning|conditioner|aircon)\b/.test(clause) ? "cool" : "heat" : switched ? switched[1] ?? "on" : e.domain === "cover" ? open ? "open" : "closed" : open ? "on" : "off";
  const groups = /* @__PURE__ */ new Map();
  for (const e of found) groups.set(stateFor(e), [...groups.get(stateFor(e)) ?? [], e]);
  const [head, ...others] = [...groups];
  const [state, first] = head;
  if (asCondition) {
    if (others.length > 0) throw new Refusal("unsupported", `\u201C${clause}\u201D names things whose states differ; give each its own condition.`);
    if (first.length > 1 && /\bany\b/.test(subject)) throw new Refusal("unsupported", `\u201C${clause.trim()}\u201D: a condition on several devices holds only when all of them are so, so \u201Cany\u201D cannot be checked yet; name the device.`);
    return { condition: { condition: "state", entity_id: ids(first), state }, subjects: found };
  }
  const [trigger, ...more] = [[state, first], ...others].map(([to, list]) => withFor({ trigger: "state", entity_id: ids(list), to }, clause));
  const every = others.length === 0 && first.length > 1 && /\b(?:all|both|every|each)\b/.test(subject);
  return { trigger, more, subjects: found, ...every ? { condition: { condition: "state", entity_id: ids(first), state } } : {} };
};
var PRESSED = /\b(?:rings|rang|is rung|gets rung|is pressed|gets pressed|was pressed|presses|pushes|is pushed)\b/;
var pressed = (ctx, clause, asCondition) => {
  if (asCondition || !PRESSED.test(clause)) return null;
  const held = FOR.exec(clause);
  if (held) throw new Refusal("ambiguous", `\u201C${held[0]}\u201D could be how long the action lasts; say \u201Cturn on \u2026 for ${held[1]} ${held[2]}\u201D.`);
  const subject = clause.replace(PRESSED, " ").replace(/\b(?:someone|somebody|anyone|anybody)\b/g, " ");
  const found = resolve(ctx.index, mention(ctx.index, subject));
  if (found.length === 0 || found.some((e) => e.domain !== "binary_sensor")) return null;
  return { trigger: withFor({ trigger: "state", entity_id: ids(found), to: "on" }, clause), subjects: found };
};

// directive/events.ts
var PARSERS = [presence, numeric, motion, smoke, running, stateOf, pressed];
function event(ctx, clause, asCondition) {
  const held = asCondition ? FOR.exec(clause) : null;
  if (held) throw new Refusal("unsupported", `\u201C${clause}\u201D is read as a condition, and a condition that must have held \u201C${held[0]}\u201D is not supported yet; make it the trigger (\u201Cwhen \u2026\u201D).`);
  for (const parse of PARSERS) {
    const found = parse(ctx, clause, asCondition);
    const foreign = found?.subjects.find((e) => !READ.has(e.domain));
    if (foreign) throw new Refusal("unsupported", `\u201C${foreign.name}\u201D is a ${foreign.domain.replace(/_/g, " ")}, which HomeDirective does not read yet; it reads ${SUPPORTED}.`);
    if (found) return { triggers: [...found.trigger ? [found.trigger] : [], ...found.more ?? []], condition: found.condition, subjects: found.subjects };
  }
  const strange = (clause.match(/\p{L}+/gu) ?? []).filter((w2) => !known(w2) && !ctx.index.names.has(stem(w2)));
  if (strange.length > 0) throw new Refusal("unknown_entity", `This home has nothing called \u201C${strange.join(" ")}\u201D that \u201C${clause}\u201D could be read from.`);
  const reading = /^(?:the |my |our )?(.+?) (?:is |goes |falls |drops |rises |gets )?(?:above|below|over|under|more than|less than|exceeds)(?: \d| a \d)/.exec(clause);
  if (reading) throw new Refusal("unknown_entity", `This home has no sensor for \u201C${reading[1]}\u201D; name a sensor it has.`);
  throw new Refusal("unsupported", `\u201C${clause}\u201D is not an event HomeDirective understands yet; it understands times, sunrise and sunset, presence, motion, doors and windows, switches and sensor readings.`);
}

// directive/orders.ts
var ORDER_INSIDE = new RegExp(`(?:\\s?[-\u2013:]|\\bthen)\\s*(?:${en.orderVerbs.join("|")})\\b.*`);
var THEN_GRAMMAR = /* @__PURE__ */ new Set([...en.lexicon.filler, ...en.lexicon.grammar.pronouns ?? []]);
var GRAMMAR = /* @__PURE__ */ new Set([...en.lexicon.filler, ...["connectives", "prepositions", "pronouns", "auxiliaries", "people"].flatMap((role) => en.lexicon.grammar[role] ?? [])]);
function orderInside(clause) {
  const plain2 = /\band (then )?(\p{L}+) (?:the|a|an|my|our|your|some|his|her|their)\b.*/u.exec(clause);
  if (plain2 && !/(?:s|ed|ing)$/.test(plain2[2]) && !(plain2[1] ? THEN_GRAMMAR : GRAMMAR).has(plain2[2])) return plain2;
  return ORDER_INSIDE.exec(clause);
}

// directive/alternatives.ts
var EXPLICIT_OR = /\bor\s+(?:when|if|whenever)\b/;
var SAYS_EVENT = /\b(?:is|are|was|were|there|opens?|closes?|detects?|arrives?|leaves?|turns?|switch(?:es)?|goes|comes)\b/;
function sharedTail(side, last) {
  const said3 = side.split(" ");
  if (said3.some((w2) => DEVICE_NOUNS.has(stem(w2)))) return null;
  const words3 = last.split(" ");
  const at = words3.findIndex((w2) => DEVICE_NOUNS.has(stem(w2)));
  return at > 0 ? `${side} ${words3.slice(at).join(" ")}` : null;
}
function sharedVerb(side, last) {
  const verb = SAYS_EVENT.exec(last);
  return verb && verb.index > 0 && !SAYS_EVENT.test(side) ? `${side} ${last.slice(verb.index)}` : null;
}
function attemptEvent(ctx, clause) {
  try {
    return event(ctx, clause, false);
  } catch (error) {
    if (error instanceof Refusal) return null;
    throw error;
  }
}
var NO_SUBJECT = /^(?:(?:stops|starts|opens|closes|finishes|ends|begins|turns|switches|comes|goes off|leaves|arrives)\b|too |is |are |gets? |goes |drops? |falls? |rises? |climbs? |reaches |hits |exceeds |above|below|over|under|more than|less than|higher|lower|warmer|colder|hotter|cooler|-?\d)/;
function either(ctx, clause, asCondition) {
  const sides = clause.split(/,?\s+or\s+(?:when\s+|if\s+|whenever\s+)?/);
  if (sides.length > 1 && !asCondition) {
    const read = sides.map((side) => attemptEvent(ctx, side));
    for (let i = 0; i < read.length - 1; i++) {
      const shared = read[i] ? null : sharedTail(sides[i], sides.at(-1));
      if (shared) read[i] = attemptEvent(ctx, shared);
    }
    for (let i = 1; i < read.length; i++) {
      if (!read[i] && read[i - 1] && NO_SUBJECT.test(sides[i])) read[i] = attemptEvent({ ...ctx, pronoun: read[i - 1].subjects }, `it ${sides[i]}`);
    }
    if (read.every((e) => e !== null)) return read;
    const lost = sides.findIndex((side, i) => !read[i] && (EXPLICIT_OR.test(clause) || SAYS_EVENT.test(side)));
    if (lost >= 0) {
      event(ctx, clause, false);
      event(ctx, sides[lost], false);
    }
  }
  return asCondition ? [condition(ctx, clause)] : [whole(ctx, clause, sides)];
}
function joined(triggers) {
  const out = [];
  const shape = (t) => JSON.stringify({ ...t, entity_id: void 0 });
  for (const t of triggers) {
    const same = "entity_id" in t ? out.find((o) => "entity_id" in o && shape(o) === shape(t)) : void 0;
    if (same && "entity_id" in same && "entity_id" in t) same.entity_id = [.../* @__PURE__ */ new Set([...same.entity_id, ...t.entity_id])].sort();
    else out.push("entity_id" in t ? { ...t, entity_id: [...t.entity_id] } : t);
  }
  return out;
}
function whole(ctx, clause, sides) {
  if (sides.length < 2) return event(ctx, clause, false);
  const read = attemptEvent(ctx, clause);
  const named2 = new Set(read?.subjects.map((e) => e.entity_id));
  const alone = sides.map((side, i) => attemptEvent(ctx, i === sides.length - 1 ? side : sharedVerb(side, sides.at(-1)) ?? side));
  if (read && !alone.some((e) => e?.subjects.some((s) => !named2.has(s.entity_id)))) return read;
  if (alone.every((e) => e !== null)) return { triggers: joined(alone.flatMap((e) => e.triggers)), subjects: alone.flatMap((e) => e.subjects) };
  if (!read) return event(ctx, clause, false);
  throw new Refusal("unsupported", `HomeDirective could not read \u201C${clause}\u201D as either of its parts; give each its own directive.`);
}
function condition(ctx, clause) {
  const order = orderInside(clause) ?? /\s(?:when|whenever|once|if)\b.*|\s(?:after|before|while|until) (?:i|we|you|he|she|they)\b.*/.exec(clause);
  if (order) throw new Refusal("unsupported", `HomeDirective could not place \u201C${order[0].replace(/^[\s:–-]+/, "")}\u201D: it is inside the condition \u201C${clause.slice(0, order.index).trim()}\u201D. Try one directive per action.`);
  const sides = clause.split(/,?\s+or\s+(?:when\s+|if\s+|while\s+)?/);
  if (sides.length > 1 && sides.every((side) => attemptEvent(ctx, side) !== null)) throw new Refusal("unsupported", `\u201C${clause}\u201D holds when either of two things is true, which HomeDirective cannot write as a condition yet; give each its own directive.`);
  return event(ctx, clause, true);
}

// directive/clauses.ts
var KEYWORD = /(?:^|,\s*|\s)(whenever|when|if|once|as soon as|every time|each time|while|in case)\s/;
var THEN_ACTION = new RegExp(`\\s(?:and|then|and then)\\s+(?:then\\s+)?(?=${ACTION_START.source})`);
var CONDITION_CLAUSE = /(?:,\s*|\s)(?:but )?(?:only (?:if|when|while)|provided(?: that)?|as long as)\s+([^,]*)/;
var SPLIT_CLAUSE = /\s(?:and|but|while)\s(?=(?:\S+ ){0,5}(?:is|are|has|have)\b|(?:the|my|our|a|an|someone|somebody|anyone|nobody|everyone)\s(?:\S+ ){0,4}(?:opens|closes|drops|falls|rises|goes (?:above|below|over|under)|arrives|leaves|starts|stops|rings)\b)|,\s*(?:and\s)?(?=(?:\S+ ){0,5}(?:is|are)\b)/;
function clauses(text) {
  const conditions = [];
  let rest = text;
  for (let m = CONDITION_CLAUSE.exec(rest); m; m = CONDITION_CLAUSE.exec(rest)) {
    conditions.push(m[1].trim());
    rest = rest.replace(m[0], " ");
  }
  const k = KEYWORD.exec(rest);
  if (!k) return { actions: rest, event: null, keyword: null, conditions };
  const alternative = /\sor$/.test(rest.slice(0, k.index).trim());
  const before = rest.slice(0, k.index).trim().replace(/\s+or$/, "");
  let after = rest.slice(k.index + k[0].length);
  let tail = "";
  if (before === "" || before === ",") {
    const comma = after.indexOf(",");
    const verb = eventVerbSkipped(after);
    const own2 = verb && comma > verb.index && /^\w+ (?:on|off)\s*$/.test(after.slice(verb.index, comma));
    const cut = comma >= 0 && (!verb || comma <= verb.index || own2) ? comma : verb ? verb.index : -1;
    if (cut >= 0) tail = after.slice(cut).replace(/^,/, ""), after = after.slice(0, cut);
  } else {
    const comma = after.indexOf(",");
    if (comma >= 0) tail = after.slice(comma + 1), after = after.slice(0, comma);
    const next = THEN_ACTION.exec(after);
    if (next) tail = `${after.slice(next.index)} ${tail}`, after = after.slice(0, next.index);
  }
  const own = /\s(?:but )?(?:only )?(?:if|as long as) ((?:it|they|the|he|she|\w+) [^,]*\b(?:is|are)\b[^,]*)$/.exec(tail);
  if (own && !/^\s*(?:and |but )?(?:only )?(?:if|while|as long as)\b/.test(tail)) conditions.push(own[1].trim()), tail = tail.slice(0, own.index);
  const more = /^\s*(?:and |but )?(?:only )?(?:if|while|as long as) (.*)$/.exec(tail);
  if (more) conditions.push(more[1].trim()), tail = "";
  const step2 = before && ACTION_START.exec(tail)?.index === tail.length - tail.trimStart().length ? ", " : " ";
  return { actions: `${before}${step2}${tail}`.trim(), event: after.trim(), keyword: alternative ? "when" : k[1], conditions };
}
function eventVerbSkipped(after) {
  const verb = ACTION_START.exec(after);
  const subject = verb ? /^(?:the|my|our|all|both|any|either)\b[^,\d]*?\b([\w'-]+s)\s+$/.exec(after.slice(0, verb.index)) : null;
  const noun = verb ? /^\s+(?:is|are|was|were|has|have|goes|drops|falls|rises|gets|reads|exceeds)\b/.test(after.slice(verb.index + verb[0].length)) : false;
  if (!verb || !noun && (!subject || !DEVICE_NOUNS.has(stem(subject[1])))) return verb;
  const from = verb.index + verb[0].length;
  const later = ACTION_START.exec(after.slice(from));
  if (later) later.index += from;
  return later;
}
function joinClauses(pieces) {
  const out = [];
  let carry = "";
  for (const piece of pieces) {
    if (piece.split(" ").length <= 2 && !/\b(?:is|are|has|have|was|were|opens?|closes?|leaves?|arrives?|comes?|gets?|goes?)\b/.test(piece)) carry += `${piece} and `;
    else out.push(carry + piece), carry = "";
  }
  if (carry) out.push(carry.replace(/ and $/, ""));
  return out;
}

// directive/clause-events.ts
var STRAY = /\b(?:and|but|then)\s+(?:then\s+)?(?:turn\s+|switch\s+)?(?:them\s+|it\s+)?(?:back\s+)?(?:on|off|to \d)\b.*|(?<!\bor )\b(?:when|whenever|if|once)\b.*|\s(?:after|before|until) (?:i|we|you|he|she|they)\b.*|\s(?:except|apart from|excluding)\s.*/;
var EVENTIVE = /\b(?:opens|closes|arrives|leaves|gets (?:home|back)|comes (?:home|back)|starts|stops|finishes|drops|falls|rises|goes (?:above|below|over|under|off|on)|turns (?:on|off)|switches (?:on|off)|rings|is pressed|detected|there is (?:motion|movement))\b/;
var STATE = /\b(?:is|are)\b/;
function readEvents(ctx, parts, when, targets) {
  const triggers = [...when.triggers];
  const conditions = [...when.conditions];
  if (when.weekdays) conditions.push({ condition: "time", weekday: when.weekdays });
  const events = [];
  const named2 = [];
  if (parts.event) {
    const stray = STRAY.exec(parts.event) ?? orderInside(parts.event);
    if (stray) throw new Refusal("unsupported", `HomeDirective could not place \u201C${stray[0]}\u201D: it read \u201C${parts.event.slice(0, stray.index).trim()}\u201D as the event and found another action after it. Try one directive per action.`);
    const said3 = joinClauses(parts.event.split(SPLIT_CLAUSE).map((c2) => c2.trim()).filter(Boolean));
    const moving = said3.findIndex((c2, i) => i > 0 && EVENTIVE.test(c2));
    if (triggers.length === 0 && said3.length > 1 && STATE.test(said3[0]) && !EVENTIVE.test(said3[0]) && !/\bfor \d/.test(said3[0]) && moving > 0) said3.unshift(...said3.splice(moving, 1));
    const [first, ...others] = said3;
    const stative = /\b(?:is|are|isn't|aren't)\b/.test(first) && !/\b(?:is|are) (?:opened|closed|switched|turned|detected)\b/.test(first);
    const held = /\bfor (?:at least |more than |over |longer than )?\d/.test(first) && parts.keyword !== "if";
    const asCondition = parts.keyword === "while" || triggers.length > 0 && !held && (parts.keyword === "if" || stative);
    for (const e of either(ctx, first, asCondition)) {
      events.push(e);
      triggers.push(...e.triggers);
      if (e.condition) conditions.push(e.condition);
    }
    for (const c2 of others) {
      const read = condition(ctx, c2);
      conditions.push(read.condition);
      named2.push(...read.subjects);
    }
  }
  const own = { ...ctx, pronoun: targets.length > 0 ? targets : ctx.pronoun };
  for (const c2 of parts.conditions.flatMap((c3) => c3.split(SPLIT_CLAUSE))) conditions.push(condition(own, c2.trim()).condition);
  for (const open of when.openEnded) {
    if (triggers.length === 0) triggers.push(open.trigger);
    else conditions.push(open.condition);
  }
  return { triggers, conditions, subjects: events.flatMap((e) => e.subjects), named: named2 };
}

// directive/lang/en/summary.ts
var OPERATION_WORDS = { on: "turn on", off: "turn off", toggle: "toggle", open: "open", close: "close", stop: "stop" };

// directive/describe.ts
var VERBS2 = { "scene.turn_on": "activate" };
var PRIORITY = ["open", "close", "stop", "toggle", "on", "off"];
for (const table of DOMAINS2) {
  for (const operation of PRIORITY) {
    const service = table.services[operation];
    if (service) VERBS2[service] ??= OPERATION_WORDS[operation];
  }
}
function duration2(hms2) {
  const [h = 0, m = 0, s = 0] = hms2.replace(/^[+-]/, "").split(":").map(Number);
  const unit = (n2, word) => n2 ? `${n2} ${word}${n2 === 1 ? "" : "s"}` : "";
  return [unit(h, "hour"), unit(m, "minute"), unit(s, "second")].filter(Boolean).join(" ") || "0 seconds";
}

// directive/guarded-names.ts
var GUARDED = /* @__PURE__ */ new WeakMap();
function guardedOf(index) {
  if (GUARDED.has(index)) return GUARDED.get(index);
  const { home } = index;
  const said3 = [...home.entities.filter((e) => !e.domain.endsWith("sensor")).map((e) => e.name), ...home.areas.flatMap((a) => [a.name, ...a.aliases ?? []]), ...(home.floors ?? []).flatMap((f) => [f.name, ...f.aliases ?? []])];
  const names = [...new Set(said3.map((name) => plain(name).trim().replace(/\s+/g, " ")))].filter((name) => name.includes(" ") && readsAsStep(name)).sort((a, b) => b.length - a.length);
  const found = names.length > 0 ? { at: new RegExp(`\\b(?:${names.map((n2) => n2.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|")})\\b`, "g"), names } : null;
  GUARDED.set(index, found);
  return found;
}
var placeholder = (i) => `namekeep${String.fromCharCode(97 + i % 26)}`;
function guardNames(index, phrase) {
  const guard = guardedOf(index);
  if (guard) guard.at.lastIndex = 0;
  if (!guard || !guard.at.test(phrase)) return { phrase, restore: (text) => text };
  const kept = [];
  const masked = phrase.replace(guard.at, (name) => placeholder(kept.push(name) - 1));
  return { phrase: masked, restore: (text) => text.replace(/\bnamekeep([a-z])\b/g, (_, c2) => kept[c2.charCodeAt(0) - 97] ?? "") };
}

// directive/plan.ts
var SPLIT_ACTIONS = /\s*,\s*(?:and then |and |then )?|\s+(?:and then|then|and also|and|as well as|plus)\s+/;
function shareValue(text) {
  const shared = /^(set|make|put|change) ((?:(?!\b(?:to|then)\b)[^,])+? and (?:(?!\b(?:to|then|and)\b)[^,])+?) (to [^,]+)$/.exec(text);
  if (!shared) return text;
  const [, verb, targets, value] = shared;
  return targets.split(/ and /).map((target) => `${verb} ${target} ${value}`).join(" and ");
}
function plan(index, text) {
  const planned = [];
  const joined2 = shareValue(text.replace(/^(turn|switch) ((?:(?!\b(?:on|off|then|and turn|and switch)\b)[^,])+?) (on|off)\b/, "$1 $3 $2"));
  for (const part of joined2.split(SPLIT_ACTIONS).map((p) => p.trim()).filter((p) => p && !/^(?:and|then|also)$/.test(p))) {
    const guarded = guardNames(index, part);
    const read = step(guarded.phrase);
    if (read) read.phrase = guarded.restore(read.phrase);
    if (read?.op === "open" && /\b(?:door|gate)s?\b/.test(part) && !/^(?:please )?(?:open|raise|lift|roll up|pull up)\b|\bup$/.test(part)) throw new Refusal("ambiguous", `\u201C${part}\u201D may say the door is open or ask to open it; HomeDirective opens a door only when told to (\u201Copen the \u2026\u201D).`);
    const previous = planned.at(-1);
    if (!read && previous?.step.op === "notify") {
      previous.step.value = `${previous.step.value} and ${part}`;
      continue;
    }
    const scene = !read && !previous ? mention(index, part.replace(/\b(?:it is|time for|let us|lets|now)\b/g, " ")) : null;
    if (scene && scene.exact.length > 0 && scene.exact.every((e) => e.domain === "scene") && scene.rest.length === 0 && scene.kinds.every((k) => k.domains.includes("scene"))) {
      if (/^\s*,/.test(joined2.trimStart().slice(part.length))) throw new Refusal("ambiguous", `\u201C${part}\u201D may name the scene to activate or only title the directive; say \u201Cactivate ${part}, \u2026\u201D or leave it out.`);
      planned.push({ step: { op: "on", phrase: scene.text, inherited: false }, mention: scene, own: scene, implied: [] });
      continue;
    }
    if (!read && !previous) throw new Refusal("unsupported", `\u201C${part}\u201D does not say what to do; start with a verb such as turn on, close or set.`);
    const verb = read ? null : /^(\p{L}+) (?:the|a|an|my|our|your|me|us|him|her|them|some)\b/u.exec(part);
    if (verb && !known(verb[1]) && !index.names.has(stem(verb[1]))) throw new Refusal("unsupported", `HomeDirective cannot \u201C${part}\u201D; it turns devices on and off, opens and closes, sets levels, colours and temperatures, activates scenes and sends notifications.`);
    const held = HOLD.exec(part);
    const s = read ?? { ...previous.step, phrase: part.replace(HOLD, " ").replace(/\b(?:the|a|an)\b/g, " ").trim(), delay: void 0, inherited: true, ...held ? { hold: seconds(held[0]) } : {} };
    let m = mention(index, s.phrase);
    const own = m;
    if (!read && /^(?!(?:the|a|an|my|our|all|every|both)\b)\p{L}+ \S/u.test(part) && own.rest.length > 0 && own.exact.length + own.areas.length + own.kinds.length + own.soft.length === 0) throw new Refusal("unsupported", `HomeDirective cannot \u201C${part}\u201D; it turns devices on and off, opens and closes, sets levels, colours and temperatures, activates scenes and sends notifications.`);
    if (!read && previous && !isPronoun(m)) {
      const ownKind = m.kinds.length > 0 || m.exact.length > 0 || m.soft.length > 0;
      const kinds = ownKind ? m.kinds : previous.mention.kinds;
      const soft = ownKind ? m.soft : previous.mention.soft;
      const areas = m.areas.length > 0 || m.exact.length > 0 ? m.areas : previous.mention.areas.length > 0 ? previous.mention.areas : index.home.areas.filter((a) => previous.mention.exact.some((e) => e.area === a.area_id));
      m = { ...m, kinds, soft, areas, plural: m.plural || previous.mention.plural, everything: m.everything || previous.mention.everything };
    }
    planned.push({ step: s, mention: m, own, implied: aboutLight(part) ? [KIND_WORDS.light] : previous?.implied ?? [] });
  }
  if (planned.length === 0) throw new Refusal("unsupported", "The directive does not say what to do; start with a verb such as turn on, close or set.");
  for (let i = planned.length - 2; i >= 0; i--) {
    const [m, next] = [planned[i].mention, planned[i + 1]];
    const saidWords = words2(next.mention.text).filter((w2) => w2 in KIND_WORDS);
    const said3 = saidWords.map((w2) => KIND_WORDS[w2]);
    const kinds = next.mention.kinds.length > 0 ? next.mention.kinds : said3;
    const bare = m.kinds.length === 0 && m.exact.length === 0 && m.soft.length === 0 && (m.areas.length > 0 || m.rest.length > 0 && !reads(index, m));
    if (!(next.step.inherited && bare && kinds.length > 0)) continue;
    const tail = words2(next.mention.text).slice(1).join(" ");
    const shared = tail ? mention(index, `${m.text} ${tail}`) : null;
    const named2 = shared && shared.exact.length > 0 && shared.rest.length === 0 && shared.areas.length === 0 ? shared : mention(index, `${m.text} ${next.mention.kindWords.join(" ") || saidWords.join(" ")}`);
    const own = named2.exact.length > 0 && named2.rest.length === 0 && named2.areas.length === 0;
    planned[i].mention = own ? named2 : { ...m, kinds, plural: m.plural || next.mention.plural };
  }
  sharePlace(index, planned);
  for (let i = planned.length - 1; i > 0; i--) {
    const [before, after] = [planned[i - 1].step, planned[i].step];
    if (after.inherited && after.hold !== void 0 && before.hold === void 0) before.hold = after.hold;
    if (after.verbless && before.value === void 0 && !before.data && (before.op === "on" || before.op === "level") && after.op === "level") Object.assign(before, { op: after.op, value: after.value, data: after.data });
  }
  const unmeasured = planned.find((p) => p.step.unmeasured && p.step.value === void 0 && !p.step.data);
  if (unmeasured) throw new Refusal("unsupported", `\u201C${unmeasured.step.unmeasured} ${unmeasured.mention.text}\u201D does not say how much; give a level (\u201Cto 30 %\u201D) or a step (\u201Cby 20 %\u201D).`);
  return planned;
}
var TRAILING_PLACE = / (?:downstairs|upstairs|(?:in|on|at) (?:the )?[\w' ]+)$/;
function sharePlace(index, planned) {
  const last = planned.at(-1);
  const place = last.step.inherited ? TRAILING_PLACE.exec(` ${last.mention.text}`) : null;
  const areas = place ? mention(index, place[0]).areas : [];
  if (areas.length === 0) return;
  for (const p of planned.slice(0, -1)) {
    const m = p.mention;
    if (m.areas.length === 0 && m.exact.length === 0 && m.rest.length === 0 && m.kinds.length + m.soft.length > 0) p.mention = { ...m, areas };
  }
}
function borrowing(index, p, m) {
  try {
    return actions(index, p.step, m, p.implied);
  } catch (error) {
    if (!(error instanceof Refusal && error.reason === "unknown_entity" && m.areas !== p.own.areas && p.own.areas.length === 0 && m === p.mention)) throw error;
    return actions(index, p.step, { ...m, areas: p.own.areas }, p.implied);
  }
}
var isPronoun = (m) => m.exact.length === 0 && m.areas.length === 0 && m.kinds.length === 0 && m.soft.length === 0 && m.rest.length === 0 && !m.everything;
function reads(index, m) {
  try {
    return resolve(index, m).every((e) => ACTUATED.has(e.domain));
  } catch (error) {
    if (error instanceof Refusal) return false;
    throw error;
  }
}

// directive/step-targets.ts
function resolveSteps(index, planned, before, message, hasEvent) {
  const resolved = [];
  let last = before.targets;
  let group = before.targets;
  const deferred = [];
  const unplaced = /* @__PURE__ */ new Map();
  for (const p of planned) {
    if (p.step.op === "notify") {
      resolved.push({ planned: p, actions: notify2(index, String(p.step.value), message), targets: [] });
      continue;
    }
    if (isPronoun(p.mention) && last.length === 0) {
      deferred.push(p);
      resolved.push({ planned: p, actions: [], targets: [] });
      continue;
    }
    const plural = /\b(?:them|they|those|these|both)\b/.test(p.mention.text);
    if (isPronoun(p.mention) && !plural && group.length > last.length) throw new Refusal("ambiguous", `\u201C${p.mention.text || "it"}\u201D could mean any of ${group.map((e) => `\u201C${e.name}\u201D`).join(", ")}; name it, or say \u201Cthem\u201D.`);
    const referred = plural ? group : last;
    const m = isPronoun(p.mention) ? { ...p.mention, exact: referred, text: referred.map((e) => e.name).join(", ") } : p.mention;
    try {
      const done = borrowing(index, p, m);
      group = p.step.inherited && !isPronoun(p.mention) ? [.../* @__PURE__ */ new Set([...group, ...done.targets])] : done.targets;
      last = done.targets;
      resolved.push({ planned: p, ...done });
    } catch (error) {
      if (!(error instanceof Refusal && error.reason === "ambiguous" && m.areas.length === 0 && hasEvent)) throw error;
      unplaced.set(p, error);
      resolved.push({ planned: p, actions: [], targets: [] });
    }
  }
  return { resolved, deferred, unplaced };
}
function referent(subjects, named2) {
  if (subjects.some((e) => ACTUATED.has(e.domain))) return subjects;
  const operable = named2.filter((e) => ACTUATED.has(e.domain));
  return operable.length > 0 ? [...new Set(operable)] : subjects;
}
function settle(index, resolved, waiting, subjects, it) {
  const eventRooms = [...new Set(subjects.map((e) => e.area).filter(Boolean))];
  for (const [p, refusal] of waiting.unplaced) {
    const area = index.home.areas.find((a) => eventRooms.length === 1 && a.area_id === eventRooms[0]);
    if (!area) throw refusal;
    const placed = actions(index, p.step, { ...p.mention, areas: [area] }, p.implied);
    if (!p.mention.plural && !p.mention.everything && p.mention.rest.length > 0 && placed.targets.length > 1) throw refusal;
    Object.assign(resolved.find((r) => r.planned === p), placed);
  }
  for (const p of waiting.deferred) {
    if (it.length === 0) throw new Unnamed("\u201Cit\u201D does not say which device; name it.");
    const done = actions(index, p.step, { ...p.mention, exact: it, text: it.map((e) => e.name).join(", ") }, p.implied);
    Object.assign(resolved.find((r) => r.planned === p), done);
  }
}
function inEventRoom(index, resolved, subjects) {
  const rooms = [...new Set(subjects.map((e) => e.area))];
  const area = rooms.length === 1 ? index.home.areas.find((a) => a.area_id === rooms[0]) : void 0;
  if (!area) return;
  const roomSaid = (e) => [area.name, ...area.aliases ?? []].some((n2) => e.name.toLowerCase().includes(n2.toLowerCase()));
  if (subjects.some((e) => e.domain === "sensor" && !roomSaid(e))) return;
  for (const r of resolved) {
    const m = r.planned.mention;
    const bare = m.kinds.length > 0 && m.areas.length === 0 && m.exact.length === 0 && m.rest.length === 0 && m.soft.length === 0 && !m.everything;
    const here = bare ? r.targets.filter((e) => e.area === area.area_id) : [];
    if (here.length > 0 && here.length < r.targets.length) Object.assign(r, actions(index, r.planned.step, { ...m, areas: [area] }, r.planned.implied));
  }
}

// directive/schedule.ts
var SUNSET = String.raw`sunset|sundown|dusk|nightfall|twilight|the sun goes down|the sun sets`;
var SUNRISE = String.raw`sunrise|sunup|dawn|daybreak|first light|the sun comes up|the sun rises|the sun is up`;
var SUN = `(?:the )?(${SUNSET}|${SUNRISE})`;
var eventOf = (word) => new RegExp(`^(?:${SUNSET})$`).test(word) ? "sunset" : "sunrise";
var NOT_A_TIME = String.raw`(?! ?(?:percent|degrees|minutes?|mins?|hours?|seconds?|lux|days?|times?|people|%))`;
var TIME = `(${CLOCK2})\\b${NOT_A_TIME}`;
var below = { condition: "state", entity_id: ["sun.sun"], state: "below_horizon" };
var above = { condition: "state", entity_id: ["sun.sun"], state: "above_horizon" };
var RULES = [
  [new RegExp(`\\bevery (\\d+) ?(minutes?|mins?|hours?|hrs?|seconds?)\\b`), (s, m) => {
    const n2 = Number(m[1]);
    const unit = m[2].startsWith("h") ? "hours" : m[2].startsWith("s") ? "seconds" : "minutes";
    if (n2 === 0 || (unit === "hours" ? 24 : 60) % n2 !== 0) throw new Refusal("unsupported", `\u201C${m[0]}\u201D does not divide the ${unit === "hours" ? "day" : "hour"} evenly, and a repeating time pattern can only say that; choose a number that does (every ${unit === "hours" ? "2, 3, 4, 6 or 12 hours" : "5, 10, 15, 20 or 30 " + unit}).`);
    const every = n2 === 1 ? "*" : `/${n2}`;
    s.triggers.push({ trigger: "time_pattern", hours: unit === "hours" ? every : "*", minutes: unit === "minutes" ? every : unit === "hours" ? "0" : "*", seconds: unit === "seconds" ? every : "0" });
  }],
  [/\bevery (?:single )?(hour|minute)\b|\bhourly\b/, (s, m) => s.triggers.push({ trigger: "time_pattern", hours: "*", minutes: m[1] === "minute" ? "*" : "0", seconds: "0" })],
  [new RegExp(`\\bbetween (?:${SUNSET}) and (?:${SUNRISE})\\b|\\b(?:after|once it is|when it is|while it is|if it is|it is) dark\\b|\\bat night\\b|\\bduring the night\\b|\\bthe sun is down\\b|\\bthe sun has set\\b`), (s) => s.conditions.push(below)],
  [new RegExp(`\\bbetween (?:${SUNRISE}) and (?:${SUNSET})\\b|\\b(?:while|when|if|and|as long as) the sun is (?:up|out|shining)\\b|\\bduring daylight\\b|\\bin daylight\\b|\\bwhile it is light\\b|\\bit is light\\b`), (s) => s.conditions.push(above)],
  // "only if it is more than an hour after sunset": the sun's moment with an offset, as a condition.
  [new RegExp(`(?:,?\\s*\\bbut )?\\b(?:only )?(?:if|while|when|as long as) it is (?:more than |over |at least )?${DURATION} (after|before) ${SUN}\\b`), (s, m) => {
    const side = m[3];
    s.conditions.push({ condition: "sun", [side]: eventOf(m[4]), [`${side}_offset`]: `${side === "before" ? "-" : "+"}${hms(seconds(`${m[1]} ${m[2]}`))}` });
  }],
  [new RegExp(`\\b${DURATION} (before|after|past|prior to) ${SUN}\\b`), (s, m) => {
    const sign = m[3] === "before" || m[3] === "prior to" ? "-" : "+";
    s.triggers.push({ trigger: "sun", event: eventOf(m[4]), offset: `${sign}${hms(seconds(`${m[1]} ${m[2]}`))}` });
  }],
  [new RegExp(`\\b(after|before) (?:${SUN})\\b`), (s, m) => {
    const event2 = eventOf(m[2]);
    s.openEnded.push({ trigger: { trigger: "sun", event: event2 }, condition: { condition: "sun", [m[1]]: event2 } });
  }],
  [new RegExp(`\\b(?:at|on|by|around|when|as soon as|once|whenever) ${SUN}\\b|^${SUN}\\b|\\b${SUN}$`), (s, m) => s.triggers.push({ trigger: "sun", event: eventOf(m[1] ?? m[2] ?? m[3]) })],
  [new RegExp(`\\b(?:between|from) ${TIME} (?:and|to|until|till) ${TIME}`), (s, m, evening) => s.conditions.push(window(m[1], m[2], evening))],
  // "between midnight and sunrise", "between sunset and 23:00": a clock on one side, the sun on the other.
  [new RegExp(`\\bbetween ${TIME} and ${SUN}\\b`), (s, m, evening) => s.conditions.push({ condition: "time", after: timeOf(m[1], evening) }, { condition: "sun", before: eventOf(m[2]) })],
  [new RegExp(`\\bbetween ${SUN} and ${TIME}`), (s, m, evening) => s.conditions.push({ condition: "sun", after: eventOf(m[1]) }, { condition: "time", before: timeOf(m[2], evening) })],
  [new RegExp(`\\b${TIME} (?:to|until|till) ${TIME}`), (s, m, evening) => s.conditions.push(window(m[1], m[2], evening))],
  [new RegExp(`\\b(after|before|until|till) ${TIME}`), (s, m, evening) => {
    const at = timeOf(m[2], evening);
    const key2 = m[1] === "after" ? "after" : "before";
    s.openEnded.push({ trigger: { trigger: "time", at }, condition: { condition: "time", [key2]: at } });
  }],
  // "at 10pm and 6am"; never "at 10pm and 21 at 6am", where 21 is another clause's value.
  [new RegExp(`\\b(?:at|by|around) ${TIME}((?:(?:,| and|, and) ${TIME}(?! at\\b))*)`), (s, m, evening) => {
    for (const t of [m[1], ...[...(m[2] ?? "").matchAll(new RegExp(TIME, "g"))].map((x) => x[1])]) s.triggers.push({ trigger: "time", at: timeOf(t, evening) });
  }],
  [/\b(\d{1,2}(?::\d{2}(?:am|pm)?|am|pm))(?! ?(?:percent|degrees))/, (s, m, evening) => s.triggers.push({ trigger: "time", at: timeOf(m[1], evening) })]
];
var GLOBAL_RULES = RULES.map(([pattern, apply]) => [new RegExp(pattern.source, "g"), apply, pattern]);
function window(from, to, evening) {
  return { condition: "time", after: timeOf(from, evening), before: timeOf(to, evening) };
}
var WEEKDAY_LIST = new RegExp(`\\b(?:(?:on|every|each|from) )?(?:the )?${DAY}(?:(?:,| and| or|, and| to| through| thru| until|,? ?&) (?:on )?${DAY})*(?: (?:nights?|evenings?|mornings?|afternoons?))?\\b`);
var SAID_PART = /\b(?:in the|this|during the) (?:mornings?|evenings?|afternoons?|day)\b|\btonight\b/;
var PART_OF_DAY2 = /\bduring the day\b|\bin the (?:morning|evening|afternoon)\b|\btonight\b|\bthis (?:morning|evening|afternoon)\b|\b(?:mornings|evenings|afternoons)\b(?! scene)|\b(?:morning|evening|afternoon)\b(?= [a-z])(?! (?:scene|on|off)\b)/;
function schedule(text) {
  const s = { triggers: [], conditions: [], openEnded: [], weekdays: null };
  let rest = ` ${text} `;
  const evening = /\b(?:evenings?|nights?|tonight|nightly|afternoons?)\b(?! ?lights?| ?lamps?)/.test(text) && !/\bmornings?\b/.test(text);
  const days = WEEKDAY_LIST.exec(rest);
  if (days) s.weekdays = dayList(days[0]), rest = rest.replace(days[0], " ");
  let said3 = days ? 1 : 0;
  for (const [pattern, days2] of DAY_SETS) {
    const m = pattern.exec(rest);
    if (!m) continue;
    said3++;
    if (days2.length < 7) s.weekdays = [...s.weekdays ?? [], ...days2].filter((d, i, all) => all.indexOf(d) === i);
    rest = rest.replace(m[0], " ");
  }
  if (s.weekdays && s.weekdays.length === 7) s.weekdays = null;
  if (s.weekdays) s.weekdays.sort((a, b) => WEEK2.indexOf(a) - WEEK2.indexOf(b));
  const partOfDay = SAID_PART.exec(rest);
  rest = rest.replace(new RegExp(PART_OF_DAY2.source, "g"), " ");
  for (const [global, apply, once] of GLOBAL_RULES) {
    if (!once.test(rest)) continue;
    for (const m of rest.matchAll(global)) apply(s, m, evening);
    rest = rest.replace(global, " ");
  }
  if (partOfDay && s.triggers.length + s.conditions.length === 0) throw new Refusal("ambiguous", `\u201C${partOfDay[0].trim()}\u201D says no time of its own; give one (\u201Cat 7pm\u201D, \u201Cat sunset\u201D).`);
  if (said3 > 1 && s.triggers.length > 1) throw new Refusal("unsupported", "Different days at different times are not supported in one directive yet; write one directive per set of days.");
  return { schedule: s, rest: rest.replace(/\s+/g, " ").trim() };
}

// directive/part.ts
var NOTHING2 = { targets: [], subjects: [] };
function afterWait(resolved, triggers) {
  const only = resolved.length === 1 ? resolved[0] : null;
  if (triggers.length > 0 || !only?.planned.step.delay) return;
  const { step: step2 } = only.planned;
  if (step2.countdown || !["off", "close"].includes(step2.op)) throw new Refusal("unsupported", `\u201C${step2.countdown ? "in" : "after"} ${duration2(hms(step2.delay))}\u201D counts from now, which is a timer, not an automation; say what it should follow (\u201Cafter it has been on for \u2026\u201D, \u201Cwhen \u2026\u201D).`);
  triggers.push({ trigger: "state", entity_id: only.targets.map((e) => e.entity_id).sort(), to: step2.op === "close" ? "open" : "on", for: hms(step2.delay) });
  step2.delay = void 0;
}
function actionList(index, resolved) {
  const list = [];
  const undone = [];
  let held;
  for (const r of resolved) {
    if (r.planned.step.delay) list.push(delay(r.planned.step.delay));
    list.push(...r.actions);
    const hold = r.planned.step.hold ?? (r.planned.step.inherited ? held : void 0);
    if (hold === void 0) continue;
    if (held !== void 0 && held !== hold) throw new Refusal("unsupported", "Different durations for different devices are not supported yet; give each its own directive.");
    held = hold;
    undone.push(...undo(index, r.planned.step, r.targets));
  }
  if (held !== void 0) list.push(delay(held), ...undone);
  contradiction(list);
  return list;
}
var POSTPONED = /\blater(?= after\b)/;
function compilePart(said3, index, before, message, people) {
  const normalized = said3.replace(POSTPONED, " ");
  const { schedule: when, rest } = schedule(normalized);
  const parts = clauses(rest.replace(/(?:,\s*)?\b(?:but )?only\b(?=\s*(?:,|$))/g, " ").trim());
  const { resolved, ...waiting } = resolveSteps(index, plan(index, parts.actions), before, message, parts.event !== null);
  const targets = resolved.flatMap((r) => r.targets);
  const rooms = targets.map((e) => e.area ?? "").filter(Boolean);
  const ctx = { index, rooms, pronoun: before.subjects.length > 0 ? before.subjects : targets, targets, people };
  const { triggers, conditions, subjects, named: named2 } = readEvents(ctx, parts, when, targets);
  const ownTrigger = triggers.length > 0;
  const placing = when.triggers.length === 0 ? subjects : [];
  settle(index, resolved, waiting, placing, referent(subjects, named2));
  inEventRoom(index, resolved, placing);
  afterWait(resolved, triggers);
  const list = actionList(index, resolved);
  if (triggers.length === 0 && conditions.length > 0) throw new Refusal("unsupported", "The directive says when it may run but not what starts it; add a time or an event (\u201Cat 7pm\u201D, \u201Cwhen \u2026\u201D).");
  const later = POSTPONED.test(said3) ? whicheverLater(triggers, mergeTime(conditions)) : { triggers, conditions: mergeTime(conditions) };
  const result = triggers.length === 0 ? { kind: "action", actions: list } : { kind: "automation", ...later, actions: list };
  return { result, targets: resolved.flatMap((r) => r.targets), subjects, own: ownTrigger };
}

// directive/phrases.ts
var rewrite = gatedTable(en.rewrites);
function rephrase(text) {
  const limited = en.someDaysOnly.exec(text);
  if (limited) throw new Refusal("unsupported", `\u201C${limited[0]}\u201D limits some days only, and an automation's conditions hold on every day together; write one directive for those days and one for the others.`);
  const clock2 = en.clockDuration.exec(text);
  if (clock2) throw new Refusal("ambiguous", `\u201C${clock2[0]}\u201D could be minutes or hours; say \u201Cfor 10 minutes\u201D or \u201Cfor 10 hours\u201D.`);
  const out = en.lexicon.purposes.reduce((said3, purpose) => said3.replace(purpose, (found) => ANY_UNSUPPORTED.test(found) ? found : "").trim(), text);
  return rewrite(out);
}

// directive/remarks.ts
function readsAsState(index, clause) {
  try {
    event({ index, rooms: [], pronoun: [], people: [] }, clause, true);
    return true;
  } catch (error) {
    if (error instanceof Refusal) return error.reason === "ambiguous";
    throw error;
  }
}
var wholly = (name, said3) => words2(name.toLowerCase().replace(/['’]s\b/g, "")).every((w2) => said3.has(w2));
var namesDevice = (m, text) => m.exact.some((e) => e.domain !== "person" && wholly(e.name, new Set(words2(text))));
function pointsAtHome(index, clause, order) {
  const people = new Set(index.people.flatMap((p) => p.words));
  return words2(clause).some((w2) => !known(w2) && !people.has(w2) && index.names.has(stem(w2))) && !namesDevice(mention(index, order), order);
}
function isRemark(index, clause, order) {
  const { statement, asks, times } = en.remarks;
  if (!statement.test(clause) || asks.test(clause) || !times.test(order) && times.test(clause) || ANY_UNSUPPORTED.test(clause)) return false;
  const m = mention(index, clause);
  const said3 = new Set(words2(clause));
  const placed = m.areas.some((a) => wholly(a.name, said3)) || m.kinds.length > 0 || m.soft.length > 0;
  if (namesDevice(m, clause) || placed && !namesDevice(mention(index, order), order) || pointsAtHome(index, clause, order)) return false;
  return !readsAsState(index, clause);
}
var STATED2 = /^(?:the|my|our) (?:(?!\b(?:is|are|was|when|if|and|also)\b)[\w' ])+? (?:is|are) (?:already |still )?(?:on|off|running)$/;
function withoutRemarks(index, said3) {
  const text = said3.replace(/\s+/g, " ");
  const after = en.remarks.after.exec(text);
  const told = after ? STATED2.exec(after[1].trim()) : null;
  if (told && ACTION_START.test(text.slice(0, after.index).split(" ").slice(0, 3).join(" "))) throw new Refusal("ambiguous", `\u201C${told[0]}\u201D says how a device is, not what to do; say \u201Cturn on \u2026\u201D or \u201Cturn off \u2026\u201D if it is an order, or leave it out.`);
  const out = after && isRemark(index, after[1].trim(), text.slice(0, after.index)) ? text.slice(0, after.index).trim() : text;
  const before = en.remarks.before.exec(out);
  return before && isRemark(index, before[1].trim(), out.slice(before[0].length)) ? out.slice(before[0].length) : out;
}

// directive/spelling.ts
function oneSlip(a, b) {
  if (Math.abs(a.length - b.length) > 1 || a === b) return false;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  if (a.length === b.length) return a.slice(i + 1) === b.slice(i + 1) || a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  const [long, short] = a.length > b.length ? [a, b] : [b, a];
  return long.slice(i + 1) === short.slice(i);
}
var BY_LENGTH = /* @__PURE__ */ new Map();
var LANGUAGE = new Set(knownWords());
for (const word of LANGUAGE) if (word.length >= 5) BY_LENGTH.set(word.length, [...BY_LENGTH.get(word.length) ?? [], word]);
function corrected(word) {
  if (word.endsWith("ing")) return null;
  const near = [word.length - 1, word.length, word.length + 1].flatMap((n2) => BY_LENGTH.get(n2) ?? []).filter((w2) => oneSlip(word, w2));
  const unique = [...new Set(near)];
  const ending = (w2) => w2.startsWith(word) || word.slice(0, -1) === w2.slice(0, -1) || word.startsWith(w2) && !/(.)\1$/.test(word);
  if (unique.length !== 1 || ending(unique[0])) return null;
  return unique[0];
}
function onlySlip(word, candidates) {
  const near = [...candidates].filter((c2) => c2.length >= 5 && oneSlip(word, c2));
  return near.length === 1 ? near[0] : null;
}
function nameSlip(word, index) {
  const joined2 = onlySlip(word, index.joined.keys());
  return joined2 ? index.joined.get(joined2) : onlySlip(word, index.names);
}
function swapped(word, index) {
  const swaps = /* @__PURE__ */ new Set();
  for (let i = 0; i + 1 < word.length; i++) swaps.add(`${word.slice(0, i)}${word[i + 1]}${word[i]}${word.slice(i + 2)}`);
  const known2 = [...swaps].filter((w2) => w2 !== word && (LANGUAGE.has(w2) || LANGUAGE.has(stem(w2)) || index.names.has(stem(w2))));
  return known2.length === 1 ? known2[0] : null;
}
var PLAIN2 = new Set(en.lexicon.plain);
var knows = (word, index) => PLAIN2.has(word) || LANGUAGE.has(word) || LANGUAGE.has(stem(word)) || index.names.has(stem(word));
function correctSpelling(text, index) {
  const joined2 = text.replace(/\b(\p{L}{2,}) (\p{L}{2,})\b/gu, (pair, a, b) => index.names.has(`${a}${b}`) && !(index.names.has(stem(a)) && index.names.has(stem(b))) ? `${a}${b}` : pair);
  const slips = joined2.replace(/\p{L}{6,}/gu, (word) => knows(word, index) ? word : index.joined.get(word) ?? corrected(word) ?? nameSlip(word, index) ?? word);
  return slips.replace(/\b\p{L}{3,6}\b/gu, (word) => knows(word, index) ? word : swapped(word, index) ?? word);
}

// directive/compile.ts
var NAMES2 = /* @__PURE__ */ new WeakMap();
function namesOf(index) {
  let found = NAMES2.get(index);
  if (!found) {
    const places = [...index.home.areas.flatMap((a) => [a.name, ...a.aliases ?? []]), ...(index.home.floors ?? []).flatMap((f) => [f.name, ...f.aliases ?? []])];
    const names = [...index.entities.filter(({ item }) => READ.has(item.domain)).map(({ item }) => item.name), ...places].map((name) => name.toLowerCase().replace(/-/g, " "));
    const said3 = names.flatMap((name) => [name, name.split(" ").map(numbered).join(" ")]);
    found = [...new Set(said3)].map((name) => new RegExp(`(?<!\\S)${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?!\\S)`));
    NAMES2.set(index, found);
  }
  return found;
}
function refuseUnsupported(index, text) {
  if (!ANY_UNSUPPORTED.test(text)) return;
  const rest = namesOf(index).reduce((left, name) => left.replace(name, " "), text.replace(MESSAGE, " "));
  for (const [pattern, what] of UNSUPPORTED2) {
    if (pattern.test(rest)) throw new Refusal("unsupported", `${what} are not supported in the alpha; it supports ${SUPPORTED}.`);
  }
}
function compile(text, index, said3 = text) {
  const normalized = withoutRemarks(index, numberedNames(index, inHomeWords(index, rephrase(correctSpelling(normalize(text), index)))));
  if (!/\p{L}/u.test(normalized)) throw new Refusal("unsupported", "Type a directive, for example \u201CTurn on the porch light at sunset\u201D.");
  refuseUnsupported(index, normalized);
  if (/^(?:please )?(?:is|are|was|were|what|which|who|how|does|did|where|why|list|show me|display|read me|read out|read my|read your)\b/.test(normalized)) throw new Refusal("unsupported", "That asks about the home rather than for something to do; HomeDirective turns directives into automations (\u201CTurn on \u2026\u201D, \u201CWhen \u2026, close \u2026\u201D).");
  if (/\b(?:in here|here|this room)\b/.test(normalized)) throw new Refusal("ambiguous", "\u201Chere\u201D depends on where you are, which HomeDirective cannot know; name the room.");
  const other = /\bthe other (?:room|one|side|light|lamp|door|window|fan)s?\b/.exec(normalized);
  if (other) throw new Refusal("ambiguous", `\u201C${other[0]}\u201D does not say which; name it.`);
  const message = messageOf(said3);
  const people = persons(index, normalized);
  const part = (t, before) => compilePart(t, index, before, message, people);
  const title = droppedTitle(text);
  const body = titleAsSubject(title, normalized);
  const room = inTitledRoom(index, title, body);
  const scoped = inOneRoom(index, referBack(index, byPlace(index, theOne(index, its(index, inPersonsRoom(index, possessive(index, room ?? body)))))));
  let result;
  try {
    result = until(scoped, part) ?? branches(scoped, part) ?? part(scoped, NOTHING2).result;
  } catch (error) {
    if (error instanceof Unnamed && title && said3 === text) return compile(`${title} ${titleAndBody(text)[1]}`, index);
    throw error;
  }
  if (title && result.kind === "action") return titled(text, title, index);
  refuseUnsent(normalized, result, index);
  refuseDropped(scoped, result);
  refuseInterleaved(scoped, result);
  refuseUnexplained([...room === null && title ? unrepeated(title, `${scoped} ${usedNames(result, index)}`, index.names) : [], ...unexplained(normalized, index.names)]);
  return result;
}
function usedNames(result, index) {
  const said3 = JSON.stringify(result);
  return index.entities.filter(({ item }) => said3.includes(`"${item.entity_id}"`)).map(({ item }) => item.name.toLowerCase()).join(" ");
}
function titleAsSubject(title, body) {
  const subject = title ? en.titleSubject.exec(body) : null;
  return subject ? `turn ${subject[1]} ${normalize(title)}${body.slice(subject[0].length)}` : body;
}
function titled(text, title, index) {
  const read = (() => {
    try {
      return compile(`when ${title}, ${titleAndBody(text)[1]}`, index);
    } catch (error) {
      if (error instanceof Refusal) return error;
      throw error;
    }
  })();
  if (read instanceof Refusal) throw read.reason === "unsupported" ? new Refusal("unsupported", `\u201C${title}\u201D reads as the title of an automation, and the directive after it says no time or event; say when (\u201Cwhen \u2026\u201D, \u201Cat \u2026\u201D).`) : read;
  return read;
}
function prepareHome(home) {
  const problem = homeProblem(home);
  return { problem, index: problem ? null : indexHome(completeHome(home)) };
}
var isPrepared = (home) => typeof home === "object" && home !== null && "index" in home && "problem" in home;
function compileDirective(text, home) {
  if (typeof text !== "string") return { kind: "error", reason: "unsupported", message: "A directive is a line of text." };
  const { problem, index } = isPrepared(home) ? home : prepareHome(home);
  if (problem || !index) return { kind: "error", reason: "unsupported", message: problem ?? "The home could not be read." };
  try {
    const said3 = byEntityId(index, text.slice(0, 2e3));
    return eventFirst(said3, (t) => compile(t, index, said3));
  } catch (error) {
    if (error instanceof Refusal) return { kind: "error", reason: error.reason, message: error.message };
    throw error;
  }
}

// tests/directive/reference.ts
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
var SHARED = fileURLToPath(new URL("../../../shared/directives/", import.meta.url));
if (!existsSync(`${SHARED}score.mjs`)) throw new Error(`The directive reference set is missing: put the shared folder beside the repository (${SHARED}).`);
var scorer = await import(`${SHARED}score.mjs`);
var DEV = { cases: `${SHARED}dev.jsonl`, home: `${SHARED}home.json` };
var REAL = { cases: `${SHARED}real-dev.jsonl`, home: `${SHARED}home4.json` };
var OTHER = {
  cases: fileURLToPath(new URL("fixtures/other-home.jsonl", import.meta.url)),
  home: fileURLToPath(new URL("fixtures/other-home.json", import.meta.url))
};
var THIRD2 = {
  cases: fileURLToPath(new URL("fixtures/third-home.jsonl", import.meta.url)),
  home: fileURLToPath(new URL("fixtures/third-home.json", import.meta.url))
};
var FIFTH = {
  cases: fileURLToPath(new URL("fixtures/fifth-home.jsonl", import.meta.url)),
  home: fileURLToPath(new URL("fixtures/fifth-home.json", import.meta.url))
};
var SIXTH = {
  cases: fileURLToPath(new URL("fixtures/sixth-home.jsonl", import.meta.url)),
  home: fileURLToPath(new URL("fixtures/sixth-home.json", import.meta.url))
};
var SEVENTH = {
  cases: fileURLToPath(new URL("fixtures/seventh-home.jsonl", import.meta.url)),
  home: fileURLToPath(new URL("fixtures/seventh-home.json", import.meta.url))
};
var NINTH = {
  cases: fileURLToPath(new URL("fixtures/ninth-home.jsonl", import.meta.url)),
  home: fileURLToPath(new URL("fixtures/ninth-home.json", import.meta.url))
};
var EIGHTH = {
  cases: fileURLToPath(new URL("fixtures/eighth-home.jsonl", import.meta.url)),
  home: fileURLToPath(new URL("fixtures/eighth-home.json", import.meta.url))
};
var TENTH = {
  cases: fileURLToPath(new URL("fixtures/tenth-home.jsonl", import.meta.url)),
  home: fileURLToPath(new URL("fixtures/tenth-home.json", import.meta.url))
};
var TWELFTH = {
  cases: fileURLToPath(new URL("fixtures/twelfth-home.jsonl", import.meta.url)),
  home: fileURLToPath(new URL("fixtures/twelfth-home.json", import.meta.url))
};
var THIRTEENTH = {
  cases: fileURLToPath(new URL("fixtures/thirteenth-home.jsonl", import.meta.url)),
  home: fileURLToPath(new URL("fixtures/thirteenth-home.json", import.meta.url))
};
var FIFTEENTH = {
  cases: fileURLToPath(new URL("fixtures/fifteenth-home.jsonl", import.meta.url)),
  home: fileURLToPath(new URL("fixtures/fifteenth-home.json", import.meta.url))
};
var SIXTEENTH = {
  cases: fileURLToPath(new URL("fixtures/sixteenth-home.jsonl", import.meta.url)),
  home: fileURLToPath(new URL("fixtures/sixteenth-home.json", import.meta.url))
};
var SEVENTEENTH = {
  cases: fileURLToPath(new URL("fixtures/seventeenth-home.jsonl", import.meta.url)),
  home: fileURLToPath(new URL("fixtures/seventeenth-home.json", import.meta.url))
};
var ELEVENTH = {
  cases: fileURLToPath(new URL("fixtures/eleventh-home.jsonl", import.meta.url)),
  home: fileURLToPath(new URL("fixtures/eleventh-home.json", import.meta.url))
};
var FOURTEENTH = {
  cases: fileURLToPath(new URL("fixtures/fourteenth-home.jsonl", import.meta.url)),
  home: fileURLToPath(new URL("fixtures/fourteenth-home.json", import.meta.url))
};
var EIGHTEENTH = {
  cases: fileURLToPath(new URL("fixtures/eighteenth-home.jsonl", import.meta.url)),
  home: fileURLToPath(new URL("fixtures/eighteenth-home.json", import.meta.url))
};
var TWENTIETH = {
  cases: fileURLToPath(new URL("fixtures/twentieth-home.jsonl", import.meta.url)),
  home: fileURLToPath(new URL("fixtures/twentieth-home.json", import.meta.url))
};
var TWENTY_FIRST = {
  cases: fileURLToPath(new URL("fixtures/twenty-first-home.jsonl", import.meta.url)),
  home: fileURLToPath(new URL("fixtures/twenty-first-home.json", import.meta.url))
};
var TWENTY_SECOND = {
  cases: fileURLToPath(new URL("fixtures/twenty-second-home.jsonl", import.meta.url)),
  home: fileURLToPath(new URL("fixtures/twenty-second-home.json", import.meta.url))
};
var NINETEENTH = {
  cases: fileURLToPath(new URL("fixtures/nineteenth-home.jsonl", import.meta.url)),
  home: fileURLToPath(new URL("fixtures/nineteenth-home.json", import.meta.url))
};
var INTENTS = {
  cases: fileURLToPath(new URL("fixtures/intents.jsonl", import.meta.url)),
  home: fileURLToPath(new URL("fixtures/intents-home.json", import.meta.url))
};
var REAL_TWO = {
  cases: fileURLToPath(new URL("fixtures/real-two.jsonl", import.meta.url)),
  home: fileURLToPath(new URL("fixtures/real-two-home.json", import.meta.url))
};
var REAL_THREE = {
  cases: fileURLToPath(new URL("fixtures/real-three.jsonl", import.meta.url)),
  home: fileURLToPath(new URL("fixtures/real-three-home.json", import.meta.url))
};
var REAL_FOUR = {
  cases: fileURLToPath(new URL("fixtures/real-four.jsonl", import.meta.url)),
  home: fileURLToPath(new URL("fixtures/real-four-home.json", import.meta.url))
};
var REAL_FIVE = {
  cases: fileURLToPath(new URL("fixtures/real-five.jsonl", import.meta.url)),
  home: fileURLToPath(new URL("fixtures/real-five-home.json", import.meta.url))
};
var REAL_SIX = {
  cases: fileURLToPath(new URL("fixtures/real-six.jsonl", import.meta.url)),
  home: fileURLToPath(new URL("fixtures/real-six-home.json", import.meta.url))
};
var REAL_SEVEN = {
  cases: fileURLToPath(new URL("fixtures/real-seven.jsonl", import.meta.url)),
  home: fileURLToPath(new URL("fixtures/real-seven-home.json", import.meta.url))
};
var REAL_EIGHT = {
  cases: fileURLToPath(new URL("fixtures/real-eight.jsonl", import.meta.url)),
  home: fileURLToPath(new URL("fixtures/real-eight-home.json", import.meta.url))
};
var REAL_NINE = {
  cases: fileURLToPath(new URL("fixtures/real-nine.jsonl", import.meta.url)),
  home: fileURLToPath(new URL("fixtures/real-nine-home.json", import.meta.url))
};
var REAL_TEN = {
  cases: fileURLToPath(new URL("fixtures/real-ten.jsonl", import.meta.url)),
  home: fileURLToPath(new URL("fixtures/real-ten-home.json", import.meta.url))
};
var REAL_ELEVEN = {
  cases: fileURLToPath(new URL("fixtures/real-eleven.jsonl", import.meta.url)),
  home: fileURLToPath(new URL("fixtures/real-eleven-home.json", import.meta.url))
};
var REAL_TWELVE = {
  cases: fileURLToPath(new URL("fixtures/real-twelve.jsonl", import.meta.url)),
  home: fileURLToPath(new URL("fixtures/real-twelve-home.json", import.meta.url))
};
var REAL_THIRTEEN = {
  cases: fileURLToPath(new URL("fixtures/real-thirteen.jsonl", import.meta.url)),
  home: fileURLToPath(new URL("fixtures/real-thirteen-home.json", import.meta.url))
};
var REAL_FIFTEEN = {
  cases: fileURLToPath(new URL("fixtures/real-fifteen.jsonl", import.meta.url)),
  home: fileURLToPath(new URL("fixtures/real-fifteen-home.json", import.meta.url))
};
var REAL_FOURTEEN = {
  cases: fileURLToPath(new URL("fixtures/real-fourteen.jsonl", import.meta.url)),
  home: fileURLToPath(new URL("fixtures/real-fourteen-home.json", import.meta.url))
};
var REAL_SIXTEEN = {
  cases: fileURLToPath(new URL("fixtures/real-sixteen.jsonl", import.meta.url)),
  home: fileURLToPath(new URL("fixtures/real-sixteen-home.json", import.meta.url))
};
var REAL_SEVENTEEN = {
  cases: fileURLToPath(new URL("fixtures/real-seventeen.jsonl", import.meta.url)),
  home: fileURLToPath(new URL("fixtures/real-seventeen-home.json", import.meta.url))
};
var REAL_EIGHTEEN = {
  cases: fileURLToPath(new URL("fixtures/real-eighteen.jsonl", import.meta.url)),
  home: fileURLToPath(new URL("fixtures/real-eighteen-home.json", import.meta.url))
};
var REAL_NINETEEN = {
  cases: fileURLToPath(new URL("fixtures/real-nineteen.jsonl", import.meta.url)),
  home: fileURLToPath(new URL("fixtures/real-nineteen-home.json", import.meta.url))
};
var REAL_TWENTY = {
  cases: fileURLToPath(new URL("fixtures/real-twenty.jsonl", import.meta.url)),
  home: fileURLToPath(new URL("fixtures/real-twenty-home.json", import.meta.url))
};
var REAL_TWENTY_ONE = {
  cases: fileURLToPath(new URL("fixtures/real-twenty-one.jsonl", import.meta.url)),
  home: fileURLToPath(new URL("fixtures/real-twenty-one-home.json", import.meta.url))
};
var REAL_TWENTY_TWO = {
  cases: fileURLToPath(new URL("fixtures/real-twenty-two.jsonl", import.meta.url)),
  home: fileURLToPath(new URL("fixtures/real-twenty-two-home.json", import.meta.url))
};
var REAL_TWENTY_THREE = {
  cases: fileURLToPath(new URL("fixtures/real-twenty-three.jsonl", import.meta.url)),
  home: fileURLToPath(new URL("fixtures/real-twenty-three-home.json", import.meta.url))
};
var REAL_TWENTY_FOUR = {
  cases: fileURLToPath(new URL("fixtures/real-twenty-four.jsonl", import.meta.url)),
  home: fileURLToPath(new URL("fixtures/real-twenty-four-home.json", import.meta.url))
};
var REAL_TWENTY_FIVE = {
  cases: fileURLToPath(new URL("fixtures/real-twenty-five.jsonl", import.meta.url)),
  home: fileURLToPath(new URL("fixtures/real-twenty-five-home.json", import.meta.url))
};
var REAL_TWENTY_SIX = {
  cases: fileURLToPath(new URL("fixtures/real-twenty-six.jsonl", import.meta.url)),
  home: fileURLToPath(new URL("fixtures/real-twenty-six-home.json", import.meta.url))
};
var REAL_TWENTY_SEVEN = {
  cases: fileURLToPath(new URL("fixtures/real-twenty-seven.jsonl", import.meta.url)),
  home: fileURLToPath(new URL("fixtures/real-twenty-seven-home.json", import.meta.url))
};
var REAL_TWENTY_EIGHT = {
  cases: fileURLToPath(new URL("fixtures/real-twenty-eight.jsonl", import.meta.url)),
  home: fileURLToPath(new URL("fixtures/real-twenty-eight-home.json", import.meta.url))
};
var REAL_TWENTY_NINE = {
  cases: fileURLToPath(new URL("fixtures/real-twenty-nine.jsonl", import.meta.url)),
  home: fileURLToPath(new URL("fixtures/real-twenty-nine-home.json", import.meta.url))
};
var TWENTY_THIRD = {
  cases: fileURLToPath(new URL("fixtures/twenty-third-home.jsonl", import.meta.url)),
  home: fileURLToPath(new URL("fixtures/twenty-third-home.json", import.meta.url))
};
var TWENTY_FOURTH = {
  cases: fileURLToPath(new URL("fixtures/twenty-fourth-home.jsonl", import.meta.url)),
  home: fileURLToPath(new URL("fixtures/twenty-fourth-home.json", import.meta.url))
};
var TWENTY_FIFTH = {
  cases: fileURLToPath(new URL("fixtures/twenty-fifth-home.jsonl", import.meta.url)),
  home: fileURLToPath(new URL("fixtures/twenty-fifth-home.json", import.meta.url))
};
var TWENTY_SIXTH = {
  cases: fileURLToPath(new URL("fixtures/twenty-sixth-home.jsonl", import.meta.url)),
  home: fileURLToPath(new URL("fixtures/twenty-sixth-home.json", import.meta.url))
};
var TWENTY_SEVENTH = {
  cases: fileURLToPath(new URL("fixtures/twenty-seventh-home.jsonl", import.meta.url)),
  home: fileURLToPath(new URL("fixtures/twenty-seventh-home.json", import.meta.url))
};
var TWENTY_EIGHTH = {
  cases: fileURLToPath(new URL("fixtures/twenty-eighth-home.jsonl", import.meta.url)),
  home: fileURLToPath(new URL("fixtures/twenty-eighth-home.json", import.meta.url))
};
var TWENTY_NINTH = {
  cases: fileURLToPath(new URL("fixtures/twenty-ninth-home.jsonl", import.meta.url)),
  home: fileURLToPath(new URL("fixtures/twenty-ninth-home.json", import.meta.url))
};
var THIRTIETH = {
  cases: fileURLToPath(new URL("fixtures/thirtieth-home.jsonl", import.meta.url)),
  home: fileURLToPath(new URL("fixtures/thirtieth-home.json", import.meta.url))
};
var THIRTY_FIRST = {
  cases: fileURLToPath(new URL("fixtures/thirty-first-home.jsonl", import.meta.url)),
  home: fileURLToPath(new URL("fixtures/thirty-first-home.json", import.meta.url))
};
var THIRTY_SECOND = {
  cases: fileURLToPath(new URL("fixtures/thirty-second-home.jsonl", import.meta.url)),
  home: fileURLToPath(new URL("fixtures/thirty-second-home.json", import.meta.url))
};
var THIRTY_THIRD = {
  cases: fileURLToPath(new URL("fixtures/thirty-third-home.jsonl", import.meta.url)),
  home: fileURLToPath(new URL("fixtures/thirty-third-home.json", import.meta.url))
};
var THIRTY_FOURTH = {
  cases: fileURLToPath(new URL("fixtures/thirty-fourth-home.jsonl", import.meta.url)),
  home: fileURLToPath(new URL("fixtures/thirty-fourth-home.json", import.meta.url))
};
var THIRTY_FIFTH = {
  cases: fileURLToPath(new URL("fixtures/thirty-fifth-home.jsonl", import.meta.url)),
  home: fileURLToPath(new URL("fixtures/thirty-fifth-home.json", import.meta.url))
};
var THIRTY_SIXTH = {
  cases: fileURLToPath(new URL("fixtures/thirty-sixth-home.jsonl", import.meta.url)),
  home: fileURLToPath(new URL("fixtures/thirty-sixth-home.json", import.meta.url))
};
var THIRTY_SEVENTH = {
  cases: fileURLToPath(new URL("fixtures/thirty-seventh-home.jsonl", import.meta.url)),
  home: fileURLToPath(new URL("fixtures/thirty-seventh-home.json", import.meta.url))
};
var THIRTY_EIGHTH = {
  cases: fileURLToPath(new URL("fixtures/thirty-eighth-home.jsonl", import.meta.url)),
  home: fileURLToPath(new URL("fixtures/thirty-eighth-home.json", import.meta.url))
};
var THIRTY_NINTH = {
  cases: fileURLToPath(new URL("fixtures/thirty-ninth-home.jsonl", import.meta.url)),
  home: fileURLToPath(new URL("fixtures/thirty-ninth-home.json", import.meta.url))
};
var FORTIETH = {
  cases: fileURLToPath(new URL("fixtures/fortieth-home.jsonl", import.meta.url)),
  home: fileURLToPath(new URL("fixtures/fortieth-home.json", import.meta.url))
};
var FORTY_FIRST = {
  cases: fileURLToPath(new URL("fixtures/forty-first-home.jsonl", import.meta.url)),
  home: fileURLToPath(new URL("fixtures/forty-first-home.json", import.meta.url))
};
var FORTY_SECOND = {
  cases: fileURLToPath(new URL("fixtures/forty-second-home.jsonl", import.meta.url)),
  home: fileURLToPath(new URL("fixtures/forty-second-home.json", import.meta.url))
};
var FORTY_THIRD = {
  cases: fileURLToPath(new URL("fixtures/forty-third-home.jsonl", import.meta.url)),
  home: fileURLToPath(new URL("fixtures/forty-third-home.json", import.meta.url))
};
var FORTY_FOURTH = {
  cases: fileURLToPath(new URL("fixtures/forty-fourth-home.jsonl", import.meta.url)),
  home: fileURLToPath(new URL("fixtures/forty-fourth-home.json", import.meta.url))
};
var FORTY_FIFTH = {
  cases: fileURLToPath(new URL("fixtures/forty-fifth-home.jsonl", import.meta.url)),
  home: fileURLToPath(new URL("fixtures/forty-fifth-home.json", import.meta.url))
};
var FORTY_SIXTH = {
  cases: fileURLToPath(new URL("fixtures/forty-sixth-home.jsonl", import.meta.url)),
  home: fileURLToPath(new URL("fixtures/forty-sixth-home.json", import.meta.url))
};
var FORTY_SEVENTH = {
  cases: fileURLToPath(new URL("fixtures/forty-seventh-home.jsonl", import.meta.url)),
  home: fileURLToPath(new URL("fixtures/forty-seventh-home.json", import.meta.url))
};
var FORTY_EIGHTH = {
  cases: fileURLToPath(new URL("fixtures/forty-eighth-home.jsonl", import.meta.url)),
  home: fileURLToPath(new URL("fixtures/forty-eighth-home.json", import.meta.url))
};
var FORTY_NINTH = {
  cases: fileURLToPath(new URL("fixtures/forty-ninth-home.jsonl", import.meta.url)),
  home: fileURLToPath(new URL("fixtures/forty-ninth-home.json", import.meta.url))
};
var FIFTY_FIRST = {
  cases: fileURLToPath(new URL("fixtures/fifty-first-home.jsonl", import.meta.url)),
  home: fileURLToPath(new URL("fixtures/fifty-first-home.json", import.meta.url))
};
var FIFTIETH = {
  cases: fileURLToPath(new URL("fixtures/fiftieth-home.jsonl", import.meta.url)),
  home: fileURLToPath(new URL("fixtures/fiftieth-home.json", import.meta.url))
};
var ALL_SETS = { dev: DEV, real: REAL, other: OTHER, third: THIRD2, fifth: FIFTH, sixth: SIXTH, intents: INTENTS, realTwo: REAL_TWO, realThree: REAL_THREE, realFour: REAL_FOUR, realFive: REAL_FIVE, realSix: REAL_SIX, realSeven: REAL_SEVEN, realEight: REAL_EIGHT, realNine: REAL_NINE, realTen: REAL_TEN, realEleven: REAL_ELEVEN, realTwelve: REAL_TWELVE, realThirteen: REAL_THIRTEEN, realFourteen: REAL_FOURTEEN, realFifteen: REAL_FIFTEEN, realSixteen: REAL_SIXTEEN, realSeventeen: REAL_SEVENTEEN, realEighteen: REAL_EIGHTEEN, realNineteen: REAL_NINETEEN, realTwenty: REAL_TWENTY, realTwentyOne: REAL_TWENTY_ONE, realTwentyTwo: REAL_TWENTY_TWO, realTwentyThree: REAL_TWENTY_THREE, realTwentyFour: REAL_TWENTY_FOUR, realTwentyFive: REAL_TWENTY_FIVE, realTwentySix: REAL_TWENTY_SIX, realTwentySeven: REAL_TWENTY_SEVEN, seventh: SEVENTH, ninth: NINTH, eighth: EIGHTH, tenth: TENTH, twelfth: TWELFTH, eleventh: ELEVENTH, thirteenth: THIRTEENTH, fourteenth: FOURTEENTH, fifteenth: FIFTEENTH, sixteenth: SIXTEENTH, seventeenth: SEVENTEENTH, eighteenth: EIGHTEENTH, twentieth: TWENTIETH, twentyFirst: TWENTY_FIRST, nineteenth: NINETEENTH, twentySecond: TWENTY_SECOND, twentyThird: TWENTY_THIRD, twentyFourth: TWENTY_FOURTH, twentyFifth: TWENTY_FIFTH, twentySixth: TWENTY_SIXTH, twentySeventh: TWENTY_SEVENTH, twentyEighth: TWENTY_EIGHTH, twentyNinth: TWENTY_NINTH, thirtieth: THIRTIETH, thirtyFirst: THIRTY_FIRST, thirtySecond: THIRTY_SECOND, thirtyThird: THIRTY_THIRD, thirtyFourth: THIRTY_FOURTH, thirtyFifth: THIRTY_FIFTH, thirtySixth: THIRTY_SIXTH, thirtySeventh: THIRTY_SEVENTH, thirtyEighth: THIRTY_EIGHTH, thirtyNinth: THIRTY_NINTH, fortieth: FORTIETH, fortyFirst: FORTY_FIRST, fortySecond: FORTY_SECOND, fortyThird: FORTY_THIRD, fortyFourth: FORTY_FOURTH, fortyFifth: FORTY_FIFTH, fortySixth: FORTY_SIXTH, realTwentyEight: REAL_TWENTY_EIGHT, realTwentyNine: REAL_TWENTY_NINE, fortySeventh: FORTY_SEVENTH, fortyEighth: FORTY_EIGHTH, fortyNinth: FORTY_NINTH, fiftyFirst: FIFTY_FIRST, fiftieth: FIFTIETH };

// .scratch/prof.ts
var sets = Object.entries(ALL_SETS).filter(([, s]) => existsSync2(s.cases)).map(([name, s]) => {
  const home = JSON.parse(readFileSync2(s.home, "utf8"));
  const texts = readFileSync2(s.cases, "utf8").split("\n").filter(Boolean).map((l) => JSON.parse(l).text);
  return { name, prepared: prepareHome(home), texts };
});
var n = Number(process.argv[2] ?? 5);
var t0 = performance.now();
var c = 0;
for (let p = 0; p < n; p++) for (const s of sets) for (const t of s.texts) {
  compileDirective(t, s.prepared);
  c++;
}
console.log("mean ms", ((performance.now() - t0) / c).toFixed(4));
