/**
 * Generated hostile requests for hostile.test.ts, and the oracle that says what each must get: the
 * README's rules written out a second time, on the raw bytes, without looking at the API's schemas.
 */
import fc from "fast-check";
import { BODY_LIMIT } from "../../api/fastify.ts";
import { countRanges, entityTypes, experiences, otherPrefix } from "../../content/alpha-form.ts";

export { BODY_LIMIT };
const FIELDS = ["email", "experience", "automationsCount", "devicesCount", "entityTypes"];
const EXPERIENCES: string[] = ["", ...experiences.map((e) => e.value)];
const RANGES: string[] = ["", ...countRanges];
const KINDS: string[] = entityTypes.map((e) => e.value).filter((v) => v !== "other");

// --- the oracle --------------------------------------------------------------------------------
/** Text PostgreSQL cannot hold as sent (controls, NUL) or UTF-8 cannot encode (an unpaired surrogate). */
const unstorable = (c: string) => /\p{Cc}/u.test(c) || /^[\ud800-\udfff]$/.test(c);
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** Characters nobody sees: format characters (zero-width, bidi controls, soft hyphen) and other default-ignorables. */
const invisible = (c: string) => /[\p{Cf}\p{Default_Ignorable_Code_Point}]/u.test(c);

/**
 * After Unicode NFKC (look-alikes become what they look like): 3 to 254 characters, one "@", a dot
 * inside the domain, no whitespace, control or invisible characters.
 */
export function validEmail(raw: unknown): raw is string {
  if (typeof raw !== "string") return false;
  const value = raw.normalize("NFKC");
  const chars = [...value];
  if (chars.length < 3 || chars.length > 254 || chars.some((c) => /\s/u.test(c) || unstorable(c) || invisible(c))) return false;
  const [local, domain, ...more] = value.split("@");
  return domain !== undefined && more.length === 0 && local !== "" && domain.slice(1, -1).includes(".");
}

function validKind(value: unknown): boolean {
  if (typeof value !== "string") return false;
  if (KINDS.includes(value)) return true;
  const text = [...value.slice(otherPrefix.length)];
  return value.startsWith(otherPrefix) && text.length <= 200 && !text.some(unstorable);
}

/** An alpha application as the README describes it. */
export function validAlpha(body: unknown): boolean {
  if (!isObject(body) || Object.keys(body).some((key) => !FIELDS.includes(key))) return false;
  const { email, experience = "", automationsCount = "", devicesCount = "", entityTypes: kinds = [] } = body;
  return validEmail(email) && EXPERIENCES.includes(experience as string) && RANGES.includes(automationsCount as string) &&
    RANGES.includes(devicesCount as string) && Array.isArray(kinds) && kinds.length <= 6 && kinds.every(validKind) && new Set(kinds).size === kinds.length;
}

/** A register body for the account with this address: the address alone, in any case. */
export function validRegister(body: unknown, accountEmail: string): boolean {
  return isObject(body) && Object.keys(body).length === 1 && validEmail(body.email) && body.email.normalize("NFKC").toLowerCase() === accountEmail.toLowerCase();
}

export interface Post {
  contentType: string | undefined;
  body: Buffer;
}

/** What a POST must get: 415, 413, 415, 400 for the transport (in Fastify's order), then 200 or 400 by the body's meaning. */
export function expected(post: Post, valid: (body: unknown) => boolean): { status: number; body?: unknown } {
  if (post.contentType === undefined) return { status: post.body.length === 0 ? 400 : 415 };
  const [media, ...params] = post.contentType.split(";");
  if (media!.trim().toLowerCase() !== "application/json") return { status: 415 };
  if (post.body.length > BODY_LIMIT) return { status: 413 };
  const charset = params.map((p) => /^\s*charset\s*=\s*"?([^"\s]+)"?\s*$/i.exec(p)?.[1]).find(Boolean);
  if (charset && !/^utf-?8$/i.test(charset)) return { status: 415 };
  let body: unknown;
  try {
    body = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(post.body)); // the decoder drops a BOM
  } catch {
    return { status: 400 };
  }
  return valid(body) ? { status: 200, body } : { status: 400 };
}

// --- generators ----------------------------------------------------------------------------------
const PIECES = [
  "'", '"', "\\", ";", "--", "' OR '1'='1", "'); DROP TABLE alpha_applications; --", "<script>alert(1)</script>", '"><img src=x onerror=alert(1)>',
  "&amp;", "${7*7}", "{{7*7}}", "%00", "\u0000", "\u0007", "\u001b[2J", "\u007f", "\u0085", "\u202e", "\u200f", "\u2066", "שלום", "مرحبا",
  "😀", "👩‍👩‍👧‍👦", "e\u0301", "\ufeff", "\u2028", " ", "\t", "\r\n", "\ud800", "\udc00", "__proto__", "constructor", "1e999", "-0", "NaN",
];
/** Any string, strings built from nasty pieces, numbers as strings, and strings over a field's or the body's limit. */
export const text: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: "binary", maxLength: 30 }),
  fc.string({ unit: "grapheme", maxLength: 30 }),
  fc.array(fc.constantFrom(...PIECES), { maxLength: 6 }).map((parts) => parts.join("")),
  fc.oneof(fc.integer(), fc.double()).map(String),
  fc.constantFrom("x".repeat(255), "é".repeat(201), "😀".repeat(4_200), "x".repeat(17_000)),
);

