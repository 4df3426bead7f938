/** The directive compiler: English directives to Home Assistant automations, resolved against a home. */
export { compileDirective, prepareHome, type PreparedHome } from "./compile.ts";
export { homeProblem } from "./home.ts";
export { toYaml, type YamlOptions } from "./yaml.ts";
export type { Action, Area, Condition, Entity, ErrorReason, Floor, Home, NotifyService, Option, Result, Trigger } from "./types.ts";
export { describe } from "./describe.ts";
export { NOTIFY_DATA, SERVICES } from "./services.ts";
