/**
 * What several routes' schemas share. Each route declares its own request and response schemas in its
 * file, beside its handler, as TypeBox declarations that also give the TypeScript types (validated by
 * Ajv with coercion off and unknown fields refused). What a field must be, for its 400 sentence, sits
 * on the field as `must` (errors.ts reads it by the error's path).
 */
import { Type } from "typebox";
import { planIds } from "../content/plans.ts";
import { providers, subscriptionStatuses } from "../content/subscriptions.ts";

// Every string is an enum or a pattern excluding control characters (PostgreSQL text cannot hold NUL; the
// others have no business in an address and would reach an operator's terminal) and unpaired surrogates
// (UTF-8 cannot encode them: they would be stored as U+FFFD, or fail in jsonb). Ajv compiles with the u flag.
// In an address, invisible and format characters (zero-width, bidi controls, soft hyphen) are refused too:
// they would make it look like someone else's (data/email.ts).
const char = "[^\\s@\\p{Cc}\\p{Cs}\\p{Cf}\\p{Default_Ignorable_Code_Point}]";
export const email = Type.String({
  minLength: 3,
  maxLength: 254,
  pattern: `^${char}+@${char}+\\.${char}+$`,
  must: "a valid e-mail address, without spaces or invisible characters",
});

/** Text of at most `max` characters, without control characters or unpaired surrogates. */
export const text = (max: number) => Type.String({ maxLength: max, pattern: "^[^\\p{Cc}\\p{Cs}]*$" });

const errorBody = Type.Object({ error: Type.String() });
export const errors = { "4xx": errorBody, "5xx": errorBody };
export const success = Type.Object({ success: Type.Boolean() });

/** SPEC §3's status, plan and currentPeriodEnd; issue 13 added the fields after them (GET /subscription, the checkout routes). */
export const subscriptionBody = Type.Object({
  status: Type.Enum(subscriptionStatuses),
  plan: Type.Union([Type.Enum(planIds), Type.Null()]),
  currentPeriodEnd: Type.Union([Type.String(), Type.Null()]),
  cancelAtPeriodEnd: Type.Boolean(),
  provider: Type.Union([Type.Enum(providers), Type.Null()]),
});
