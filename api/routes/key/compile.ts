/**
 * POST /v1/compile: a directive and the caller's home in, the automation (and its YAML) out, in the
 * API-key context (index.ts). Nothing of the request is stored or logged: only the key's last use is
 * recorded, which the profile shows. A refusal is the compiler's error result (a 200); anything the
 * compiler throws is a defect, logged with the request id and never the text, and answered with a 500.
 */
import type { FastifyInstance } from "fastify";
import { type Static, Type } from "typebox";
import { plansWith } from "../../../content/plans.ts";
import { type Result, describe, toYaml } from "../../../directive/index.ts";
import { resultProblem } from "../../../directive/schema.ts";
import { ClientError, MESSAGES } from "../../errors.ts";
import { errors } from "../../schemas.ts";
import type { Services } from "../../services.ts";
import { HOME_BODY_LIMIT, checkDeviceLimit, homeCache, homeSchema } from "./home.ts";
import { schedulingUse } from "./scheduling.ts";

/** A directive and the home it is resolved against. */
const CompileBody = Type.Object(
  {
    text: Type.String({ minLength: 1, maxLength: 500, pattern: "^[^\\p{Cc}\\p{Cs}]*$", must: "the directive as text of 1 to 500 characters" }),
    home: homeSchema,
  },
  { additionalProperties: false },
);
type CompileBody = Static<typeof CompileBody>;

/**
 * The compiler's result as it is (SCHEMA v2, checked by resultProblem before it leaves), the YAML, and
 * the plain-language reading the dashboard card shows for review (directive/describe.ts, issue 28).
 */
export const resultSchema = Type.Unsafe<Result>(Type.Object({}, { additionalProperties: true }));
const CompileAnswer = Type.Object({
  result: resultSchema,
  yaml: Type.String(),
  summary: Type.Optional(Type.String()),
});
/** The answer the dashboard card reads (card/api.ts imports it type-only). */
export type CompileAnswer = Static<typeof CompileAnswer>;
const compileSchema = { body: CompileBody, response: { 200: CompileAnswer, ...errors } };

/**
 * The compiler's defect, as the log may hold it: its type and where it was thrown, never its message,
 * which could quote the directive (the stack's first line is the message, so only the frames are kept).
 */
export class CompilerDefect extends Error {
  constructor(error: unknown) {
    super("The directive compiler threw instead of answering; see the logged frames.");
    const frames = error instanceof Error ? (error.stack ?? "").split("\n").filter((line) => /^\s+at /.test(line)) : [];
    this.name = "CompilerDefect";
    this.stack = [`CompilerDefect: ${error instanceof Error ? error.name : typeof error} thrown by the compiler`, ...frames].join("\n");
  }
}

export async function compileRoutes(app: FastifyInstance, { accounts, compile, log }: Services) {
  const prepared = homeCache();

  app.post<{ Body: CompileBody; Reply: CompileAnswer }>("/v1/compile", { schema: compileSchema, bodyLimit: HOME_BODY_LIMIT }, async (request) => {
    const plan = request.keyPlan;
    if (!plan) throw new ClientError(403, MESSAGES.noSubscription);
    const { text, home } = request.body;
    const ready = prepared(home);
    if (ready.problem) throw new ClientError(400, `Field home: ${ready.problem}`);
    checkDeviceLimit(plan, home);
    let answer: CompileAnswer;
    try {
      const result = compile(text, ready);
      // The compiler is valid by construction; a result outside SCHEMA v2's shape is its defect and never leaves.
      const invalid = resultProblem(result);
      if (invalid) throw new Error(invalid);
      // The summary is what the dashboard card shows for review, in the home's own names.
      answer = { result, yaml: toYaml(result, { alias: text }), summary: describe(result, home) };
    } catch (error) {
      throw new CompilerDefect(error); // the error handler logs it with request.log (its reqId) and answers 500
    }
    const scheduled = plan.scheduling ? null : schedulingUse(answer.result);
    if (scheduled) throw new ClientError(403, MESSAGES.scheduling(plan.name, scheduled, plansWith("scheduling")));
    accounts.recordKeyUse(request.keyOwner).catch((error: unknown) => log.warn({ err: error }, "could not record the API key's last use"));
    return answer;
  });
}
