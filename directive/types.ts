/** What a home exposes: Home Assistant's area and entity registries, as the integration sends them. */
export interface Area {
  area_id: string;
  name: string;
  aliases?: readonly string[];
  /** The floor the area is on; null for a garden or yard (SCHEMA §4). */
  floor?: string | null;
}

export interface Floor {
  floor_id: string;
  name: string;
  aliases?: readonly string[];
}

/** A notify service the home lists, and whose phone it reaches (SCHEMA §3.3). */
export interface NotifyService {
  service: string;
  name?: string;
  person?: string | null;
}

export interface Entity {
  entity_id: string;
  name: string;
  domain: string;
  area: string | null;
  device_class?: string | null;
  /** The unit a sensor reports in (HA's unit_of_measurement): "kW", "°F"; a threshold said in another unit is converted. */
  unit_of_measurement?: string | null;
  /** A thermostat's modes (HA's hvac_modes): "the cellar heater" is none that only cools. */
  hvac_modes?: readonly string[] | null;
  /** A thermostat's scale, "°C" or "°F" (HA's temperature_unit): a setpoint said without one is in it. */
  temperature_unit?: string | null;
  /** A thermostat's range in its scale (HA's min_temp, max_temp); a setpoint outside it is refused. */
  min_temp?: number | null;
  max_temp?: number | null;
}

export interface Home {
  name?: string;
  description?: string;
  floors?: readonly Floor[];
  areas: readonly Area[];
  entities: readonly Entity[];
  services?: readonly NotifyService[];
}

/** Every trigger may carry an `id`, which a `choose` option names (SCHEMA §3.1). */
export type Trigger = (
  | { trigger: "time"; at: string }
  | { trigger: "sun"; event: "sunrise" | "sunset"; offset?: string }
  | { trigger: "state"; entity_id: string[]; from?: string; to?: string; for?: string }
  | { trigger: "numeric_state"; entity_id: string[]; above?: number; below?: number; for?: string }
  | { trigger: "time_pattern"; hours: string; minutes: string; seconds: string }
) & { id?: string };

export type Condition =
  | { condition: "time"; after?: string; before?: string; weekday?: string[] }
  | { condition: "state"; entity_id: string[]; state: string }
  | { condition: "numeric_state"; entity_id: string[]; above?: number; below?: number }
  | { condition: "sun"; after?: "sunrise" | "sunset"; before?: "sunrise" | "sunset"; after_offset?: string; before_offset?: string }
  | { condition: "trigger"; id: string };

/** One option of a `choose`: the trigger condition (then any of its own) and what it runs. */
export interface Option {
  conditions: Condition[];
  sequence: Action[];
}

export type Action =
  | { action: string; target: { entity_id: string[] }; data?: Record<string, number | string> }
  | { action: string; data: { message: string } }
  | { delay: string }
  | { choose: Option[] };

export type ErrorReason = "unknown_entity" | "unsupported" | "ambiguous";

/** SCHEMA.md's canonical result: do it now, an automation, or a refusal a person can act on. */
export type Result =
  | { kind: "action"; actions: Action[] }
  | { kind: "automation"; triggers: Trigger[]; conditions: Condition[]; actions: Action[] }
  | { kind: "error"; reason: ErrorReason; message: string };

/** Thrown inside the compiler only; compileDirective turns it into an error result. */
export class Refusal {
  constructor(
    readonly reason: ErrorReason,
    readonly message: string,
    /** Said of the words themselves, so no other reading of them (event-first.ts) may answer instead. */
    readonly final = false,
  ) {}
}

/** A step that names no device ("it", "off at 7:30"): a title may be what it is about ("Towel rail: on at 6:00"). */
export class Unnamed extends Refusal {
  constructor(message: string) {
    super("ambiguous", message);
  }
}
