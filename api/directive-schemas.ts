/** Schemas of /v1/directives and /v1/suggestions (issue 29), apart from schemas.ts to keep each file small. */
import { type Static, Type } from "typebox";
import { RECORD_ID } from "./records.ts";
import { CompileBody, errors } from "./schemas.ts";

// data's length is checked by parseRecordData (413 past 64 KiB), so the schema only bounds the body.
const id = Type.String({ pattern: RECORD_ID, must: "16 random bytes as base64url without padding (22 characters)" });
const data = Type.String({ minLength: 1, must: "the record as base64 (version ‖ IV ‖ ciphertext ‖ tag)" });
const active = Type.Boolean({ must: "true (the automation is on) or false (paused)" });

export const RecordParams = Type.Object({ id });
export const CreateRecordBody = Type.Object({ id, data, active }, { additionalProperties: false });
export const UpdateRecordBody = Type.Object({ data: Type.Optional(data), active: Type.Optional(active) }, { additionalProperties: false });

const record = Type.Object({ id: Type.String(), data: Type.String(), active: Type.Boolean(), createdAt: Type.String(), updatedAt: Type.String() });
/** What the limit allows right now: the card and the profile show "N of M active automations". */
const usage = { active: Type.Integer(), limit: Type.Union([Type.Integer(), Type.Null()]), plan: Type.Union([Type.String(), Type.Null()]) };

/** A page of records: at most PAGE_MAX (25 × 64 KiB keeps one answer a few MB), from `cursor` (the last page's `next`). */
export const PAGE_MAX = 25;
export const ListRecordsQuery = Type.Object({
  // A query string is text (the API does not coerce types): the route reads the number.
  size: Type.Optional(Type.String({ pattern: "^(?:[1-9]|1[0-9]|2[0-5])$", must: `a page size from 1 to ${PAGE_MAX}` })),
  cursor: Type.Optional(Type.String({ pattern: "^[A-Za-z0-9_-]{1,200}$", must: "the next value of the page before" })),
}, { additionalProperties: false });
export type ListRecordsQuery = Static<typeof ListRecordsQuery>;
export const listRecordsSchema = { querystring: ListRecordsQuery, response: { 200: Type.Object({ directives: Type.Array(record), next: Type.Union([Type.String(), Type.Null()]), ...usage }), ...errors } };
export const createRecordSchema = { body: CreateRecordBody, response: { 201: Type.Object({ directive: record, ...usage }), ...errors } };
export const updateRecordSchema = { params: RecordParams, body: UpdateRecordBody, response: { 200: Type.Object({ directive: record, ...usage }), ...errors } };
export const deleteRecordSchema = { params: RecordParams, response: { 200: Type.Object({ success: Type.Boolean(), ...usage }), ...errors } };

/** POST /v1/suggestions: the exposed home, the same shape /v1/compile takes. */
export const SuggestionsBody = Type.Object({ home: CompileBody.properties.home }, { additionalProperties: false });
const suggestion = Type.Object({ text: Type.String(), result: Type.Object({}, { additionalProperties: true }), summary: Type.String() });
export const suggestionsSchema = { body: SuggestionsBody, response: { 200: Type.Object({ suggestions: Type.Array(suggestion) }), ...errors } };

export type CreateRecordBody = Static<typeof CreateRecordBody>;
export type UpdateRecordBody = Static<typeof UpdateRecordBody>;
export type RecordParams = Static<typeof RecordParams>;
export type SuggestionsBody = Static<typeof SuggestionsBody>;
export type SuggestionsAnswer = Static<(typeof suggestionsSchema.response)[200]>;
