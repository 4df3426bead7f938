/**
 * npm run bench:records — the API's peak memory per request for an account holding 1,000 directive
 * records of 64 KiB (issue 38; target: no request holds more than 8 MB): every page of
 * GET /v1/directives and the streamed GET /account/export, over loopback HTTP with the client reading
 * and dropping the bytes, against the old way (every record in one answer) for comparison.
 * Peak = what the process holds live: every 5 ms a full GC, then heapUsed + external (Buffers
 * included), above the level after a GC before the request; the highest sample. The API runs in this
 * process on PostgreSQL (its own process, so the database's memory is not counted), PGlite without one.
 *   node --expose-gc --import tsx bench/records.ts      (npm run bench:records)
 *   BENCH_RECORDS=200 for a quicker run
 */
import { randomBytes } from "node:crypto";
import { request as get } from "node:http";
import { grant } from "../api/admin.ts";
import { directivesData } from "../api/data/directives.ts";
import { apiUnderTest } from "../tests/helpers/app.ts";
import { startPostgres } from "../tests/helpers/postgres.ts";

const RECORDS = Number(process.env.BENCH_RECORDS || 1000);
const RECORD_BYTES = 64 * 1024;
const BUDGET_MB = 8;
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error("Run with node --expose-gc (npm run bench:records).");

const now = () => process.memoryUsage();
const used = () => {
  const m = now();
  return m.heapUsed + m.external;
};
const MB = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

/** Live memory's peak above the post-GC baseline while `work` runs: a GC, then a reading, every 5 ms. */
async function peakOf(work: (sample: () => void) => Promise<unknown>): Promise<number> {
  gc!();
  const base = used();
  let peak = 0;
  const sample = () => {
    gc!();
    peak = Math.max(peak, used() - base);
  };
  const timer = setInterval(sample, 5);
  try {
    await work(sample);
  } finally {
    clearInterval(timer);
  }
  sample();
  return peak;
}

/** A GET over HTTP whose body is read and dropped chunk by chunk; resolves to its bytes and status. */
const fetchDropping = (url: string, token: string, sample: () => void) =>
  new Promise<{ status: number; bytes: number; head: string }>((resolve, reject) => {
    get(url, { headers: { authorization: `Bearer ${token}` } }, (response) => {
      let bytes = 0;
      let head = "";
      response.on("data", (chunk: Buffer) => {
        if (head.length < 400) head += chunk.toString("utf8", 0, Math.min(chunk.length, 400));
        bytes += chunk.length;
      });
      response.on("end", () => resolve({ status: response.statusCode ?? 0, bytes, head }));
      response.on("error", reject);
    }).on("error", reject).end();
  });

const uid = "bench-records-uid";
const verify = async () => ({ uid, email: "bench-records@example.com", emailVerified: true, authTime: Math.floor(Date.now() / 1000) });
const users = { getUser: async () => ({ uid, email: "bench-records@example.com", emailVerified: true, createdAt: null }), revokeRefreshTokens: async () => {}, deleteUser: async () => {}, close: async () => {} };
const cluster = await startPostgres();
const api = await apiUnderTest({ verify, users, databaseUrl: cluster?.url, logLevel: "error" });
const base = await api.listen();
const token = "bench.records.token";
const key = (await api.app.inject({ method: "GET", url: "/api-key", headers: { authorization: `Bearer ${token}` } })).json().api_key as string;
await grant(api.db, "bench-records@example.com", "power-user", null);
for (let i = 0; i < RECORDS; i++) {
  const id = `${randomBytes(16).toString("base64url").slice(0, 21)}A`;
  await api.db.query("INSERT INTO directives (uid, id, data, active) VALUES ($1, $2, $3, false)", [uid, id, randomBytes(RECORD_BYTES)]);
}
console.log(`${RECORDS} records of ${RECORD_BYTES / 1024} KiB (${MB(RECORDS * RECORD_BYTES * 4 / 3)} MB as base64) in one account; budget ${BUDGET_MB} MB per request`);

let pagePeak = 0;
let pages = 0;
let listed = 0;
for (let cursor = ""; pages === 0 || cursor; pages++) {
  let answer = { status: 0, bytes: 0, head: "" };
  let text = "";
  const peak = await peakOf(async (sample) => {
    answer = await new Promise((resolve, reject) => {
      get(`${base}/v1/directives${cursor ? `?cursor=${cursor}` : ""}`, { headers: { authorization: `Bearer ${key}` } }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (c: Buffer) => chunks.push(c));
        response.on("end", () => ((text = Buffer.concat(chunks).toString()), resolve({ status: response.statusCode ?? 0, bytes: text.length, head: "" })));
      }).on("error", reject).end();
    });
  });
  // The client keeps each page until it has read `next`: its copy counts in the peak, so the figure is an upper bound.
  if (answer.status !== 200) throw new Error(`GET /v1/directives answered ${answer.status}: ${text.slice(0, 300)}\n${api.log().slice(-2000)}`);
  const page = JSON.parse(text) as { directives: unknown[]; next: string | null };
  listed += page.directives.length;
  cursor = page.next ?? "";
  pagePeak = Math.max(pagePeak, peak);
}
console.log(`GET /v1/directives: ${pages} pages, ${listed} records; peak ${MB(pagePeak)} MB per request (client's copy of the page included) ${pagePeak <= BUDGET_MB * 2 ** 20 ? "within" : "OVER"} budget`);

const exported = { status: 0, bytes: 0, head: "" };
const exportPeak = await peakOf(async (sample) => Object.assign(exported, await fetchDropping(`${base}/account/export`, token, sample)));
if (exported.status !== 200 || !exported.head.startsWith('{"format":"homedirective-account-export/1"')) throw new Error(`GET /account/export answered ${exported.status}: ${exported.head.slice(0, 200)}`);
console.log(`GET /account/export: ${MB(exported.bytes)} MB streamed; peak ${MB(exportPeak)} MB ${exportPeak <= BUDGET_MB * 2 ** 20 ? "within" : "OVER"} budget`);

try {
  const whole = await peakOf(async () => JSON.stringify({ directives: await directivesData(api.db).list(uid) }).length);
  console.log(`For comparison, every record in one answer (the list before paging): peak ${MB(whole)} MB`);
} catch (error) {
  // On a busy machine the one big query can pass the database's statement timeout: itself a reason for pages.
  console.log(`For comparison, every record in one answer (the list before paging): failed, ${(error as Error).message}`);
}
await api.close();
await (cluster as { destroy?: () => Promise<void> } | null)?.destroy?.();
console.log(`(database: ${cluster ? "PostgreSQL" : "PGlite, in this process: its memory counts too"})`);
