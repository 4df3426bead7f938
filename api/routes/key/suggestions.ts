/**
 * POST /v1/suggestions (issue 29, "Auto-prompting"), in the API-key context (index.ts): the exposed home
 * in, up to eight directives that fit it out, each already compiled (directive/suggest.ts). Plans that
 * list Auto-prompting only (content/plans.ts). Like /v1/compile, nothing of the home is stored or logged.
 */
import type { FastifyInstance } from "fastify";
import { type Static, Type } from "typebox";
import { plansWith } from "../../../content/plans.ts";
import { describe, homeProblem } from "../../../directive/index.ts";
import { suggestDirectives } from "../../../directive/suggest.ts";
import { ClientError, MESSAGES } from "../../errors.ts";
import { errors } from "../../schemas.ts";
import { resultSchema } from "./compile.ts";
import { HOME_BODY_LIMIT, checkDeviceLimit, homeSchema } from "./home.ts";

/** The exposed home, the same shape /v1/compile takes. */
const SuggestionsBody = Type.Object({ home: homeSchema }, { additionalProperties: false });
type SuggestionsBody = Static<typeof SuggestionsBody>;
const suggestion = Type.Object({ text: Type.String(), result: resultSchema, summary: Type.String() });
const suggestionsSchema = { body: SuggestionsBody, response: { 200: Type.Object({ suggestions: Type.Array(suggestion) }), ...errors } };

/** The answer the dashboard card reads (card/api.ts imports it type-only). */
export type SuggestionsAnswer = Static<(typeof suggestionsSchema.response)[200]>;

export async function suggestionRoutes(app: FastifyInstance) {
  app.post<{ Body: SuggestionsBody }>("/v1/suggestions", { schema: suggestionsSchema, bodyLimit: HOME_BODY_LIMIT }, async (request) => {
    const plan = request.keyPlan;
    if (!plan) throw new ClientError(403, MESSAGES.noSubscription);
    if (!plan.autoPrompting) throw new ClientError(403, MESSAGES.noSuggestions(plan.name, plansWith("autoPrompting")));
    const { home } = request.body;
    const problem = homeProblem(home);
    if (problem) throw new ClientError(400, `Field home: ${problem}`);
    // The same device limit as /v1/compile: a suggestion for a home the plan cannot compile would not help.
    checkDeviceLimit(plan, home);
    return { suggestions: suggestDirectives(home).map(({ text, result }) => ({ text, result, summary: describe(result, home) })) };
  });
}
