/**
 * Directive records, encrypted in the user's Home Assistant (issue 29). Web Crypto only (`crypto.subtle`),
 * no library: the same code runs in the browser and in Node's tests.
 *
 * One 256-bit key, generated in the card and kept beside the API key in Home Assistant's user data,
 * never sent to the API. Two keys are derived from it with HKDF-SHA-256 (empty salt): AES-256-CBC for
 * the record's JSON (info "homedirective enc v1") and HMAC-SHA-256 for its tag (info "homedirective mac v1").
 *
 *   record.data = base64( version 1 ‖ IV (16 random bytes, fresh per write) ‖ AES-256-CBC/PKCS#7 ciphertext ‖ tag (32) )
 *   tag         = HMAC-SHA-256( version ‖ UTF-8(record.id) ‖ IV ‖ ciphertext )
 *
 * Encrypt-then-MAC: CBC alone is malleable, so the tag is checked before anything is decrypted, and the
 * id inside it stops a record being swapped or replayed under another id. The recovery key is the 32
 * bytes as base64url (43 characters).
 */

export const RECORD_VERSION = 1;
const IV_BYTES = 16;
const TAG_BYTES = 32;
const KEY_BYTES = 32;
const ENC_INFO = "homedirective enc v1";
const MAC_INFO = "homedirective mac v1";

const subtle = () => globalThis.crypto.subtle;
const utf8 = (text: string) => new TextEncoder().encode(text);

/** A record whose tag does not match: it was changed (or moved) outside the home, and is never decrypted. */
export class TamperedRecord extends Error {
  constructor() {
    super("This directive's record was changed outside your home, so it is not used.");
  }
}

/** The two keys a record is sealed with, derived from the home's 32-byte key. */
export interface RecordKeys {
  enc: CryptoKey;
  mac: CryptoKey;
}

/** 32 fresh random bytes: the home's key, generated once, on the first connect. */
export function generateKey(): Uint8Array<ArrayBuffer> {
  return globalThis.crypto.getRandomValues(new Uint8Array(KEY_BYTES));
}

/** HKDF-SHA-256 (RFC 5869) of `ikm` with `salt` and `info`, `length` bytes. */
export async function hkdf(ikm: Uint8Array, salt: Uint8Array, info: Uint8Array, length: number): Promise<Uint8Array<ArrayBuffer>> {
  const base = await subtle().importKey("raw", ikm as BufferSource, "HKDF", false, ["deriveBits"]);
  const bits = await subtle().deriveBits({ name: "HKDF", hash: "SHA-256", salt: salt as BufferSource, info: info as BufferSource }, base, length * 8);
  return new Uint8Array(bits);
}

export async function deriveKeys(key: Uint8Array): Promise<RecordKeys> {
  if (key.length !== KEY_BYTES) throw new Error("The home's key must be 32 bytes.");
  const empty = new Uint8Array(0);
  const [encBytes, macBytes] = await Promise.all([hkdf(key, empty, utf8(ENC_INFO), 32), hkdf(key, empty, utf8(MAC_INFO), 32)]);
  const [enc, mac] = await Promise.all([
    subtle().importKey("raw", encBytes as BufferSource, "AES-CBC", false, ["encrypt", "decrypt"]),
    subtle().importKey("raw", macBytes as BufferSource, { name: "HMAC", hash: "SHA-256" }, false, ["sign", "verify"]),
  ]);
  return { enc, mac };
}

const concat = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) (out.set(part, at), (at += part.length));
  return out;
};

/** What the tag covers: version ‖ UTF-8(id) ‖ IV ‖ ciphertext. */
const macInput = (id: string, iv: Uint8Array, ciphertext: Uint8Array) => concat(new Uint8Array([RECORD_VERSION]), utf8(id), iv, ciphertext);

