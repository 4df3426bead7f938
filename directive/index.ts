/** The directive compiler: English directives to Home Assistant automations, resolved against a home. */
export { compileDirective, prepareHome, type PreparedHome } from "./compile.ts";
export { homeProblem } from "./home.ts";
export { toYaml, type YamlOptions } from "./yaml.ts";
export type { Action, Area, Condition, Entity, ErrorReason, Floor, Home, NotifyService, Option, Result, Trigger } from "./types.ts";
export { describe } from "./describe.ts";
// SCHEMA v2's shape check (schema.ts) and the services table (services.ts) are imported from their own modules by
// the places that write into a home (the API, the card): the compiler is valid by construction, which the properties hold.
