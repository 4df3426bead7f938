/** Request and response schemas for every route (validated with coercion off, unknown fields refused). */

// Every string is an enum or a pattern that excludes \u0000: JSON may carry it, PostgreSQL text cannot.
const email = { type: "string", minLength: 3, maxLength: 254, pattern: "^[^\\s@\\u0000]+@[^\\s@\\u0000]+\\.[^\\s@\\u0000]+$" } as const;
const range = { type: "string", enum: ["", "1-10", "11-20", "20-50", "50+"] } as const;

export const ENTITY_TYPES = ["lights", "shutters", "climate", "switches", "cameras"] as const;

/** Field (or "field[]" for its items) → what it must be, for the one-sentence 400 messages. */
export const FIELD_RULES: Record<string, string> = {
  email: "a valid e-mail address",
  experience: 'one of "hobbyist", "average", "power-user" or ""',
  automationsCount: 'one of "1-10", "11-20", "20-50", "50+" or ""',
  devicesCount: 'one of "1-10", "11-20", "20-50", "50+" or ""',
  entityTypes: `an array of distinct values from ${ENTITY_TYPES.join(", ")} or "other: <text>" (text up to 200 characters)`,
  "entityTypes[]": `one of ${ENTITY_TYPES.join(", ")} or "other: <text>" (text up to 200 characters)`,
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
    200: { type: "object", required: ["success", "api_key"], properties: { success: { type: "boolean" }, api_key: { type: "string" } } },
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
        plan: { type: ["string", "null"], enum: ["basic", "pro", "power-user", null] },
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
      experience: { type: "string", enum: ["", "hobbyist", "average", "power-user"] },
      automationsCount: range,
      devicesCount: range,
      entityTypes: {
        type: "array",
        maxItems: 6,
        uniqueItems: true,
        items: { type: "string", pattern: `^(${ENTITY_TYPES.join("|")}|other: [^\\u0000\\r\\n]{0,200})$` },
      },
    },
  },
  response: { 200: { type: "object", required: ["success"], properties: { success: { type: "boolean" } } }, ...errors },
} as const;

export const healthSchema = {
  response: { 200: { type: "object", required: ["status"], properties: { status: { type: "string" } } }, ...errors },
} as const;
