/** What a home exposes: Home Assistant's area and entity registries, as the integration sends them. */
export interface Area {
  area_id: string;
  name: string;
  aliases?: readonly string[];
}

export interface Entity {
  entity_id: string;
  name: string;
  domain: string;
  area: string | null;
  device_class?: string | null;
}

export interface Home {
  name?: string;
  description?: string;
  areas: readonly Area[];
  entities: readonly Entity[];
}

export type Trigger =
  | { trigger: "time"; at: string }
  | { trigger: "sun"; event: "sunrise" | "sunset"; offset?: string }
  | { trigger: "state"; entity_id: string[]; from?: string; to?: string; for?: string }
  | { trigger: "numeric_state"; entity_id: string[]; above?: number; below?: number; for?: string }
  | { trigger: "time_pattern"; hours: string; minutes: string; seconds: string };

export type Condition =
  | { condition: "time"; after?: string; before?: string; weekday?: string[] }
  | { condition: "state"; entity_id: string[]; state: string }
  | { condition: "numeric_state"; entity_id: string[]; above?: number; below?: number }
  | { condition: "sun"; after?: "sunrise" | "sunset"; before?: "sunrise" | "sunset" };

export type Action =
  | { action: string; target: { entity_id: string[] }; data?: Record<string, number | string> }
  | { delay: string };

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
  ) {}
}
