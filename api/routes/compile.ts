/**
 * POST /v1/compile: a directive and the caller's home in, the automation (and its YAML) out,
 * authenticated by the account's API key. Nothing of the request is stored or logged: only the key's
 * last use is recorded, which the profile shows.
 */
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import { plans, plansWith } from "../../content/plans.ts";
import { createHash } from "node:crypto";
import { type Home, type PreparedHome, compileDirective, prepareHome, toYaml } from "../../directive/index.ts";
import { apiKey } from "../auth.ts";
import type { Rate } from "../config.ts";
import type { Accounts } from "../data/accounts.ts";
import { ClientError, MESSAGES } from "../errors.ts";
import { limiter } from "../limits.ts";
import { schedulingUse } from "../scheduling.ts";
import { type CompileBody, compileSchema } from "../schemas.ts";

export interface CompileOptions {
  accounts: Accounts;
  perKey: Rate | null;
  log: FastifyBaseLogger;
}

/** A directive is at most 500 characters and a home 500 entities; JSON of that fits well in 64 KiB. */
export const COMPILE_BODY_LIMIT = 64 * 1024;

/** Persons, zones and the sun are Home Assistant's own, not devices a plan counts. */
const NOT_DEVICES = new Set(["person", "zone", "sun"]);
const devicesIn = (home: Home) => home.entities.filter((e) => !NOT_DEVICES.has(e.domain ?? e.entity_id.split(".")[0]!)).length;

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

export async function compileRoutes(app: FastifyInstance, { accounts, perKey, log }: CompileOptions) {
  const prepared = homeCache();
  app.decorateRequest("keyOwner", null as never);
  const onRequest = [
    async (_request: unknown, reply: { header(name: string, value: string): unknown }) => void reply.header("cache-control", "no-store"),
    apiKey(accounts),
    ...(perKey ? [limiter(app, perKey, (r) => `key:${r.keyOwner.uid}`)] : []),
  ];

  app.post<{ Body: CompileBody }>("/v1/compile", { schema: compileSchema, bodyLimit: COMPILE_BODY_LIMIT, onRequest }, async (request) => {
    const { status, plan: planId } = request.keyOwner;
    const plan = plans.find((p) => p.id === planId);
    if (status !== "active" || !plan) throw new ClientError(403, MESSAGES.noSubscription);
    const { text, home } = request.body;
    const ready = prepared(home);
    if (ready.problem) throw new ClientError(400, `Field home: ${ready.problem}`);
    const devices = devicesIn(home);
    if (plan.deviceLimit !== null && devices > plan.deviceLimit) throw new ClientError(403, MESSAGES.deviceLimit(plan.name, plan.deviceLimit, devices));
    const result = compileDirective(text, ready);
    const scheduled = plan.scheduling ? null : schedulingUse(result);
    if (scheduled) throw new ClientError(403, MESSAGES.scheduling(plan.name, scheduled, plansWith("scheduling")));
    accounts.recordKeyUse(request.keyOwner).catch((error: unknown) => log.warn({ err: error }, "could not record the API key's last use"));
    return { result, yaml: toYaml(result, { alias: text }) };
  });
}
