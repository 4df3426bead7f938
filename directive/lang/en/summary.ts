/** English words of describe()'s plain-language summary (directive/describe.ts): the verbs, days and data. */
import type { Operation } from "../../domains.ts";

export const OPERATION_WORDS: Record<Operation, string> = { on: "turn on", off: "turn off", toggle: "toggle", open: "open", close: "close", stop: "stop" };

export const DAYS: Record<string, string> = { mon: "Monday", tue: "Tuesday", wed: "Wednesday", thu: "Thursday", fri: "Friday", sat: "Saturday", sun: "Sunday" };
export const DAY_SETS: Record<string, string> = { "mon,tue,wed,thu,fri": "on weekdays", "sat,sun": "on weekends" };

/** The words that follow an action's target, one per data key. */
export const DATA: Record<string, (v: number | string) => string> = {
  brightness_pct: (v) => ` at ${v} % brightness`,
  color_name: (v) => ` in ${v}`,
  color_temp_kelvin: (v) => ` at ${v} K`,
  position: (v) => ` to ${v} % open`,
  temperature: (v) => ` to ${v} °C`,
  hvac_mode: (v) => ` to ${String(v).replace(/_/g, " ")} mode`,
  percentage: (v) => ` to ${v} % speed`,
};