/** Any JSON value, with the hostile strings above in the mix. */
export const value: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: text },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  fc.constantFrom<unknown>(null, true, 0, 5, -1, 1.5, [], {}, ["lights"], { prototype: { admin: true } }, ...RANGES.map((r) => [r])),
  fc.array(text, { maxLength: 8 }),
);

const LOCAL = [..."abcxyz019._+-'&*/=?^`{|}~<>\"();%", "é", "ñ", "ß", "😀", "ש", "ب", "\u200f", "\u202e", "İ"];
const word = fc.array(fc.constantFrom(...LOCAL), { minLength: 1, maxLength: 12 }).map((chars) => chars.join(""));
/** Addresses the rules accept, with quotes, markup, emoji and right-to-left text in them. */
export const email = fc.tuple(word, word, fc.constantFrom("com", "io", "Org", "xn--p1ai", "рф")).map(([local, host, tld]) => `${local}@${host}.${tld}`);

const otherText = fc.oneof(fc.string({ unit: "grapheme", maxLength: 40 }), fc.array(fc.constantFrom(...PIECES), { maxLength: 8 }).map((p) => p.join("")));
/** Applications the rules accept (mostly: a generated "other" text may break them, which the oracle sees). */
export const application = fc.record(
  {
    email,
    experience: fc.constantFrom(...EXPERIENCES),
    automationsCount: fc.constantFrom(...RANGES),
    devicesCount: fc.constantFrom(...RANGES),
    entityTypes: fc.uniqueArray(fc.oneof(fc.constantFrom(...KINDS), otherText.map((t) => otherPrefix + t)), { maxLength: 6 }),
  },
  { requiredKeys: ["email"] },
);

const KEYS = [...FIELDS, "__proto__", "constructor", "prototype", "Email", "email ", "", "admin"];
/** Good applications, the same with one field replaced, added or removed, and anything at all. */
export const alphaBody: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: application },
  { weight: 4, arbitrary: fc.tuple(application, fc.constantFrom(...KEYS), value).map(([app, key, v]) => ({ ...app, [key]: v })) },
  { weight: 1, arbitrary: fc.tuple(application, fc.constantFrom(...FIELDS)).map(([app, key]) => Object.fromEntries(Object.entries(app).filter(([k]) => k !== key))) },
  { weight: 2, arbitrary: value },
);

/** Register bodies for the account with this address: right in any case, wrong, padded, or anything. */
export function registerBody(accountEmail: string): fc.Arbitrary<unknown> {
  const cased = fc.array(fc.boolean(), { minLength: 1 }).map((up) => [...accountEmail].map((c, i) => (up[i % up.length] ? c.toUpperCase() : c)).join(""));
  return fc.oneof(
    { weight: 4, arbitrary: cased.map((e) => ({ email: e })) },
    { weight: 3, arbitrary: fc.tuple(cased, fc.constantFrom(...KEYS), value).map(([e, key, v]) => ({ email: e, [key]: v })) },
    { weight: 1, arbitrary: fc.constantFrom(` ${accountEmail}`, `${accountEmail}\u0000`, `${accountEmail}.`, "other@example.com").map((e) => ({ email: e })) },
    { weight: 2, arbitrary: value },
  );
}

const CONTENT_TYPES = [
  undefined, "", "application/json; charset=utf-8", "APPLICATION/JSON", 'application/json;charset="UTF-8"', "application/json; charset=latin1",
  "application/json; charset=utf-16", "text/plain", "text/json", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x",
  "application/jsonx", "application/merge-patch+json", "*/*",
];
const mutation = fc.oneof(
  { weight: 12, arbitrary: fc.constant((bytes: Buffer) => bytes) },
  fc.nat().map((at) => (bytes: Buffer) => bytes.subarray(0, at % (bytes.length + 1))),
  fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })).map(([at, byte]) => (bytes: Buffer) => {
    const i = at % (bytes.length + 1);
    return Buffer.concat([bytes.subarray(0, i), Buffer.from([byte]), bytes.subarray(i)]);
  }),
  fc.constant((bytes: Buffer) => Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), bytes])),
);

/** A POST: the body as JSON (sometimes truncated, with a raw byte inserted, or a BOM) and a content type. */
export function post(bodies: fc.Arbitrary<unknown>): fc.Arbitrary<Post> {
  const type = fc.oneof({ weight: 12, arbitrary: fc.constant("application/json") }, fc.constantFrom(...CONTENT_TYPES));
  return fc.tuple(bodies, mutation, type).map(([body, mutate, contentType]) => ({ contentType, body: mutate(Buffer.from(JSON.stringify(body) ?? "")) }));
}
