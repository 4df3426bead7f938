import { test } from "uvu";
import * as assert from "uvu/assert";
import { compileDirective } from "../../directive/index.ts";
import { DEV, FIFTH, INTENTS, OTHER, REAL, REAL_EIGHT, REAL_ELEVEN, REAL_FIFTEEN, REAL_FOURTEEN, REAL_THIRTEEN, REAL_FIVE, REAL_FOUR, REAL_NINE, REAL_SEVEN, REAL_SEVENTEEN, REAL_EIGHTEEN, REAL_NINETEEN, REAL_SIXTEEN, REAL_SIX, REAL_TEN, REAL_THREE, REAL_TWELVE, REAL_TWENTY, REAL_TWO, THIRD, score, scorer, REAL_TWENTY_ONE, REAL_TWENTY_TWO, REAL_TWENTY_THREE, REAL_TWENTY_FOUR, REAL_TWENTY_FIVE, REAL_TWENTY_SIX, REAL_TWENTY_SEVEN, SIXTH, SEVENTH, NINTH, EIGHTH, TENTH, TWELFTH, ELEVENTH, THIRTEENTH, FOURTEENTH, FIFTEENTH, SIXTEENTH, SEVENTEENTH, EIGHTEENTH, TWENTIETH, TWENTY_FIRST, NINETEENTH, TWENTY_SECOND, TWENTY_THIRD, TWENTY_FOURTH, TWENTY_FIFTH, TWENTY_SIXTH, TWENTY_SEVENTH, TWENTY_EIGHTH, TWENTY_NINTH, THIRTIETH, THIRTY_FIRST, THIRTY_SECOND, THIRTY_THIRD, THIRTY_FOURTH, THIRTY_FIFTH, THIRTY_SIXTH, THIRTY_SEVENTH, THIRTY_EIGHTH, THIRTY_NINTH, FORTIETH, FORTY_FIRST, FORTY_SECOND, FORTY_THIRD, FORTY_FOURTH, FORTY_FIFTH, FORTY_SIXTH, REAL_TWENTY_EIGHT, REAL_TWENTY_NINE, FORTY_SEVENTH, FORTY_EIGHTH, FORTY_NINTH, FIFTY_FIRST, FIFTIETH, FIFTY_SECOND, FIFTY_THIRD, FIFTY_FOURTH, REAL_THIRTY, REAL_THIRTY_ONE, FIFTY_FIFTH, REAL_THIRTY_TWO, REAL_THIRTY_THREE, FIFTY_SIXTH, FIFTY_SEVENTH, REAL_THIRTY_FOUR, SIXTIETH, REAL_THIRTY_FIVE, FIFTY_EIGHTH, FIFTY_NINTH, SIXTY_SECOND, SIXTY_FIRST, SIXTY_THIRD, SIXTY_FOURTH, SIXTY_FIFTH, SIXTY_SIXTH, REAL_THIRTY_SIX, SIXTY_SEVENTH, SIXTY_EIGHTH, SIXTY_NINTH, REAL_THIRTY_SEVEN, SEVENTIETH, SEVENTY_FIRST, SEVENTY_SECOND, REAL_THIRTY_EIGHT, SEVENTY_THIRD, SEVENTY_FOURTH, REAL_THIRTY_NINE, SEVENTY_FIFTH, SEVENTY_SIXTH, REAL_FORTY, SEVENTY_SEVENTH, REAL_FORTY_ONE, SEVENTY_EIGHTH, SEVENTY_NINTH, EIGHTIETH, EIGHTY_FIRST, EIGHTY_SECOND, EIGHTY_THIRD, REAL_FORTY_THREE, REAL_FORTY_TWO, REAL_FORTY_FOUR, REAL_FORTY_FIVE, EIGHTY_FOURTH, EIGHTY_FIFTH, EIGHTY_SIXTH, EIGHTY_SEVENTH, EIGHTY_EIGHTH, EIGHTY_NINTH, NINETIETH, NINETY_FIRST, NINETY_SECOND, NINETY_THIRD, NINETY_FOURTH, NINETY_FIFTH, REAL_FORTY_SIX, NINETY_SIXTH, REAL_FORTY_SEVEN, NINETY_SEVENTH, NINETY_EIGHTH , REAL_FORTY_EIGHT, REAL_FORTY_NINE, NINETY_NINTH, REAL_FIFTY, HUNDREDTH, HUNDRED_FIRST, REAL_FIFTY_ONE, HUNDRED_SECOND, HUNDRED_THIRD, REAL_FIFTY_TWO, HUNDRED_FOURTH, REAL_FIFTY_THREE } from "./reference.ts";

/** Each set, the share it must compile exactly, and whether a wrong (non-error, mismatched) result fails it. */
const SETS = [
  ["the dev set (204 directives)", DEV, 0.98],
  ["real users' requests against a fourth home", REAL, 0.95],
  ["a second home with other names and phrasings", OTHER, 0.95],
  ["a third home written blind by another engineer", THIRD, 0.95],
  ["a fifth home with directives from HA's docs and public examples", FIFTH, 0.95],
  ["Home Assistant's intents test sentences", INTENTS, 0.95],
  // A seventy-fourth home written blind (Brooklyn Semi, a semi-detached house on a Wellington hillside with the
  // street-level storey on top, a sleepout and a carport, three heat pumps: 94 entities in 13 areas on 2 floors), typed
  // quickly on a phone (terse, lower case, "mins", "w/", "b4", "thru", "&", schedules with several clauses). First read
  // 84.1 % (58/69), 11 refused (xmas for Christmas, "b4", "w/", "left open … msg", a bare "… above 75% … on", a room's
  // reading by the room's name, "tonight" in a message, "lamp to 20% … light off", two steps at two times, "fan on
  // quiet" read as unknown), 0 silently wrong (/work/notes/seventy-fourth-baseline.txt).
  ["a seventy-fourth home written blind, a Wellington semi with a sleepout and a carport, typed on a phone", SEVENTY_FOURTH, 0.84, 0],
  // An eighty-fourth home written blind (Knocktopher Farmhouse near Kilkenny: a barn, a stable, a boot room, a sunroom,
  // an oil boiler, an immersion heater, an electric gate, outbuilding lights and a weather station: 95 entities in 13
  // areas on 3 floors, look-alike names), 58 clear directives like dev.jsonl, a third said to a voice assistant and a
  // third with two or three steps or an on/off pair, 10 to refuse. First read 91.2 % (62/68), 6 refused ("the boiler"
  // for the Oil Boiler refused as unsupported in s84-time-04, -time-08, -state-05, -multi-04 and -neg-08, which was
  // due unknown_entity for the mart; "5 mm an hour" rain rate in s84-num-08), 0 silently wrong
  // (/work/notes/eighty-fourth-baseline.txt).
  ["an eighty-fourth home written blind, a Kilkenny farmhouse with a barn, a stable, an oil boiler and an electric gate", EIGHTY_FOURTH, 0.91, 0],
] as const;

for (const [name, set, floor] of SETS) {
  test(`should compile ${name} at least ${floor * 100}% exactly, and never silently wrong`, () => {
    const cases = scorer.readJsonl(set.cases);
    const { ratio, misses, wrong } = score(cases, set.home, compileDirective);
    console.log(`  ${name}: ${(ratio * 100).toFixed(1)}% exact (${cases.length - misses.length}/${cases.length}), ${wrong.length} wrong`);
    assert.is(wrong.length, 0, `wrong results: ${wrong.map((m) => `${m.id} "${m.text}"`).join("; ")}`);
    assert.ok(ratio >= floor, `${(ratio * 100).toFixed(1)}% exact; missed: ${misses.map((m) => `${m.id} "${m.text}"`).join("; ")}`);
  });
}

