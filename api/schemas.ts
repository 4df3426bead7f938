/**
 * Request and response schemas for every route, and their TypeScript types, from one TypeBox
 * declaration each (validated by Ajv with coercion off and unknown fields refused). What a field must
 * be, for its 400 sentence, sits on the field as `must` (errors.ts reads it by the error's path).
 */
import { type Static, Type } from "typebox";
import { countRanges, entityTypes, experiences, otherPrefix } from "../content/alpha-form.ts";
import { planIds } from "../content/plans.ts";
import { providers, subscriptionStatuses } from "../content/subscriptions.ts";

// Every string is an enum or a pattern excluding control characters (PostgreSQL text cannot hold NUL; the
// others have no business in an address and would reach an operator's terminal) and unpaired surrogates
// (UTF-8 cannot encode them: they would be stored as U+FFFD, or fail in jsonb). Ajv compiles with the u flag.
// In an address, invisible and format characters (zero-width, bidi controls, soft hyphen) are refused too:
// they would make it look like someone else's (data/email.ts).
const char = "[^\\s@\\p{Cc}\\p{Cs}\\p{Cf}\\p{Default_Ignorable_Code_Point}]";
const email = Type.String({
  minLength: 3,
  maxLength: 254,
  pattern: `^${char}+@${char}+\\.${char}+$`,
  must: "a valid e-mail address, without spaces or invisible characters",
});
// The alpha form's choices come from the same list the form renders (content/alpha-form.ts).
const RANGES = ["", ...countRanges];
const EXPERIENCES = ["", ...experiences.map((e) => e.value)];
const quoted = (values: readonly string[]) => values.filter(Boolean).map((v) => `"${v}"`).join(", ");
const range = Type.Enum(RANGES, { must: `one of ${quoted(RANGES)} or ""` });

const ENTITY_TYPES = entityTypes.map((e) => e.value).filter((v) => v !== "other");

const errorBody = Type.Object({ error: Type.String() });
export const errors = { "4xx": errorBody, "5xx": errorBody };
const success = Type.Object({ success: Type.Boolean() });

export const RegisterBody = Type.Object({ email }, { additionalProperties: false });
export const registerSchema = { body: RegisterBody, response: { "2xx": success, ...errors } };

const apiKeyBody = Type.Object({ success: Type.Boolean(), api_key: Type.String(), created_at: Type.String(), last_used_at: Type.Union([Type.String(), Type.Null()]) });
export const apiKeySchema = { response: { 200: apiKeyBody, ...errors } };

// --- issue 14: the account's whole life -------------------------------------------------------------
export const rotateKeySchema = { response: { 200: apiKeyBody, ...errors } };
export const signOutEverywhereSchema = { response: { 200: success, ...errors } };
export const deleteAccountSchema = { response: { 200: success, ...errors } };
/** The export is a document whose sections grow with the tables (api/data/export.ts); only its frame is fixed here. */
export const exportSchema = {
  response: {
    200: Type.Object(
      { format: Type.String(), exportedAt: Type.String(), account: Type.Object({}, { additionalProperties: true }) },
      { additionalProperties: true },
    ),
    ...errors,
  },
};

/** SPEC §3's status, plan and currentPeriodEnd; issue 13 added the fields after them. */
export const subscriptionBody = Type.Object({
  status: Type.Enum(subscriptionStatuses),
  plan: Type.Union([Type.Enum(planIds), Type.Null()]),
  currentPeriodEnd: Type.Union([Type.String(), Type.Null()]),
  cancelAtPeriodEnd: Type.Boolean(),
  provider: Type.Union([Type.Enum(providers), Type.Null()]),
});
export const subscriptionSchema = { response: { 200: subscriptionBody, ...errors } };

export const AlphaBody = Type.Object(
  {
    email,
    experience: Type.Optional(Type.Enum(EXPERIENCES, { must: `one of ${quoted(EXPERIENCES)} or ""` })),
    automationsCount: Type.Optional(range),
    devicesCount: Type.Optional(range),
    entityTypes: Type.Optional(
      Type.Array(
        Type.String({
          pattern: `^(${ENTITY_TYPES.join("|")}|${otherPrefix}[^\\p{Cc}\\p{Cs}]{0,200})$`,
          must: `one of ${ENTITY_TYPES.join(", ")} or "${otherPrefix}<text>" (text up to 200 characters)`,
        }),
        { maxItems: 6, uniqueItems: true, must: `an array of distinct values from ${ENTITY_TYPES.join(", ")} or "${otherPrefix}<text>" (text up to 200 characters)` },
      ),
    ),
  },
  { additionalProperties: false },
);
export const alphaSchema = { body: AlphaBody, response: { 200: success, ...errors } };

/** redis and warning only with REDIS_URL set: "connected", or "unreachable" with the warning (status "degraded"). */
export const healthSchema = {
  response: { 200: Type.Object({ status: Type.String(), redis: Type.Optional(Type.String()), warning: Type.Optional(Type.String()) }), ...errors },
};

const text = (max: number) => Type.String({ maxLength: max, pattern: "^[^\\p{Cc}\\p{Cs}]*$" });
const nullable = (max: number) => Type.Union([Type.String({ maxLength: max }), Type.Null()]);

/** POST /v1/compile: a directive and the home it is resolved against (home.json's shape). */
export const CompileBody = Type.Object(
  {
    text: Type.String({ minLength: 1, maxLength: 500, pattern: "^[^\\p{Cc}\\p{Cs}]*$", must: "the directive as text of 1 to 500 characters" }),
    home: Type.Object(
      {
        areas: Type.Array(Type.Object({ area_id: text(100), name: text(200), aliases: Type.Optional(Type.Array(text(200), { maxItems: 20 })) }), {
          maxItems: 200,
          must: "a list of at most 200 areas, each with area_id, name and optional aliases",
        }),
        entities: Type.Array(
          Type.Object({
            entity_id: Type.String({ pattern: "^[a-z_]+\\.[a-z0-9_]+$", maxLength: 255 }),
            name: text(200),
            domain: text(50),
            area: nullable(100),
            device_class: Type.Optional(nullable(50)),
          }),
          { maxItems: 500, must: "a list of at most 500 entities, each with entity_id, name, domain, area and optional device_class" },
        ),
      },
      { must: "an object with areas and entities lists, as in the API README" },
    ),
  },
  { additionalProperties: false },
);
export const compileSchema = {
  body: CompileBody,
  // summary: the plain-language reading the dashboard card shows for review (directive/describe.ts, issue 28).
  response: { 200: Type.Object({ result: Type.Object({}, { additionalProperties: true }), yaml: Type.String(), summary: Type.Optional(Type.String()) }), ...errors },
};

/** GET /v1/plan: the key's plan, for the dashboard card; deviceLimit null = unlimited. */
export const planSchema = {
  response: {
    200: Type.Object({ plan: Type.String(), name: Type.String(), status: Type.String(), deviceLimit: Type.Union([Type.Integer(), Type.Null()]) }),
    ...errors,
  },
};

export type RegisterBody = Static<typeof RegisterBody>;
export type AlphaBody = Static<typeof AlphaBody>;
export type CompileBody = Static<typeof CompileBody>;
// The answers the dashboard card reads (card/api.ts imports them type-only: 0 bytes in its bundle).
export type CompileAnswer = Static<(typeof compileSchema.response)[200]>;
export type PlanAnswer = Static<(typeof planSchema.response)[200]>;
