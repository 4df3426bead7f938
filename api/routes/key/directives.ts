/**
 * /v1/directives (issue 29), in the API-key context (index.ts): the account's directive records, which only its Home
 * Assistant can read. The API checks their shape (records.ts), keeps them, and holds the plan's
 * automation limit: creating or resuming an active directive past it is refused; pausing frees a place.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import { type Static, Type } from "typebox";
import { MAX_RECORDS, type Outcome, type PageCursor } from "../../data/directives.ts";
import { ClientError, MESSAGES } from "../../errors.ts";
import { errors } from "../../schemas.ts";
import type { Services } from "../../services.ts";
import { RECORD_ID, parseRecordData } from "./records.ts";

// data's length is checked by parseRecordData (413 past 64 KiB), so the schema only bounds the body.
const id = Type.String({ pattern: RECORD_ID, must: "16 random bytes as base64url without padding (22 characters)" });
const data = Type.String({ minLength: 1, must: "the record as base64 (version ‖ IV ‖ ciphertext ‖ tag)" });
const active = Type.Boolean({ must: "true (the automation is on) or false (paused)" });

const RecordParams = Type.Object({ id });
const CreateRecordBody = Type.Object({ id, data, active }, { additionalProperties: false });
const UpdateRecordBody = Type.Object({ data: Type.Optional(data), active: Type.Optional(active) }, { additionalProperties: false });

const record = Type.Object({ id: Type.String(), data: Type.String(), active: Type.Boolean(), createdAt: Type.String(), updatedAt: Type.String() });
/** What the limit allows right now: the card and the profile show "N of M active automations". */
const usageFields = { active: Type.Integer(), limit: Type.Union([Type.Integer(), Type.Null()]), plan: Type.Union([Type.String(), Type.Null()]) };

/** A page of records: at most PAGE_MAX (25 × 64 KiB keeps one answer a few MB), from `cursor` (the last page's `next`). */
export const PAGE_MAX = 25;
const ListRecordsQuery = Type.Object({
  // A query string is text (the API does not coerce types): the route reads the number.
  size: Type.Optional(Type.String({ pattern: "^(?:[1-9]|1[0-9]|2[0-5])$", must: `a page size from 1 to ${PAGE_MAX}` })),
  cursor: Type.Optional(Type.String({ pattern: "^[A-Za-z0-9_-]{1,200}$", must: "the next value of the page before" })),
}, { additionalProperties: false });
type ListRecordsQuery = Static<typeof ListRecordsQuery>;
const listRecordsSchema = { querystring: ListRecordsQuery, response: { 200: Type.Object({ directives: Type.Array(record), next: Type.Union([Type.String(), Type.Null()]), ...usageFields }), ...errors } };
const createRecordSchema = { body: CreateRecordBody, response: { 201: Type.Object({ directive: record, ...usageFields }), ...errors } };
const updateRecordSchema = { params: RecordParams, body: UpdateRecordBody, response: { 200: Type.Object({ directive: record, ...usageFields }), ...errors } };
const deleteRecordSchema = { params: RecordParams, response: { 200: Type.Object({ success: Type.Boolean(), ...usageFields }), ...errors } };

/** GET /v1/directives' answer: a page of records and the next page's cursor (card/records.ts imports it type-only). */
export type ListRecordsAnswer = Static<(typeof listRecordsSchema.response)[200]>;
type CreateRecordBody = Static<typeof CreateRecordBody>;
type UpdateRecordBody = Static<typeof UpdateRecordBody>;
type RecordParams = Static<typeof RecordParams>;

/** Records are bounded by 64 KiB of data; base64 and the JSON around it stay within this. */
export const RECORD_BODY_LIMIT = 96 * 1024;

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
    const plan = request.keyPlan;
    return { active: active ?? (await directives.counts(request.keyOwner.uid)).active, limit: plan?.automationLimit ?? null, plan: plan?.id ?? null };
  };

  /** The outcome of a write as its answer, or its refusal as a sentence. */
  const settle = async (request: FastifyRequest, outcome: Outcome) => {
    if ("ok" in outcome) return { directive: outcome.ok, ...(await usage(request)) };
    const plan = request.keyPlan;
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
    const plan = request.keyPlan;
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
    if (!request.keyPlan) throw new ClientError(403, MESSAGES.planEnded);
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
