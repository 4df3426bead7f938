/**
 * How English says when a directive runs: repeats ("every 15 minutes"), the sun ("30 minutes before sunset", "after
 * dark") and the clock ("between 9 and 11", "at 10pm and 6am"). directive/schedule.ts pairs each rule with what it adds.
 */
import type { ScheduleRules, ScheduleWordings } from "../schedule-shape.ts";
import { CLOCK_TIME, DAY, DURATION, MOMENT_SAID, SUNRISE_SAID, SUNSET_SAID } from "./clock.ts";
import { PARTS_OF_DAY } from "./day-parts.ts";

const [SUNSET, SUNRISE] = [SUNSET_SAID, SUNRISE_SAID];
/** The sun's moment, its word in group 1. */
const SUN = `(?:the )?(${SUNSET}|${SUNRISE})`;
/** A number that is a level, an amount or a duration, not a clock time. */
const NOT_A_TIME = String.raw`(?! ?(?:percent|degrees|minutes?|mins?|hours?|seconds?|lux|days?|times?|people|%))`;
const TIME = `(${CLOCK_TIME})\\b${NOT_A_TIME}`;

const RULES: ScheduleRules = {
  everyN: new RegExp(`\\bevery (\\d+) ?(minutes?|mins?|hours?|hrs?|seconds?)\\b`),
  everyOne: /\bevery (?:single )?(hour|minute)\b|\bhourly\b/,
  dark: new RegExp(`\\bbetween (?:${SUNSET}) and (?:${SUNRISE})\\b|\\b(?:after|once it is|when it is|while it is|if it is|it is) dark\\b|\\b(?:at|in the|during the) night\\b|\\bthe sun is down\\b|\\bthe sun has set\\b`),
  light: new RegExp(`\\bbetween (?:${SUNRISE}) and (?:${SUNSET})\\b|\\b(?:while|when|if|and|as long as) the sun is (?:up|out|shining)\\b|\\bduring daylight\\b|\\bin daylight\\b|\\bwhile it is light\\b|\\bit is light\\b`),
  sunOffsetWhile: new RegExp(`(?:,?\\s*\\bbut )?\\b(?:only )?(?:if|while|when|as long as) it is (?:more than |over |at least )?${DURATION} (after|before) ${SUN}\\b`),
  sunOffsetFrom: new RegExp(`\\b(?:from|since) ${DURATION} (before|after|prior to) ${SUN}\\b(?! (?:to|until|till|and)\\b)`),
  sunOffsetAt: new RegExp(`(?<!\\b(?:between|from|since|until|till|and) )\\b${DURATION} (before|after|past|prior to) ${SUN}\\b`),
  sunSide: new RegExp(`\\b(after|before) (?:${SUN})\\b`),
  atSun: new RegExp(`\\b(?:at|on|by|around|when|as soon as|once|whenever) ${SUN}\\b|^${SUN}\\b|\\b${SUN}$`),
  clockWindow: new RegExp(`\\b(?:between|from) ${TIME} (?:and|to|until|till) ${TIME}`),
  clockToSun: new RegExp(`\\bbetween ${TIME} and ${SUN}\\b`),
  sunToClock: new RegExp(`\\bbetween ${SUN} and ${TIME}`),
  clockToClock: new RegExp(`\\b${TIME} (?:to|until|till) ${TIME}`),
  clockSide: new RegExp(`\\b(after|before|until|till) ${TIME}`),
  // Never "at 10pm and 21 at 6am", where 21 is another clause's value.
  atClocks: new RegExp(`\\b(?:at|by|around) ${TIME}((?:(?:,| and|, and) ${TIME}(?! at\\b))*)`),
  clockAlone: /\b(\d{1,2}(?::\d{2}(?:am|pm)?|am|pm))(?! ?(?:percent|degrees))/,
};

export const SCHEDULE_WORDINGS: ScheduleWordings = {
  time: TIME,
  clockSaid: new RegExp(`\\b(?:at|between|from|until|till|after|before|by|around) ${TIME}|\\d:\\d{2}|\\d(?:am|pm)\\b`),
  sunset: SUNSET,
  sides: { before: "before", "prior to": "before", until: "before", till: "before", after: "after", past: "after" },
  rules: RULES,
  weekdays: new RegExp(`\\b(?:(?:on|every|each|from) )?(?:the )?${DAY}(?:(?:,| and| or|, and| to| through| thru| until|,? ?&) (?:on )?${DAY})*(?: (?:nights?|evenings?|mornings?|afternoons?))?\\b`),
  daysBetween: new RegExp(`\\b(?:at|by) ${MOMENT_SAID} (?:on |every )?(?:the )?(?:weekdays|weekends|workdays|${DAY}(?:(?:,| and| or| to) ${DAY})*),? and (?:at |by )?${MOMENT_SAID}(?![:\\d]| ?[ap]m\\b| (?:on|at|every|the|weekdays|weekends|workdays|${DAY})\\b)`),
  nights: /\bnights?\s*$/,
  parts: PARTS_OF_DAY,
};
