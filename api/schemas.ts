/** Request and response schemas for every route (validated with coercion off, unknown fields refused). */
import { countRanges, entityTypes, experiences, otherPrefix } from "../content/alpha-form.ts";
import { planIds } from "../content/plans.ts";

// Every string is an enum or a pattern excluding control characters (PostgreSQL text cannot hold NUL; the
// others have no business in an address and would reach an operator's terminal) and unpaired surrogates
// (UTF-8 cannot encode them: they would be stored as U+FFFD, or fail in jsonb). Ajv compiles with the u flag.
const char = "[^\\s@\\p{Cc}\\p{Cs}]";
const email = { type: "string", minLength: 3, maxLength: 254, pattern: `^${char}+@${char}+\\.${char}+$` } as const;
// The alpha form's choices come from the same list the form renders (content/alpha-form.ts).
const RANGES = ["", ...countRanges];
const EXPERIENCES = ["", ...experiences.map((e) => e.value)];
const range = { type: "string", enum: RANGES } as const;
const quoted = (values: readonly string[]) => values.filter(Boolean).map((v) => `"${v}"`).join(", ");

export const ENTITY_TYPES = entityTypes.map((e) => e.value).filter((v) => v !== "other");

/** Field (or "field[]" for its items) → what it must be, for the one-sentence 400 messages. */
export const FIELD_RULES: Record<string, string> = {
  email: "a valid e-mail address",
  experience: `one of ${quoted(EXPERIENCES)} or ""`,
  automationsCount: `one of ${quoted(RANGES)} or ""`,
  devicesCount: `one of ${quoted(RANGES)} or ""`,
  entityTypes: `an array of distinct values from ${ENTITY_TYPES.join(", ")} or "${otherPrefix}<text>" (text up to 200 characters)`,
  "entityTypes[]": `one of ${ENTITY_TYPES.join(", ")} or "${otherPrefix}<text>" (text up to 200 characters)`,
};

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
      experience: { type: "string", enum: EXPERIENCES },
      automationsCount: range,
      devicesCount: range,
      entityTypes: {
        type: "array",
        maxItems: 6,
        uniqueItems: true,
        items: { type: "string", pattern: `^(${ENTITY_TYPES.join("|")}|${otherPrefix}[^\\p{Cc}\\p{Cs}]{0,200})$` },
      },
    },
  },
  response: { 200: { type: "object", required: ["success"], properties: { success: { type: "boolean" } } }, ...errors },
} as const;

export const healthSchema = {
  response: { 200: { type: "object", required: ["status"], properties: { status: { type: "string" } } }, ...errors },
} as const;