/** Seals `plaintext` as the record `id`: the bytes of version ‖ IV ‖ ciphertext ‖ tag. A fresh IV every call. */
export async function sealBytes(keys: RecordKeys, id: string, plaintext: Uint8Array, iv = globalThis.crypto.getRandomValues(new Uint8Array(IV_BYTES))): Promise<Uint8Array> {
  const ciphertext = new Uint8Array(await subtle().encrypt({ name: "AES-CBC", iv: iv as BufferSource }, keys.enc, plaintext as BufferSource));
  const tag = new Uint8Array(await subtle().sign("HMAC", keys.mac, macInput(id, iv, ciphertext) as BufferSource));
  return concat(new Uint8Array([RECORD_VERSION]), iv, ciphertext, tag);
}

/** Opens a record's bytes for `id`; the tag is verified (in constant time, by Web Crypto) before decrypting. */
export async function openBytes(keys: RecordKeys, id: string, bytes: Uint8Array): Promise<Uint8Array> {
  const body = bytes.length - 1 - IV_BYTES - TAG_BYTES;
  if (bytes[0] !== RECORD_VERSION || body < 16 || body % 16 !== 0) throw new TamperedRecord();
  const iv = bytes.slice(1, 1 + IV_BYTES);
  const ciphertext = bytes.slice(1 + IV_BYTES, bytes.length - TAG_BYTES);
  const tag = bytes.slice(bytes.length - TAG_BYTES);
  if (!(await subtle().verify("HMAC", keys.mac, tag as BufferSource, macInput(id, iv, ciphertext) as BufferSource))) throw new TamperedRecord();
  return new Uint8Array(await subtle().decrypt({ name: "AES-CBC", iv: iv as BufferSource }, keys.enc, ciphertext as BufferSource));
}

// --- encodings -------------------------------------------------------------------------------------

export function toBase64(bytes: Uint8Array): string {
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}
export function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
}
export const toBase64Url = (bytes: Uint8Array) => toBase64(bytes).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
export function fromBase64Url(text: string): Uint8Array {
  const plain = text.replace(/-/g, "+").replace(/_/g, "/");
  return fromBase64(plain + "=".repeat((4 - (plain.length % 4)) % 4));
}

/** A record id: 16 random bytes as base64url (22 characters). */
export const newRecordId = () => toBase64Url(globalThis.crypto.getRandomValues(new Uint8Array(16)));

/** The recovery key the card shows once (and again to an admin): the home's 32 bytes as base64url. */
export const recoveryString = (key: Uint8Array) => toBase64Url(key);

/** The key back from a pasted recovery string, or null when it is not one (spaces around it are forgiven). */
export function keyFromRecovery(text: string): Uint8Array | null {
  const trimmed = text.trim();
  if (!/^[A-Za-z0-9_-]{42}[AEIMQUYcgkosw048]$/.test(trimmed)) return null;
  return fromBase64Url(trimmed);
}

// --- records ---------------------------------------------------------------------------------------

/** What a record holds: the directive's text, the automation's id and the config saved to Home Assistant. */
export interface DirectiveRecord {
  text: string;
  automationId: string;
  config: unknown;
  /**
   * The Home Assistant the automation lives on (records.ts's instance id). Absent in records written
   * before instances were told apart: those are treated as another instance's, never deleted by reconciling.
   */
  instance?: string;
}

/** The record `id`'s `data` field: its JSON sealed and base64-encoded. */
export async function sealRecord(keys: RecordKeys, id: string, record: DirectiveRecord): Promise<string> {
  return toBase64(await sealBytes(keys, id, utf8(JSON.stringify(record))));
}

/** The record back from its `data`; throws TamperedRecord when the tag fails (a changed byte, another id, another key). */
export async function openRecord(keys: RecordKeys, id: string, data: string): Promise<DirectiveRecord> {
  let bytes: Uint8Array;
  try {
    bytes = fromBase64(data);
  } catch {
    throw new TamperedRecord();
  }
  return JSON.parse(new TextDecoder().decode(await openBytes(keys, id, bytes))) as DirectiveRecord;
}
