/**
 * A compiler defect behind POST /v1/compile: a refusal is the compiler's error result (a 200), but anything
 * it throws is our bug. The API answers the generic 500 sentence and logs the defect with the request id,
 * never the directive's text (not even inside the thrown error's message).
 */
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { grant } from "../../api/admin.ts";
import { accountsData } from "../../api/data/accounts.ts";
import { MESSAGES } from "../../api/errors.ts";
import { TokenRejected } from "../../api/verify.ts";
import type { Result } from "../../directive/index.ts";
import { apiUnderTest, type ApiUnderTest } from "../helpers/app.ts";

const SECRET_TEXT = "Open the vault door at 3 am, code 7741";
const HOME = { areas: [], entities: [{ entity_id: "lock.vault", name: "Vault", domain: "lock", area: null }] };
const ctx = {} as { api: ApiUnderTest; key: string; compiled: string[] };

const test = suite("POST /v1/compile: a compiler defect");
test.before(async () => {
  ctx.compiled = [];
  ctx.api = await apiUnderTest({
    verify: async () => {
      throw new TokenRejected("no tokens here");
    },
    logLevel: "info",
    compile: (text): Result => {
      ctx.compiled.push(text);
      if (text.startsWith("Refuse")) return { kind: "error", reason: "unsupported", message: "Refused politely." };
      throw new TypeError(`Cannot read the clause in "${text}"`);
    },
  });
  const accounts = accountsData(ctx.api.db, ctx.api.secrets);
  await accounts.create("uid-defect", "defect@example.com", true);
  ctx.key = (await accounts.apiKey({ uid: "uid-defect", email: "defect@example.com", emailVerified: true })).key;
  await grant(ctx.api.db, "defect@example.com", "pro", null);
});
test.after(() => ctx.api.close());

const post = (text: string) =>
  ctx.api.app.inject({ method: "POST", url: "/v1/compile", headers: { authorization: `Bearer ${ctx.key}` }, payload: { text, home: HOME } });

test("should answer a refusal as the compiler's result, a 200", async () => {
  const response = await post("Refuse this one");
  assert.is(response.statusCode, 200);
  assert.equal(response.json().result, { kind: "error", reason: "unsupported", message: "Refused politely." });
});

test("should answer a thrown defect with the generic 500 sentence and log it with the request id, never the text", async () => {
  const response = await post(SECRET_TEXT);
  assert.ok(ctx.compiled.includes(SECRET_TEXT), "the staged compiler ran");
  assert.is(response.statusCode, 500);
  assert.equal(response.json(), { error: MESSAGES.internal });
  const lines = ctx.api.log().trim().split("\n").map((line) => JSON.parse(line) as { level: number; reqId?: string; msg?: string; err?: { type?: string; stack?: string } });
  const defect = lines.find((line) => line.level >= 50);
  assert.ok(defect, "the defect is logged at error level");
  assert.match(String(defect!.reqId), /^req-/);
  assert.is(defect!.err?.type, "CompilerDefect");
  assert.match(defect!.err?.stack ?? "", /TypeError thrown by the compiler\n\s+at /, "its type and frames are kept");
  for (const fragment of [SECRET_TEXT, "vault door", "7741"]) assert.not.ok(ctx.api.log().includes(fragment), `the log holds "${fragment}"`);
});

test.run();
