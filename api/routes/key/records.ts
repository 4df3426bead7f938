/**
 * A directive record as the API sees it (issue 29): `{ id, data }`, checked for shape only. The API
 * cannot read one: `data` is encrypted and authenticated in the user's Home Assistant (card/crypto.ts).
 *
 *   id    16 random bytes, base64url without padding: 22 characters, chosen by the card
 *   data  base64 of version (1 byte, 1) ‖ IV (16) ‖ AES-256-CBC ciphertext (n × 16) ‖ HMAC-SHA-256 tag (32)
 */

export const RECORD_VERSION = 1;
/** The most a record's decoded data may hold; the database's CHECK says the same. */
export const MAX_RECORD_BYTES = 64 * 1024;
const IV = 16;
const TAG = 32;
const BLOCK = 16;

/** 16 bytes in base64url end in a character that carries 2 bits, the other 4 zero. */
export const RECORD_ID = "^[A-Za-z0-9_-]{21}[AQgw]$";
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/** A record's data decoded, or the sentence saying what is wrong with it (a 400, or a 413 when too large). */
export function parseRecordData(data: string): { bytes: Buffer } | { status: 400 | 413; error: string } {
  if (data.length > Math.ceil(MAX_RECORD_BYTES / 3) * 4) return { status: 413, error: `Field data holds more than ${MAX_RECORD_BYTES / 1024} KiB; a record is at most ${MAX_RECORD_BYTES / 1024} KiB.` };
  if (!BASE64.test(data)) return { status: 400, error: "Field data must be standard base64 (A-Z, a-z, 0-9, + and /, padded with =)." };
  const bytes = Buffer.from(data, "base64");
  // Non-canonical padding bits decode the same as another string would: refuse so one record has one spelling.
  if (bytes.toString("base64") !== data) return { status: 400, error: "Field data is not canonical base64; encode the bytes again." };
  if (bytes.length > MAX_RECORD_BYTES) return { status: 413, error: `Field data holds more than ${MAX_RECORD_BYTES / 1024} KiB; a record is at most ${MAX_RECORD_BYTES / 1024} KiB.` };
  const body = bytes.length - 1 - IV - TAG;
  if (bytes[0] !== RECORD_VERSION || body < BLOCK || body % BLOCK !== 0) {
    return { status: 400, error: "Field data must be version 1 ‖ IV (16 bytes) ‖ ciphertext (a multiple of 16 bytes) ‖ tag (32 bytes), as /docs describes." };
  }
  return { bytes };
}
