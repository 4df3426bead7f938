/**
 * /v1/directives (issue 29), in the API-key context (index.ts): the account's directive records, which only its Home
 * Assistant can read. The API checks their shape (records.ts), keeps them, and holds the plan's
 * automation limit: creating or resuming an active directive past it is refused; pausing frees a place.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import { plans } from "../../../content/plans.ts";
import type { Outcome, PageCursor } from "../../data/directives.ts";
import {
  type CreateRecordBody, type ListRecordsQuery, type RecordParams, type UpdateRecordBody, PAGE_MAX,
  createRecordSchema, deleteRecordSchema, listRecordsSchema, updateRecordSchema,
} from "../../directive-schemas.ts";
import { ClientError, MESSAGES } from "../../errors.ts";
import { MAX_RECORDS, RECORD_ID, parseRecordData } from "../../records.ts";
import type { Services } from "../../services.ts";

/** Records are bounded by 64 KiB of data; base64 and the JSON around it stay within this. */
export const RECORD_BODY_LIMIT = 96 * 1024;

/** The key owner's plan while it is active, else null (a plan that ended keeps its records, adds none). */
function activePlan(request: FastifyRequest) {
  const { status, plan } = request.keyOwner;
  return status === "active" ? (plans.find((p) => p.id === plan) ?? null) : null;
}

const AT = /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d(?:\.\d{1,6})?[+-]\d\d(?::\d\d)?$/;
/** A page's `next` back into where it ended; anything this API did not give is refused. */
function cursorFrom(text: string): PageCursor {
  let value: unknown = null;
  try {
    value = JSON.parse(Buffer.from(text, "base64url").toString("utf8"));
  } catch {}
  const ok = Array.isArray(value) && value.length === 2 && typeof value[0] === "string" && AT.test(value[0]) && typeof value[1] === "string" && new RegExp(RECORD_ID).test(value[1]);
  if (!ok) throw new ClientError(400, "That cursor is not one this API gave; list again from the first page, without cursor.");
  return value as PageCursor;
}

function decode(data: string): Buffer {
  const parsed = parseRecordData(data);
  if ("error" in parsed) throw new ClientError(parsed.status, parsed.error);
  return parsed.bytes;
}

/** In the API-key context (index.ts): the key is checked and counted before these run. */
export async function directiveRoutes(app: FastifyInstance, { directives }: Services) {
  const usage = async (request: FastifyRequest, active?: number) => {
    const plan = activePlan(request);
    return { active: active ?? (await directives.counts(request.keyOwner.uid)).active, limit: plan?.automationLimit ?? null, plan: plan?.id ?? null };
  };

  /** The outcome of a write as its answer, or its refusal as a sentence. */
  const settle = async (request: FastifyRequest, outcome: Outcome) => {
    if ("ok" in outcome) return { directive: outcome.ok, ...(await usage(request)) };
    const plan = activePlan(request);
    switch (outcome.refused) {
      case "exists": throw new ClientError(409, MESSAGES.recordExists);
      case "missing": throw new ClientError(404, MESSAGES.recordMissing);
      case "full": throw new ClientError(409, MESSAGES.recordsFull(MAX_RECORDS));
      case "over_limit":
        if (!plan) throw new ClientError(403, MESSAGES.planEnded);
        throw new ClientError(403, MESSAGES.automationLimit(plan.name, plan.automationLimit ?? 0, outcome.active));
    }
  };
  // No active plan: a limit of 0, so nothing may become active (existing records can still be paused, edited, deleted).
  const limitOf = (request: FastifyRequest) => {
    const plan = activePlan(request);
    return plan ? plan.automationLimit : 0;
  };

  /** One page (PAGE_MAX records at most) and where the next starts; `next` is null on the last page. */
  app.get<{ Querystring: ListRecordsQuery }>("/v1/directives", { schema: listRecordsSchema }, async (request) => {
    const { size, cursor } = request.query;
    const page = await directives.page(request.keyOwner.uid, cursor === undefined ? null : cursorFrom(cursor), size === undefined ? PAGE_MAX : Number(size));
    return { directives: page.records, next: page.next && Buffer.from(JSON.stringify(page.next)).toString("base64url"), ...(await usage(request)) };
  });

  app.post<{ Body: CreateRecordBody }>("/v1/directives", { schema: createRecordSchema, bodyLimit: RECORD_BODY_LIMIT }, async (request, reply) => {
    const { id, data, active } = request.body;
    const bytes = decode(data);
    if (!activePlan(request)) throw new ClientError(403, MESSAGES.planEnded);
    const answer = await settle(request, await directives.create(request.keyOwner.uid, { id, data: bytes, active }, limitOf(request)));
    return reply.code(201).send(answer);
  });

  app.put<{ Params: RecordParams; Body: UpdateRecordBody }>("/v1/directives/:id", { schema: updateRecordSchema, bodyLimit: RECORD_BODY_LIMIT }, async (request) => {
    const { data, active } = request.body;
    if (data === undefined && active === undefined) throw new ClientError(400, "Send data, active or both: what the record should change to.");
    const change = { ...(data === undefined ? {} : { data: decode(data) }), ...(active === undefined ? {} : { active }) };
    return settle(request, await directives.update(request.keyOwner.uid, request.params.id, change, limitOf(request)));
  });

  app.delete<{ Params: RecordParams }>("/v1/directives/:id", { schema: deleteRecordSchema }, async (request) => {
    if (!(await directives.remove(request.keyOwner.uid, request.params.id))) throw new ClientError(404, MESSAGES.recordMissing);
    return { success: true, ...(await usage(request)) };
  });
}
