/** Request and response schemas for every route (validated with coercion off, unknown fields refused). */
import { countRanges, entityTypes, experiences, otherPrefix } from "../content/alpha-form.ts";
import { planIds } from "../content/plans.ts";

// Every string is an enum or a pattern excluding control characters (PostgreSQL text cannot hold NUL; the
// others have no business in an address and would reach an operator's terminal) and unpaired surrogates
// (UTF-8 cannot encode them: they would be stored as U+FFFD, or fail in jsonb). Ajv compiles with the u flag.
const char = "[^\\s@\\p{Cc}\\p{Cs}]";
const email = { type: "string", minLength: 3, maxLength: 254, pattern: `^${char}+@${char}+\\.${char}+$`, must: "a valid e-mail address" } as const;
// The alpha form's choices come from the same list the form renders (content/alpha-form.ts).
const RANGES = ["", ...countRanges];
const EXPERIENCES = ["", ...experiences.map((e) => e.value)];
const quoted = (values: readonly string[]) => values.filter(Boolean).map((v) => `"${v}"`).join(", ");
const range = { type: "string", enum: RANGES, must: `one of ${quoted(RANGES)} or ""` } as const;

export const ENTITY_TYPES = entityTypes.map((e) => e.value).filter((v) => v !== "other");

export const errorBody = {
  type: "object",
  required: ["error"],
  properties: { error: { type: "string" } },
} as const;

const errors = { "4xx": errorBody, "5xx": errorBody } as const;

export const registerSchema = {
  body: { type: "object", additionalProperties: false, required: ["email"], properties: { email } },
  response: { "2xx": { type: "object", required: ["success"], properties: { success: { type: "boolean" } } }, ...errors },
} as const;

export const apiKeySchema = {
  response: {
    200: {
      type: "object",
      required: ["success", "api_key", "last_used_at"],
      properties: { success: { type: "boolean" }, api_key: { type: "string" }, last_used_at: { type: ["string", "null"] } },
    },
    ...errors,
  },
} as const;

export const subscriptionSchema = {
  response: {
    200: {
      type: "object",
      required: ["status", "plan", "currentPeriodEnd"],
      properties: {
        status: { type: "string", enum: ["active", "inactive", "expired"] },
        plan: { type: ["string", "null"], enum: [...planIds, null] },
        currentPeriodEnd: { type: ["string", "null"] },
      },
    },
    ...errors,
  },
} as const;

export const alphaSchema = {
  body: {
    type: "object",
    additionalProperties: false,
    required: ["email"],
    properties: {
      email,
      experience: { type: "string", enum: EXPERIENCES, must: `one of ${quoted(EXPERIENCES)} or ""` },
      automationsCount: range,
      devicesCount: range,
      entityTypes: {
        type: "array",
        maxItems: 6,
        uniqueItems: true,
        must: `an array of distinct values from ${ENTITY_TYPES.join(", ")} or "${otherPrefix}<text>" (text up to 200 characters)`,
        items: {
          type: "string",
          pattern: `^(${ENTITY_TYPES.join("|")}|${otherPrefix}[^\\p{Cc}\\p{Cs}]{0,200})$`,
          must: `one of ${ENTITY_TYPES.join(", ")} or "${otherPrefix}<text>" (text up to 200 characters)`,
        },
      },
    },
  },
  response: { 200: { type: "object", required: ["success"], properties: { success: { type: "boolean" } } }, ...errors },
} as const;

export const healthSchema = {
  response: { 200: { type: "object", required: ["status"], properties: { status: { type: "string" } } }, ...errors },
} as const;

const shortText = (max: number) => ({ type: "string", maxLength: max, pattern: "^[^\\p{Cc}\\p{Cs}]*$" }) as const;
const nullable = (max: number) => ({ type: ["string", "null"], maxLength: max }) as const;

/** POST /v1/compile: a directive and the home it is resolved against (home.json's shape). */
export const compileSchema = {
  body: {
    type: "object",
    additionalProperties: false,
    required: ["text", "home"],
    properties: {
      text: { ...shortText(500), minLength: 1, must: "the directive as text of 1 to 500 characters" },
      home: {
        type: "object",
        required: ["areas", "entities"],
        must: "an object with areas and entities lists, as in the API README",
        properties: {
          areas: {
            type: "array",
            maxItems: 200,
            must: "a list of at most 200 areas, each with area_id, name and optional aliases",
            items: {
              type: "object",
              required: ["area_id", "name"],
              properties: { area_id: shortText(100), name: shortText(200), aliases: { type: "array", maxItems: 20, items: shortText(200) } },
            },
          },
          entities: {
            type: "array",
            maxItems: 500,
            must: "a list of at most 500 entities, each with entity_id, name, domain, area and optional device_class",
            items: {
              type: "object",
              required: ["entity_id", "name"],
              properties: { entity_id: { type: "string", pattern: "^[a-z_]+\\.[a-z0-9_]+$", maxLength: 255 }, name: shortText(200), domain: shortText(50), area: nullable(100), device_class: nullable(50) },
            },
          },
        },
      },
    },
  },
  response: { 200: { type: "object", required: ["result", "yaml"], properties: { result: { type: "object", additionalProperties: true }, yaml: { type: "string" } } }, ...errors },
} as const;
