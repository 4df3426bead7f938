/** How English says an action part's steps (directive/plan.ts): "turn the hall and porch lights off, then the fan on". */
import type { PlanWords } from "../plan-shape.ts";

export const PLAN_WORDS = {
  splitActions: /\s*,\s*(?:and then |and |then )?|\s+(?:and then|then|and also|and|as well as|plus)\s+/,
  connective: /^(?:and|then|also)$/,
  sequenced: /\bthen\W*$/,
  particleLast: /^(turn|switch) ((?:(?!\b(?:on|off|then|and turn|and switch)\b)[^,])+?) (on|off)\b(?! (?:heat|cool|auto|dry|fan only)\b)/,
  valueInTargets: /\bto\b|\d/,
  nextStep: /^(?:,| and)/,
  bothStates: /\b(?:on or off|off or on|up or down|down or up|open or close|close or open)\b/,
  and: "and",
  opensOnlyWhenTold: /\b(?:door|gate)s?\b/,
  openOrder: /^(?:please )?(?:open|raise|lift|roll up|pull up)\b|\bup$/,
  sceneFraming: /\b(?:it is|time for|let us|lets|now)\b/g,
  verbBeforeObject: /^(\p{L}+) (?:the|a|an|my|our|your|me|us|him|her|them|some)\b/u,
  articles: /\b(?:the|a|an)\b/g,
  wordFirst: /^(?!(?:the|a|an|my|our|all|every|both)\b)\p{L}+ \S/u,
} satisfies PlanWords;
