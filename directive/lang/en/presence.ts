/**
 * How English says who is home, comes or goes (directive/presence.ts): "Bob comes home", "nobody is home", "when both
 * Tamsin and Ossian have left", and what presence cannot say yet ("anyone but Bob", "two of us").
 */
import type { PresenceWords } from "../types.ts";

export const PRESENCE_WORDS = {
  first: /\bfirst (?:one )?(?:someone|of us|of them|one|person|family member|member|resident|to (?:arrive|get home|come home))\b|\b(?:home|back|arrives?) to an empty (?:house|home|flat|apartment)\b/,
  excepting: /\b(?:but|except|excluding|without|other than|apart from|besides|alone|on (?:his|her|their|my|our) own)\b|\b(?:only|just) (?!(?:got|gets?|came|comes?|arrived|arrives?|left|leaves?|went|gone|returned|now)\b)(?=\w)|\bthe only\b|\bwith \w+ (?:out|away|gone|not home|not at home|at work)\b|\bwith no (?!one\b)\w+/,
  counted: /\b(?:\d+|two|three|four) or more\b|\b(?:any )?(?:\d+|two|three|four) (?:people|persons|of us|of them)\b|\bat least (?:\d+|two|three|four) (?:people|persons|of us|of them)\b|\bmore than (?:one|\d+) (?:person|people|of us)\b/,
  anyoneBut: /\b(?:anyone|anybody|someone|somebody) (?:but|except|other than|apart from|besides)\b/,
  arriving: ["comes", "come", "gets", "get", "arrives", "arrive", "arriving", "returns", "return", "is back", "gets back", "comes back", "enters", "enter", "reaches"],
  homeward: ["home", "back", "arrives", "arrive", "arriving"],
  leaving: ["leaves", "leave", "left", "goes out", "gone", "went out", "departs", "depart", "departed", "is away", "are away"],
  together: ["both", "all", "the last of us", "the second of us", "the two of us"],
  household: ["we", "us", "people", "the family", "family"],
  allAway: ["are away"],
  two: ["both", "the two of us", "the second of us"],
  someone: ["anyone", "anybody", "someone", "somebody"],
  everyone: [
    "everyone", "everybody", "nobody", "no one", "all of us", "the last person", "the whole family", "whole family",
    "the whole household", "whole household", "all of the family", "family is all", "family are all",
  ],
  atHome: /\b(?:is|are) (?:both |all )?(?:at )?home\b/,
  notHome: /\b(?:is|are) not (?:at )?home\b|\bis away\b|\bare away\b|\bis out\b|\bnobody is home\b|\bno one is home\b/,
  elsewhere: /\b(?:(?:leaves?|left)(?: from)?|arrives? at|arriving at|gets? to|reaches|is at|are at) (?!home\b|the house\b|the home\b|our house\b|the flat\b|the apartment\b)(?:the |his |her |their |my |our )?(work|office|school|gym|church|university|college|store|shop|airport|station|[a-z]+'s(?: house| place)?)\b/,
  towards: /\b(?:arrives?|arriving|gets?|reaches|is|are) (?:at|to)\b/,
  partly: /\bnot (?:everyone|everybody|all of us)\b|(?<!\blast )\bone of us\b/,
  along: /\b(?:together |along )?with\b/,
  thirdPerson: ["she", "he"],
  speaker: /^(?:(?:and|or|if|when|but) )?i (?:come|get|arrive|leave|am|go|return)\b/,
  stranger: /^(?:(?:and|or|if|when|but) )?(\w+) (?:comes? home|gets? home|arrives?|leaves?|is home|is not home|is away|returns?)\b/,
  notAName: ["it", "he", "she", "they", "we", "i", "you", "the", "there", "motion", "someone"],
  // As said: "nobody" at a word's start or "no one" at a word's end.
  nobody: /\bnobody|no one\b/,
  either: ["or", "either"],
  each: ["both", "all", "each", "every one"],
  plural: ["are", "have", "get", "arrive", "come", "return"],
} satisfies PresenceWords;
