/**
 * POST /v1/suggestions (issue 29, "Auto-prompting"), in the API-key context (index.ts): the exposed home
 * in, up to eight directives that fit it out, each already compiled (directive/suggest.ts). Plans that
 * list Auto-prompting only (content/plans.ts). Like /v1/compile, nothing of the home is stored or logged.
 */
import type { FastifyInstance } from "fastify";
import { plans, plansWith } from "../../../content/plans.ts";
import { describe, homeProblem } from "../../../directive/index.ts";
import { suggestDirectives } from "../../../directive/suggest.ts";
import { type SuggestionsBody, suggestionsSchema } from "../../directive-schemas.ts";
import { ClientError, MESSAGES } from "../../errors.ts";
import type { Services } from "../../services.ts";
import { COMPILE_BODY_LIMIT, devicesIn } from "./compile.ts";

export async function suggestionRoutes(app: FastifyInstance, _services: Services) {
  app.post<{ Body: SuggestionsBody }>("/v1/suggestions", { schema: suggestionsSchema, bodyLimit: COMPILE_BODY_LIMIT }, async (request) => {
    const { status, plan: planId } = request.keyOwner;
    const plan = plans.find((p) => p.id === planId);
    if (status !== "active" || !plan) throw new ClientError(403, MESSAGES.noSubscription);
    if (!plan.autoPrompting) throw new ClientError(403, MESSAGES.noSuggestions(plan.name, plansWith("autoPrompting")));
    const { home } = request.body;
    const problem = homeProblem(home);
    if (problem) throw new ClientError(400, `Field home: ${problem}`);
    // The same device limit as /v1/compile: a suggestion for a home the plan cannot compile would not help.
    const devices = devicesIn(home);
    if (plan.deviceLimit !== null && devices > plan.deviceLimit) throw new ClientError(403, MESSAGES.deviceLimit(plan.name, plan.deviceLimit, devices));
    return { suggestions: suggestDirectives(home).map(({ text, result }) => ({ text, result, summary: describe(result, home) })) };
  });
}
