/** Capabilities outside the alpha, by the words that name them; the refusal says "<what> are not supported". */
import type { Unsupported } from "../types.ts";

export const UNSUPPORTED: readonly Unsupported[] = [
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
  { words: ["holidays", "public holiday", "bank holiday", "school holiday", "school holidays", "national holiday"], what: "Holiday calendars" },
  { words: ["yesterday", "tomorrow", "next week", "next month", "next monday", "next tuesday", "next wednesday", "next thursday", "next friday", "next saturday", "next sunday"], what: "One-off dates (tomorrow, next week)" },
  { words: ["on low", "on high", "on medium", "to low", "to high", "to medium", "low speed", "high speed", "medium speed", "low setting", "high setting", "boost mode", "preset", "presets", "eco mode", "eco preset", "on boost", "on turbo", "turbo mode", "on eco", "on sleep", "sleep mode", "night mode", "silent mode", "silence mode", "quiet mode", "on natural", "natural mode", "comfort mode", "frost protection"], what: "Named speeds and presets (low, high, eco, sleep)" },
  { words: ["rotation", "oscillate", "oscillates", "oscillating", "oscillation", "swing mode"], what: "Fan oscillation and swing modes" },
  { words: ["than inside", "than outside", "than indoors", "than outdoors", "than it is inside", "than it is outside", "average", "difference between", "temperature difference"], what: "Comparisons between two sensors" },
  { words: ["on the way home", "on the way back", "on my way home", "on our way home", "on their way home", "on her way home", "on his way home", "getting close", "getting closer", "gets close", "nearby", "distance from home", "miles from home", "mile from home", "km from home", "kilometres from home", "kilometers from home", "proximity"], what: "Distances from home (proximity, “on the way home”)" },
  { words: ["slowly", "gradually", "fade", "fades", "fading", "fade in", "fade out"], what: "Transitions (a light fading over time)" },
  { words: ["flash", "flashes", "flashing", "blink", "blinks", "blinking", "strobe", "strobing"], what: "Light effects (flashing, blinking)" },
  { words: ["cheap", "cheapest", "expensive", "most expensive"], what: "Price conditions without a number (cheap, cheapest)" },
  { words: ["random", "randomly", "randomised", "randomized"], what: "Random times (a presence simulation)" },
  { words: ["sunny", "cloudy", "overcast", "weather forecast", "forecast"], what: "Weather conditions" },
];
