/**
 * POST /v1/compile: a directive and the caller's home in, the automation (and its YAML) out, in the
 * API-key context (index.ts). Nothing of the request is stored or logged: only the key's last use is
 * recorded, which the profile shows. A refusal is the compiler's error result (a 200); anything the
 * compiler throws is a defect, logged with the request id and never the text, and answered with a 500.
 */
import type { FastifyInstance } from "fastify";
import { createHash } from "node:crypto";
import { plans, plansWith } from "../../../content/plans.ts";
import { type Home, type PreparedHome, describe, prepareHome, toYaml } from "../../../directive/index.ts";
import { resultProblem } from "../../../directive/schema.ts";
import { ClientError, MESSAGES } from "../../errors.ts";
import { schedulingUse } from "../../scheduling.ts";
import { type CompileBody, compileSchema } from "../../schemas.ts";
import type { Services } from "../../services.ts";

/** A directive is at most 500 characters and a home 500 entities; JSON of that fits well in 64 KiB. */
export const COMPILE_BODY_LIMIT = 64 * 1024;

/** Persons, zones and the sun are Home Assistant's own, not devices a plan counts. */
const NOT_DEVICES = new Set(["person", "zone", "sun"]);
export const devicesIn = (home: Home) => home.entities.filter((e) => !NOT_DEVICES.has(e.domain ?? e.entity_id.split(".")[0]!)).length;

/**
 * An integration sends the same home with every directive: its checked, indexed form is kept, keyed by
 * a digest of its JSON, for the most recent homes. Only names and ids are held, in memory, never stored.
 */
function homeCache(size = 256) {
  const homes = new Map<string, PreparedHome>();
  return (home: Home): PreparedHome => {
    const key = createHash("sha256").update(JSON.stringify(home)).digest("base64");
    let prepared = homes.get(key);
    if (prepared) homes.delete(key);
    else prepared = prepareHome(home);
    homes.set(key, prepared); // most recent last
    if (homes.size > size) homes.delete(homes.keys().next().value!);
    return prepared;
  };
}

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

  app.post<{ Body: CompileBody }>("/v1/compile", { schema: compileSchema, bodyLimit: COMPILE_BODY_LIMIT }, async (request) => {
    const { status, plan: planId } = request.keyOwner;
    const plan = plans.find((p) => p.id === planId);
    if (status !== "active" || !plan) throw new ClientError(403, MESSAGES.noSubscription);
    const { text, home } = request.body;
    const ready = prepared(home);
    if (ready.problem) throw new ClientError(400, `Field home: ${ready.problem}`);
    const devices = devicesIn(home);
    if (plan.deviceLimit !== null && devices > plan.deviceLimit) throw new ClientError(403, MESSAGES.deviceLimit(plan.name, plan.deviceLimit, devices));
    let answer;
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