// The newest real users' sets measure how far the rules generalise; they are far from issue 39's 95 %, so
// each holds what is reached today, and silently wrong results at the count reached.
const GROWING = [
  ["real users' requests, second set", REAL_TWO, 0.94, 0],
  ["real users' requests, third set", REAL_THREE, 0.95, 0],
  ["real users' requests, fourth set", REAL_FOUR, 0.90, 0],
  // First reads, fifth to nineteenth set: 54.7, 64.0, 60.4, 70.2, 50.0, 47.7, 65.3, 40.0, 47.5, 60.0, 72.5, 32.4, 36.7,
  // 64.0 and 76.5 % (tests/directive/fixtures/REAL-FIVE.md … REAL-NINETEEN.md); the floors below hold what was fixed since.
  ["real users' requests, fifth set", REAL_FIVE, 0.92, 0],
  ["real users' requests, sixth set", REAL_SIX, 0.94, 0],
  ["real users' requests, seventh set", REAL_SEVEN, 0.90, 0],
  ["real users' requests, eighth set", REAL_EIGHT, 0.93, 0],
  ["real users' requests, ninth set", REAL_NINE, 0.90, 0],
  ["real users' requests, tenth set", REAL_TEN, 0.86, 0],
  ["real users' requests, eleventh set", REAL_ELEVEN, 0.83, 0],
  ["real users' requests, twelfth set", REAL_TWELVE, 0.70, 0],
  ["real users' requests, thirteenth set", REAL_THIRTEEN, 0.70, 0],
  ["real users' requests, fourteenth set", REAL_FOURTEEN, 0.87, 0],
  // First read 72.5 % with 1 silently wrong, r15-state-03, whose expected result was then aligned with real-four's
  // reading of "N minutes after <it opens>" as a hold (REAL-FIFTEEN.md).
  ["real users' requests, fifteenth set", REAL_FIFTEEN, 0.92, 0],
  // First read 32.4 % (12/37) with 1 silently wrong, r16-num-04 (two "If X - do A. If Y - do B" sentences read as one
  // automation with the second threshold as a condition and the second action dropped), since fixed (REAL-SIXTEEN.md).
  ["real users' requests, sixteenth set", REAL_SIXTEEN, 0.56, 0],
  ["real users' requests, seventeenth set", REAL_SEVENTEEN, 0.76, 0],
  // First read 64.0 % (16/25) with 1 silently wrong, r18-num-01 ("turning lights off when the outdoor temperature is
  // higher than 0°C" turned off only the lights in the outdoor sensor's area), since fixed (REAL-EIGHTEEN.md).
  ["real users' requests, eighteenth set", REAL_EIGHTEEN, 0.76, 0],
  // First read 76.5 % (13/17), 0 silently wrong (REAL-NINETEEN.md).
  ["real users' requests, nineteenth set", REAL_NINETEEN, 0.94, 0],
  // First read 12.5 % (1/8), 0 silently wrong, 4 refused, 3 refused with another reason (REAL-TWENTY.md).
  ["real users' requests, twentieth set", REAL_TWENTY, 0.62, 0],
  // First read 68.8 % (11/16), 0 silently wrong (REAL-TWENTY-ONE.md).
  ["real users' requests, twenty-first set", REAL_TWENTY_ONE, 0.81, 0],
  // First read 64.0 % (16/25) with 1 silently wrong, r22-time-01 ("turn on the aircon to 23 degrees at 6.50am every day"
  // set the temperature without turning the aircon on), now read with both (REAL-TWENTY-TWO.md).
  ["real users' requests, twenty-second set", REAL_TWENTY_TWO, 0.84, 0],
  // First read 31.6 % (12/38), 25 refused (3 negatives with another reason), 1 silently wrong, r23-sun-01 ("Turn Lounge
  // Light On 1:50 before Sunset" read as a 01:50 time trigger with a before-sunset condition), now the sunset offset it
  // says (REAL-TWENTY-THREE.md, /work/notes/real-twenty-three-baseline.txt).
  ["real users' requests, twenty-third set", REAL_TWENTY_THREE, 0.39, 0],
  // real-twenty-four measured 17/29 = 58.6 % exact, 0 silently wrong (before any compiler change; see fixtures/REAL-TWENTY-FOUR.md).
  ["real users' requests, twenty-fourth set", REAL_TWENTY_FOUR, 0.68, 0],
  // real-twenty-five measured 20/29 = 69.0 % exact, 9 refused, 0 silently wrong (before any compiler change; see
  // fixtures/REAL-TWENTY-FIVE.md, /work/notes/real-twenty-five-baseline.txt).
  ["real users' requests, twenty-fifth set", REAL_TWENTY_FIVE, 0.79, 0],
  // real-twenty-six measured 14/30 = 46.7 % exact, 16 refused, 0 silently wrong (before any compiler change; see
  // fixtures/REAL-TWENTY-SIX.md, /work/notes/real-twenty-six-baseline.txt).
  ["real users' requests, twenty-sixth set", REAL_TWENTY_SIX, 0.56, 0],
  // real-twenty-seven measured 15/30 = 50.0 % exact, 14 refused, 1 silently wrong (r27-comb-04: "open at sunrise, but not
  // before 7:00am" read as a sunrise trigger with an after-7 condition, which never opens on days the sun rises before 7),
  // before any compiler change; see fixtures/REAL-TWENTY-SEVEN.md, /work/notes/real-twenty-seven-baseline.txt.
  ["real users' requests, twenty-seventh set", REAL_TWENTY_SEVEN, 0.60, 0],
  // real-twenty-eight measured 9/22 = 40.9 % exact, 12 refused, 1 silently wrong (r28-neg-09: "Heating that backs off when
  // everyone's phone leaves the house and warms up again on the way back" read as the AC off when everyone has left, the
  // warm-up on the way back dropped), before any compiler change; see fixtures/REAL-TWENTY-EIGHT.md,
  // /work/notes/real-twenty-eight-baseline.txt.
  ["real users' requests, twenty-eighth set", REAL_TWENTY_EIGHT, 0.45, 0],
  // real-twenty-nine (users' own automation aliases and descriptions) measured 15/28 = 53.6 % exact, 12 refused, 1 silently
  // wrong (r29-state-01: "Day - Living room lights off after 30 min of no motion" dropped the "Day" restriction and runs at
  // night too), before any compiler change; see fixtures/REAL-TWENTY-NINE.md, /work/notes/real-twenty-nine-baseline.txt.
  ["real users' requests, twenty-ninth set", REAL_TWENTY_NINE, 0.57, 0],
  // real-thirty (one- or two-sentence requests from blog posts, vendor pages and GitHub issue titles) measured 9/26 =
  // 34.6 % exact, 15 refused, 2 silently wrong (r30-notify-04: "every time a door in my home is opened" also watched the
  // Washing Machine Door sensor and the Patio Door Blind opening; r30-notify-05: "each time the front door is opened or
  // closed" dropped "closed"), before any compiler change; see fixtures/REAL-THIRTY.md, /work/notes/real-thirty-baseline.txt.
  ["real users' requests, thirtieth set", REAL_THIRTY, 0.42, 0],
  // real-thirty-one (users' own automation aliases, descriptions and comments) measured 14/27 = 51.9 % exact, 10 refused,
  // 3 silently wrong (r31-pres-01 and r31-pres-02: "when home is unoccupied for 10/30 min" read as no motion in the
  // target's room for that long, not as everyone gone; r31-notify-01: "Notify both phones that the garage door has been
  // open for 15 minutes" sent now instead of when the door has been open 15 minutes), before any compiler change; see
  // fixtures/REAL-THIRTY-ONE.md, /work/notes/real-thirty-one-baseline.txt.
  ["real users' requests, thirty-first set", REAL_THIRTY_ONE, 0.62, 0],
  // real-thirty-two (requests people wrote for one automation to assistants, rule builders, forums, blogs and issue
  // trackers) measured 11/24 = 45.8 % exact, 12 refused, 1 silently wrong (r32-state-05: "When I close the pantry door,
  // I'd like the pantry light to go off after 5 minutes" became door closes → delay 5 min → off, not the door closed for
  // 5 minutes), before any compiler change; see fixtures/REAL-THIRTY-TWO.md, /work/notes/real-thirty-two-baseline.txt.
  ["real users' requests, thirty-second set", REAL_THIRTY_TWO, 0.50, 1],
  // real-thirty-three (users' own automation aliases and the comments above them) measured 16/20 = 80.0 % exact, 4 refused
  // (r33-sun-01 "Christmas lights are turned on at just the right time after sunset" refused as having no verb; three
  // negatives about input booleans and a button press refused as unknown_entity instead of unsupported), 0 silently wrong,
  // before any compiler change; see fixtures/REAL-THIRTY-THREE.md, /work/notes/real-thirty-three-baseline.txt.
  ["real users' requests, thirty-third set", REAL_THIRTY_THREE, 0.80, 0],
  // real-thirty-four (forum thread titles, blueprint descriptions, users' stated goals in posts) measured 10/19 = 52.6 %
  // exact, 9 refused (a window read as the target of "climate off"; "the environment is clear" as a second clause; "around
  // dusk until 10pm" with no verb; "the garage" read as the garage side door sensor; "nobody is in the house" as motion;
  // "the window" not narrowed to the kids room; two unsupported negatives refused as unknown_entity), 0 silently wrong,
  // before any compiler change; see fixtures/REAL-THIRTY-FOUR.md, /work/notes/real-thirty-four-baseline.txt.
  ["real users' requests, thirty-fourth set", REAL_THIRTY_FOUR, 0.63, 0],
  // real-thirty-five (requests written for openHAB, Hubitat, webCoRE, Homey, Jeedom, Domoticz, Vera, and blog posts about
  // one's own automations) measured 11/23 = 47.8 % exact, 11 refused (a lux condition in parentheses; "should stay on for 5
  // minutes from the last moment of motion" with no verb; "too warm … and once again when it is cold enough" as a second
  // action; "any of the doors to my garage"; "unless any of the garage doors are open" read as a request to open; "left
  // open beyond 10 minutes"; "wait 10 minutes and if the door is still open"; "both reading lights above the bed"; "wait 35
  // seconds" in a command; two unsupported negatives refused as unknown_entity), 1 silently wrong (r35-time-01 "Close the
  // garage door after 8PM, if it has been left open" made a trigger on the door opening with a time condition after
  // 20:00, where the check at 8 PM was asked), before any compiler change; see fixtures/REAL-THIRTY-FIVE.md,
  // /work/notes/real-thirty-five-baseline.txt.
  ["real users' requests, thirty-fifth set", REAL_THIRTY_FIVE, 0.60, 1],
  // real-thirty-six (product guides and FAQs of Shelly and Vimar, openHAB/ISY/aquarium-controller forum posts, the FHEM
  // wiki, a Homey tutorial, blog posts) measured 9/19 = 47.4 % exact, 10 refused ("the underfloor heating is activated";
  // "when there is an open window" not narrowed to the study; "the last open bedroom window gets closed"; "it's night time"
  // and "gets into the house" as events; "send out a notification" read as a person "out" (twice); "a window" in a
  // duration trigger; "every 15 minutes for 5 minutes each time" (twice)), 0 silently wrong, before any compiler change;
  // see fixtures/REAL-THIRTY-SIX.md, /work/notes/real-thirty-six-baseline.txt.
  ["real users' requests, thirty-sixth set", REAL_THIRTY_SIX, 0.47, 0],
  // real-thirty-seven (other communities and forums: Node-RED, Homey, Vera/ezlo, Apilio, Inkbird; vendor help pages; blog
  // posts about one automation) measured 15/23 = 65.2 % exact, 7 refused ("the shower flow switch turns on" as an event;
  // "on if … higher than 70% and off under 70%" as a second action; "the recirculation fan should be running" with no verb;
  // "no movement … from any of the motion sensors in more than an hour"; "the driveway camera detects motion" refused as a
  // camera; "someone puts something in the letterbox"; the day-length negative refused as unknown_entity), 1 silently wrong
  // (r37-state-07: "Turn off the coffee maker if nobody is home, or after it has been on for 60 minutes" became everyone
  // gone → off, wait 1 hour, back ON, the 60-minutes-on trigger dropped), before any compiler change; see
  // fixtures/REAL-THIRTY-SEVEN.md, /work/notes/real-thirty-seven-baseline.txt.
  ["real users' requests, thirty-seventh set", REAL_THIRTY_SEVEN, 0.69, 0],
  // real-thirty-eight (Insteon/ISY program blogs, a Domoticz Lua script's comments, a door-contact blueprint README, an
  // OctoPrint-Enclosure issue, SmartThings replies, a Wiser guide's schedule events, a Fibaro HC3 QuickApp page, vendor
  // help and FAQ pages, MisterHouse docs, a home blog) measured 17/26 = 65.4 % exact, 9 refused (“stops sensing motion”,
  // “Motion detection will turn on …” as the subject, “The study light will turn off after there has been no motion”,
  // “it's night” read as an event, “turn them back off after not seeing movement”, “…, if it is after sunset” glued to the
  // light's name, “10 minutes before we want to get up at 6:30”, “all family members”, “…, or the back door longer than
  // 5 minutes” read as a person), 0 silently wrong, before any compiler change; see fixtures/REAL-THIRTY-EIGHT.md,
  // /work/notes/real-thirty-eight-baseline.txt.
  ["real users' requests, thirty-eighth set", REAL_THIRTY_EIGHT, 0.73, 0],
  // real-thirty-nine (alias and description lines of automations in 16 users' Home Assistant configuration repositories)
  // measured 21/29 = 72.4 % exact, 7 refused (“… when they are away” after the door event; “Ysaline's straightener” read
  // as one name; “when leaving” as an entity; “when dark” as an event; “utility room lights 2 minutes after no motion” read
  // as a name; “…, turns on weekdays at 06:45” after a comma; “Turtle light 7AM 8PM” with no verb), 1 silently wrong
  // (r39-comb-05 “Turn on entry hallway lights when the motion is detected during day” dropped “during day”, the sun
  // above the horizon), before any compiler change; see fixtures/REAL-THIRTY-NINE.md, /work/notes/real-thirty-nine-baseline.txt.
  ["real users' requests, thirty-ninth set", REAL_THIRTY_NINE, 0.75, 0],
  // real-forty (alias, description and comment lines of automations in 19 more users' Home Assistant configuration
  // repositories) measured 21/29 = 72.4 % exact, 6 refused (“Turns pantry light on/off based on door sensor” read as a
  // name; “motion sensed” not understood; “a 2300” read as a value; “HVAC” ambiguous between the three climate devices;
  // “45m before sunrise” read as a name; “Garage Door Opened/Porch Lights On” read as one name), 2 silently wrong
  // (r40-state-14 “Deck Light turns on Woodpile Lights” became an action turning on both now; r40-state-11 “Turn ON Ecobee
  // to Auto if windows closed” fires when any window closes, the all-closed condition dropped), before any compiler
  // change; see fixtures/REAL-FORTY.md, /work/notes/real-forty-baseline.txt.
  ["real users' requests, fortieth set", REAL_FORTY, 0.89, 0],
  // real-forty-one (alias, description and comment lines of automations, and a few script and action-step aliases, in 18
  // more users' Home Assistant configuration repositories) measured 18/28 = 64.3 % exact, 6 refused (titles without a
  // verb: “Front Light On Sunset”, “Front Light Off Sunrise”, “Office Fan on when above 78”; “with no motion for 3 mins”
  // read as a name; “if home and above 75” read as a sensor “home and”; “Door → Man Cave Lights (open=ON, closed=OFF)”
  // read as a name), 4 silently wrong (r41-state-01 “ceiling lights when motion in laundry-room” took every ceiling
  // light of the house; r41-comb-02 “after sunset before sunrise” became two sun conditions that are never both true;
  // r41-imm-03 “Turn off all Christmas lights” left out the two Christmas-light switches; r41-num-03 “… <80 or dark”
  // dropped the “or dark” trigger), before any compiler change; see fixtures/REAL-FORTY-ONE.md,
  // /work/notes/real-forty-one-baseline.txt.
  ["real users' requests, forty-first set", REAL_FORTY_ONE, 0.89, 0],
  // real-forty-three (requests in people's own words on forums, blogs and issue trackers, 19 pages) measured 8/26 =
  // 30.8 % exact, 16 refused (“trigger the kitchen lights”, “turn thermostat cooling … to off/auto”, “the circulation
  // fan runs at the same time” not read as actions; “If it's 2pm …” and “when it is 18:30” not read as times; “amps”
  // unknown; “PIR1 or PIR2” and “the presence detector” not resolved; “the refrigerator” and “the electric blanket”
  // ambiguous; “a letter arrives in my mailbox” read as a person; “from 1h before sunset to 7pm” read as a name; two
  // negatives refused as unknown_entity, not unsupported), 2 silently wrong (r43-comb-01 “Alert me if the garage was
  // left open while we were out” dropped the garage-open condition and alerts whenever everybody leaves; r43-sun-01
  // “Plant rack lights on from 7am to 1h after sunrise” turns the lights on at both times and never off), before any
  // compiler change; see fixtures/REAL-FORTY-THREE.md, /work/notes/real-forty-three-baseline.txt.
  ["real users' requests, forty-third set", REAL_FORTY_THREE, 0.34, 0],
  // real-forty-four (GitHub issues of integrations, blueprints and device controllers, blueprint and LLM-generator
  // READMEs; German, Spanish and French requests translated; 21 pages in 20 repositories, against Marrowby Lodge)
  // measured 17/25 = 68.0 % exact, 7 refused (“and someone opens the front door” read as a name; “rain is reported”;
  // “opened but not closed after 10 minutes” read as open and closed; “… 30 minutes later if it is left on” refused as
  // a one-step condition; “Auto-shutoff attic light after 30 minutes” not read as a verb; “at 9am, not at sunrise” read
  // “not” as a name; a negative refused as unknown_entity, not unsupported), 1 silently wrong (r44-state-01 “Turn on
  // the hall light when the front door is open …” also turns on and off the Hall Console Lamp, though a light is named
  // Hall Light), before any compiler change; see fixtures/REAL-FORTY-FOUR.md, /work/notes/real-forty-four-baseline.txt.
  ["real users' requests, forty-fourth set", REAL_FORTY_FOUR, 0.72, 0],
  // real-forty-five (forum threads and blog posts on people's own homes, more than half German or French and translated;
  // 23 pages, against Weidenhof) first read 21/31 = 67.7 % exact, 7 refused, 3 silently wrong; one of the three was a
  // mistake of the set (r45-sun-15 “at sunrise, but not before 7:00” expected the sun above the horizon where SCHEMA §2
  // writes the literal sun condition, “after sunrise”, as the compiler did), so 22/31 = 71.0 %, 7 refused (“but skip
  // turning it on when it isn't colder than -10°C” read as a name; “goes above 0°C or the time passes 09:00” refused as
  // an either-or condition; “but not if they are already on”; “From sunset, dim …”; “if nobody moves for 1800 seconds”;
  // “motion detected” with no room called ambiguous after “Bathroom light:”; a one-off “this Sunday” refused as
  // ambiguous, not unsupported), 2 silently wrong: r45-combined-17 (“At night, raise the bedroom shutter … when the
  // window is opened, and lower it again when the window is closed” keeps “at night” on the raise branch only, so the
  // shutter closes in daytime too) and r45-state-26 (“the motion detector at the front door” read as the Hall Motion, the
  // motion sensor of the Front Door's room, not the Front Door Motion sensor outside), before any compiler change; see
  // fixtures/REAL-FORTY-FIVE.md, /work/notes/real-forty-five-baseline.txt. "At night," said first holds for every
  // clause, and "the front door motion sensor" keeps "motion" as a word of its name: 77.4 % (24/31), 0 wrong; "From
  // sunset, …" as at sunset, and "When …, X; if nobody moves for 1800 seconds, Y" as two moments: 83.9 % (26/31); "or the
  // time passes 09:00" as a second trigger: 87.1 % (27/31).
  ["real users' requests, forty-fifth set", REAL_FORTY_FIVE, 0.87, 0],
  // real-forty-six (titles, descriptions and comments beside automations and script steps in 20 more users' Home
  // Assistant configuration repositories, some Dutch and translated; against Fernbrook) first read 24/32 = 75.0 % exact,
  // 7 refused (“Wake up:” before the request read as a name; “the outdoor front door light” read as the Outdoor
  // Temperature; “if it was off” and “the bedside phone charger starts charging” not events; “notify us when …” and
  // “notify if … for more then 1 min” read into a person's and an entity's name; a negative, a random time in a vacation
  // mode, refused as unknown_entity where unsupported was expected) and 1 silently wrong: r46-sun-08 “Close the bedroom
  // blinds at sunset and open them at sunrise, but never before 07:30” also closes them at 07:30 and keeps “after
  // 07:30” for both branches. Before any compiler change; see fixtures/REAL-FORTY-SIX.md,
  // /work/notes/real-forty-six-baseline.txt. "if it was off" as the state at the moment, "more then" as more than, and a
  // bound said last that postpones a moment kept to the last of clauses with verbs of their own: 84.4 % (27/32), 0 wrong;
  // "at a random time" refused as unsupported: 87.5 % (28/32).
  ["real users' requests, forty-sixth set", REAL_FORTY_SIX, 0.87, 0],
  // real-forty-seven (titles, descriptions and comments beside automations and script steps in 15 more users' Home
  // Assistant configuration repositories, some Dutch and translated; against Ashcombe) first read 14/25 = 56.0 % exact,
  // 11 refused, 0 silently wrong: titles before a colon or a dash read as names (“Lights Turn On Exterior With Kitchen
  // Door: …”, “Laundry Room Door: door open - lights on, …”, “Garage door left open for 15 mins and noone home: notify”),
  // “(evening, when it's dark)” and “too warm (above 45 degrees …)” read into names, “noone home”, “Notify sunset”,
  // “Light garage when …” (a noun as the verb), “Kitchen turn on light on motion on …”, “the gate is opening” and “for
  // last 24 hours” not read. Before any compiler change; see fixtures/REAL-FORTY-SEVEN.md,
  // /work/notes/real-forty-seven-baseline.txt. Now 16/25: "noone" is no one.
  // Stop 59: a condition said in brackets, "Light garage", "Notify sunset", "the gate is opening": 20/25.
  ["real users' requests, forty-seventh set", REAL_FORTY_SEVEN, 0.8, 0],
  // real-forty-eight (titles, descriptions and comments beside automations and script steps in 16 more users' Home
  // Assistant configuration repositories, some Dutch and Spanish and translated; against Larkhill) first read 12/25 =
  // 48.0 % exact, 12 refused and 1 silently wrong: r48-time-13 “Open cover in bedrooms at weekdays morning (07:00)” opens
  // only the Master Bedroom Shutter (not Bedroom 2's) and drops the weekdays. Refused: pairs joined with a slash read as
  // one step (time-05, time-14, state-18), bracketed tags and noun titles read as door-opening requests (“Freezer Door Open
  // Notification”, “[Hall-Entrance][Notification] - Front door has been open …”), “Dehumidifier on after …” (no verb),
  // “the fridge” and “door” not narrowed by the event or the light's room, “the boiler room light is on too long (10
  // minutes)” read into a name, “Sonos” read as a media player though it is a switch; two negatives refused with another
  // reason (“no motion for 30 seconds” unknown_entity, “armed away” ambiguous). Before any compiler change; see
  // fixtures/REAL-FORTY-EIGHT.md, /work/notes/real-forty-eight-baseline.txt.
  // Stop 59: rooms with a number ("bedroom 2") as name words, days kept beside a named moment, pairs joined by " / ", a door in the targets' room, "the fridge has been open", "Freezer Door Open Notification", "on after the door closed": 20/25, 0 wrong.
  ["real users' requests, forty-eighth set", REAL_FORTY_EIGHT, 0.84, 0],
  // real-forty-nine (14 sentences from forum threads: Hubitat, SmartThings, openHAB and openhabforum.de, Home Assistant,
  // Cocoontech, and a heise reader question, two translated; against Brackenbury; nine negatives) first read 6/14 =
  // 42.9 % exact, 8 refused, 0 silently wrong. Refused: a bullet with no verb (“A/C has been operating continuously for
  // 1hr …”), forum prose around the request read into names (“i have closes the garage door”, “my automatic fritz dect
  // no200 so the light”), “between 12 midnight” read as a 12 % position, “during the week … at the weekend” on two
  // branches read as days said twice; three negatives refused with another reason (a noise detector unsupported, not
  // unknown_entity; “close the garage door whenever the system is armed” ambiguous; the Advent date window
  // unknown_entity). Before any compiler change; see fixtures/REAL-FORTY-NINE.md, /work/notes/real-forty-nine-baseline.txt.
  ["real users' requests, forty-ninth set", REAL_FORTY_NINE, 0.42, 0],
  // real-fifty (24 titles, descriptions and comments beside automations in 16 more users' configuration repositories,
  // German, Dutch, French, Polish and Latvian ones translated, against Hollowmere) first read 6/24 = 25.0 % exact, 18
  // refused, 0 silently wrong: titles and tags before the request ("Pool 4 — Stop pump", "Awning — Close (strong wind
  // or sunset). Closes …"), words after a device read into its name ("for school", "for the night"), bracketed details
  // ("(19:30, 15%)", "auto-off after 30 s", "(above 1000 ppm for 5 minutes)"), "in cold weather". Probing it found a
  // silently wrong reading ("when heating Off and outside temperature below 5°C" dropped "heating off"), now refused.
  // Stop 60: "•" sets a title off, "30 s", "for the night", a device said in words several rooms share is the one in
  // the action's room: 8/24. See fixtures/REAL-FIFTY.md, /work/notes/real-fifty-baseline.txt.
  ["real users' requests, fiftieth set", REAL_FIFTY, 0.33, 0],
  // real-fifty-one (24 titles and descriptions beside automations in 14 more users' configuration repositories, French,
  // Swedish, Italian and Russian ones translated, and requests quoted in 3 GitHub issues, against Birchgate) first read
  // 8/24 = 33.3 % exact, 16 refused, 0 silently wrong: an automation's name before its description ("Sunset Lighting:
  // … (bedroom lights at 25 %, 30 min before)", "heating sched weekday am on (7:00) / … off (8:15)"), a notification
  // said as nouns, "out of range [2-4°C]", "Fujitsu Cool 20", "someone is present" corrected to "preset".
  // Stop 60: "someone is present" is presence; a name before its description in brackets is a title: 9/24.
  // See fixtures/REAL-FIFTY-ONE.md, /work/notes/real-fifty-one-baseline.txt.
  ["real users' requests, fifty-first set", REAL_FIFTY_ONE, 0.37, 0],
  // real-fifty-two (21 aliases, descriptions and comments beside automations in 11 more users' configuration
  // repositories, German, French, Portuguese and Chinese ones translated, against Kestrel House) first read 13/21 =
  // 61.9 % with 1 silently wrong, which was the set's own mistake (state-15 "LIGHT Garage ON with motion detector" is
  // every garage light by SCHEMA §4.2; corrected in a separate commit): 14/21, 0 wrong. Refused: a room's name as a
  // title ("Home office - turn on …"), "Turn off 3 hours nick lamp", "if pir detect human", "Notify open the door more
  // than 5 minutes". Stop 60: a room's title says where, never when: 15/21. See fixtures/REAL-FIFTY-TWO.md,
  // /work/notes/real-fifty-two-baseline.txt.
  ["real users' requests, fifty-second set", REAL_FIFTY_TWO, 0.71, 0],
  // real-fifty-three (4 descriptions and an alias from 2 more users' configuration repositories, against Croydon House;
  // small because its helper's time ran out finding unused repositories) first read 0/4, 0 silently wrong: prose that
  // opens with a verb no order has ("Checks every 15 minutes …, power-cycles the socket"), "Heater - Auto off when Cam
  // leaves home" (the person read as the target), a calendar's bins and a server backup refused with another reason.
  // Stop 60: "Heater - Auto off when …" is the title's device turned off: 1/4. See fixtures/REAL-FIFTY-THREE.md.
  ["real users' requests, fifty-third set", REAL_FIFTY_THREE, 0.25, 0],
  // real-forty-two (alias, description and comment lines of automations and scripts in 19 more users' Home Assistant
  // configuration repositories, against Kettleby House) measured 20/28 = 71.4 % exact, 8 refused (“upon no motion”,
  // “@ 545am”, “ready for bed”, “Turned Off After No Motion 20 minutes” and “24:00 - 0700” read into entity names;
  // “When Door Closes” called ambiguous though the Guest Closet's room has one door sensor; “set heating to night mode”
  // refused as unknown_entity, not unsupported; “Health Center Zone” refused as unsupported, not unknown_entity),
  // 0 silently wrong, before any compiler change; see fixtures/REAL-FORTY-TWO.md, /work/notes/real-forty-two-baseline.txt.
  ["real users' requests, forty-second set", REAL_FORTY_TWO, 0.75, 0],
  // A sixth home phrased like dev.jsonl, written blind (expected results committed before the first run): first read
  // 82.0 % (50/61), 8 refused, 3 silently wrong: s6-imm-04 (heat mode set, the 19.5 degrees dropped), s6-state-09
  // ("turn them back off" kept only the last of two lights), s6-comb-07 ("all … closed for 5 minutes" without the
  // condition that all are closed) (/work/notes/sixth-baseline.txt); all three fixed as general rules, and s6-imm-04's
  // expected result is one climate.set_temperature carrying both (the scorer's service table gives it hvac_mode).
  ["a sixth home phrased like ours, written blind", SIXTH, 0.98, 0],
  // A seventh home written blind (a desert ranch house with a casita, look-alike fans and lamps), phrased like dev.jsonl:
  // first read 81.7 % (49/60) with 2 silently wrong, s7-imm-04 (the temperature dropped from "to cool at 23 degrees")
  // and s7-state-09 ("any water leak" read as the one sensor named Water Heater Leak), 9 refused (notes/seventh-baseline.txt);
  // every miss was read as a general rule (constructs fixtures), and s7-imm-04's one set_temperature with hvac_mode stands.
  ["a seventh home written blind, phrased like the dev set", SEVENTH, 1.00, 0],
  // A ninth home written blind (a busy family house: kids' rooms, a double garage, a backyard studio, look-alike ceiling
  // lights), phrased like dev.jsonl: first read 80.3 % (49/61), 11 refused, 1 silently wrong: s9-time-09 ("ava's and
  // leo's ceiling lights" also took Ava's Nightlight) (/work/notes/ninth-baseline.txt); every miss read as a general rule.
  ["a ninth home written blind, phrased like the dev set", NINTH, 1.00, 0],
  // An eighth home written blind (a Viennese maisonette flat; phrased as a household with English as a second language
  // types: "make the light out", "at 22 o'clock", "24 grad", "5.30"): first read 65.5 % (38/58), 0 silently wrong,
  // 18 refused and 2 negatives refused with another reason (/work/notes/eighth-baseline.txt); each read as a general rule.
  ["an eighth home written blind, phrased by second-language English speakers", EIGHTH, 1.00, 0],
  // A tenth home written blind (a converted fisherman's cottage, area aliases typed as abbreviations), phrased tersely as
  // quick commands and automation names ("cabin ac cool 22", "shed door open >10min -> notify", "kettle on @ 7am"):
  // first read 56.5 % (35/62), 0 silently wrong, 25 refused and 2 negatives refused with another reason
  // (/work/notes/tenth-baseline.txt).
  ["a tenth home written blind, phrased tersely as quick commands", TENTH, 0.95, 0],
  // A twelfth home written blind (a US suburban house: °F, a.m./p.m., sprinkler zones, a garage opener; phrased the way
  // US users type: "kill the lights", "flip on", "kicks on", "put the garage door up"): first read 75.4 % (43/57),
  // 10 refused, 1 negative refused with another reason, 3 silently wrong: s12-imm-05 ("the fan light in the owners'
  // quarters" also set the ceiling fan to 40 % and took both nightstand lamps), s12-time-02 ("back lawn sprinklers" also
  // took the front lawn's) and s12-time-08 ("10 at night" added a darkness condition) (/work/notes/twelfth-baseline.txt).
  // All three are general rules now ("fan light" said together; "back" before a noun is a name's; "N at night" is a clock).
  ["a twelfth home written blind, phrased the way US users type", TWELFTH, 1.00, 0],
  // An eleventh home written blind (Heron Cottage, a lakeside cottage with a dog door), phrased verbosely as in a forum
  // post ("I'd like it if…", reasons such as "so the dog isn't in the dark", "unless", "except", "as long as", times in
  // words): first read 20.0 % (11/55), 0 silently wrong, 41 refused and 3 negatives refused with another reason
  // (/work/notes/eleventh-baseline.txt); the purpose clauses, polite framings and "I'd like X to …" are the general rules.
  ["an eleventh home written blind, phrased verbosely as in a forum post", ELEVENTH, 0.90, 0],
  // A thirteenth home written blind (No. 14 Larkspur Road, a UK 1930s semi: a bay lounge, a kitchen extension with a hob
  // extractor and its light, an immersion heater, radiator valves, a Ring doorbell; phrased in British English: "put the
  // kettle on", "pop the lights on", "knock the heating off", "if it's nippy", "whilst nobody's in", "half past six", "at
  // weekends"): first read 74.6 % (44/59), 0 silently wrong, 13 refused and 2 negatives refused with another reason
  // (/work/notes/thirteenth-baseline.txt).
  ["a thirteenth home written blind, phrased in British English as UK users type", THIRTEENTH, 0.96, 0],
  // A fourteenth home written blind (Towpath House, a canal-side townhouse), phrased as typed on a phone or dictated:
  // lowercase, numbers spelled out ("at six forty five a m", "twenty two degrees"), typos ("trun", "teh", "lihgts"),
  // filler ("um", "ok so", "im gonna", "cuz"), doubled words, no apostrophes ("its dark out", "ninas"): first read 57.6 %
  // (34/59), 24 refused, 0 negatives refused with another reason, 1 silently wrong: s14-comb-06 ("and its dark out"
  // without the apostrophe dropped the darkness condition) (/work/notes/fourteenth-baseline.txt).
  ["a fourteenth home written blind, typed on a phone or dictated", FOURTEENTH, 0.94, 0],
  // A fifteenth home written blind (Weirside Mill, a converted watermill), phrased as small multi-part routines typed
  // in a settings box (several actions and conditions in one sentence, "unless", "except", "but not", "between",
  // "after sunset but before 11", holds and delays, sun offsets, positions, quoted messages): first read 67.2 % (39/58),
  // 16 refused, 2 negatives refused with another reason, 1 silently wrong: s15-num-06 ("the EV charger draws more than
  // 7 kW" also took the Solar Power sensor) (/work/notes/fifteenth-baseline.txt).
  ["a fifteenth home written blind, phrased as multi-part routines in a settings box", FIFTEENTH, 0.96, 0],
  // A sixteenth home written blind (Jacaranda House: a geyser, two split ACs, ceiling fans by percentage, an inverter,
  // a pool pump, a ute garage, a braai lapa, a stoep), phrased as users in India, Australia/NZ and South Africa type
  // ("off the geyser", "on the AC at 24", "kindly do the needful", "in the arvo", "bloody hot", "just now", "load
  // shedding"): first read 55.0 % (33/60), 21 refused, 4 negatives refused with another reason, 2 silently wrong:
  // s16-num-05 ("more than 1500 watts" on a kW sensor kept 1500 instead of 1.5) and s16-neg-07 ("at speed 3" became
  // percentage 3) (/work/notes/sixteenth-baseline.txt).
  ["a sixteenth home written blind, phrased in Indian, Australian/NZ and South African English", SIXTEENTH, 0.90, 0],
  // A seventeenth home written blind (Relay Flat, a tech-savvy flat with Zigbee2MQTT-style entity ids), phrased the way
  // Home Assistant power users think in HA (entity ids mixed with words, "goes from off to on", "numeric state … above",
  // "for 00:05:00", "offset -00:30:00", "trigger: … condition: … action: …", arrows, quoted friendly names): first read
  // 18.3 % (11/60), 47 refused, 2 negatives refused with another reason, 0 silently wrong; typed entity ids are not
  // resolved and "for HH:MM:SS" is refused as ambiguous (/work/notes/seventeenth-baseline.txt).
  // Its one "wrong" is a convention, not a dropped word: s17-comb-07 ("to 21 in heat_cool") is labelled as two calls
  // (set_hvac_mode, then set_temperature); the compiler writes Home Assistant's one call, set_temperature with its
  // hvac_mode, as the seven other blind sets label it. SCHEMA v2 allows both; the scorer does not merge them.
  ["a seventeenth home written blind, phrased in Home Assistant's own terms", SEVENTEENTH, 0.76, 1],
  // An eighteenth home written blind (Catchpole Terrace, a terraced house with a granny annexe), phrased in everyday
  // English about forgetting things (time spans, absence, staying, negation: "has been open for more than 10 minutes",
  // "is still on after 20 minutes", "no longer home", "goes quiet", "not dark yet", "never before 7am", "but not if the
  // lounge is empty"): first read 46.7 % (28/60), 28 refused, 3 negatives refused with another reason, 1 silently
  // wrong: s18-num-02 ("still above 70% after 10 minutes" dropped the 10-minute hold) (/work/notes/eighteenth-baseline.txt).
  ["an eighteenth home written blind, phrased about forgetting things: time spans, absence and negation", EIGHTEENTH, 0.78, 0],
  // A twentieth home written blind (Pennock Granary, a converted farm granary), phrased as directives whose later parts
  // refer back to earlier ones ("the other one", "its light", "the one in the hall", "do the same for", "both of them",
  // "each of them", "either of", "them all", "the snug fan's light"): first read 56.7 % (34/60), 20 refused, 1 negative
  // refused with another reason, 5 silently wrong: s20-imm-04 and s20-state-08 (a light named "… Nightlight" turned on
  // at 1 %), s20-sun-02 ("open them both at 7" after dusk read as 19:00), s20-state-01 ("when the cart lodge door opens
  // turn on its light" opens the door in daylight instead), s20-neg-03 ("the fan's light" with two fans took both fan
  // lights rather than asking) (/work/notes/twentieth-baseline.txt).
  ["a twentieth home written blind, phrased with references back to earlier parts: it, them, the other one, its light", TWENTIETH, 0.85, 0],
  // A twenty-first home written blind (Quayle's Mill, a converted watermill), phrased with numbers, units and times
  // written every way ("0700", "7h30", "19h", "7.30pm", "half 5", "quarter to 10", "90 secs", "1.5 hours", "a third",
  // "quarter brightness", "68°F", "25°C" on a °F sensor, "minus 5", "0.5 kw" on a W sensor, "65 %rh", "50lx", "1000 ppm"):
  // first read 74.6 % (44/59), 10 refused, 2 negatives refused with another reason, 3 silently wrong: s21-imm-10 ("68°F"
  // set as 68, not 20 °C), s21-num-07 ("25°C" on a °F sensor compared as 25, not 77), s21-comb-01 ("after 2300" dropped)
  // (/work/notes/twenty-first-baseline.txt).
  ["a twenty-first home written blind, phrased with numbers, units and times written every way", TWENTY_FIRST, 0.89, 0],
  // A twenty-second home written blind (Hollinsclough Farmhouse, lived mostly outside), phrased the way homeowners write
  // about the outside of the house and its security (irrigation zones with durations and weekdays, the drive gate and
  // garage door, motion floodlights when dark, postbox/doorbell/leak/smoke alerts, "unless it's raining", lux, sun
  // offsets; alarm/siren/camera/lock negatives): first read 88.1 % (52/59), 7 refused, 0 negatives refused with another
  // reason, 0 silently wrong (/work/notes/twenty-second-baseline.txt).
  ["a twenty-second home written blind, phrased about the outside of the house and its security", TWENTY_SECOND, 0.93, 0],
  // A nineteenth home written blind (Rosebank, a British semi where a busy family lives with Nan), phrased the way
  // non-technical people point at things by place and look ("the lamp by the sofa", "the light over the stairs", "when
  // someone rings the bell", "when the children get home from school"): first read 61.7 % (37/60), 20 refused, 1
  // negative refused with another reason, 2 silently wrong: s19-sun-03 ("off at half ten" after sunset read as 10:30 in
  // the morning) and s19-neg-08 ("the lamp in the front lounge", two lamps there, turned both on rather than asking)
  // (/work/notes/nineteenth-baseline.txt).
  ["a nineteenth home written blind, phrased by place and look the way non-technical people point at things", NINETEENTH, 0.88, 0],
  // A twenty-third home written blind (Wattle End, a cottage whose owners watch their power use), phrased the way they
  // type energy and appliance rules ("when the dryer finishes", "power drops below 5 W for 2 minutes", "when solar is
  // producing more than 2 kW", "1500 W" on a kW sensor, "turn off the tv plug at midnight", tariffs as negatives): first
  // read 78.0 % (46/59), 11 refused, 2 negatives refused with another reason, 0 silently wrong
  // (/work/notes/twenty-third-baseline.txt).
  ["a twenty-third home written blind, phrased the way people who watch their power use type energy rules", TWENTY_THIRD, 0.86, 0],
  // A twenty-fourth home written blind (Fellgarth Cottage, heated room by room), phrased the way people type heating,
  // cooling and air (schedules, window-open heating off, TRVs, underfloor heating, AC modes, "keep … at 19", two humidity
  // thresholds, CO2 in ppm, presets as negatives): first read 73.3 % (44/60), 13 refused, 1 negative refused with another
  // reason, 2 silently wrong: s24-imm-04 ("to cool at 19" as one set_temperature carrying hvac_mode, where the set
  // expects a mode action and a temperature action) and s24-state-04 ("once everyone's out" read as anyone leaving,
  // and "all the heating and the AC" as 3 of the 8 thermostats) (/work/notes/twenty-fourth-baseline.txt).
  // Its one "wrong" is the convention the seventeenth's is: "to cool at 19" as two calls, where the compiler writes
  // set_temperature with its hvac_mode.
  ["a twenty-fourth home written blind, phrased the way people type heating, cooling and air", TWENTY_FOURTH, 0.81, 1],
  // A twenty-fifth home written blind (a two-bedroom city flat), phrased exactly like dev.jsonl. First read 57/60
  // (95.0 %), 0 wrong: refused "heat the front parlour to 21.5 degrees" and "warm the rear bedroom up to 20 degrees"
  // (no thermostat found from the verb and the area), and "switch the bedside lamp off now" read "now" into the name
  // (unknown_entity, not ambiguous) (/work/notes/twenty-fifth-baseline.txt).
  ["a twenty-fifth home written blind, phrased like dev.jsonl", TWENTY_FIFTH, 1.00, 0],
  // A twenty-sixth home written blind (the Hollis house, a two-storey family house: °C, covers of six device classes, a
  // lounge fan with its own light, two bedside lamps in one room; phrased in the plain style of real-dev and dev): first
  // read 96.7 % (58/60), 1 refused (s26-comb-02 "notify me if the patio door opens when nobody is home"), 1 silently
  // wrong: s26-neg-01 ("switch on the bedside lamp in the maple suite" took both bedside lamps; expected ambiguous)
  // (/work/notes/twenty-sixth-baseline.txt).
  ["a twenty-sixth home written blind, phrased in the plain style of real-dev and dev", TWENTY_SIXTH, 1.00, 0],
  // A twenty-seventh home written blind (Thornbury Hall, 135 entities in 21 areas over three storeys, full of look-alike
  // names: bare "Ceiling Light"s in nine rooms, "Lamp 1"/"Lamp 2" in three, left/right pairs, five thermostats), phrased
  // plainly like dev.jsonl: first read 88.3 % (53/60), 2 refused, 1 negative refused with another reason, 4 silently
  // wrong: s27-imm-01 and s27-imm-02 ("the ceiling light in the games cellar", "lamp 2 in the guest chamber" took the
  // first entity of that name in another room) and s27-neg-01 and s27-neg-02 (a bare "ceiling light" / "lamp 1" that
  // nine / three rooms share took the first one instead of asking) (/work/notes/twenty-seventh-baseline.txt).
  ["a twenty-seventh home written blind on a big home of look-alike names, phrased plainly", TWENTY_SEVENTH, 0.98, 0],
  // A twenty-eighth home written blind (Hazelbank, 76 entities: a two-storey house with a garage, a garden, a joinery
  // workshop and a conservatory, with look-alike names: two lounge lamps, a garage door and a garage light, a workshop
  // heater beside a workshop heater plug and a fox bedroom heater, a conservatory fan and its fan light), phrased plainly
  // and short like dev.jsonl: first read 91.7 % (55/60), 4 refused, 1 silently wrong: s28-neg-02 ("switch the heater
  // off" took the one thermostat named heater; two plugs are named heater too, expected ambiguous)
  // (/work/notes/twenty-eighth-baseline.txt).
  ["a twenty-eighth home written blind on a mid-size home with workshop and conservatory, phrased plainly and short", TWENTY_EIGHTH, 0.96, 0],
  // A twenty-ninth home written blind (Larkin Row, a US three-floor townhouse: basement laundry and office, roof
  // terrace, a "Landing Light" on each floor, two "Ceiling Fan"s), phrased like real users' forum requests, with
  // context and reasons ("I want …", "Is it possible to …", "Priya wants …", "…, it's freezing down there"): first read
  // 45.8 % (27/59), 30 refused (most on the reason or context clause around a command it reads), 1 negative refused
  // with another reason, 1 silently wrong: s29-comb-03 ("send a notification to marcus and priya" notified only Priya)
  // (/work/notes/twenty-ninth-baseline.txt).
  ["a twenty-ninth home written blind, phrased like real users' forum requests with context and reasons", TWENTY_NINTH, 0.89, 0],
  // A thirtieth home written blind (Banksia Bungalow, 76 entities: a bungalow with a granny-flat annexe, a saltwater
  // pool, a gated driveway, plugs named after their appliances, sensors in °C, %, W, kWh, lx, two residents and a
  // guest), phrased plainly but with two or three steps in each sentence: first read 96.6 % (56/58), 2 refused
  // (s30-state-08 "switch on the kitchenette light, wait 3 minutes and switch it off"; s30-num-04 "if the pool pump
  // energy goes over 12 kWh …" read "kwh" as a device), 0 silently wrong (/work/notes/thirtieth-baseline.txt).
  ["a thirtieth home written blind, plain sentences of two or three steps each", THIRTIETH, 1.00, 0],
  // A thirty-first home written blind (Ashgrove House, 140 entities in 18 areas over three floors, names repeated from
  // room to room: ten "Main Light"s, several "Lamp"s, two "Thermostat"s on two floors, a "Window" in most rooms),
  // phrased plainly like dev.jsonl by room, floor, alias and kind: first read 86.7 % (52/60), 3 refused, 1 negative
  // refused with another reason, 4 silently wrong: s31-time-07 ("the lamps in ... the movie den" took every light there),
  // s31-state-09 ("the back door or the French doors" kept only the French doors), s31-num-04 ("Drying room
  // dehumidifier on above 65% humidity" watched every humidity sensor) and s31-neg-02 ("put the thermostat on 22
  // degrees" set both thermostats instead of asking) (/work/notes/thirty-first-baseline.txt).
  ["a thirty-first home written blind on a big home of names repeated by room and floor, phrased plainly", THIRTY_FIRST, 0.96, 0],
  // A thirty-second home written blind (Larkspur Hollow Farm, 77 entities: a farmhouse with a gambrel barn, a saddle
  // room, a chicken coop with a pop door, a mudroom, a glass sunroom and a canning cellar; °F sensors; look-alikes such as
  // a "Grow Light" plug, a "Coop Heat Lamp" plug beside the "Coop Light", a "Barn Door" cover beside a "Barn Side Door"
  // sensor), phrased the way users write forum posts ("I'm trying to …", "How do I make …", "My goal is …", "Looking for
  // an automation that …", with reasons and context): first read 37.3 % (22/59), 36 refused (a reason before the order,
  // "trying" read as "drying", "Looking for" as a lock, questions), every negative right, 1 silently wrong:
  // s32-num-05 ("get a text to Walt …" notified every phone) (/work/notes/thirty-second-baseline.txt).
  ["a thirty-second home written blind, phrased the way users write forum posts", THIRTY_SECOND, 0.79, 0],
  // A thirty-third home written blind (Flat 6B, a small city apartment of 50 entities: two bedside lamps and a desk
  // lamp, two radiators, four fans of three kinds, a cooker hood and its light, two doors), phrased plainly like
  // dev.jsonl with 15 negatives in 60 (5 ambiguous, 6 unsupported, 4 unknown_entity): first read 95.0 % (57/60),
  // 3 refused (s33-imm-10 "the dinner for two scene" read "two" as a level; s33-sun-04 "retract the balcony awning";
  // s33-state-08 "... on while the cooker hood is running, off when it stops"), 0 silently wrong
  // (/work/notes/thirty-third-baseline.txt).
  ["a thirty-third home written blind, a small city flat phrased plainly with many negatives", THIRTY_THIRD, 1.00, 0],
  // A thirty-fourth home written blind (14 Cwrt Llwyn, 70 entities: a semi-detached house with a loft conversion, a
  // laundry utility and a side passage; a cooker hood fan and its light, a loft fan and its light, two bedside lamps),
  // phrased the way people speak to a voice assistant and then type it ("first thing in the morning (6:45)", "for
  // quarter of an hour", "20 minutes after it gets dark"): first read 70.0 % (42/60), 15 refused, 1 negative refused
  // with another reason, 2 silently wrong: s34-sun-03 ("festoon lights on at dusk till bedtime (23:15)" dropped the dusk
  // trigger and turned the lights on at 23:15) and s34-neg-08 ("put the hall pendant on in the evening" turned it on
  // now) (/work/notes/thirty-fourth-baseline.txt).
  ["a thirty-fourth home written blind, phrased as spoken to a voice assistant with everyday time words", THIRTY_FOURTH, 0.90, 0],
  // A thirty-fifth home written blind (Larkhill: a detached house with a garage workshop, a home gym, a nursery and a
  // garden office, 76 entities), phrased the way Home Assistant users name and describe automations in their
  // configuration repositories ("Gym fan - full speed", "Washing done: notify everyone when …"): first read 66.7 %
  // (40/60), 20 refused (mostly a title before a colon or dash, or a verbless step after it, read as "it" or as an
  // unknown name), 0 negatives refused with another reason, 0 silently wrong (/work/notes/thirty-fifth-baseline.txt).
  ["a thirty-fifth home written blind, phrased like automation aliases in users' configuration repositories", THIRTY_FIFTH, 0.86, 0],
  // A thirty-sixth home written blind (Loonwater Cabin: a lake cabin with a boathouse, a sleeping porch, a loft and a
  // sauna, 71 entities), phrased like real users' requests in forum posts and chat, with a reason or remark after the
  // request ("…, the kids never remember", "My wife wants …", "Not sure if this is possible but …"): first read 41.4 %
  // (24/58), 32 refused (mostly the remark read as a name, an action or "here"), 2 negatives refused with another
  // reason, 0 silently wrong (/work/notes/thirty-sixth-baseline.txt).
  ["a thirty-sixth home written blind, phrased like real users' forum and chat requests with reasons and remarks", THIRTY_SIXTH, 0.65, 0],
  // A thirty-seventh home written blind (Albion Terrace: a UK mid-terrace house with a cellar, a loft office, a walled
  // yard and a bike shed, 76 entities), titled and described the way users alias automations in their configuration
  // repositories ("Towel rail (06:00 → 07:30)", "Frost warning - alert us when …"): first read 63.3 % (38/60), 21
  // refused (mostly a title before a colon or dash, or a verbless step after it, read as "it"), 0 negatives refused with
  // another reason, 1 silently wrong: s37-time-07 ("Saturday and Sunday mornings: …" dropped the weekday condition that
  // was in the title) (/work/notes/thirty-seventh-baseline.txt).
  ["a thirty-seventh home written blind, titled like automation aliases in users' configuration repositories", THIRTY_SEVENTH, 0.80, 0],
  // A thirty-eighth home written blind (Rowanbank: a two-storey family house with a granny annexe, a playroom, a
  // utility, a twin garage and a front and rear garden, 94 entities; a "Ceiling Light" in five rooms, two "Radiator"s,
  // a "Fan" and a "Fan Light"), phrased plain and short like dev.jsonl: first read 90.0 % (54/60), 4 refused, 0
  // negatives refused with another reason, 2 silently wrong: s38-comb-02 ("10pm: if the left garage door is open, shut
  // it" triggered on the door opening, not at 22:00) and s38-state-11 ("… when either of the garage doors opens" added
  // the Garage Side Door) (/work/notes/thirty-eighth-baseline.txt).
  ["a thirty-eighth home written blind, phrased plain and short like what users type in the product's box", THIRTY_EIGHTH, 0.95, 0],
  // A thirty-ninth home written blind (Ropewalk Garden Flat, 72 entities: a ground-floor flat with a paved courtyard, a
  // studio shed with a lean-to and a hallway shared with the flats upstairs; two residents and a lodger; two lamps in
  // one room, a ceiling fan and its light, two bedside lamps, a plug-in desk fan), phrased like a week of a product's
  // input box, half plain and half with a reason or context around the directive: first read 77.6 % (45/58), 13 refused
  // (11 of them a sentence or clause of context before or after the directive, read as a verbless step, a time or verb
  // it cannot place, or part of a name; also "tonight" as context, and "switch it on … and off again" with "it" naming
  // the towel rail from the sentence before),
  // 0 negatives refused with another reason, 0 silently wrong (/work/notes/thirty-ninth-baseline.txt).
  ["a thirty-ninth home written blind, a garden flat phrased plainly and with context", THIRTY_NINTH, 0.77, 0],
  // A fortieth home written blind (Wrenhurst, 133 entities in 17 areas on 3 floors: a farmhouse whose names share
  // words on purpose: ten "... Ceiling Light"s, a "Desk Lamp" and a "Desk Lamp Plug", a "Garage Door" cover beside a
  // "Garage Door Sensor" and a "Garage Side Door", a "Quarry Hall" area and a "Hallway Light" on the landing, a person
  // Robin beside a "Robin Lamp" and "Robin's Room"), phrased plain and short like dev.jsonl: first read 94.9 % (56/59),
  // 2 refused ("can you close the garage door"; on/off on two soil-moisture thresholds), 0 negatives refused with another
  // reason, 1 silently wrong: s40-imm-06 ("set the garret heat pump to 19 degrees in heat mode" is one set_temperature
  // carrying hvac_mode, where the set expects set_hvac_mode + set_temperature; HA accepts both, the scorer does not
  // equate them: the convention the seventeenth's and twenty-fourth's one "wrong" is) (/work/notes/fortieth-baseline.txt).
  ["a fortieth home written blind, a big farmhouse with look-alike names phrased plain and short", FORTIETH, 0.98, 1],
  // A forty-first home written blind (Saint Aldhelm's, 76 entities in 9 areas on 3 floors: a chapel made a house whose
  // names share words on purpose: an "Organ Lamp" beside a plug "Organ", a "Tower Fan" in the "Bell Tower Study", an
  // "Extractor Fan" beside a "Dust Extractor", a "Side Gate" sensor beside a "Side Gate Light"), phrased like real users
  // on a forum or in the box (real-dev.jsonl): first read 76.7 % (46/60), 12 refused (forum framing "Can someone help me
  // make …", "Can I get …"; verbless "kettle & towel rail on"; "lights out at 23.00: …"; "at sunset or when someone gets
  // home"; "if it's still running"; a trailing remark; on/off on a state and on two thresholds; "someone comes through
  // the west door"; "both … shut for 5 mins"; "motion on the drive"), 1 negative refused with another reason ("the
  // lamp" read as unknown, not ambiguous), 1 silently wrong: s41-imm-05 ("… at 21 degrees in heat mode" is one
  // set_temperature carrying hvac_mode, where the set expects set_hvac_mode + set_temperature, the fortieth's
  // convention) (/work/notes/forty-first-baseline.txt).
  ["a forty-first home written blind, a chapel made a house phrased like real users' requests", FORTY_FIRST, 0.90, 1],
  // A forty-second home written blind (Casa da Graça, a Lisbon duplex shared by a Portuguese and an Austrian: 74
  // entities in 8 areas on 2 floors, device names in Portuguese or German with accents and umlauts ("Candeeiro Sala",
  // "Stehlampe", "Heizung Büro"), Portuguese area names with English aliases), phrased plain like dev.jsonl: first read
  // 88.1 % (52/59), 6 refused (a name typed without its accents, "Maquina Cafe"; three sensors named noun-first,
  // "Humidade WC", "Temperatura Exterior", "Temperatura Escritório"; "tell Ines the washing is done"; on/off on two
  // humidity thresholds), 0 negatives refused with another reason, 1 silently wrong: s42-comb-05 ("set the Ar
  // Condicionado Sala to 22 degrees in cool mode" is one set_temperature carrying hvac_mode, where the set expects
  // set_hvac_mode + set_temperature: the fortieth's convention) (/work/notes/forty-second-baseline.txt).
  ["a forty-second home written blind, a Lisbon flat with Portuguese and German device names", FORTY_SECOND, 0.96, 1],
  // A forty-third home written blind (Birch Hollow Barn, a Vermont bank barn made a house: 79 entities in 11 areas on 2
  // floors, °F room sensors beside a °C wine-vault probe, solar in W beside a heat-pump meter in kW, look-alike names),
  // phrased half plain and half like real users, aimed at negations, kept conditions, noon/midnight times, pronouns and
  // trailing reasons: first read 75.4 % (43/57), 11 refused (mostly "unless / but not if / dont bother if" conditions,
  // trailing remarks "tho", "truck's coming in", "- both have been left on before", "n" for and, "put … on"), 1
  // negative refused with another reason, 2 silently wrong: s43-time-02 ("every weekday except friday" dropped: no
  // weekday condition at all) and s43-num-03 ("the heat pump power" read as the hall's temperature sensor, 300 W kept
  // as 300) (/work/notes/forty-third-baseline.txt).
  ["a forty-third home written blind, a barn house phrased half plain, half like real users", FORTY_THIRD, 0.91, 0],
  // A forty-fourth home written blind (Kingfisher's Reach, a narrowboat with a mooring shed, a log store and a wharf
  // garden: 95 entities in 11 areas on 2 floors, look-alike names: a Reading Lamp and a Berth Reading Lamp, a Brass Lamp
  // and a Brass Lantern, three lanterns, two extractor fans, five heaters, a Side Hatch beside its sensor, Festoon Lights
  // beside a Festoon Plug), phrased half plain and half like real users, aimed at sentences that could compile to another
  // automation than the one said: first read 66.7 % (44/66), 19 refused (a weekday and a weekend time for one action;
  // "wait 5 minutes, then"; trailing remarks "(someone's probably …)", "stuffy in summer", "water the planters -", "it
  // flooded last winter" read as a unit "cm"; remarks naming another device "the diesel heater is already on"; "could the
  // tiller light come on"; "turn it off when it gets back above 90%"; "all the … lights but the …"; "but not when"; "put
  // … on"; "the TV socket" read as a media player; "Water Tank Level" and "starter battery voltage has been" not found as
  // sensors; "both been shut"), 0 negatives refused with another reason, 3 silently wrong: b44-sun-01 (bow lantern 30
  // minutes before sunset, stern lantern at sunset: both lanterns on at both times), b44-comb-03 ("when both Tamsin and
  // Ossian have left": no condition, so it runs when either leaves), b44-time-07 ("on at 5pm and off at 10pm, only when
  // Gideon is home": the condition kept on the off branch only) (/work/notes/forty-fourth-baseline.txt).
  ["a forty-fourth home written blind, a narrowboat phrased to invite a different automation", FORTY_FOURTH, 0.77, 0],
  // A forty-fifth home written blind (Strandviken Parhus, a Swedish two-family lake house: 127 entities in 19 areas on 3
  // floors, one flat per storey, a shared sauna cellar, a boathouse and a jetty; Swedish area names with English aliases,
  // names sharing words across rooms, a guest with no notify service), phrased plain and short like dev.jsonl with other
  // verbs and time spellings: first read 95.5 % (63/66), 2 refused ("douse every light in …", "fire up the sauna
  // heater": verbs not read), 1 negative refused with another reason ("switch off the window lamp" with five "… Window
  // Lamp"s read as unknown, not ambiguous), 0 silently wrong (/work/notes/forty-fifth-baseline.txt).
  ["a forty-fifth home written blind, a Swedish two-family lake house phrased plain and short", FORTY_FIFTH, 0.95, 0],
  // A forty-sixth home written blind (Chalet Arvenhang, a Swiss ski chalet: 107 entities in 14 areas on 3 floors, rooms
  // holding several sensors, a Hall Light beside a Hall Night Light, Left and Right Bedside Lamps), phrased half plain and
  // half like real users, aimed at conditions and scope: first read 66.7 % (46/69), 13 refused ("no more motion … for 5
  // minutes" and "the motion sensor … is off for 2 minutes" read as an action's duration; "no longer open"; "and Leopold
  // and Margaux are both away"; "the shed is below -15"; "and it's below 0 outside" read as a sensor called "it"; "30 cm";
  // "the water's above 38°C"; "the right one"; "half 8"; a remark "keep forgetting it"; a motion on/off pair with "only
  // after dark"), 0 negatives refused with another reason, 10 silently wrong: b46-time-02, b46-sun-02, b46-sun-05 (a
  // trailing "only if/when/while …" kept on the off branch only), b46-time-04 ("from 4 to 11 pm" as 04:00), b46-comb-07
  // ("between 4 and 7 pm" as 04:00-19:00), b46-num-02 ("5 below zero" as below 5), b46-state-05 ("Night - …" title
  // dropped), b46-state-07 ("once it has been on for 20 minutes" read as the deck door), b46-state-14 ("both … have
  // left" without the condition), b46-comb-12 ("the hall motion goes off" read as motion detected)
  // (/work/notes/forty-sixth-baseline.txt).
  ["a forty-sixth home written blind, a ski chalet phrased to test conditions and scope", FORTY_SIXTH, 0.92, 0],
  // A forty-seventh home written blind (The Old Fire Station, a town fire station made a house: 116 entities in 13
  // areas on 3 floors), phrased like real users, aimed at routines with several parts. First read 76.5 % (52/68), 14
  // refused, 2 silently wrong: b47-time-04 ("…, weekdays only" after four on/off times kept on the last branch only)
  // and b47-comb-03 ("Between 11pm and 6am, turn … on … when there's motion … and off after 2 minutes without motion":
  // the window put on the off branch only) (/work/notes/forty-seventh-baseline.txt).
  ["a forty-seventh home written blind, a fire station made a house, routines with several parts", FORTY_SEVENTH, 0.83, 0],
  // A forty-eighth home written blind (Skerry Point Lighthouse, a lighthouse made a house: 121 entities in 14 areas on
  // 4 floors), phrased plainly, aimed at which devices a sentence names. First read 84.5 % (60/71), 5 refused, 6
  // silently wrong: b48-imm-02 ("Activate sauna evening" turned the sauna lights on), b48-imm-12 ("Mairi's lights"
  // only Mairi's Night Light, not the lights of Mairi's Room), b48-state-01 ("either garage door" also took the
  // Walk-in Door sensor), b48-num-03 ("the outside temperature" read as the Hot Tub Temperature in the outside area,
  // not the Outdoor Temperature sensor), b48-num-05 ("or the UV index is above 8" put on the wind speed sensor),
  // b48-num-07 ("the fans" after a parlour trigger took every fan and fan switch in the house)
  // (/work/notes/forty-eighth-baseline.txt).
  ["a forty-eighth home written blind, a lighthouse made a house, which devices a sentence names", FORTY_EIGHTH, 0.97, 0],
  // A forty-ninth home written blind (Mesquite Flats, an Alberta ranch house with a detached metal shop, a loft, an RV
  // pad, a stock-tank pool and a coop: 109 entities in 17 areas on 3 floors), phrased like real users (titles, "Is it
  // possible to …", w/, >, mins, hrs). First read 78.2 % (61/78), 16 refused, 1 silently wrong: b49-sun-08 ("Office
  // blinds open at 8am on weekdays, and close them at sunset every day": the weekday condition made shared, so the
  // blinds no longer close at sunset at weekends) (/work/notes/forty-ninth-baseline.txt).
  ["a forty-ninth home written blind, a ranch house with a shop and an RV pad phrased like real users", FORTY_NINTH, 0.82, 0],
  // First read of the fifty-first set: 95.8 % (69/72), 3 refused, 0 silently wrong ("close by itself 2 minutes after
  // it opens", a wind speed sensor without a device class, "Bedtime at 23:00: … downstairs lights") (/work/notes/fifty-first-baseline.txt).
  ["a fifty-first home written blind, a Dutch windmill made a house phrased like real users", FIFTY_FIRST, 0.95, 0],
  // A fiftieth home written blind (Hinoki House, a two-storey Japanese-style house: genkan, washitsu, engawa, ofuro,
  // shako; 111 entities in 14 areas on 2 floors, look-alikes such as Kotatsu beside Washitsu Kotatsu, Bath Reheat beside
  // Bath Heater, Shako Door beside Shako Side Door), phrased plainly like dev.jsonl. First read 98.4 % (62/63), 1 refused
  // (b50-state-007 "When the washer stops running, notify Yui"), 0 silently wrong (/work/notes/fiftieth-baseline.txt).
  ["a fiftieth home written blind, a Japanese-style house with a genkan, a washitsu and an engawa", FIFTIETH, 1.00, 0],
  // A fifty-second home written blind (Marigold Ark, a houseboat with a boat barn and a tackle loft: 96 entities in 12
  // areas on 2 floors, look-alikes such as Bow Light beside Bow Lantern, Dock Light beside Dockside Lantern), aimed at
  // automations that come out different from what was asked. First read 84.1 % (58/69), 10 refused, 1 silently wrong:
  // b52-neg-09 ("When the bilge temperature goes below 3°C, turn on the bilge heater for 30 minutes": the Hot Water
  // Temperature read as the bilge temperature and the Water Heater as the bilge heater) (/work/notes/fifty-second-baseline.txt).
  ["a fifty-second home written blind, a houseboat with a boat barn, automations that could come out different", FIFTY_SECOND, 0.85, 1],
  // A fifty-third home written blind (Pennant Barn, a converted Welsh threshing barn: Threshing Floor, Byre, Granary,
  // Owl Loft, Wash Loft, Stackyard, Implement Shed, Paddock; 106 entities in 14 areas on 2 floors), phrased casually like
  // real users. First read 92.9 % (65/70), 4 refused, 1 silently wrong: b53-num-03 ("granary temp above 24 turn on
  // bedroom fan" became an immediate set of the Granary Thermostat to 24 and climate.turn_on, no trigger, no fan)
  // (/work/notes/fifty-third-baseline.txt).
  ["a fifty-third home written blind, a converted threshing barn phrased casually like real users", FIFTY_THIRD, 0.94, 0],
  // A fifty-fourth home written blind (Corvid Ridge Observatory, a mountain cabin with a rooftop observatory: Firelight
  // Hall, Skillet Room, Snowshoe Room, Almanac Room, Star Dome, Summit Loft, Comet Room, Cedar Bath, Ridge Deck, Woodshed;
  // 89 entities in 10 areas on 2 floors), aimed at silently wrong automations. First read 74.2 % (46/62), 6 refused,
  // 10 silently wrong: "goes dry"/"is dry again"/"turns off" on rain and leak sensors became to "on" (state-05, -07,
  // -08); "the upstairs doors or windows" took every window in the house and left out the Dome Hatch (state-16);
  // "no longer below 40", "isn't above 2", "is not below 0", "isn't warmer than 16" kept the bare comparison
  // (num-04 to -07); "between 8 and 5" became 08:00-05:00 overnight (comb-06); "dim … down 20%" became brightness 20 %
  // (time-01) (/work/notes/fifty-fourth-baseline.txt).
  ["a fifty-fourth home written blind, a mountain cabin with an observatory, automations that could come out different", FIFTY_FOURTH, 0.93, 0],
  // A fifty-fifth home written blind (Quinta da Azenha, a Douro wine quinta with a Lagar winery, a Casa das Pipas barrel
  // store, an Adega wine cellar and a Sala de Provas tasting room: 109 entities in 14 areas on 2 floors), phrased plainly
  // like dev.jsonl. First read 95.7 % (67/70), 1 refused, 2 silently wrong: b55-imm-20 ("Set the tasting room air
  // conditioner to cool" became climate.turn_on, the cool mode dropped) and b55-neg-09 ("When the cellar temperature
  // drops below 10 degrees, turn on the cellar heater" turned on the cooling-only Adega Cooling instead of refusing)
  // (/work/notes/fifty-fifth-baseline.txt).
  ["a fifty-fifth home written blind, a Portuguese wine quinta with a winery", FIFTY_FIFTH, 0.98, 0],
  // A fifty-sixth home written blind (Bullnose House, a suburban Australian house with a Cockatoo Pool, rooftop solar
  // and a home battery, Merle's Flat granny flat and a Tinnie Shed: 115 entities in 15 areas on 2 floors), phrased like
  // real users. First read 98.6 % (71/72), 0 refused, 1 silently wrong: b56-neg-02 ("Turn the aircon off when everyone
  // leaves", with three air conditioners, became climate.turn_off on the Bedroom Aircon alone, by the word in its name,
  // instead of asking which) (/work/notes/fifty-sixth-baseline.txt).
  ["a fifty-sixth home written blind, a suburban Australian house with a pool, solar, a granny flat and a shed", FIFTY_SIXTH, 0.98, 1],
  // A fifty-seventh home written blind (Duplex Bélanger-Mwangi, a Montréal two-family duplex with a shared Sous-Sol
  // basement, a shared two-door garage, upstairs and downstairs copies of thermostats, temperature sensors and lights:
  // 114 entities in 21 areas on 3 floors), aimed at silently wrong automations. First read 89.7 % (61/68), 6 refused,
  // 1 silently wrong: b57-time-02 ("Turn off the Christmas lights at 2 every night" ran at 14:00)
  // (/work/notes/fifty-seventh-baseline.txt).
  // Lowered on purpose (stop 50): b57-comb-08 "night light on at 7:30 pm and off at 6:30 am, except on weekends" now turns
  // it off on the morning after each weekday night (Tue–Sat); the set's answer keeps Friday night's light on until Monday.
  ["a fifty-seventh home written blind, a two-family duplex with a shared basement and garage", FIFTY_SEVENTH, 0.89, 1],
  // A sixtieth home written blind (Bluebonnet Ranch, a Texas ranch house with a Game Loft upstairs, a detached casita, a
  // pool house, a horse barn and a tack room: 114 entities in 18 areas on 2 floors), aimed at scope and groups. First
  // read 88.9 % (64/72), 7 refused, 1 silently wrong: b60-state-13 ("Turn off both bathroom fans when the master bath
  // lights go off" turned off the Bath Exhaust Fan alone, leaving out the Loft Bath Fan) (/work/notes/sixtieth-baseline.txt).
  ["a sixtieth home written blind, a Texas ranch house with a casita, a pool house and a barn, scope and groups", SIXTIETH, 0.95, 0],
  // A fifty-eighth home written blind (Grachtenpand Keizersgracht 412, a narrow Dutch canal house: a Souterrain with a
  // ceramics Kelderstudio, a Bel-Etage, an Eerste Verdieping, a Zolderverdieping, a Dakterras roof terrace and a Stoep;
  // 88 entities in 13 areas on 4 floors, look-alikes such as Brass Lamp beside Brass Floor Lamp and a Terrace Heater
  // switch in the area aliased terrace), phrased plainly like dev.jsonl. First read 100 % (71/71), 0 refused, 0 silently
  // wrong (/work/notes/fifty-eighth-baseline.txt).
  ["a fifty-eighth home written blind, a Dutch canal house with a roof terrace and a basement studio", FIFTY_EIGHTH, 1.00, 0],
  // A fifty-ninth home written blind (Achnafern Mains, a Scottish farmhouse with a Wee Bothy, a Byre Workshop and a
  // Polytunnel: 100 entities in 13 areas on 2 floors, two temperature sensors in three rooms, power in W and kW),
  // phrased casually and aimed at values and quantities. First read 84.1 % (58/69), 10 refused, 1 silently wrong:
  // b59-neg-01 ("turn the downstairs heating up 2 degrees" became climate.set_temperature 2 on the Downstairs Heating
  // instead of refusing a relative change) (/work/notes/fifty-ninth-baseline.txt).
  ["a fifty-ninth home written blind, a Scottish farmhouse with a bothy, a byre workshop and a polytunnel", FIFTY_NINTH, 0.89, 0],
  // A sixty-second home written blind (Te Ahiahi Bach, a New Zealand bach with a sleepout, a boat shed and a vege garden
  // with irrigation switches: 82 entities in 11 areas on 2 floors), phrased casually and aimed at sequences and pronouns.
  // First read 73.8 % (48/65), 14 refused, 3 silently wrong: s62-state-09 ("turn everything in there off except the fan"
  // after "no motion in the sleepout" turned off every light, switch, fan and the heat pump in the house except the
  // sleepout's), s62-num-03 ("the sleepout heater and the electric blanket in there" turned on the bedroom's Electric
  // Blanket, not the Sleepout Electric Blanket), s62-comb-03 ("turn the heat pump on heat to 21" set 21 without the heat
  // mode) (/work/notes/sixty-second-baseline.txt). s62-num-05 ("when it gets above 25 outside …, put the heat pump on cool
  // at 23"), refused until "above 25 outside" read the Outside Temperature, now differs as s62-comb-03 does: one
  // set_temperature call with its hvac_mode, where the set writes set_hvac_mode then set_temperature (both are HA's).
  ["a sixty-second home written blind, a New Zealand bach with a sleepout, a boat shed and a vege garden", SIXTY_SECOND, 0.87, 2],
  // A sixty-first home written blind (Hytte Fjellro, a Norwegian mountain cabin: a Badstua sauna house, a Naustet
  // boathouse, a Vedskjulet woodshed, Hemsen the sleeping loft, a terrace and a jetty; 81 entities in 12 areas on 2 floors,
  // a Sauna Door sensor beside a Sauna Door Lock, a Boathouse Door cover beside a Boathouse Side Door sensor), aimed at
  // events and the time around them. First read 85.7 % (60/70), 9 refused, 1 silently wrong: b61-neg-08 ("Turn on the
  // lamp when the front door opens after dark" turned on the Hall Light, which is no lamp, instead of refusing "the lamp"
  // as ambiguous among three lamps) (/work/notes/sixty-first-baseline.txt).
  ["a sixty-first home written blind, a Norwegian mountain cabin with a sauna, a boathouse and a woodshed, events and time", SIXTY_FIRST, 0.95, 0],
  // A sixty-third home written blind (Nyumba ya Mlimani, a Karen hillside house with a verandah, a staff cottage (DQ), a
  // borehole pump house and a greenhouse: 77 entities in 13 areas on 2 floors, two persons), phrased plainly and aimed at
  // conditions and presence. First read 75.0 % (51/68), 11 refused, 6 silently wrong: b63-comb-01 and b63-comb-03 ("if
  // Nyambura or Kamau is home" became a condition that both are home), b63-comb-09 ("if both of us are home" became
  // someone is home), b63-comb-27 ("… and turn it off 5 minutes later, but only after sunset" made sunset a trigger that
  // turns the lantern off, and dropped the condition), b63-state-05 and b63-state-06 (an on/off pair's trailing "only
  // after sunset" / "only before sunrise" held for the off half only) (/work/notes/sixty-third-baseline.txt).
  ["a sixty-third home written blind, a Karen hillside house with a verandah, a DQ, a borehole pump house and a greenhouse", SIXTY_THIRD, 0.88, 0],
  // A sixty-fourth home written blind (Sunny Slope Farm, a Saskatchewan prairie farmhouse with a mudroom, a heated
  // Quonset shop, a hen house with a heat lamp and a pop door, a bin yard with aeration fans and a truck block heater:
  // 92 entities in 13 areas on 2 floors), phrased casually and aimed at schedules and clocks. First read 58.8 % (40/68),
  // 20 refused, 8 silently wrong: s64-time-03 ("shop heater on from 9 to 5 weekdays" ran 09:00-05:00), s64-sun-04
  // ("at dusk till 11" off at 11:00), s64-sun-06 ("at sunset until 10" off at 10:00), s64-sun-07 ("15 min before sunset
  // til 11:30" off at 11:30), s64-time-09 ("at 10 and at 2" reminders at 10:00 and 02:00), s64-time-30 ("at 6:30 every
  // morning and again at 5 in the afternoon" at 05:00), s64-time-06 ("at 6 switch on the mudroom light and at 6:30 the
  // coffee maker" both on at both times), s64-multi-02 ("at 9pm electric blanket on and at 9:30 goodnight scene" at 09:30,
  // both actions at both times) (/work/notes/sixty-fourth-baseline.txt).
  ["a sixty-fourth home written blind, a Saskatchewan prairie farmhouse with a heated shop, a hen house and grain bins, schedules and clocks", SIXTY_FOURTH, 0.69, 0],
  // A sixty-fifth home written blind (Casa Cerro Alegre, a Valparaíso hillside house on three levels joined by stairs,
  // entered from the street at the top, with a terrace over the port, a small bodega, an art studio and a calefont: 92
  // entities in 13 areas on 3 floors), phrased plainly like dev.jsonl and aimed at no construct. First read 100 % (64/64),
  // 0 refused, 0 silently wrong (/work/notes/sixty-fifth-baseline.txt).
  ["a sixty-fifth home written blind, a Valparaíso hillside house on three levels with a port-view terrace, a bodega and a studio", SIXTY_FIFTH, 1.00, 0],
  // A sixty-sixth home written blind (14 Cobden Street, a Victorian terraced house in Manchester with a loft conversion,
  // a cellar utility room, a flagged back yard with a shed and a little front garden: 97 entities in 14 areas on 4
  // floors), phrased casually like real users and aimed at no construct (the ordinary case). First read 94.0 % (63/67),
  // 3 refused, 1 silently wrong: s66-state-11 ("Landing night light on when there's motion on the landing, off after
  // 1 min" became on, a 1-minute delay, off, instead of off after 1 minute without motion; the sentence is open to that
  // reading) (/work/notes/sixty-sixth-baseline.txt).
  ["a sixty-sixth home written blind, a Manchester terrace with a loft conversion, a cellar utility, a back yard with a shed", SIXTY_SIXTH, 0.94, 1],
  // A sixty-seventh home written blind (Blk 688B Punggol Flat, a 4-room HDB flat in Singapore with a service yard, a
  // household shelter, an aircon in every bedroom, ceiling fans, a rice cooker and a dehumidifier on smart plugs, a
  // digital lock and blinds: 89 entities in 10 areas on 1 floor), phrased like dev.jsonl by a different person (longer
  // sentences, conditions first as often as last, "please"/"could you") and aimed at no construct. First read 97.0 %
  // (65/67), 2 refused (s67-imm-03 "close all the blinds, the afternoon sun is really glaring" as unknown_entity;
  // s67-state-07 "When gas is detected in the kitchen, switch on the cooker hood and alert Mei Xuan" as unsupported),
  // 0 silently wrong (/work/notes/sixty-seventh-baseline.txt).
  ["a sixty-seventh home written blind, a Singapore HDB flat with a service yard, a household shelter and aircons", SIXTY_SEVENTH, 0.98, 0],
  // A sixty-eighth home written blind (Casa da Graça, a split-level Lisbon house on three half-levels with a marquise,
  // a lodger's studio flat, a home office and a rooftop terrace: 97 entities in 11 areas on 3 floors), phrased casually
  // like real users (typos, run-ons) and aimed at no construct. First read 92.9 % (65/70), 4 refused (s68-time-05
  // "water the plants every day at 7pm for 15 mins" and s68-comb-03 "… but only if shes home" as unsupported;
  // s68-num-04 "when its over 27 in the sala put the sala aircon on cool" and s68-comb-09 "… if it gets over 25 in the
  // office while the sun is up" as unknown_entity), 1 silently wrong (s68-imm-07 "make bias fairy lights purple" turned
  // every light in Bia's Room purple instead of the Fairy Lights) (/work/notes/sixty-eighth-baseline.txt).
  ["a sixty-eighth home written blind, a split-level Lisbon house with a marquise, a lodger flat and a roof terrace", SIXTY_EIGHTH, 0.94, 0],
  // A sixty-ninth home written blind (Deshpande Bungalow, a two-storey bungalow in Baner, Pune, with a puja room, a
  // servants' quarter, a wash area with the water motor, tank level, inverter battery and mains power sensor, two geysers,
  // four ACs, ceiling fans and a terrace garden with drip irrigation: 93 entities in 16 areas on 2 floors), phrased as
  // non-native English users write ("on the hall tubelight", "make AC 24 in big bedroom", "switch off all lights of ground
  // floor", "Everyday 5:30 morning", "when there is power cut, message to Nikhil"). First read 77.0 % (57/74), 16 refused,
  // 1 silently wrong (s69-imm-20 "off the geyser of common bathroom after 30 min" became an automation that switches the
  // geyser off whenever it has been on for 30 minutes, instead of off once in 30 minutes) (/work/notes/sixty-ninth-baseline.txt).
  ["a sixty-ninth home written blind, a Pune bungalow with a puja room, a servants' quarter and a terrace garden, non-native English", SIXTY_NINTH, 0.86, 1],
  // A seventieth home written blind (Kilbride Chapel, a converted stone chapel in rural County Wexford with a mezzanine
  // gallery, a vestry utility room, a bell tower study, a granny flat and a walled garden: 104 entities in 13 areas on 3
  // floors), phrased plainly like dev.jsonl and aimed at nothing in particular. First read 100.0 % (78/78), 0 refused,
  // 0 silently wrong (/work/notes/seventieth-baseline.txt).
  ["a seventieth home written blind, a converted Irish chapel with a mezzanine, a vestry utility and a bell tower study", SEVENTIETH, 1.0, 0],
  // A seventy-first home written blind (a Montreal flat above a bakery, two flatmates and a cat, a back balcony, a roof
  // deck, a shared stairwell and a basement storage locker), casual typed requests: first read 86.7 % (52/60), 8 refused,
  // 0 silently wrong (/work/notes/seventy-first-baseline.txt).
  ["a seventy-first home written blind, a Montreal flat above a bakery with a balcony, a roof deck and a basement locker", SEVENTY_FIRST, 0.88, 0],
  // A seventy-second home written blind (a terraced house in Trnovo, Ljubljana, with roller shutters, a home office, a
  // garden with a pond and an awning, a garden shed, a garage box and a driveway: 108 entities in 14 areas on 2 floors),
  // casual requests like real users' and aimed at nothing in particular. First read 85.7 % (60/70), 10 refused, 0
  // silently wrong (/work/notes/seventy-second-baseline.txt).
  ["a seventy-second home written blind, a Ljubljana terraced house with a garden shed, a garage box and a home office", SEVENTY_SECOND, 0.85, 0],
  // A seventy-third home written blind (Kvaløya Farmhouse, a two-storey farmhouse near Tromsø with a cow barn, a
  // workshop, a greenhouse and a farmyard, block heaters, panel heaters and a heat pump: 99 entities in 14 areas on 2
  // floors), phrased plainly like dev.jsonl and aimed at nothing in particular. First read 97.0 % (65/67), 1 refused
  // (s73-num-05 "When the wind speed goes above 20 m/s, …": "m/s" not understood), 1 silently wrong: s73-time-03 ("Set
  // all the panel heaters to 17 degrees at 23:00" also set the Workshop Heater, which is no panel heater)
  // (/work/notes/seventy-third-baseline.txt).
  ["a seventy-third home written blind, a farmhouse near Tromsø with a barn, a workshop and a greenhouse", SEVENTY_THIRD, 0.98, 0],
  // A seventy-fifth home written blind (Marri Street Bungalow, a Perth bungalow with a pool, a pool house and a detached
  // pottery studio, an evaporative cooler, split systems, ceiling fans and reticulation switches: 109 entities in 14
  // areas, 1 floor), casual requests like real users' and aimed at nothing in particular. First read 90.5 % (67/74), 7
  // refused ("retic", "evap", "front and back reticulation", "let Brodie know", "if it's after sunset and …", "the
  // studio gets above 29"), 0 silently wrong (/work/notes/seventy-fifth-baseline.txt).
  ["a seventy-fifth home written blind, a Perth bungalow with a pool house, a detached studio and reticulation", SEVENTY_FIFTH, 0.90, 0],
  // A seventy-sixth home written blind (Casa Adosada Punta Carretas, a three-storey Montevideo townhouse with a back
  // patio, a garage and a roof terrace with a parrillero, three air conditioners, awnings and shutters: 107 entities in
  // 14 areas on 3 floors), requests like real users' with two or three orders, branch-only conditions, "then"
  // sequences and thresholds with units, aimed at nothing in particular. First read 90.8 % (69/76), 6 refused (the
  // "Sunday Asado" scene, "but not if its raining", "if Federico isn't home", "it drops below 8 degrees outside", a
  // leading "Bedtime:" / "movie night:" label), 1 silently wrong: s76-sun-07 ("turn on the living ceiling light to 70%
  // and the floor lamp" set the floor lamp to 70 % too) (/work/notes/seventy-sixth-baseline.txt).
  ["a seventy-sixth home written blind, a Montevideo townhouse with a roof terrace, a parrillero and a patio", SEVENTY_SIXTH, 0.92, 0],
  // A seventy-seventh home written blind (Mieszkanie na Kazimierzu, a two-level Kraków flat with a mezzanine and a
  // balcony, four radiators, blinds, curtains and shutters, three kinds of fan: 95 entities in 9 areas on 2 floors),
  // clear sentences like dev.jsonl across every category, 37 of 85 spoken like to a voice assistant (clock words, numbers
  // in words). First read 96.5 % (82/85), 2 refused (s77-state-12 "When water is detected in the bathroom": the leak
  // sensor not found; s77-num-03 "forty kilometres per hour" not understood), 1 silently wrong: s77-time-03 ("Switch off
  // the electric blanket at ten to one in the morning if it is still on" ran at 12:50, not 00:50)
  // (/work/notes/seventy-seventh-baseline.txt).
  ["a seventy-seventh home written blind, a Kraków flat with a mezzanine and a balcony, partly spoken to a voice assistant", SEVENTY_SEVENTH, 0.97, 0],
  // A seventy-eighth home written blind (Casa da Bouça, a house near Porto with a workshop and a greenhouse: 104
  // entities in 11 areas on 2 floors), 75 directives the way real users type them (automation titles, forum-style
  // requests, terse phone typing, long sentences with two or three orders). First read 97.3 % (73/75), 2 refused
  // (s78-num-04 "Laundry humidity above 70% dehumidifier on": ambiguous; s78-neg-09 "Turn on the heater when it gets
  // cold": unsupported, not ambiguous), 0 silently wrong (/work/notes/seventy-eighth-baseline.txt).
  ["a seventy-eighth home written blind, a house near Porto with a workshop and a greenhouse, typed like real users", SEVENTY_EIGHTH, 0.97, 0],
  // A seventy-ninth home written blind (Loon Point Cabin, a log cabin on a lake in Ontario with a bunkie, a boathouse, a
  // sauna and a dock: 94 entities in 12 areas on 2 floors), 69 clear directives like dev.jsonl across every category, a
  // quarter longer (two or three orders, a condition, a wait, "until", on/off branches), 10 to refuse. First read 100 %
  // (69/69), 0 refused, 0 silently wrong (/work/notes/seventy-ninth-baseline.txt).
  ["a seventy-ninth home written blind, a lake cabin in Ontario with a boathouse, a sauna and a dock", SEVENTY_NINTH, 1.0, 0],
  // An eightieth home written blind (Haus am Obstgarten, a family house near Graz with a garden office, a sauna hut, a
  // carport, a heat pump, roller shutters and irrigation: 108 entities in 16 areas on 2 floors, look-alike names), 67
  // directives phrased like real users (long, casual, purpose clauses, typos), 10 to refuse. First read 73.1 % (49/67),
  // 17 refused (mostly a purpose clause naming a place or a thing read as a target), 1 silently wrong ("from sunday to
  // thursday" read as sun and thu only) (/work/notes/eightieth-baseline.txt).
  ["an eightieth home written blind, a family house near Graz with a garden office, a sauna and a carport, typed like real users", EIGHTIETH, 0.77, 0],
  // An eighty-first home written blind (Flat aan de Maaskade, a Rotterdam flat with a balcony, and a storage room and
  // a bike shed in the basement: 83 entities in 9 areas on 2 floors), 76 directives in English as Dutch, Spanish,
  // Polish and Japanese speakers write it ("switch on the light of the kitchen", "when is dark", "put the heating on
  // 20"), 11 to refuse. First read 72.4 % (55/76), 18 refused, 3 silently wrong: s81-imm-12 ("Dim the lights of the
  // living room with 20 percent" set 20 % instead of stepping down 20 %), s81-comb-07 ("in the night between 0:00 and
  // 6:00" became before 18:00), s81-multi-07 ("send to Sanne a message" notified Wouter too)
  // (/work/notes/eighty-first-baseline.txt).
  // Stop 59: "harder than 40 km/h", "the awning must go in": 69/76.
  ["an eighty-first home written blind, a Rotterdam flat with a balcony, a bike shed, in non-native English", EIGHTY_FIRST, 0.9, 0],
  // An eighty-second home written blind (Casa Palo Verde, a Phoenix bungalow with a pool, a casita, a two-door garage,
  // an evaporative cooler, a ceiling fan in every room, solar sensors and locks: 100 entities in 15 areas on 2 floors,
  // look-alike names), 70 clear, complete directives like dev.jsonl by a careful adult (°F said, °C set), 11 to refuse.
  // First read 98.6 % (69/70), 1 refused (s82-state-09 "When Graciela leaves, turn off her nightstand lamp": "her"
  // not read as Graciela's, unknown_entity), 0 silently wrong (/work/notes/eighty-second-baseline.txt).
  ["an eighty-second home written blind, a Phoenix bungalow with a pool, a casita and a two-door garage", EIGHTY_SECOND, 0.98, 0],
  // An eighty-third home written blind (14 Ashville Grove, a Leeds terrace with a loft conversion, a utility room, a
  // conservatory and two gardens: 100 entities in 13 areas on 3 floors, look-alike names), 67 directives titled and
  // described the way people name their Home Assistant automations, 10 to refuse. First read 94.0 % (63/67), 4 refused
  // (s83-state-07 "Lottie home: turn on her night light": a title with a presence event read as a title only;
  // s83-num-01 "Washer done: notify us when ..." and s83-num-02 "Dryer finished - tell Gemma when ...": the title not
  // understood; s83-num-05 "Conservatory heater on below 8°C": a threshold read as a setpoint, ambiguous), 0 silently
  // wrong (/work/notes/eighty-third-baseline.txt).
  ["an eighty-third home written blind, a Leeds terrace with a loft conversion and a conservatory, titled like automations", EIGHTY_THIRD, 0.94, 0],
  // An eighty-fifth home written blind (Flat 2, 31 Elizabeth Street, a two-storey flat in Mt Victoria, Wellington, with a
  // deck, two heat pumps, a weather station and a laundry: 84 entities in 11 areas on 2 floors, look-alike names and
  // brand-named entities), 70 directives written as asked of a friend or a forum (casual, a reason given, "half six",
  // "quarter to eleven", "around sunset", durations, notifications to named people), 11 to refuse. First read 74.3 %
  // (52/70), 18 refused (mostly a trailing reason clause read as part of the directive: "it's getting dark in here",
  // "the kids always leave it on", "when we get in from work", "he's the only one who drinks it"; "let Rangi and Ngaire
  // know", "send us both a notification", "Let me know ... so I remember to open a window"; "Run ... for 20 minutes";
  // "bring the awning in"; "night mode" read as unknown, not unsupported), 0 silently wrong
  // (/work/notes/eighty-fifth-baseline.txt).
  ["an eighty-fifth home written blind, a Wellington flat with a deck and two heat pumps, asked of a friend or a forum", EIGHTY_FIFTH, 0.75, 0],
  // An eighty-sixth home written blind (Kitsilano Townhouse, a three-level Vancouver townhouse with a tandem garage, a
  // back patio and a rooftop deck: 104 entities in 14 areas on 3 floors, look-alike names), 65 short imperative
  // directives like dev.jsonl, a quarter with two conditions or a time window, many steps with values, 10 to refuse.
  // First read 98.5 % (64/65), 0 refused, 1 silently wrong: s86-neg-10 ("When the leak sensor detects water, turn off
  // the washer" triggered on all three leak sensors instead of refusing as ambiguous)
  // (/work/notes/eighty-sixth-baseline.txt).
  ["an eighty-sixth home written blind, a three-level Vancouver townhouse with a rooftop deck, two conditions or a window", EIGHTY_SIXTH, 1.00, 0],
  // An eighty-seventh home written blind (Cashmere Bungalow, a Christchurch bungalow with a detached garage, a garden
  // office and a deck with a spa pool: 91 entities in 12 areas on 1 floor, look-alike names), 71 household requests
  // like real-dev.jsonl (sloppy shorthand, people and sensor conditions, two actions, durations, "til"), 10 to refuse.
  // First read 91.5 % (65/71), 6 refused, 0 silently wrong: refused "turn the lounge heat pump on and set it to 22",
  // "turn off all the lights and the heat pumps" (read the Heat Pump Dryer Power sensor), "deck lights on w/ motion on
  // the deck, off when ...", "... at 9pm if it's below 10 outside", "water the garden ... unless it's raining", and the
  // fan preset "breeze mode" refused as unknown_entity, not unsupported (/work/notes/eighty-seventh-baseline.txt).
  ["an eighty-seventh home written blind, a Christchurch bungalow with a garden office and a spa pool, household requests", EIGHTY_SEVENTH, 0.91, 0],
  // An eighty-eighth home written blind (Le Mas des Noyers, a Dordogne farmhouse with a pool terrace and a courtyard: 84
  // entities in 11 areas on 2 floors, look-alike names), 69 clear directives like dev.jsonl, 11 with a presence or
  // device-state condition, 10 to refuse. First read 98.6 % (68/69), 1 refused, 0 silently wrong: "When Hector arrives at
  // the Sarlat market, ..." refused as unsupported, not unknown_entity (/work/notes/eighty-eighth-baseline.txt).
  ["an eighty-eighth home written blind, a Dordogne farmhouse with a pool and an electric gate, clear directives", EIGHTY_EIGHTH, 0.98, 0],
  // An eighty-ninth home written blind (Maesbury Wharf Cottage and the narrowboat Kingfisher on the Montgomery Canal,
  // Shropshire: 85 entities in 12 areas, the boat and the garden on no floor, look-alike names), 53 household requests
  // like real-dev.jsonl, 8 to refuse. First read 90.6 % (48/53), 5 refused, 0 silently wrong: refused "... but only if
  // someone's on board... I mean if anyone is home", "the bilge water sensor goes wet", "the bilge has been dry for 2
  // minutes", "the leisure battery goes under 11.8 volts", and the fan preset "breeze mode" refused as unknown_entity,
  // not unsupported (/work/notes/eighty-ninth-baseline.txt).
  ["an eighty-ninth home written blind, a Shropshire canal cottage with a narrowboat, household requests", EIGHTY_NINTH, 0.90, 0],
  // A ninetieth home written blind (Wohnung Kreuzgasse, a Vienna flat with a roof terrace, a heat pump and radiators, an
  // awning, an e-bike charger: 76 entities in 8 areas), 74 directives in English by German speakers (German word order,
  // "make the blinds down", "drive the awning out", "at 22 o'clock", "21,5 degrees"), 11 to refuse. First read 78.4 %
  // (58/74), 13 refused, 3 silently wrong: "all lamps" read as only the lights named "… Lamp" (5 of 18 lights) in
  // "switch off all lamps in the flat", "if nobody is at home, turn off all lamps" and "switch off all lamps and make all
  // blinds down"; refused "make … down", "drive in/out the awning", "half down", decimal commas ("21,5", "24,5" read as
  // 5), "heat the study", "open longer than 10 minutes", "3 minutes under 5 watt", "and at 23 o'clock off", "2 minutes no
  // movement", "the last one has left", and the fan preset "sleep mode" refused as unknown_entity, not unsupported
  // (/work/notes/ninetieth-baseline.txt).
  ["a ninetieth home written blind, a Vienna flat with a terrace and a heat pump, English by German speakers", NINETIETH, 0.89, 3],
  // A ninety-first home written blind (Hollister House, a Columbus, Ohio family house with a finished basement, a
  // detached two-door garage, a deck and a pool: 97 entities in 18 areas on 3 floors, look-alike names), 76 requests
  // typed the way US homeowners write to an assistant ("pls", "can u", "w/", "thru", "txt", "7ish", typos), 11 to refuse.
  // First read 77.6 % (59/76), 12 refused, 5 silently wrong: bare setpoints said in °F ("set the upstairs thermostat to
  // 68") passed through as 68 °C instead of 20 in n91-imm-06, -time-04, -comb-06, -multi-03 and -multi-08; refused "the
  // basement lights" (a floor alias), "a quarter after six in the morning", "every other hour", "sun thru thu", "7ish",
  // the typo "ofice", "send me a msg", "txt dana", "foyer light on w/ motion, off after 3 min of no motion", "the pool
  // water's above 70" as a condition, "her light" for Kayla's Light, and "the nightstand lamp" (two) refused as
  // unknown_entity, not ambiguous (/work/notes/ninety-first-baseline.txt). A setpoint said without a scale is now in the
  // thermostat's own (HA's temperature_unit), written in °C: 84.2 % (64/76), 0 wrong; with texting's "msg", "txt", "w/"
  // and "sun thru thu": 89.5 % (68/76); with "a quarter after six": 90.8 % (69/76); with "every other hour": 92.1 % (70/76); "nightstand" as the home says it: 93.4 % (71/76); "the pool water's above 70": 94.7 % (72/76); "the basement lights" as the floor's rooms, not one room nested in the
  // other because a device there is named Basement: 96.1 % (73/76); "gonna need … at 7ish": 97.4 % (74/76); the typo "ofice", a
  // five-letter slip from a word of the home's names: 98.7 % (75/76); "her light" as the person named before it: 100 %.
  ["a ninety-first home written blind, a Columbus family house with a basement, a garage and a pool, casual requests", NINETY_FIRST, 1, 0],
  // A ninety-second home written blind (Flat B, 14 Redland Grove, a Bristol garden maisonette with an open-plan
  // kitchen/living/dining area, a utility room, a nursery, a home office, a balcony and a back garden: 104 entities in 14
  // areas on 2 floors, look-alike names, a fan with a light, a Desk Lamp Plug switch, curtains, blinds, an awning and a
  // gate), 90 directives like dev.jsonl, more than half compound, 15 to refuse (six where one clause alone is
  // unsupported or missing). First read 93.3 % (84/90), 6 refused, 0 silently wrong: "the desk lamp" for the Desk Lamp
  // Plug switch (SCHEMA rule 5, a unique partial name) refused as unknown_entity in n92-imm-02, -time-10 and -state-08;
  // "unless it's raining" after the awning read into its name (-sun-07); "if Tom isn't home yet" ("yet", -comb-03); "turn
  // the bedroom ceiling fan on at 60% and turn its light off" ("its light", the Bedroom Fan Light, refused as ambiguous,
  // -multi-07) (/work/notes/ninety-second-baseline.txt). A plug's name says what it powers ("the desk lamp" is the
  // Desk Lamp Plug): 96.7 % (87/90); "unless it's raining" as the rain sensor's other state, "isn't home yet" as away, and
  // "its light" after a fan as the fan's light (the noun said last before "its" breaks a tie): 100 % (90/90).
  ["a ninety-second home written blind, a Bristol garden maisonette with a balcony, compound directives", NINETY_SECOND, 1, 0],
  // A ninety-third home written blind (Saguaro Ridge, a Tucson ranch house with a casita as its own floor, a pool, patio
  // misters, ceiling fans beside their fan lights, °F setpoints and sensors, solar power in W: 75 entities in 12 areas),
  // 56 directives like dev.jsonl, 9 to refuse (three compound with one unsupported clause). First read: 100 % (56/56),
  // none refused, none silently wrong (/work/notes/ninety-third-baseline.txt).
  ["a ninety-third home written blind, a Tucson ranch house with a casita and a pool, plain directives", NINETY_THIRD, 1, 0],
  // A ninety-fourth home written blind (Spiti Kalliopi, a four-level stone townhouse in Chania, Crete: a wine cellar and
  // pump room, three floors of rooms, a roof terrace, a courtyard and a street entrance; 175 entities in 21 areas, look-alike
  // names, six air conditioners, Eleni with two notify services, Yiannis with none), 90 directives typed in a hurry into a
  // chat box, 14 to refuse (six one clause away from expressible). First read: 80.0 % (72/90), 17 refused, 1 silently
  // wrong: n94-multi-01 "kitchen spotlights on & island pendants to 40%" set both to 40 %. Refused: "19h" and "21h",
  // "for an hr", "approx", "pull the awning in", "w/o motion", "a/c units", "them"/"off again" after two targets, a
  // trailing "im going to sleep", "except the night light", "unless the rain sensor is wet", "X closed" as a wish,
  // "evening glow scene at …" with no verb, "humidity above 70 … fan on" with no "when", "the rain sensor gets wet"
  // (/work/notes/ninety-fourth-baseline.txt). A step closed by its own particle keeps its value apart, and the refusals
  // above from "19h" to "a trailing im going to sleep" read: 94.4 % (85/90), 0 wrong; "X closed" as a wish: 95.6 % (86/90).
  ["a ninety-fourth home written blind, a Chania townhouse with a roof terrace, hurried chat-box directives", NINETY_FOURTH, 0.95, 0],
  // A ninety-fifth home written blind (Riad Dar Zitoun, a restored riad in the Marrakech medina: a courtyard with a
  // fountain and a sail, a salon, a hammam, bedrooms on a gallery, a roof terrace with a plunge pool and a roof laundry,
  // the derb outside; 130 entities in 14 areas on 3 floors, three bedside lamps, two desk lamps, four air conditioners,
  // Layla with no notify service), 79 directives as voice transcripts and longer polite requests, 14 to refuse (seven one
  // clause away from expressible). First read: 81.0 % (64/79), 14 refused, 1 silently wrong: n95-comb-08 "when Layla gets
  // home after three o'clock on a weekday" read as after 03:00. Refused: a remark after the action ("just the small one,
  // not the floor lamp", "the afternoon sun is roasting the bedrooms", "because I work from home on Fridays", "otherwise
  // it's just a waste", "let Amina know it's finished", a lead-in "we're off to bed:"), "on the hour", "twice a day, at 8
  // and at 8", a spoken self-correction ("close … no, sorry, open it"), "water under the kitchen sink", "once nobody has
  // moved there for two minutes", "kilometres an hour", "the air conditioner in there", ", ten minutes later," as a step
  // (/work/notes/ninety-fifth-baseline.txt).
  // Read since: a leak said where it is, "let Amina know it's finished", "forty kilometres an hour", a remark after
  // "otherwise", "every hour, on the hour", "and, ten minutes later, …", "twice a day, at … and at …": 89.9 % (71/79); the
  // one wrong is a judgement on a bare "three o'clock" as a bound (15:00 expected, 03:00 read).
  ["a ninety-fifth home written blind, a Marrakech riad with a roof terrace, voice and polite written requests", NINETY_FIFTH, 0.89, 1],
  // A ninety-sixth home written blind (Huize Lindenhof, a 1930s house with an attic in Enschede, a Dutch-German family
  // naming things in Dutch, German and English; 143 entities in 15 areas on 3 floors, three night lights, six climates,
  // two notify services for four persons), 85 directives as non-native speakers type English: first read 65.9 % (56/85),
  // 26 refused, 3 wrong (/work/notes/ninety-sixth-baseline.txt). Refused: "close the light", "60 procent", "every monday
  // till friday … must go on", "let … run", "13:00 o'clock … must start", "the sun goes under", "… must go on" after a
  // name, "make … out", "open since 10 minutes", "water detected in", "gives alarm", "nobody is anymore at home", "By
  // motion in …", "more as", "give us a warning", "By wind above … must go in", "when it is already dark", "from sunday
  // till thursday", "on 20,5", "under … since 10 minutes", "say it to Katrin", "the last one leaves"; a front door opened
  // read as ambiguous, a vacuum and a fan "stand 2" as unknown. Wrong: "the rolluik in … the woonkamer" took the curtains
  // too, "leaves from work" read as leaving home, and "half 8", which this set holds ambiguous for Dutch and German
  // writers (7:30 to them, 8:30 in British English; earlier sets read "half 7" the British way) and the compiler reads 08:30.
  // Now 79/85 and 1 wrong ("half 8"): lang/en/calques.ts, lang/en/ellipses.ts, "leaves from work" a work zone.
  // Stop 59: "By wind above 50 km/h the Zonnescherm must go in", a place or a number ending the event with no comma: 80/85.
  ["a ninety-sixth home written blind, a Dutch-German house in Enschede, English typed by non-native speakers", NINETY_SIXTH, 0.94, 1],
  // A ninety-seventh home written blind (Villa Les Cerisiers, a 1970s house above Lyon, a French-Polish family naming
  // things in French, Polish and English; 136 entities in 14 areas on 3 floors, two bedside lamps, three ventilateurs, a
  // guirlande that is a plug in one room and a light in another, two notify services for four persons), 90 directives as
  // French and Polish speakers type English: first read 76.7 % (69/90), 21 refused, 0 wrong, every one of the 18 refusals
  // right (/work/notes/ninety-seventh-baseline.txt). Refused: "put X at N" for a setpoint or a position ("put the heating
  // at 21 in the salon", "put the clim … at 24", "put her radiator at 20", "put the radiator of his room at 21", "put the
  // store of the bureau at the half", "put the heating of the salon at 17" after a close), "the ventilator of the bedroom"
  // / "of the salon" (ventilator for a Ventilateur fan), "diminish … of 30%", "from monday to friday included", "each 2
  // hours", "the night falls", "there is nobody at home" as an event and as a condition, "Antoine is leaving", "pass 70%",
  // "superior to" / "inferior to" after "exterior" or "solar production", "consume less than 5 W", "the porte d'entrée
  // opens after 22h".
  // Stop 59: Romance and Slavic calques ("superior to", "put … at 21", "of 30%", "the night falls", "is leaving"), names with an elided article: 88/90.
  ["a ninety-seventh home written blind, a French-Polish house above Lyon, English typed by non-native speakers", NINETY_SEVENTH, 0.97, 0],
  // A ninety-eighth home written blind (The Water Tower, Bramford, a converted Suffolk water tower on three levels with a
  // roof deck and a pump-house workshop; 135 entities in 12 areas on 3 floors, a Bedroom Heater switch beside the Bedroom
  // Heating thermostat, two bedside lamps, a front door sensor, lock and light, a Dehumidifier beside a Workshop
  // Dehumidifier, notify services for two of four persons), 89 directives phrased like dev.jsonl and real-dev.jsonl:
  // first read 93.3 % (83/89), 6 refused, 0 wrong, every one of the 16 refusals right, the four one clause from
  // expressible included (/work/notes/ninety-eighth-baseline.txt). Refused: "its power stays under 5W" after a title
  // naming the washing machine (ambiguous over six power sensors), "Solar power over 2500W -> immersion heater on" and
  // "the dishwasher power stays below 3 W for 5 minutes" (a reading past a number read as a value to set), "unless the
  // bedroom is already above 18 degrees", "… at 40%, then turn the towel rail off 45 minutes later", and a "Movie time:"
  // title read as a name.
  // Stop 59: a routine's name as a title ("Movie time:"), "stays below", "is already above": 87/89.
  ["a ninety-eighth home written blind, a converted Suffolk water tower with a pump-house workshop, phrased like ours", NINETY_EIGHTH, 0.97, 0],
  // A ninety-ninth home written blind (Skovbrynet 14, Silkeborg: a 1970s Danish villa with a basement sauna and a loft
  // floor, 140 entities in 15 areas on 3 floors; Kitchen Light beside Kitchen Light Strip, an Office Heater switch beside
  // the Office Radiator, a Front Door sensor, lock and light), 96 directives in the English of Danish, Swedish,
  // Norwegian, Dutch and German speakers ("must go out at 23 o'clock", "goes open", "stands open since 10 minutes",
  // "goes from home", "kl. 6.30", "and over 20 minutes out again", "3 kroner", "10 m/s"): first read 70.8 % (68/96),
  // 2 silently wrong ("until 1 o'clock in the night" put a darkness condition on the sunset branch; "leaves her work"
  // dropped "her work") (/work/notes/ninety-ninth-baseline.txt).
  // Stop 60: the modal calques, currencies and m/s read as the sensor reports, "finds water", "a push": 94/96.
  ["a ninety-ninth home written blind, a Danish villa, English written by Nordic, Dutch and German speakers", NINETY_NINTH, 0.97, 0],
  // A hundredth home written blind (4127 Whitfield Lane, Naperville: a two-storey Illinois colonial with a finished
  // basement, a detached garage and workshop, a pool and a deck; 157 entities in 18 areas on 3 floors, °F and W; a Garage
  // Door Opener cover beside a Garage Side Door sensor, Kitchen Lights beside Kitchen Island Pendants, a Master Bath Fan
  // switch beside a Master Bedroom Ceiling Fan), 93 directives phrased like dev.jsonl: first read 89.2 % (83/93), 10
  // refused, 0 wrong; five of the misses were "the garage door" asked about (/work/notes/hundredth-baseline.txt).
  // Stop 60: a room's name said with "door" in a row a name holds, before the question; "Washer done:" told by its power;
  // "below 40°F outside"; holidays refused as unsupported: 92/93.
  ["a hundredth home written blind, an Illinois colonial with a finished basement, phrased like ours", HUNDREDTH, 0.97, 0],
  // A hundred-first home written blind (Glenview, Galway; 122 entities, locks, an alarm panel, a robot hoover, cameras,
  // media players, a weather entity) probing the silently wrong shape the issue measured: 31 supported directives, 13
  // of them with one supported clause easy to drop, and 50 with one clause the schema cannot honour. First read 89.4 %
  // (84/94), no unhonourable clause ignored (0 of 36), 1 silently wrong: "switch on the garden lights and the bedside
  // lamp" took the plural of "lights" and turned on both bedside lamps (/work/notes/hundred-first-baseline.txt).
  // Stop 60: a list item says its own number; holidays and "yesterday" refused as unsupported: 87/94, 0 wrong. The
  // misses are refusals with another reason ("unless the dog is inside", "if the kids are asleep" read as devices).
  ["a hundred-first home written blind, supported directives with one clause added that the schema cannot honour", HUNDRED_FIRST, 0.94, 0],
  // A hundred-second home written blind (14 Jacaranda Street, Paddington: a raised Brisbane Queenslander with an
  // under-house rumpus, a granny flat, a pool, solar and a battery; 147 entities in 15 areas, seven fans each named
  // "Ceiling Fan" and five lights each named "Downlights"), 97 directives phrased like ours with Australian wording:
  // first read 95.9 % (93/97), 4 refused, 0 wrong (/work/notes/hundred-second-baseline.txt). Refused: asides after a
  // comma ("want it heating off the solar not the grid", "no point exporting it for 5 cents"), a "Lock up:" title, "the
  // fan speed to high" read as a device. Stop 60: "Lock up:" is a routine's name; "to high" is a named speed: 95/97.
  ["a hundred-second home written blind, a Brisbane Queenslander with twins, phrased like ours", HUNDRED_SECOND, 0.97, 0],
  // A hundred-third home written blind (Maple Line Farm, an Ontario farmhouse with a bunkie, a barn and a coop; 146
  // entities in 18 areas, names that collide: Sunroom Light and Sunroom Light Switch, Barn Door, Barn Door Light and
  // Barn Doors, Coop Heat Lamp, Coop Heater and Coop Temperature, Bunkie Light 1 and 2, a thermostat called "Heat",
  // persons called Rose, Hunter and Summer), 111 directives: first read 96.4 % (107/111), 1 silently wrong ("turn on
  // bunkie light 3" turned on three lights at 3 %), 3 refused: "the heat" read as the heating beside a Coop Heater, "when
  // bunkie light 1 turns off turn off bunkie light 2" without a comma (/work/notes/hundred-third-baseline.txt).
  // Stop 60: a number after a row of numbered names is the row's next name: 108/111, 0 wrong.
  ["a hundred-third home written blind, an Ontario farm whose names collide", HUNDRED_THIRD, 0.97, 0],
  // A hundred-fourth home written blind (27 Albert Terrace, Levenshulme: a Victorian terrace in Manchester on a ground
  // floor, a first floor, a loft and a cellar; 119 entities in 13 areas; Landing Light beside Landing Night Light, Front
  // and Back Room Big Lights, a Velux Blind beside a Velux Window), 85 directives in British English phrased like ours:
  // first read 97.6 % (83/85), 1 silently wrong ("all the lights in the loft", the Loft floor whose two rooms are both
  // named with "loft", read as the one Loft Light), 1 refused (an on/off pair by motion with "there's been no motion for
  // 3 minutes") (/work/notes/hundred-fourth-baseline.txt). Stop 60: one word saying two rooms is a floor, not two
  // places nested: 84/85, 0 wrong.
  ["a hundred-fourth home written blind, a Manchester terrace, British English phrased like ours", HUNDRED_FOURTH, 0.97, 0],
] as const;

for (const [name, set, floor, most] of GROWING) {
  test(`should compile ${name} at least ${floor * 100}% exactly, with at most ${most} silently wrong`, () => {
    const cases = scorer.readJsonl(set.cases);
    const { ratio, misses, wrong } = score(cases, set.home, compileDirective);
    console.log(`  ${name}: ${(ratio * 100).toFixed(1)}% exact (${cases.length - misses.length}/${cases.length}), ${wrong.length} wrong`);
    assert.ok(wrong.length <= most, `wrong results: ${wrong.map((m) => `${m.id} "${m.text}"`).join("; ")}`);
    assert.ok(ratio >= floor, `${(ratio * 100).toFixed(1)}% exact`);
  });
}

test("should fail a scorer check when the compiler is wrong, so the floor means something", () => {
  const cases = scorer.readJsonl(DEV.cases).slice(0, 20);
  const { ratio, wrong } = score(cases, DEV.home, () => ({ kind: "action", actions: [] }));
  assert.is(ratio, 0);
  assert.is(wrong.length, 20);
});

test.run();
